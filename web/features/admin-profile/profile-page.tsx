import { adminProfileBody } from '@common/api/admin';
import { PageShell } from '@web/components/page-shell';
import { PersonalDataSection } from '@web/components/profile-name-form';
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
      <PersonalDataSection query={profile} schema={adminProfileBody} onSave={mutation.mutateAsync} />
    </PageShell>
  );
}
