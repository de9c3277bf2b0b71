import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppMetrics } from './metrics';

export interface BackgroundJobDeps {
  log: FastifyBaseLogger;
  /** Counts each run by outcome (portal_job_runs_total); absent in tests that build a job alone. */
  metrics?: AppMetrics | undefined;
}

export interface JobSchedule {
  everyMs: number;
  /** A first run this soon after start, before the first interval has passed. */
  firstAfterMs?: number;
}

/**
 * One periodic pass of a background job (lifecycle, reminders, outbox, sweeps): a timer that never
 * overlaps its own runs, and runs on demand (tests, kicks after a commit). Every run logs through a
 * child logger carrying the job's name and a fresh `jobRunId`, and is counted by outcome. Whether a
 * run is safe next to the same job on another instance is the pass's own business (see each job).
 */
export class BackgroundJob<T> {
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    readonly name: string,
    private readonly deps: BackgroundJobDeps,
    private readonly schedule: JobSchedule,
    private readonly pass: (log: FastifyBaseLogger) => Promise<T>,
  ) {}

  start() {
    this.stopped = false;
    if (this.schedule.firstAfterMs !== undefined) {
      this.first = setTimeout(() => this.trigger(), this.schedule.firstAfterMs);
      this.first.unref();
    }
    this.timer = setInterval(() => this.trigger(), this.schedule.everyMs);
    this.timer.unref();
  }

  /** No new runs; resolves when the one in progress (if any) has finished. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.first);
    clearInterval(this.timer);
    await this.running;
  }

  /** Starts a run in the background unless one is running or the job was stopped. */
  trigger() {
    if (this.stopped || this.running) return;
    this.running = this.run()
      .catch(() => undefined)
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Resolves when no background run is in progress. */
  async idle() {
    await this.running;
  }

  /** One run now, awaited; logged and counted like the timer's runs. A failure is logged and thrown. */
  async run(): Promise<T> {
    const log = this.deps.log.child({ job: this.name, jobRunId: randomUUID() });
    try {
      const result = await this.pass(log);
      this.deps.metrics?.jobRun(this.name, 'ok');
      log.debug({ result }, 'job run finished');
      return result;
    } catch (error) {
      this.deps.metrics?.jobRun(this.name, 'error');
      log.error({ err: error }, 'job run failed');
      throw error;
    }
  }
}

/**
 * A job object around one BackgroundJob: started and stopped with the app, run on demand by tests.
 * A subclass names its job, gives its schedule and writes the pass.
 */
export abstract class PeriodicJob<T> {
  private readonly job: BackgroundJob<T>;

  constructor(name: string, deps: BackgroundJobDeps, schedule: JobSchedule) {
    this.job = new BackgroundJob(name, deps, schedule, (log) => this.pass(log));
  }

  protected abstract pass(log: FastifyBaseLogger): Promise<T>;

  start() {
    this.job.start();
  }

  stop() {
    return this.job.stop();
  }

  /** A pass now in the background (after a commit that gave it work), unless one is running. */
  kick() {
    this.job.trigger();
  }

  /** One pass now, awaited; returns what the pass returns. */
  runOnce() {
    return this.job.run();
  }

  /** Resolves when no background pass is in progress. */
  protected idle() {
    return this.job.idle();
  }
}

/** A job that works through a queue in batches: each pass returns how many items it handled. */
export abstract class QueueJob extends PeriodicJob<number> {
  /** Works through everything that is due now (tests and shutdown). */
  async drain() {
    await this.idle();
    while ((await this.runOnce()) > 0) {
      // until a pass finds nothing to do
    }
  }
}

/**
 * The app's background jobs in one place: started together once the app is ready (when it runs
 * workers), stopped in the reverse order of registration when it closes — so the outbox, registered
 * first, stops last and still sends what the others queued while stopping.
 */
export class JobRegistry {
  private readonly jobs: PeriodicJob<unknown>[] = [];

  add<J extends PeriodicJob<unknown>>(job: J): J {
    this.jobs.push(job);
    return job;
  }

  startAll() {
    for (const job of this.jobs) job.start();
  }

  async stopAll() {
    for (const job of [...this.jobs].reverse()) await job.stop();
  }
}
