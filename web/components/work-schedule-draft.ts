import { type WorkSchedule, workScheduleSchema } from '@common/api/advisers';
import { WEEKDAYS } from '@common/format';

export interface TimeRange {
  key: string;
  start: string;
  end: string;
}

/** Ranges by ISO weekday (1 = Monday). */
export type ScheduleDraft = Record<number, TimeRange[]>;

let counter = 0;
export function newKey() {
  counter += 1;
  return `range-${counter}`;
}

export function draftOf(schedule: WorkSchedule | null | undefined): ScheduleDraft {
  const draft: ScheduleDraft = {};
  for (const { day } of WEEKDAYS) draft[day] = [];
  const sorted = [...(schedule ?? [])].sort((a, b) => a.day - b.day || a.start.localeCompare(b.start));
  for (const entry of sorted) draft[entry.day]?.push({ key: newKey(), start: entry.start, end: entry.end });
  return draft;
}

function addHour(time: string) {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = Math.min(h * 60 + m + 60, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** A new range after the last one of the day (or 09:00–17:00 on an empty day). */
export function nextRange(ranges: TimeRange[]): TimeRange {
  const last = ranges[ranges.length - 1];
  if (!last?.end) return { key: newKey(), start: '09:00', end: '17:00' };
  return { key: newKey(), start: last.end, end: addHour(last.end) };
}

export interface ScheduleErrors {
  /** By range key and field. */
  ranges: Record<string, { start?: string; end?: string }>;
  /** By day (overlapping ranges). */
  days: Record<number, string>;
}

const REQUIRED = 'Adja meg az időpontot';
const OVERLAP = 'Egy napon belül az időszakok nem fedhetik egymást';

/** Validates the draft with the shared schema; the errors land on their range or day. */
export function validateDraft(
  draft: ScheduleDraft,
): { ok: true; schedule: WorkSchedule } | { ok: false; errors: ScheduleErrors; message?: string } {
  const errors: ScheduleErrors = { ranges: {}, days: {} };
  const entries: WorkSchedule = [];
  const keys: string[] = [];
  for (const { day } of WEEKDAYS) {
    for (const range of draft[day] ?? []) {
      if (!range.start) errors.ranges[range.key] = { ...errors.ranges[range.key], start: REQUIRED };
      if (!range.end) errors.ranges[range.key] = { ...errors.ranges[range.key], end: REQUIRED };
      entries.push({ day, start: range.start.slice(0, 5), end: range.end.slice(0, 5) });
      keys.push(range.key);
    }
    const sorted = [...(draft[day] ?? [])]
      .filter((r) => r.start && r.end)
      .sort((a, b) => a.start.localeCompare(b.start));
    for (let i = 1; i < sorted.length; i += 1) {
      const previous = sorted[i - 1];
      const current = sorted[i];
      if (previous && current && current.start < previous.end) errors.days[day] = OVERLAP;
    }
  }
  const parsed = workScheduleSchema.safeParse(entries);
  let message: string | undefined;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [index, field] = issue.path;
      const key = typeof index === 'number' ? keys[index] : undefined;
      if (key && (field === 'start' || field === 'end')) {
        if (!errors.ranges[key]?.[field])
          errors.ranges[key] = { ...errors.ranges[key], [field]: issue.message };
      } else if (key) {
        errors.ranges[key] = { ...errors.ranges[key], end: errors.ranges[key]?.end ?? issue.message };
      } else if (issue.message !== OVERLAP || Object.keys(errors.days).length === 0) {
        message = issue.message;
      }
    }
  }
  const failed = Object.keys(errors.ranges).length > 0 || Object.keys(errors.days).length > 0;
  if (failed || !parsed.success) return { ok: false, errors, message };
  return { ok: true, schedule: parsed.data };
}
