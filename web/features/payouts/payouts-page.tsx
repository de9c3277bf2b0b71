import { consultationPaymentsApi } from '@common/api/consultation-payments';
import type { PayoutAccount } from '@common/api/payouts';
import { Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { MonthlyMoneySummary } from '@web/components/money-summary';
import { Notice } from '@web/components/notice';
import { PageShell } from '@web/components/page-shell';
import { QueryBody } from '@web/components/query-body';
import { SectionCard } from '@web/components/section-card';
import { useSearchParams } from 'react-router';
import { useMyPayoutAccountQuery } from './api/get-my-payout-account';
import { useOpenDashboardMutation, useStartOnboardingMutation } from './api/open-provider-page';
import { PayoutStateBadge } from './components/payout-state-badge';
import { requirementLabels } from './lib/requirements';

/** Stripe sends the adviser back with it when the onboarding link expired or was used already. */
const EXPIRED_LINK_PARAM = 'ujra';
/** Stripe sends the adviser back with it when they left its onboarding (finished or not). */
const RETURNED_PARAM = 'vissza';

/**
 * /tanacsadoi-fiok/kifizetesek: the adviser's payout account (issue 38), where askers' payments for
 * consultations go. It is set up and kept on the payment provider's own pages; this screen shows its
 * state and leads there, and what the adviser's paid consultations brought in each month.
 */
export default function PayoutsPage() {
  const [params] = useSearchParams();
  const returned = params.get(RETURNED_PARAM) === '1';
  const account = useMyPayoutAccountQuery({ awaitProvider: returned });

  return (
    <PageShell
      title="Kifizetések"
      intro="A kérdező a tanácsadás díját közvetlenül az Ön saját fiókjába fizeti a fizetési szolgáltatónál (Stripe), onnan a szolgáltató utalja bankszámlájára. A portál a pénzt soha nem tartja magánál."
    >
      {params.get(EXPIRED_LINK_PARAM) === '1' ? (
        <Notice tone="warning" title="A beállítás linkje lejárt" data-testid="payout-link-expired">
          A szolgáltató beállítási oldalának linkje lejárt vagy már felhasználták. Nyomja meg újra a beállítás
          gombját a folytatáshoz.
        </Notice>
      ) : null}
      {returned && account.data?.state !== 'ready' ? (
        <Notice tone="info" title="Visszatért a Stripe oldaláról" data-testid="payout-returned">
          Az állapot a Stripe értesítése után frissül ezen az oldalon, általában néhány másodpercen belül.
        </Notice>
      ) : null}

      <SectionCard title="Kifizetési fiók">
        <QueryBody
          query={account}
          placeholder={<Skeleton height={120} role="status" aria-label="Kifizetési fiók betöltése…" />}
          errorMessage="Nem sikerült betölteni a kifizetési fiókja állapotát."
        >
          {(data) => <PayoutAccountState account={data} />}
        </QueryBody>
      </SectionCard>

      <MonthlyMoneySummary
        endpoint={consultationPaymentsApi.adviserSummary}
        title="Havi bevétel"
        note="A portálon fizetett tanácsadásai, a fizetés hónapja szerint. Nettó: a bruttó bevétel a platformjutalék és a visszatérítések levonása után (a visszatérített díjak után jutalék nem jár)."
      />
    </PageShell>
  );
}

const STATE_TEXTS: Record<PayoutAccount['state'], string> = {
  none: 'Díjas tanácsadáshoz először állítsa be kifizetési fiókját. A beállítás a szolgáltató biztonságos oldalán történik: ott adja meg adatait és bankszámláját.',
  incomplete: 'A beállítás még nem teljes: a szolgáltató további adatokat kér.',
  pending: 'Adatait megkapta a szolgáltató, és most ellenőrzi őket. Az eredményt ezen az oldalon látja.',
  ready: 'A kérdezők fizetése az Ön fiókjába érkezik, a szolgáltató onnan utalja a bankszámlájára.',
  disabled: 'A szolgáltató felfüggesztette a fiókot, ezért most nem fogadhat fizetést.',
};

function PayoutAccountState({ account }: { account: PayoutAccount }) {
  const onboarding = useStartOnboardingMutation();
  const dashboard = useOpenDashboardMutation();
  const due = account.state === 'incomplete' ? requirementLabels(account.requirementsDue) : [];
  const canContinue = account.state === 'incomplete' || account.state === 'pending';
  const hasDashboard = account.provider === 'stripe' && account.detailsSubmitted;
  const busy = onboarding.isPending || dashboard.isPending;

  return (
    <Stack gap="sm" align="flex-start">
      <PayoutStateBadge state={account.state} />
      <Text>{STATE_TEXTS[account.state]}</Text>
      {due.length > 0 ? (
        <Stack gap={4}>
          <Text fw={600}>Még hiányzik:</Text>
          <List data-testid="payout-requirements">
            {due.map((label) => (
              <List.Item key={label}>{label}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      {account.state === 'disabled' && hasDashboard ? (
        <Text size="sm">A részleteket a Stripe kifizetési felületén találja.</Text>
      ) : null}
      {account.provider === 'demo' ? (
        <Text size="sm" c="dimmed">
          Demó fiók: a portál demó módban fut, valódi pénz nem mozog.
        </Text>
      ) : null}
      {account.state === 'none' || canContinue || hasDashboard ? (
        <Group gap="sm">
          {account.state === 'none' || canContinue ? (
            <Button onClick={() => onboarding.mutate()} loading={onboarding.isPending} disabled={busy}>
              {account.state === 'none' ? 'Kifizetési fiók beállítása' : 'Beállítás folytatása'}
            </Button>
          ) : null}
          {hasDashboard ? (
            <Button
              variant="default"
              rightSection={<IconExternalLink size={16} aria-hidden="true" />}
              onClick={() => dashboard.mutate()}
              loading={dashboard.isPending}
              disabled={busy}
            >
              Stripe kifizetési felület
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
