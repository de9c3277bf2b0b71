import type { ConsultationOffer } from '@common/api/advisers';
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { isOfferBookable, offerPriceText } from '@web/lib/offer-price';
import classes from '../booking.module.css';

/** Step 1: the adviser's consultation types as radio cards (name, length, fee, colour). */
export function TypePicker({
  topics,
  acceptsPayments,
  value,
  onChange,
}: {
  topics: ConsultationOffer[];
  /** The adviser takes card payments: priced types can be booked. */
  acceptsPayments: boolean;
  value: string | null;
  onChange: (typeId: string) => void;
}) {
  return (
    <Radio.Group value={value} onChange={onChange} label="Milyen tanácsadásra szeretne időpontot foglalni?">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
        {topics.map((topic) => (
          <Radio.Card key={topic.id} value={topic.id} className={classes.typeCard} data-testid="booking-type">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs" wrap="nowrap" align="center">
                  <span
                    className={classes.colorDot}
                    style={{ backgroundColor: topic.color }}
                    aria-hidden="true"
                  />
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {topic.name}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {topic.durationMinutes} perc ·{' '}
                  <Text span inherit fw={600} c="var(--mantine-color-text)" data-testid="booking-type-price">
                    {offerPriceText(topic.priceHuf)}
                  </Text>
                </Text>
                {isOfferBookable(topic, acceptsPayments) ? null : (
                  <Text size="sm" c="dimmed">
                    Most nem foglalható
                  </Text>
                )}
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
