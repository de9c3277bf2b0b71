import type { ConsultationOffer } from '@common/api/advisers';
import { Box, Text } from '@mantine/core';
import { offerPriceText } from '@web/lib/offer-price';

/** The search card's line of fees: "Jogi tanácsadás: 12 000 Ft", "Adótanácsadás: Ingyenes", as a list. */
export function OfferPrices({ offers }: { offers: readonly ConsultationOffer[] }) {
  if (offers.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Díjak"
      data-testid="offer-prices"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 12,
        rowGap: 2,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {offers.map((offer) => (
        <Text key={offer.id} component="li" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {offer.name}:{' '}
          <Text span inherit fw={600}>
            {offerPriceText(offer.priceHuf)}
          </Text>
        </Text>
      ))}
    </Box>
  );
}
