import { askerProfileBody } from '@common/api/advisers';
import { messages } from '@common/messages';
import { Box, Button, Group, Stack, TextInput } from '@mantine/core';
import { FormSkeleton } from '@web/components/form-skeleton';
import { LoadError } from '@web/components/load-error';
import { PageShell } from '@web/components/page-shell';
import { SectionCard } from '@web/components/section-card';
import { useAuthStore } from '@web/lib/auth-store';
import { fieldErrorsOf, focusFirstInvalid, serverFieldErrors } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type FormEvent, useRef, useState } from 'react';
import { useAskerQuery } from './api/get-asker';
import { useSaveProfileMutation } from './api/save-profile';

function ProfileForm({ name, email }: { name: string; email: string }) {
  const mutation = useSaveProfileMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = askerProfileBody.safeParse({ name: value });
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

/** /kerdezo/profil: the asker's name (editable) and e-mail address (read-only). */
export default function AskerProfilePage() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const asker = useAskerQuery(userId);

  return (
    <PageShell title="Profil" intro="A nevét a tanácsadók a foglalásainál és az üzeneteknél látják.">
      <SectionCard title="Személyes adatok">
        {asker.isPending ? (
          <FormSkeleton rows={3} />
        ) : asker.isError ? (
          <LoadError
            message="Nem sikerült betölteni a profil adatait."
            onRetry={() => void asker.refetch()}
          />
        ) : (
          <ProfileForm name={asker.data.name} email={asker.data.email} />
        )}
      </SectionCard>
    </PageShell>
  );
}
