import type { ConsultationType } from '@common/api/advisers';
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import classes from '../booking.module.css';

/** Step 1: the adviser's consultation types as radio cards (name, length, colour). */
export function TypePicker({
  topics,
  value,
  onChange,
}: {
  topics: ConsultationType[];
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
                  {topic.durationMinutes} perc
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
