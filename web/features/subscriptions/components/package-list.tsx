import type { SubscriptionPackage } from '@common/api/subscriptions';
import { formatDate, formatPrice } from '@common/format';
import { extendedExpiry } from '@common/subscription';
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';

/** The packages as cards: gross price with the VAT note, net and VAT, the new expiry, and "buy". */
export function PackageList({
  packages,
  currentExpiry,
  buyingId,
  onBuy,
}: {
  packages: SubscriptionPackage[];
  currentExpiry: string | null;
  /** The package whose checkout is being opened (its button spins, the others wait). */
  buyingId: string | null;
  onBuy: (pkg: SubscriptionPackage) => void;
}) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {packages.map((pkg) => (
        <Paper component="li" key={pkg.id} withBorder radius="md" p="md" data-testid="package-card">
          <Stack gap="xs" h="100%" justify="space-between">
            <Stack gap={4}>
              <Title order={3} size="h4">
                {pkg.name}
              </Title>
              <Text size="sm">{pkg.days} nap</Text>
              <Text fz={26} fw={700} data-testid="package-price">
                {formatPrice(pkg.priceHuf)}
              </Text>
              <Text size="sm">{pkg.vatNote}</Text>
              <Text size="sm" c="dimmed">
                Nettó {formatPrice(pkg.netHuf)} + {pkg.vatPercent}% áfa {formatPrice(pkg.vatHuf)}
              </Text>
              <Text size="sm">
                Új lejárat vásárlás után:{' '}
                <strong>{formatDate(extendedExpiry(currentExpiry, new Date(), pkg.days))}</strong>
              </Text>
            </Stack>
            <Button
              mt="sm"
              leftSection={<IconShoppingCart size={18} aria-hidden="true" />}
              loading={buyingId === pkg.id}
              disabled={buyingId !== null && buyingId !== pkg.id}
              onClick={() => onBuy(pkg)}
              aria-label={`Megvásárlom: ${pkg.name}, ${formatPrice(pkg.priceHuf)}`}
            >
              Megvásárlom
            </Button>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
