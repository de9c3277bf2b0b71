import { Button, Group, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { Notice } from '@web/components/notice';
import { PageShell } from '@web/components/page-shell';
import { SectionCard } from '@web/components/section-card';
import { notifySuccess } from '@web/lib/notify';
import { Link, useNavigate } from 'react-router';
import { useCompleteDemoOnboardingMutation } from './api/complete-demo-onboarding';

const PAYOUTS_PAGE = '/tanacsadoi-fiok/kifizetesek';

/**
 * /tanacsadoi-fiok/kifizetesek/demo: the demo provider's "onboarding" (no payment keys are configured).
 * It says plainly that no real account is made; the button finishes it like a provider's check would.
 */
export default function DemoOnboardingPage() {
  const navigate = useNavigate();
  const complete = useCompleteDemoOnboardingMutation();

  const finish = () =>
    complete.mutate(undefined, {
      onSuccess: () => {
        notifySuccess('A demó kifizetési fiók kész.');
        navigate(PAYOUTS_PAGE);
      },
    });

  return (
    <PageShell title="Demó kifizetési fiók">
      <Notice tone="warning" title="Demó szolgáltató" icon={IconFlask} data-testid="demo-payout-notice">
        A portál demó módban fut: nincs beállítva valódi fizetési szolgáltató. Itt nem ad meg személyes vagy
        banki adatot, és valódi pénz nem mozog.
      </Notice>
      <SectionCard title="Kifizetési fiók beállítása">
        <Text>
          Valódi szolgáltatónál itt adná meg adatait és bankszámláját, majd a szolgáltató ellenőrizné őket. A
          demó fiókot egy gombnyomással beállíthatja.
        </Text>
        <Group gap="sm">
          <Button onClick={finish} loading={complete.isPending}>
            Demó fiók beállítása
          </Button>
          <Button component={Link} to={PAYOUTS_PAGE} variant="default">
            Mégse
          </Button>
        </Group>
      </SectionCard>
    </PageShell>
  );
}
