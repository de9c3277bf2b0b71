import type { SubscriptionState } from '@common/api/subscriptions';
import { formatDate } from '@common/format';
import { askerPlan, NO_SUBSCRIPTION_YET } from '@common/subscription';
import { Anchor, Stack, Text } from '@mantine/core';
import { PlanStatus } from '@web/components/plan-status';

/** Status, expiry and days left of the caller's subscription; for advisers also whether they are listed. */
export function SubscriptionStatus({ state, packagesId }: { state: SubscriptionState; packagesId: string }) {
  const active = state.subscriptionStatus === 'active';
  // Only askers can be newcomers without any expiry; an adviser without one is listed without end.
  const plan = state.role === 'kerdezo' ? askerPlan(state.subscriptionStatus, state.expirationDate) : null;
  // An adviser's states read as an asker's: listed ('Aktív') or not ('Lejárt').
  const badge = <PlanStatus plan={plan ?? (active ? 'active' : 'expired')} testId="plan-status" />;
  if (plan === 'none') {
    return (
      <Stack gap="sm">
        {badge}
        <Text data-testid="plan-none">{NO_SUBSCRIPTION_YET}</Text>
        <Anchor href={`#${packagesId}`} fw={600}>
          Előfizetési csomag választása
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {badge}
      <Text data-testid="plan-expiration">
        Lejárat: {state.expirationDate ? formatDate(state.expirationDate) : 'nincs beállított lejárat'}
      </Text>
      {state.expirationDate ? (
        <Text fw={700} data-testid="plan-days-left">
          Még {state.daysLeft} nap
        </Text>
      ) : null}
      {state.role === 'kerdezo' && !active ? (
        <Text size="sm">
          Lejárt előfizetéssel nem foglalhat új időpontot. Válasszon az alábbi csomagok közül a
          meghosszabbításhoz.
        </Text>
      ) : null}
      {state.role === 'tanacsado' ? (
        <Text size="sm" data-testid="plan-listed">
          {state.listed
            ? 'Profilja megjelenik a keresésben, és a kérdezők foglalhatnak Önnél.'
            : active
              ? 'Profilja most nem jelenik meg a keresésben, mert fiókja nincs aktiválva (az aktiválást a Beállítások oldalon kérheti).'
              : 'Előfizetése lejárt: profilja nem jelenik meg a keresésben, és nem foglalhatnak Önnél. Hosszabbítsa meg egy csomaggal.'}
        </Text>
      ) : null}
    </Stack>
  );
}
