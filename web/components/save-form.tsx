import { Box, Button, Group, Stack } from '@mantine/core';
import type { FormFrame } from '@web/lib/use-api-form';
import type { ReactNode, Ref } from 'react';
import { InlineError } from './inline-error';

/** A `useApiForm` form on a page: its fields, the error no field took, and the submit button. */
export function SaveForm({
  form,
  submitLabel,
  pending = form.pending,
  submitRef,
  gap = 'md',
  maw,
  children,
}: {
  form: FormFrame;
  submitLabel: string;
  /** Saving (by default the form's own call). */
  pending?: boolean;
  submitRef?: Ref<HTMLButtonElement>;
  gap?: 'sm' | 'md';
  maw?: number;
  children: ReactNode;
}) {
  return (
    <Box component="form" ref={form.formRef} onSubmit={form.onSubmit} noValidate maw={maw}>
      <Stack gap={gap}>
        {children}
        <InlineError message={form.formError} />
        <Group>
          <Button ref={submitRef} type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
