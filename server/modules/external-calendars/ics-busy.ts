import { Worker } from 'node:worker_threads';
import { TIME_ZONE } from '@common/constants';
import type { Interval } from '../schedule/slots';
import { CalendarFetchError } from './safe-fetch';

/**
 * What one calendar file may cost. Parsing and expanding recurrence rules is CPU work that a hostile
 * file can make endless (a few hundred FREQ=MINUTELY events froze the server for half a minute), so it
 * runs in a worker thread that is ended when it runs over its time or memory; the counts refuse such
 * files early with a precise reason.
 */
export interface IcsBudget {
  /** Wall time of the worker, from its start to its answer. */
  timeMs: number;
  /** The worker's heap (a 5 MB file of plain events needs about 60 MB). */
  memoryMb: number;
  /** VEVENTs in the file. */
  maxEvents: number;
  /** Recurring events (those with an RRULE) in the file. */
  maxRecurring: number;
  /** Occurrences of one event in the window: a daily event over the longest horizon (365 days) fits. */
  maxPerRule: number;
  /** More busy blocks than this in the horizon is not a personal calendar: the rest is dropped. */
  maxBusy: number;
}

export const ICS_BUDGET: IcsBudget = {
  timeMs: 5_000,
  memoryMb: 256,
  maxEvents: 20_000,
  maxRecurring: 1_000,
  maxPerRule: 1_000,
  maxBusy: 5_000,
};

/** Workers parsing at once in this process; the others wait for a turn (each turn ends within its budget). */
const PARSERS_AT_ONCE = 2;

type WorkerAnswer =
  | { busy: [number, number][] }
  | { refused: 'not-ics' | 'unreadable' | 'too-many-events' | 'too-many-recurring' | 'too-dense' };

const refusals = (
  budget: IcsBudget,
): Record<Extract<WorkerAnswer, { refused: string }>['refused'], string> => ({
  'not-ics': 'A cím nem iCalendar (.ics) naptárat ad.',
  unreadable: 'A naptár nem olvasható (hibás iCalendar formátum).',
  'too-many-events': `A naptár túl sok eseményt tartalmaz (legfeljebb ${budget.maxEvents}).`,
  'too-many-recurring': `A naptár túl sok ismétlődő eseményt tartalmaz (legfeljebb ${budget.maxRecurring}).`,
  'too-dense': `A naptár egy ismétlődő eseménye túl sűrűn ismétlődik (legfeljebb ${budget.maxPerRule} alkalom a foglalható időszakban).`,
});
const tooSlow = 'A naptár feldolgozása túl sokáig tartana, ezért nem használható.';
const tooBig = 'A naptár feldolgozása túl sok memóriát igényelne, ezért nem használható.';

let parsing = 0;
const waiting: (() => void)[] = [];

/** Hands the finished worker's turn to the next waiting one, or frees it. */
function releaseTurn() {
  const next = waiting.shift();
  if (next) next();
  else parsing -= 1;
}

/** A turn to parse: at once while fewer than PARSERS_AT_ONCE are parsing, else when one finishes. */
async function parseTurn(signal: AbortSignal | undefined): Promise<void> {
  signal?.throwIfAborted();
  if (parsing < PARSERS_AT_ONCE) {
    parsing += 1;
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const turn = () => {
      signal?.removeEventListener('abort', abort);
      resolve();
    };
    const abort = () => {
      waiting.splice(waiting.indexOf(turn), 1);
      reject(signal?.reason);
    };
    waiting.push(turn);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * The busy times of an iCalendar text that reach into [from, to), sorted: recurring events expanded
 * (with their exceptions and moved instances), time zones applied, all-day events as whole Budapest
 * days; free (TRANSP:TRANSPARENT) and cancelled events skipped. Only times are kept, never titles.
 * A file over the budget is refused with a CalendarFetchError; `signal` (shutdown) ends the work.
 */
export async function busyIntervals(
  text: string,
  from: Date,
  to: Date,
  options: { signal?: AbortSignal; budget?: Partial<IcsBudget> } = {},
): Promise<Interval[]> {
  const budget = { ...ICS_BUDGET, ...options.budget };
  await parseTurn(options.signal);
  try {
    options.signal?.throwIfAborted(); // while its turn was handed over
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      const worker = new Worker(new URL('./ics-worker.mjs', import.meta.url), {
        workerData: { text, fromMs: from.getTime(), toMs: to.getTime(), timeZone: TIME_ZONE, limits: budget },
        // Plain node: the worker is JavaScript, and the parent's loader flags (tsx, vitest) are not its business.
        execArgv: [],
        resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb, maxYoungGenerationSizeMb: 32 },
      });
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', stop);
        void worker.terminate();
        outcome();
      };
      const timer = setTimeout(() => settle(() => reject(new CalendarFetchError(tooSlow))), budget.timeMs);
      const stop = () => settle(() => reject(options.signal?.reason));
      options.signal?.addEventListener('abort', stop, { once: true });
      worker.once('message', (message: WorkerAnswer) => settle(() => resolve(message)));
      worker.once('error', (error: Error & { code?: string }) =>
        settle(() =>
          reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new CalendarFetchError(tooBig) : error),
        ),
      );
      worker.once('exit', (code) =>
        settle(() => reject(new Error(`ics worker exited (${code}) without an answer`))),
      );
    });
    if ('refused' in answer) throw new CalendarFetchError(refusals(budget)[answer.refused]);
    return answer.busy
      .map(([start, end]) => ({ start: new Date(start), end: new Date(end) }))
      .sort((a, b) => a.start.getTime() - b.start.getTime());
  } finally {
    releaseTurn();
  }
}
