import { adminProfileBody } from '@common/api/admin';
import { messages } from '@common/messages';
import { Box, Button, Group, Stack, TextInput } from '@mantine/core';
import { FormSkeleton } from '@web/components/form-skeleton';
import { LoadError } from '@web/components/load-error';
import { PageShell } from '@web/components/page-shell';
import { SectionCard } from '@web/components/section-card';
import { fieldErrorsOf, focusFirstInvalid, serverFieldErrors } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type FormEvent, useRef, useState } from 'react';
import { useAdminProfileQuery } from './api/get-profile';
import { useUpdateAdminProfileMutation } from './api/update-profile';

function ProfileForm({ name, email }: { name: string; email: string }) {
  const mutation = useUpdateAdminProfileMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = adminProfileBody.safeParse({ name: value });
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

/** /admin/profil: the admin's name (editable, audited) and e-mail address (read-only). */
export default function AdminProfilePage() {
  const profile = useAdminProfileQuery();
  return (
    <PageShell
      title="Profil"
      intro="A nevét a felhasználók az adminisztrátori műveletek előzményeiben látják."
    >
      <SectionCard title="Személyes adatok">
        {profile.isPending ? (
          <FormSkeleton rows={3} />
        ) : profile.isError ? (
          <LoadError
            message="Nem sikerült betölteni a profil adatait."
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <ProfileForm name={profile.data.name} email={profile.data.email} />
        )}
      </SectionCard>
    </PageShell>
  );
}
