import { Button, Stack, TextInput } from '@mantine/core';
import { InlineError } from '@web/components/inline-error';
import type { FormFrame } from '@web/lib/use-api-form';
import type { ComponentProps, ReactNode } from 'react';

/** The form of an auth step: its fields, the full-width submit button, `more` buttons, the error under them. */
export function AuthForm({
  form,
  submitLabel,
  more,
  children,
}: {
  form: FormFrame;
  submitLabel: string;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
      <Stack gap="md">
        {children}
        <Button type="submit" fullWidth loading={form.pending}>
          {submitLabel}
        </Button>
        {more}
        <InlineError message={form.formError} />
      </Stack>
    </form>
  );
}

/** The account's e-mail address (the browser may fill it in). */
export function EmailField(props: ComponentProps<typeof TextInput>) {
  return <TextInput label="E-mail cím" name="email" type="email" autoComplete="email" required {...props} />;
}
