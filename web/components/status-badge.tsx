import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a state means to the reader; each tone has one hue. */
export type BadgeTone = 'positive' | 'negative' | 'warning' | 'info' | 'neutral' | 'accent';

const HUES: Record<BadgeTone, string> = {
  positive: 'teal',
  negative: 'red',
  warning: 'orange',
  info: 'blue',
  neutral: 'gray',
  accent: 'grape',
};

/**
 * A state in words (the admin tables and drawers): near-black text on a pale tint of the tone's hue, with
 * a border of the hue, so every tone passes WCAG AA contrast. (A shaded colour such as 'orange.9' makes
 * Mantine's light badge a solid one with light text on it: orange on orange.) Sentence case and never
 * cut with an ellipsis: the words carry the meaning, the colour is only a second cue.
 */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  const hue = HUES[tone];
  return (
    <Badge
      variant="light"
      color={hue}
      c="dark.9"
      tt="none"
      fz="xs"
      bd={`1px solid var(--mantine-color-${hue}-3)`}
      styles={NEVER_CUT}
    >
      {children}
    </Badge>
  );
}

const NEVER_CUT = {
  root: { overflow: 'visible', flexShrink: 0, maxWidth: 'none' },
  label: { overflow: 'visible', textOverflow: 'clip' },
} as const;
