import { askerProfileBody } from '@common/api/advisers';
import { PageShell } from '@web/components/page-shell';
import { ProfileNameForm } from '@web/components/profile-name-form';
import { QueryBody } from '@web/components/query-body';
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
        <QueryBody query={asker} rows={3} errorMessage={'Nem sikerült betölteni a profil adatait.'}>
          {(askerData) => (
            <ProfileNameForm
              name={askerData.name}
              email={askerData.email}
              schema={askerProfileBody}
              onSave={mutation.mutateAsync}
            />
          )}
        </QueryBody>
      </SectionCard>
    </PageShell>
  );
}
