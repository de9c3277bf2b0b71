import { messages } from '@common/messages';
import { TextInput } from '@mantine/core';
import { type QueryClient, type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { type SessionUser, useAuthStore } from '@web/lib/auth-store';
import { useApiForm } from '@web/lib/use-api-form';
import type { z } from 'zod';
import { QueryBody } from './query-body';
import { SaveForm } from './save-form';
import { SectionCard } from './section-card';

interface NameBody {
  name: string;
}

/** The profile pages' form: the own name (editable, validated by `schema`) and the read-only e-mail address. */
function ProfileNameForm({
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

/** The profile pages' "Személyes adatok": the form once `query` has loaded the user. */
export function PersonalDataSection({
  query,
  schema,
  onSave,
}: {
  query: UseQueryResult<{ name: string; email: string }>;
  schema: z.ZodType<NameBody>;
  onSave: (body: NameBody) => Promise<unknown>;
}) {
  return (
    <SectionCard title="Személyes adatok">
      <QueryBody query={query} rows={3} errorMessage="Nem sikerült betölteni a profil adatait.">
        {(user) => <ProfileNameForm name={user.name} email={user.email} schema={schema} onSave={onSave} />}
      </QueryBody>
    </SectionCard>
  );
}

/**
 * The save of the own name: the answer's fresh user goes to the session (the header shows the name),
 * then `refresh` brings the page's data up to date.
 */
export function useProfileNameMutation<Answer extends { user?: SessionUser | null }>(
  save: (body: NameBody) => Promise<Answer>,
  refresh: (answer: Answer, queryClient: QueryClient) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (answer) => {
      if (answer?.user) useAuthStore.getState().setUser(answer.user);
      return refresh(answer, queryClient);
    },
  });
}
