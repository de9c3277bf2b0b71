import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { users } from '../../db/schema';
import type { FileStorage } from '../../lib/storage';
import type { ActiveSession } from '../auth/sessions';
import { createErasureService } from '../erasure/erasure.service';

/** Effects that must wait until the erasure's outer transaction has committed. */
export type AfterCommit = (() => unknown)[];

/**
 * The portal itself, as the one who cancels the upcoming appointments of an account erased at its
 * owner's request: an admin-like session (a party's own cancellation would be refused within the
 * cancellation deadline and would name the person in the other party's mail) whose id is nobody's.
 * It is only handed to the appointment service's cancellation, never stored.
 */
function systemSession(user: typeof users.$inferSelect): ActiveSession {
  return {
    sessionId: 'system:account-deletion',
    user: {
      ...user,
      id: '00000000-0000-0000-0000-000000000000',
      role: 'admin',
      name: 'A portál üzemeltetője',
    },
  };
}

/** A storage whose deletes wait in `after` (files go only once the erasure has committed). */
function deferDeletes(storage: FileStorage, after: AfterCommit): FileStorage {
  return new Proxy(storage, {
    get(target, property, receiver) {
      if (property === 'delete') {
        return async (key: string) => {
          after.push(() => target.delete(key).catch(() => undefined));
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The admin's GDPR erasure (erasure.service, the same code and the same result), run for an account
 * whose owner asked for it, inside the caller's transaction `tx` (which holds the user row), so the
 * deletion job's claim, the erasure and clearing the request commit together. The actor in the audit
 * log is the owner (they asked for it); the upcoming appointments are cancelled by the system. What
 * must follow the commit (files, sockets, caches, the mail worker) is pushed onto `after`.
 */
export function eraseAtOwnersRequest(
  app: FastifyInstance,
  tx: Database,
  user: typeof users.$inferSelect,
  after: AfterCommit,
) {
  const erasure = createErasureService({
    db: tx,
    clock: app.clock,
    storage: deferDeletes(app.storage, after),
    privateStorage: deferDeletes(app.privateStorage, after),
    mail: { publicUrl: app.config.publicUrl },
    events: { publish: (name, payload) => after.push(() => app.events.publish(name, payload)) },
    payments: app.services.consultationPayments,
    invoicing: app.services.invoicing,
  });
  const owner: ActiveSession = { sessionId: 'owner:account-deletion', user };
  return erasure.erase(owner, user.id, {
    audit: { action: 'account.erase', entityType: 'user', entityId: user.id },
    // The owner asked for the account to go: the row goes too unless a kept record refers to it.
    removeIfUnreferenced: true,
    // Cancelled as the portal, not the owner (see systemSession).
    cancelledBy: systemSession(user),
  });
}
