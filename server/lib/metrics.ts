import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export type JobOutcome = 'ok' | 'error';
export type DiscoveryCacheName =
  | 'counts'
  | 'queries'
  | 'pages'
  | 'suggestions'
  | 'cards'
  | 'profiles'
  | 'publicMedia'
  | 'sitemap';

/** Where the gauges read their values when Prometheus scrapes (set once the parts exist). */
export interface MetricSources {
  /** Sockets connected to this instance. */
  openSockets(): number;
  /** Mails waiting in the outbox (shared by every instance: one cheap count). */
  outboxDepth(): Promise<number>;
}

/**
 * The Prometheus instruments of one app, in a registry of its own (two apps in one process, as the
 * scale-out tests run them, never mix their numbers). Labels never carry ids: a route is its pattern.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private sources: Partial<MetricSources> = {};

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly chatMessages = this.counter('portal_chat_messages_total', 'Chat messages stored (socket or REST)');

  readonly bookings = this.counter('portal_bookings_total', 'Appointments booked');

  readonly mailDeliveryFailures = this.counter(
    'portal_mail_delivery_failures_total',
    'Failed attempts to hand an outbox mail to the transport',
  );

  readonly jobRuns = this.counter('portal_job_runs_total', 'Background job runs by job and outcome', [
    'job',
    'outcome',
  ]);

  readonly discoveryCache = this.counter(
    'portal_discovery_cache_lookups_total',
    'Lookups of the public discovery caches by cache and result (hit or miss)',
    ['cache', 'result'],
  );

  constructor(options: { processMetrics: boolean }) {
    const sources = () => this.sources;
    new Gauge({
      name: 'portal_open_sockets',
      help: 'Sockets connected to this instance',
      registers: [this.registry],
      collect() {
        this.set(sources().openSockets?.() ?? 0);
      },
    });
    new Gauge({
      name: 'portal_outbox_pending',
      help: 'Mails waiting in the outbox (all instances)',
      registers: [this.registry],
      async collect() {
        const depth = sources().outboxDepth;
        if (depth) this.set(await depth());
      },
    });
    // CPU, memory, event loop lag, GC: only where something reads them (a few timers per registry).
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** A counter of this app's registry. */
  private counter<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) {
    return new Counter<L>({ name, help, labelNames, registers: [this.registry] });
  }

  observe(sources: Partial<MetricSources>) {
    this.sources = { ...this.sources, ...sources };
  }

  jobRun(job: string, outcome: JobOutcome) {
    this.jobRuns.inc({ job, outcome });
  }

  cacheLookup(cache: DiscoveryCacheName, hit: boolean) {
    this.discoveryCache.inc({ cache, result: hit ? 'hit' : 'miss' });
  }

  /** `2xx` … `5xx`: the status as a label of five values. */
  static statusClass(statusCode: number) {
    return `${Math.floor(statusCode / 100)}xx`;
  }
}
