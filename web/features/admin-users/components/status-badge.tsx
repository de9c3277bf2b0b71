import { type BadgeTone, StatusBadge } from '@web/components/status-badge';
import { STATUS_LABELS, type UserStatus } from '../list-state';

const TONES: Record<UserStatus, BadgeTone> = { active: 'positive', disabled: 'negative', unverified: 'info' };

/** A user's account state in words and colour (the colour is never the only cue). */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <StatusBadge tone={TONES[status]}>{STATUS_LABELS[status]}</StatusBadge>;
}
