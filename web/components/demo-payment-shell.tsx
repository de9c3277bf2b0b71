import { DEMO_PAYMENT_NOTICE } from '@common/api/subscriptions';
import { Box, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorNotice } from './error-notice';
import { Notice } from './notice';
import { PageShell } from './page-shell';
import { SectionCard } from './section-card';

/**
 * The demo provider's checkout page (a package's or a consultation's): it says plainly it is a test, and
 * shows a skeleton while what is paid for loads, and `missing` (why, and the way back) if it cannot be paid.
 */
export function DemoPaymentShell<T>({
  loading,
  data,
  missing,
  children,
}: {
  loading: boolean;
  /** What is paid for; none: there is nothing to pay here, and `missing` says why. */
  data: T | null | undefined;
  missing: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    // The public layout has no side padding of its own (PageShell expects the area layout's).
    <Box px="md">
      <PageShell title="Tesztfizetés">
        <Notice tone="warning" title="Tesztfizetés" icon={IconFlask} data-testid="demo-payment-notice">
          {DEMO_PAYMENT_NOTICE} A portál demó módban fut: nincs beállítva valódi fizetési szolgáltató.
        </Notice>
        {loading ? (
          <Skeleton height={200} role="status" aria-label="Fizetés betöltése…" />
        ) : data === null || data === undefined ? (
          <ErrorNotice title="A fizetés nem található">
            <Stack gap="xs" align="flex-start">
              {missing}
            </Stack>
          </ErrorNotice>
        ) : (
          <SectionCard title="Fizetés összesítése">{children(data)}</SectionCard>
        )}
      </PageShell>
    </Box>
  );
}

/** The demo checkout's two buttons: pay (as the provider's notification would) or give up. */
export function DemoPaymentButtons({
  onPay,
  onAbort,
  paying,
  aborting,
}: {
  onPay: () => void;
  onAbort: () => void;
  paying: boolean;
  aborting: boolean;
}) {
  const busy = paying || aborting;
  return (
    <Group gap="sm">
      <Button onClick={onPay} loading={paying} disabled={busy}>
        Fizetés (teszt)
      </Button>
      <Button variant="default" onClick={onAbort} loading={aborting} disabled={busy}>
        Mégse
      </Button>
    </Group>
  );
}
