import { Badge } from '@mantine/core';
import { STATUS_LABELS, type UserStatus } from '../list-state';

const COLORS: Record<UserStatus, string> = { active: 'teal.9', disabled: 'red.9', unverified: 'indigo.9' };

/** A user's account state in words and colour (the colour is never the only cue). */
export function StatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge color={COLORS[status]} variant="filled">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
