import { askerProfileBody } from '@common/api/advisers';
import { PageShell } from '@web/components/page-shell';
import { PersonalDataSection } from '@web/components/profile-name-form';
import { useAskerQuery } from './api/get-asker';
import { useSaveProfileMutation } from './api/save-profile';

/** /kerdezo/profil: the asker's name (editable) and e-mail address (read-only). */
export default function AskerProfilePage() {
  const asker = useAskerQuery();
  const mutation = useSaveProfileMutation();

  return (
    <PageShell title="Profil" intro="A nevét a tanácsadók a foglalásainál és az üzeneteknél látják.">
      <PersonalDataSection query={asker} schema={askerProfileBody} onSave={mutation.mutateAsync} />
    </PageShell>
  );
}
