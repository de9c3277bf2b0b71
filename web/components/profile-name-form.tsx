import { messages } from '@common/messages';
import { TextInput } from '@mantine/core';
import { useApiForm } from '@web/lib/use-api-form';
import type { z } from 'zod';
import { SaveForm } from './save-form';

interface NameBody {
  name: string;
}

/** The profile pages' form: the own name (editable, validated by `schema`) and the read-only e-mail address. */
export function ProfileNameForm({
  name,
  email,
  schema,
  onSave,
}: {
  name: string;
  email: string;
  schema: z.ZodType<NameBody>;
  onSave: (body: NameBody) => Promise<unknown>;
}) {
  const nameForm = useApiForm({
    initialValues: { name },
    schema,
    submit: onSave,
    success: messages.askers.profileSaved,
    afterSave: (body) => body,
  });
  const { form } = nameForm;

  return (
    <SaveForm form={nameForm} submitLabel="Mentés" maw={480}>
      <TextInput label="Név" name="name" autoComplete="name" required {...form.getInputProps('name')} />
      <TextInput
        label="E-mail cím"
        name="email"
        type="email"
        value={email}
        readOnly
        description="Az e-mail cím nem módosítható."
      />
    </SaveForm>
  );
}
