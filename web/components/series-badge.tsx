import { VisuallyHidden } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { seriesBadgeLabel, seriesBadgeText } from '@web/lib/series';
import { StatusBadge } from './status-badge';

/**
 * "Sorozat 2/4 · hetente" on a consultation card that is an occasion of a recurring series; a screen
 * reader hears it in words ("2. alkalom a 4 alkalomból"), not "2 per 4".
 */
export function SeriesBadge({
  series,
}: {
  series: { index: number; occurrences: number; intervalWeeks: number } | null | undefined;
}) {
  if (!series) return null;
  return (
    <StatusBadge tone="accent">
      <span data-testid="series-badge" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <IconRepeat size={12} aria-hidden="true" />
        <span aria-hidden="true">{seriesBadgeText(series)}</span>
        <VisuallyHidden>{seriesBadgeLabel(series)}</VisuallyHidden>
      </span>
    </StatusBadge>
  );
}
