import { Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconAntennaBars2,
  IconAntennaBars3,
  IconAntennaBars5,
  IconAntennaBarsOff,
} from '@tabler/icons-react';
import {
  QUALITY_LABELS,
  type QualityLevel,
  type QualitySample,
  qualityDescription,
} from '../lib/connection-quality';

const COLORS: Record<QualityLevel, string> = { excellent: 'green.9', good: 'yellow.9', poor: 'red.9' };

/** "Kapcsolat: Kiváló / Jó / Gyenge" from the call's stats, with the numbers for assistive technology. */
export function QualityIndicator({
  level,
  sample,
}: {
  level: QualityLevel | null;
  sample: QualitySample | null;
}) {
  const description = qualityDescription(level, sample ?? undefined);
  const Icon =
    level === 'excellent'
      ? IconAntennaBars5
      : level === 'good'
        ? IconAntennaBars3
        : level === 'poor'
          ? IconAntennaBars2
          : IconAntennaBarsOff;
  return (
    <Tooltip label={description} withArrow>
      <Group gap={4} wrap="nowrap" data-testid="call-quality" data-level={level ?? 'unknown'}>
        <Text c={level ? COLORS[level] : 'dimmed'} component="span" style={{ display: 'inline-flex' }}>
          <Icon size={20} aria-hidden="true" />
        </Text>
        <Text size="sm" aria-hidden="true">
          {level ? QUALITY_LABELS[level] : 'Mérés…'}
        </Text>
        <VisuallyHidden>{description}</VisuallyHidden>
      </Group>
    </Tooltip>
  );
}
