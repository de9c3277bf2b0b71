import { askerProfileBody } from '@common/api/advisers';
import { FormSkeleton } from '@web/components/form-skeleton';
import { LoadError } from '@web/components/load-error';
import { PageShell } from '@web/components/page-shell';
import { ProfileNameForm } from '@web/components/profile-name-form';
import { SectionCard } from '@web/components/section-card';
import { useAuthStore } from '@web/lib/auth-store';
import { useAskerQuery } from './api/get-asker';
import { useSaveProfileMutation } from './api/save-profile';

/** /kerdezo/profil: the asker's name (editable) and e-mail address (read-only). */
export default function AskerProfilePage() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const asker = useAskerQuery(userId);
  const mutation = useSaveProfileMutation();

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
          <ProfileNameForm
            name={asker.data.name}
            email={asker.data.email}
            schema={askerProfileBody}
            onSave={mutation.mutateAsync}
          />
        )}
      </SectionCard>
    </PageShell>
  );
}
