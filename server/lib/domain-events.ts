import type { FastifyBaseLogger } from 'fastify';

/**
 * The domain's facts that other parts react to (caches, real time, jobs, the outbox). A service
 * publishes one once its transaction has committed, so a subscriber never acts on a change that was
 * rolled back; the service does not know who listens. Facts published by many modules are declared
 * here; a module declares its own ones beside its service (`declare module '…/lib/domain-events'`).
 */
export interface DomainEventMap {
  /**
   * What the public discovery answers show of advisers changed: listing, profile, images, topics, topic
   * names, ratings. Without ids: any adviser may be affected.
   */
  'advisers.changed': { adviserIds?: string[] };
  /** Mail or push messages were queued in the outbox (it sends them at once). */
  'mail.queued': Record<string, never>;
  /**
   * Sessions were revoked: `sessionId` names one; otherwise every session of `userId` except
   * `keepSessionId` (their sockets end).
   */
  'sessions.revoked': { userId: string; sessionId?: string; keepSessionId?: string };
  /**
   * A booking of this adviser committed (their next free slot may move). Coalesced by the next-free-slot
   * job: the booking path, the busiest write, stays free of the row lock and its reads.
   */
  'time.taken': { adviserId: string };
  /** Time of this adviser was freed (a cancellation, a moved appointment, a calendar): waiting askers may hear. */
  'time.freed': { adviserId: string };
}

export type DomainEventName = keyof DomainEventMap;
type Subscriber<K extends DomainEventName> = (payload: DomainEventMap[K]) => void | Promise<void>;

/** What a service needs to publish (tests and transactions pass their own). */
export type EventPublisher = Pick<DomainEvents, 'publish'>;

export class DomainEvents {
  private readonly subscribers = new Map<DomainEventName, Subscriber<never>[]>();

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  on<K extends DomainEventName>(name: K, subscriber: Subscriber<K>) {
    const list = this.subscribers.get(name) ?? [];
    list.push(subscriber as Subscriber<never>);
    this.subscribers.set(name, list);
  }

  /**
   * Tells every subscriber, after the change committed. Synchronous subscribers have run when this
   * returns (a cache is cleared before the answer leaves); a subscriber's failure is logged, never the
   * publisher's: the change itself succeeded.
   */
  publish<K extends DomainEventName>(name: K, payload: DomainEventMap[K]) {
    for (const subscriber of this.subscribers.get(name) ?? []) {
      try {
        const done = (subscriber as Subscriber<K>)(payload);
        if (done instanceof Promise)
          done.catch((error) => this.log.error({ err: error, event: name }, 'subscriber failed'));
      } catch (error) {
        this.log.error({ err: error, event: name }, 'subscriber failed');
      }
    }
  }
}

/**
 * Wraps a service's changing functions so that each publishes `name` once it has succeeded (its
 * transaction committed): the service says once which of its functions change what others show.
 */
export function publishing<K extends DomainEventName>(
  events: EventPublisher,
  name: K,
  payload: DomainEventMap[K],
) {
  return <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await work(...args);
      events.publish(name, payload);
      return result;
    };
}

/**
 * Publishes held back until `release()`: for work done inside a transaction that another function
 * commits (the erasure cancels appointments in its own transaction).
 */
export function holdEvents(events: EventPublisher) {
  const held: (() => void)[] = [];
  const holding: EventPublisher = {
    publish: (name, payload) => {
      held.push(() => events.publish(name, payload));
    },
  };
  return {
    events: holding,
    release() {
      for (const publish of held.splice(0)) publish();
    },
  };
}
