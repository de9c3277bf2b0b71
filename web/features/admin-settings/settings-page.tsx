import { FormSkeleton } from '@web/components/form-skeleton';
import { LoadError } from '@web/components/load-error';
import { PageShell } from '@web/components/page-shell';
import { SectionCard } from '@web/components/section-card';
import type { ReactNode } from 'react';
import { useSettingsQuery } from './api/get-settings';
import { PlatformSettingsForm } from './components/platform-settings-form';

/**
 * /admin/beallitasok: the platform settings, then the admin's own account settings (password, 2FA,
 * sessions), which the area passes in as `accountSettings` (features do not import each other).
 */
export default function AdminSettingsPage({ accountSettings }: { accountSettings?: ReactNode }) {
  const settings = useSettingsQuery();
  return (
    <PageShell title="Beállítások" intro="A platform működési beállításai és a saját fiókja biztonsága.">
      <SectionCard title="Platformbeállítások">
        {settings.data ? (
          <PlatformSettingsForm key={settings.data.data.updatedAt} settings={settings.data.data} />
        ) : settings.isError ? (
          <LoadError
            message="Nem sikerült betölteni a platformbeállításokat."
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <FormSkeleton />
        )}
      </SectionCard>
      {accountSettings}
    </PageShell>
  );
}
