import { messages } from '@common/messages';
import { Skeleton, Stack } from '@mantine/core';
import { useMyAdviserQuery } from '@web/api/get-my-adviser';
import { useUpdateWorkScheduleMutation } from '@web/api/update-work-schedule';
import { LoadError } from '@web/components/load-error';
import { PageShell } from '@web/components/page-shell';
import { WorkScheduleSection } from '@web/components/work-schedule-section';
import { useAdviserIdentity } from '@web/lib/adviser-identity';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { DescriptionSection } from './components/description-section';
import { GallerySection } from './components/gallery-section';
import { IntakeSection } from './components/intake-section';
import { ProfileImageSection } from './components/profile-image-section';
import { SearchEngineSection } from './components/search-engine-section';
import { SeriesSection } from './components/series-section';
import { TopicsSection } from './components/topics-section';

/** Opens the section named by the URL hash (the overview's checklist links to them). */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    const heading = target.querySelector<HTMLElement>('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [ready, hash]);
}

/** /tanacsadoi-fiok/profil: everything the public profile shows. */
export default function AdviserProfilePage() {
  const { userId, adviserId } = useAdviserIdentity();
  const adviser = useMyAdviserQuery();
  const saveSchedule = useUpdateWorkScheduleMutation(userId, adviserId);
  useScrollToHash(adviser.isSuccess);

  return (
    <PageShell
      title="Profil"
      intro="Ezek az adatok jelennek meg a nyilvános profilján, amelyet a kérdezők a keresésben látnak."
    >
      <ProfileImageSection />
      {adviser.isPending ? (
        <Stack gap="lg" role="status" aria-live="polite" aria-label="Betöltés…" data-testid="loading">
          <Skeleton height={220} />
          <Skeleton height={180} />
          <Skeleton height={320} />
        </Stack>
      ) : adviser.isError ? (
        <LoadError message={messages.advisers.loadFailed} onRetry={() => void adviser.refetch()} />
      ) : (
        <>
          <DescriptionSection initial={adviser.data.description} />
          <TopicsSection
            initial={adviser.data.consultingTopics}
            acceptsPayments={adviser.data.acceptsPayments}
          />
          <IntakeSection offers={adviser.data.consultingTopics} />
          <SeriesSection offers={adviser.data.consultingTopics} />
          <WorkScheduleSection
            initial={adviser.data.workSchedule}
            saving={saveSchedule.isPending}
            onSave={(schedule) => saveSchedule.mutateAsync(schedule)}
          />
          <SearchEngineSection initial={adviser.data.indexable} />
        </>
      )}
      <GallerySection />
    </PageShell>
  );
}
