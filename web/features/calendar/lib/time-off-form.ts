import { timeOffBody } from '@common/api/schedule';
import { addDays, budapestDateKey, budapestLocalToIso, isoToBudapestLocal } from '@common/budapest-time';

export interface TimeOffDraft {
  /** `datetime-local` values, Budapest wall-clock time. */
  start: string;
  end: string;
  reason: string;
}

export type TimeOffErrors = Partial<Record<'start' | 'end' | 'reason', string>>;

const INVALID = 'Adjon meg egy érvényes dátumot és időpontot.';

/** The body of POST …/time-off from the form, or the Hungarian error of each field. */
export function validateTimeOff(
  draft: TimeOffDraft,
):
  | { ok: true; body: { startTime: string; endTime: string; reason?: string } }
  | { ok: false; errors: TimeOffErrors } {
  const startTime = budapestLocalToIso(draft.start);
  const endTime = budapestLocalToIso(draft.end);
  const errors: TimeOffErrors = {};
  if (!startTime) errors.start = INVALID;
  if (!endTime) errors.end = INVALID;
  if (!startTime || !endTime) return { ok: false, errors };
  const reason = draft.reason.trim();
  const parsed = timeOffBody.safeParse(reason ? { startTime, endTime, reason } : { startTime, endTime });
  if (parsed.success) return { ok: true, body: parsed.data };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'startTime' ? 'start' : issue.path[0] === 'reason' ? 'reason' : 'end';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The form's starting values: a chosen range (from the calendar), or tomorrow 09:00–17:00. */
export function initialTimeOffDraft(
  range: { start: Date; end: Date } | null,
  now = new Date(),
): TimeOffDraft {
  if (range)
    return { start: isoToBudapestLocal(range.start), end: isoToBudapestLocal(range.end), reason: '' };
  const tomorrow = addDays(budapestDateKey(now), 1);
  return { start: `${tomorrow}T09:00`, end: `${tomorrow}T17:00`, reason: '' };
}
