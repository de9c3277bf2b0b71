import type { Audience, SubscriptionPackage } from '@common/api/subscriptions';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useMySubscriptionQuery } from '@web/api/my-subscription';
import { LoadError } from '@web/components/load-error';
import { Notice } from '@web/components/notice';
import { PageShell } from '@web/components/page-shell';
import { SectionCard } from '@web/components/section-card';
import { storeSubscriptionStatus } from '@web/lib/auth-store';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { usePackagesQuery } from './api/get-packages';
import { useStartCheckoutMutation } from './api/start-checkout';
import { PackageList } from './components/package-list';
import { PaymentHistory } from './components/payment-history';
import { PaymentReturnNotice } from './components/payment-return-notice';
import { SubscriptionStatus } from './components/subscription-status';

const TEXTS: Record<Audience, { title: string; intro: string }> = {
  kerdezo: {
    title: 'Előfizetés',
    intro:
      'Aktív előfizetéssel foglalhat időpontot a tanácsadóknál. Itt vásárolhat vagy hosszabbíthat előfizetést, és itt látja a fizetéseit.',
  },
  tanacsado: {
    title: 'Előfizetési csomagok',
    intro:
      'Aktív előfizetéssel jelenik meg profilja a keresésben, és így foglalhatnak Önnél. Itt hosszabbíthatja meg, és itt látja a fizetéseit.',
  },
};

const PAYMENT_PARAM = 'fizetes';
/** The packages' card, the target of "Előfizetési csomag választása". */
const PACKAGES_ID = 'csomagok';
const CANCELLED_PARAM = 'megszakitva';

function newIdempotencyKey() {
  return `checkout-${crypto.randomUUID()}`;
}

/** The subscription screen of both areas: my subscription, the packages of my audience, my payments. */
export default function SubscriptionPage({ audience }: { audience: Audience }) {
  const texts = TEXTS[audience];
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnedPayment = params.get(PAYMENT_PARAM);
  const state = useMySubscriptionQuery();
  const packages = usePackagesQuery(audience);
  const checkout = useStartCheckoutMutation();
  const [buyingId, setBuyingId] = useState<string | null>(null);
  // One key per package until its checkout opens: a retry after a lost answer is the same purchase.
  const keys = useRef(new Map<string, string>());

  const buy = (pkg: SubscriptionPackage) => {
    const idempotencyKey = keys.current.get(pkg.id) ?? newIdempotencyKey();
    keys.current.set(pkg.id, idempotencyKey);
    setBuyingId(pkg.id);
    checkout.mutate(
      { packageId: pkg.id, idempotencyKey },
      {
        onSuccess: (answer) => {
          keys.current.delete(pkg.id);
          if (answer.checkoutUrl.startsWith('/')) navigate(answer.checkoutUrl);
          // The provider's hosted payment page (Stripe Checkout).
          else window.location.assign(answer.checkoutUrl);
        },
        onSettled: () => setBuyingId(null),
      },
    );
  };

  // The stored session keeps the asker's subscription too (the booking page reads it): keep it current,
  // e.g. after a return from the provider's page, whose webhook extended the subscription meanwhile.
  const current = state.data;
  useEffect(() => {
    if (current?.role === 'kerdezo') storeSubscriptionStatus(current);
  }, [current]);

  const demo = packages.data?.paymentProvider === 'demo' || state.data?.paymentProvider === 'demo';

  return (
    <PageShell title={texts.title} intro={texts.intro}>
      {returnedPayment ? (
        <PaymentReturnNotice paymentId={returnedPayment} cancelled={params.has(CANCELLED_PARAM)} />
      ) : null}

      <SectionCard title="Előfizetésem">
        {state.isPending ? (
          <Skeleton height={96} role="status" aria-label="Előfizetés betöltése…" />
        ) : state.isError ? (
          <LoadError message="Nem sikerült betölteni az előfizetését." onRetry={() => void state.refetch()} />
        ) : (
          <SubscriptionStatus state={state.data} packagesId={PACKAGES_ID} />
        )}
      </SectionCard>

      <SectionCard title="Csomagok" id={PACKAGES_ID}>
        {demo ? (
          <Notice tone="warning" data-testid="demo-mode-notice">
            Demó mód: a fizetés tesztfizetés, valódi terhelés nem történik.
          </Notice>
        ) : null}
        {packages.isPending ? (
          <Stack gap="xs" role="status" aria-label="Csomagok betöltése…">
            <Skeleton height={180} />
          </Stack>
        ) : packages.isError ? (
          <LoadError
            message="Nem sikerült betölteni az előfizetési csomagokat."
            onRetry={() => void packages.refetch()}
          />
        ) : packages.data.data.length === 0 ? (
          <Text>Jelenleg nincs megvásárolható csomag. Kérjük, nézzen vissza később.</Text>
        ) : (
          <PackageList
            packages={packages.data.data}
            currentExpiry={state.data?.expirationDate ?? null}
            buyingId={buyingId}
            onBuy={buy}
          />
        )}
        <Text size="sm" c="dimmed">
          Az árak forintban értendők, és tartalmazzák a 27%-os áfát. A meghosszabbítás a jelenlegi lejárattól
          (lejárt előfizetésnél a vásárlás napjától) számít.
        </Text>
      </SectionCard>

      <SectionCard title="Fizetéseim">
        <PaymentHistory />
      </SectionCard>
    </PageShell>
  );
}
