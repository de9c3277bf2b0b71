import { messages } from '@common/messages';
import { Box, Button, Group, Stack, TextInput } from '@mantine/core';
import { fieldErrorsOf, focusFirstInvalid, serverFieldErrors } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';

interface NameBody {
  name: string;
}

/** The profile pages' form: the own name (editable, validated by `schema`) and the read-only e-mail address. */
export function ProfileNameForm({
  name,
  email,
  schema,
  mutation,
}: {
  name: string;
  email: string;
  schema: z.ZodType<NameBody>;
  mutation: {
    mutate: (body: NameBody, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
    isPending: boolean;
  };
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = schema.safeParse({ name: value });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error).name);
      focusFirstInvalid(formRef);
      return;
    }
    setError(undefined);
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        setValue(parsed.data.name);
        notifySuccess(messages.askers.profileSaved);
      },
      onError: (e) => {
        const fieldError = serverFieldErrors(e).name;
        if (fieldError) {
          setError(fieldError);
          focusFirstInvalid(formRef);
        }
      },
    });
  };

  return (
    <Box component="form" ref={formRef} onSubmit={onSubmit} noValidate maw={480}>
      <Stack gap="md">
        <TextInput
          label="Név"
          name="name"
          autoComplete="name"
          required
          value={value}
          error={error}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        <TextInput
          label="E-mail cím"
          name="email"
          type="email"
          value={email}
          readOnly
          description="Az e-mail cím nem módosítható."
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            Mentés
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
