import { adminProfileBody } from '@common/api/admin';
import { FormSkeleton } from '@web/components/form-skeleton';
import { LoadError } from '@web/components/load-error';
import { PageShell } from '@web/components/page-shell';
import { ProfileNameForm } from '@web/components/profile-name-form';
import { SectionCard } from '@web/components/section-card';
import { useAdminProfileQuery } from './api/get-profile';
import { useUpdateAdminProfileMutation } from './api/update-profile';

/** /admin/profil: the admin's name (editable, audited) and e-mail address (read-only). */
export default function AdminProfilePage() {
  const profile = useAdminProfileQuery();
  const mutation = useUpdateAdminProfileMutation();
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
          <ProfileNameForm
            name={profile.data.name}
            email={profile.data.email}
            schema={adminProfileBody}
            onSave={mutation.mutateAsync}
          />
        )}
      </SectionCard>
    </PageShell>
  );
}
