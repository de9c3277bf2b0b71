import { type SeriesPreviewOccurrence, seriesIntervalLabel } from '@common/api/series';
import {
  Box,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { LoadError } from '@web/components/load-error';
import { Notice } from '@web/components/notice';
import { StatusBadge } from '@web/components/status-badge';
import { formatOccurrence, frequencyLabel } from '@web/lib/series';
import { useId } from 'react';
import { occurrenceCounts, type SeriesChoice, type SeriesRule, seriesBlockedText } from '../lib/series';

export interface SeriesPanelProps {
  rule: SeriesRule;
  /** "Ismétlődő alkalmak" is ticked. */
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  choice: SeriesChoice;
  onChoiceChange: (choice: SeriesChoice) => void;
  /** A first slot is chosen (the preview starts from it). */
  slotChosen: boolean;
  preview: {
    status: 'pending' | 'error' | 'success';
    data: readonly SeriesPreviewOccurrence[] | undefined;
    fetching: boolean;
    onRetry: () => void;
  };
  /** The id of the text that says why the series cannot be booked (the booking button points to it). */
  blockedTextId: string;
  /** A priced type's price ('12 000 Ft'); null: free. */
  priceText: string | null;
}

/**
 * Step 3's "Ismétlődő alkalmak" (issue 40 part 3): the asker books the chosen time again every week or
 * every second week; before confirming, every occasion is listed as free or taken.
 */
export function SeriesPanel(props: SeriesPanelProps) {
  const { rule, enabled, choice, preview } = props;
  const listId = useId();
  const allowed = [...rule.intervalWeeks].sort((a, b) => a - b);
  const allowedText = allowed.map(seriesIntervalLabel).join(' vagy ');
  const occurrences = preview.data ?? [];
  const freeCount = occurrences.filter((o) => o.free).length;
  const blocked = preview.status === 'success' ? seriesBlockedText(occurrences) : null;

  let statusText = '';
  if (enabled && props.slotChosen) {
    if (preview.status === 'pending' || preview.fetching) statusText = 'A sorozat alkalmainak ellenőrzése…';
    else if (preview.status === 'success')
      statusText =
        freeCount === occurrences.length
          ? `Mind a(z) ${occurrences.length} alkalom szabad.`
          : `${occurrences.length} alkalomból ${freeCount} szabad.`;
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label="Ismétlődő alkalmak"
      data-testid="series-panel"
    >
      <Stack gap="sm">
        <Checkbox
          checked={enabled}
          onChange={(event) => props.onEnabledChange(event.currentTarget.checked)}
          label={
            <Group gap={6} component="span" wrap="nowrap">
              <IconRepeat size={16} aria-hidden="true" />
              <span>Ismétlődő alkalmak</span>
            </Group>
          }
          description={`A kiválasztott időpontot ${allowedText} megismételve legfeljebb ${rule.maxOccurrences} alkalmat foglalhat egyszerre; minden alkalom ugyanarra a napra és időre esik.`}
        />
        {enabled ? (
          <>
            <Group align="flex-start" gap="lg" wrap="wrap">
              <Radio.Group
                label="Gyakoriság"
                value={String(choice.intervalWeeks)}
                onChange={(value) =>
                  props.onChoiceChange({
                    ...choice,
                    intervalWeeks: allowed.find((weeks) => String(weeks) === value) ?? choice.intervalWeeks,
                  })
                }
              >
                <Group gap="md" mt={6}>
                  {allowed.map((weeks) => (
                    <Radio key={weeks} value={String(weeks)} label={frequencyLabel(weeks)} />
                  ))}
                </Group>
              </Radio.Group>
              <NativeSelect
                label="Alkalmak száma"
                value={String(choice.occurrences)}
                data={occurrenceCounts(rule).map((n) => ({ value: String(n), label: `${n} alkalom` }))}
                onChange={(event) =>
                  props.onChoiceChange({ ...choice, occurrences: Number(event.currentTarget.value) })
                }
                w={160}
              />
            </Group>

            {props.priceText ? (
              <Text size="sm" fw={600} data-testid="series-payment-note">
                Minden alkalmat külön kell kifizetni (alkalmanként {props.priceText}).
              </Text>
            ) : null}
            {!props.slotChosen ? (
              <Text size="sm" c="dimmed">
                Válassza ki az első alkalom időpontját; utána mutatjuk, melyik alkalom szabad.
              </Text>
            ) : (
              <Stack gap="xs">
                <Text fw={600} size="sm" id={listId}>
                  A sorozat alkalmai
                </Text>
                <Box role="status" aria-live="polite" aria-atomic="true" data-testid="series-status">
                  {statusText ? <Text size="sm">{statusText}</Text> : null}
                </Box>
                {preview.status === 'pending' ? (
                  <Skeleton
                    height={Math.min(choice.occurrences, 6) * 28}
                    aria-hidden="true"
                    data-testid="series-loading"
                  />
                ) : preview.status === 'error' ? (
                  <LoadError
                    message="Nem sikerült ellenőrizni a sorozat alkalmait."
                    onRetry={preview.onRetry}
                  />
                ) : (
                  <Box
                    component="ol"
                    aria-labelledby={listId}
                    m={0}
                    pl="lg"
                    data-testid="series-occurrences"
                    style={{ display: 'grid', gap: 6 }}
                  >
                    {occurrences.map((occurrence) => (
                      <li
                        key={occurrence.startTime}
                        data-testid="series-occurrence"
                        data-free={occurrence.free}
                      >
                        <Group gap="xs" wrap="wrap">
                          <Text size="sm" component="span">
                            {formatOccurrence(occurrence.startTime)}
                          </Text>
                          <VisuallyHidden>:</VisuallyHidden>
                          <StatusBadge tone={occurrence.free ? 'positive' : 'negative'}>
                            {occurrence.free ? 'szabad' : 'foglalt'}
                          </StatusBadge>
                        </Group>
                      </li>
                    ))}
                  </Box>
                )}
                {blocked ? (
                  <Notice tone="warning" id={props.blockedTextId} data-testid="series-blocked">
                    <Text size="sm">{blocked}</Text>
                  </Notice>
                ) : null}
              </Stack>
            )}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
