import type { Asker } from '@common/api/advisers';
import { formatDate } from '@common/format';
import { messages } from '@common/messages';
import { askerPlan, extendedExpiry, NO_SUBSCRIPTION_YET } from '@common/subscription';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { BillingState } from '@web/components/billing-form';
import { ConfirmDialog, useConfirmation } from '@web/components/confirm-dialog';
import { CardsSkeleton } from '@web/components/form-skeleton';
import { PageShell } from '@web/components/page-shell';
import { PlanStatus } from '@web/components/plan-status';
import { QueryBody } from '@web/components/query-body';
import { SectionCard } from '@web/components/section-card';
import { Link } from 'react-router';
import { useExtendSubscriptionMutation } from './api/extend-subscription';
import { useAskerQuery } from './api/get-asker';
import { usePaymentModeQuery } from './api/get-payment-mode';

const BASE = '/kerdezo';
const SUBSCRIPTION_PAGE = `${BASE}/elofizetes`;
/** The direct (demo) extensions, offered only while no payment provider is configured. */
const EXTEND_OPTIONS = [30, 90, 365] as const;

function SubscriptionCard({ asker }: { asker: Asker }) {
  const mutation = useExtendSubscriptionMutation();
  const demoMode = usePaymentModeQuery().data === 'demo';
  const extension = useConfirmation({
    call: (days: number) => mutation.mutateAsync(days),
    success: (_answer, days) => messages.askers.subscriptionExtended(days),
    // Only the server's own text goes in the dialog; the HTTP client has already toasted the failure.
    failure: '',
  });
  const days = extension.subject;
  const plan = askerPlan(asker.subscriptionStatus, asker.expirationDate);
  const active = plan === 'active';
  const daysLeft = active ? Math.max(0, asker.daysLeft) : 0;

  const status = <PlanStatus plan={plan} testId="subscription-status" />;

  // A newcomer: nothing has expired, there is nothing to extend; the way to the first purchase.
  if (plan === 'none') {
    return (
      <SectionCard title="Előfizetés">
        {status}
        <Text data-testid="subscription-none">{NO_SUBSCRIPTION_YET}</Text>
        <Group>
          <Button component={Link} to={SUBSCRIPTION_PAGE}>
            Előfizetés vásárlása
          </Button>
        </Group>
      </SectionCard>
    );
  }

  return (
    <SectionCard title="Előfizetés">
      {status}
      <Stack gap={4}>
        <Text data-testid="subscription-expiration">
          Lejárat: {asker.expirationDate ? formatDate(asker.expirationDate) : 'nincs érvényes előfizetés'}
        </Text>
        <Text fw={700} data-testid="subscription-days-left">
          Még {daysLeft} nap
        </Text>
      </Stack>
      {!active ? (
        <Text size="sm">
          Lejárt előfizetéssel nem foglalhat új időpontot. Hosszabbítsa meg előfizetését az alábbi gombok
          egyikével.
        </Text>
      ) : null}
      {demoMode ? null : (
        <Group>
          <Button component={Link} to={SUBSCRIPTION_PAGE}>
            Előfizetés meghosszabbítása
          </Button>
        </Group>
      )}
      <Anchor component={Link} to={SUBSCRIPTION_PAGE}>
        Előfizetési csomagok és fizetéseim
      </Anchor>
      <Stack gap="xs" display={demoMode ? undefined : 'none'}>
        <Text size="sm" fw={600}>
          Előfizetés meghosszabbítása
        </Text>
        <Group gap="sm">
          {EXTEND_OPTIONS.map((option) => (
            <Button
              key={option}
              variant={option === 30 ? 'filled' : 'default'}
              onClick={() => extension.ask(option)}
            >
              Meghosszabbítás {option} nappal
            </Button>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          Demó mód: nincs beállítva fizetési szolgáltató, ezért a meghosszabbítás fizetés nélkül történik.
        </Text>
      </Stack>
      <ConfirmDialog
        {...extension.dialog}
        title="Előfizetés meghosszabbítása"
        confirmLabel="Meghosszabbítás"
        confirmColor="blue"
      >
        <Stack gap="xs">
          <Text size="sm">
            Előfizetését {days ?? 0} nappal hosszabbítjuk meg. Az új lejárat:{' '}
            <strong>{formatDate(extendedExpiry(asker.expirationDate, new Date(), days ?? 0))}</strong>
          </Text>
          <Text size="sm">
            Ez egy demó meghosszabbítás fizetés nélkül: nem kell fizetnie, és nem terheljük meg semmilyen
            összeggel.
          </Text>
        </Stack>
      </ConfirmDialog>
    </SectionCard>
  );
}

function BillingCard({ asker }: { asker: Asker }) {
  return (
    <SectionCard title="Számlázási adatok">
      <BillingState complete={asker.billingComplete}>
        A számlázási adatai hiányosak. A számlákhoz mind a hét mezőt ki kell tölteni.
      </BillingState>
      <Anchor component={Link} to={`${BASE}/szamlazasi-adatok`}>
        {asker.billingComplete ? 'Számlázási adatok módosítása' : 'Számlázási adatok kitöltése'}
      </Anchor>
    </SectionCard>
  );
}

/** /kerdezo: subscription, billing completeness, and the way to the advisers. */
export default function AskerOverviewPage() {
  const asker = useAskerQuery();

  return (
    <PageShell title="Áttekintés" intro="Előfizetése és számlázási adatai egy helyen.">
      <QueryBody
        query={asker}
        placeholder={<CardsSkeleton heights={[220, 120]} />}
        errorMessage="Nem sikerült betölteni a fiókja adatait."
      >
        {(askerData) => (
          <>
            <SubscriptionCard asker={askerData} />
            <BillingCard asker={askerData} />
          </>
        )}
      </QueryBody>
      <SectionCard title="Tanácsadót keres?">
        <Text size="sm">Böngésszen a tanácsadók között terület, név vagy értékelés szerint.</Text>
        <Group>
          <Button
            component={Link}
            to={`${BASE}/tanacsadok`}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
          >
            Tanácsadók keresése
          </Button>
        </Group>
      </SectionCard>
    </PageShell>
  );
}
