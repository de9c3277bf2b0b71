// @ts-check
/**
 * The busy times of one fetched iCalendar file, worked out in a worker thread that `ics-busy.ts` starts
 * (and ends when it runs over its time or memory budget): parsing and expanding recurrence rules is
 * CPU work a hostile file can make long, and the server's event loop must not wait for it.
 * Plain ESM JavaScript, so that every runtime the server runs under (tsx, vitest, node) loads it as is.
 *
 * In (workerData): { text, fromMs, toMs, timeZone, limits } (limits: ics-busy.ts's IcsBudget).
 * Out (one message): { busy: [startMs, endMs][] } or { refused: 'not-ics' | 'unreadable' |
 * 'too-many-events' | 'too-many-recurring' | 'too-dense' }; ics-busy.ts turns a refusal into its text.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { DateTime } from 'luxon';
import ical from 'node-ical';

// node-ical warns with the file's own text (UIDs, TZIDs): a stranger's file must not write the logs.
console.warn = () => undefined;

/** rrule-temporal's own caps per rule (iterations, candidate evaluations): a rule that hits one is too dense. */
const RULE_ENGINE_CAP = /^Maximum (iterations|candidate evaluations)/;

/**
 * @param {string} text
 * @param {Date} from
 * @param {Date} to
 * @param {string} timeZone
 * @param {{ maxEvents: number, maxRecurring: number, maxPerRule: number, maxBusy: number }} limits
 * @returns {{ busy: [number, number][] } | { refused: string }}
 */
function busyTimes(text, from, to, timeZone, limits) {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) return { refused: 'not-ics' };
  // Counted in the text, so that an oversized file costs no parse.
  if ((text.match(/^BEGIN:VEVENT\b/gim)?.length ?? 0) > limits.maxEvents)
    return { refused: 'too-many-events' };
  /** @type {ReturnType<typeof ical.sync.parseICS>} */
  let parsed;
  try {
    parsed = ical.sync.parseICS(text);
  } catch {
    return { refused: 'unreadable' };
  }
  const events = Object.values(parsed).filter(
    (component) =>
      component?.type === 'VEVENT' &&
      component.transparency !== 'TRANSPARENT' &&
      component.status !== 'CANCELLED',
  );
  if (events.filter((event) => event.rrule).length > limits.maxRecurring)
    return { refused: 'too-many-recurring' };

  /** A date-only value (all-day event) names a calendar day: that day in Budapest, wherever this runs. */
  const dayStart = (/** @type {Date} */ value) =>
    DateTime.fromObject(
      { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() },
      { zone: timeZone },
    ).toMillis();
  const fromMs = from.getTime();
  const toMs = to.getTime();
  /** @type {[number, number][]} */
  const busy = [];
  for (const event of /** @type {import('node-ical').VEvent[]} */ (events)) {
    /** @type {ReturnType<typeof ical.expandRecurringEvent>} */
    let instances;
    try {
      // Only the window the slots need is expanded.
      instances = ical.expandRecurringEvent(event, { from, to, expandOngoing: true });
    } catch (error) {
      if (error instanceof Error && RULE_ENGINE_CAP.test(error.message)) return { refused: 'too-dense' };
      continue; // one broken event must not hide the others
    }
    if (instances.length > limits.maxPerRule) return { refused: 'too-dense' };
    for (const instance of instances) {
      if (instance.event.status === 'CANCELLED' || instance.event.transparency === 'TRANSPARENT') continue;
      const start = instance.isFullDay ? dayStart(instance.start) : new Date(instance.start).getTime();
      const end = instance.end
        ? instance.isFullDay
          ? dayStart(instance.end)
          : new Date(instance.end).getTime()
        : instance.isFullDay
          ? DateTime.fromMillis(start, { zone: timeZone }).plus({ days: 1 }).toMillis()
          : start;
      if (Number.isNaN(start) || Number.isNaN(end) || end <= start) continue;
      if (end <= fromMs || start >= toMs) continue;
      // Kept within the window: a years-long event is stored as the part that can block a slot.
      busy.push([Math.max(start, fromMs), Math.min(end, toMs)]);
      if (busy.length >= limits.maxBusy) return { busy };
    }
  }
  return { busy };
}

const { text, fromMs, toMs, timeZone, limits } = workerData;
parentPort?.postMessage(busyTimes(text, new Date(fromMs), new Date(toMs), timeZone, limits));
