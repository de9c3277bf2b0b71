import type { AdminAdvisersQuery } from '@common/api/admin';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advisers, adviserTopics, users } from '../../db/schema';
import { containsUnaccented } from '../../db/text-search';
import type { Clock } from '../../lib/clock';
import { type EventPublisher, publishing } from '../../lib/domain-events';
import type { AdviserService } from '../advisers/advisers.service';
import { loadAdviserRecord, noPendingActivationRequest } from '../advisers/advisers.service';
import { recordAudit } from '../audit/audit';
import type { ActiveSession } from '../auth/sessions';
import { enqueueMail } from '../mail/outbox';
import type { MailContext } from '../mail/templates';
import { mailTemplates } from '../mail/templates';

export interface AdminAdvisersDeps {
  db: Database;
  clock: Clock;
  mail: MailContext;
  /** The advisers service: activation itself (trial period, audit) lives there, once. */
  advisers: AdviserService;
  events: EventPublisher;
}

/** Escapes LIKE wildcards in user text. */

const BILLING_COLUMNS = [
  advisers.companyName,
  advisers.country,
  advisers.city,
  advisers.zipCode,
  advisers.address,
  advisers.vatNumber,
  advisers.bankAccountNumber,
];

/** The advisers screen of the admin area (issue 7 §3). */
export function createAdminAdvisersService(deps: AdminAdvisersDeps) {
  const { db, clock } = deps;

  function statusFilter(status: AdminAdvisersQuery['status'], now: Date): SQL | undefined {
    const at = now.toISOString();
    switch (status) {
      case 'active':
        return sql`${advisers.active} and (${advisers.expirationDate} is null or ${advisers.expirationDate} > ${at}::timestamptz)`;
      case 'inactive':
        return eq(advisers.active, false);
      case 'activation_requested':
        return eq(advisers.activationRequest, true);
      case 'expired':
        return sql`${advisers.expirationDate} is not null and ${advisers.expirationDate} <= ${at}::timestamptz`;
      case 'billing_incomplete':
        // Complete only when all seven fields are filled (SPEC.md §3).
        return sql`(${sql.join(
          BILLING_COLUMNS.map((column) => sql`coalesce(btrim(${column}), '') = ''`),
          sql` or `,
        )})`;
      default:
        return undefined;
    }
  }

  function orderBy(query: AdminAdvisersQuery): SQL[] {
    const direction = query.sortOrder === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
    const columns: Record<AdminAdvisersQuery['sortBy'], SQL[]> = {
      name: [sql`immutable_unaccent(lower(${users.name})) ${direction}`],
      email: [sql`${users.email} ${direction}`],
      createdAt: [sql`${advisers.createdAt} ${direction}`],
      expirationDate: [sql`${advisers.expirationDate} ${direction}`],
      activationRequestDate: [sql`${advisers.activationRequestDate} ${direction}`],
      rating: [sql`${advisers.ratingAverageX100} ${direction}`, sql`${advisers.reviewCount} ${direction}`],
    };
    return columns[query.sortBy];
  }

  async function list(query: AdminAdvisersQuery) {
    const now = clock.now();
    const term = query.search?.trim();
    const where = and(
      term ? containsUnaccented(sql`${users.name} || ' ' || ${users.email}`, term) : undefined,
      statusFilter(query.status, now),
    );
    const [total] = await db
      .select({ n: count() })
      .from(advisers)
      .innerJoin(users, eq(users.id, advisers.userId))
      .where(where);
    const rows = await db
      .select({
        adviser: advisers,
        user: { id: users.id, name: users.name, email: users.email, disabledAt: users.disabledAt },
        topicsCount: sql<number>`(select count(*)::int from ${adviserTopics} t where t.adviser_id = ${advisers.id})`,
      })
      .from(advisers)
      .innerJoin(users, eq(users.id, advisers.userId))
      .where(where)
      .orderBy(...orderBy(query), asc(advisers.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { rows, totalCount: total?.n ?? 0, now };
  }

  /** Approves a pending request: the advisers service activates (trial period, audit), the mail goes along. */
  async function approveActivation(auth: ActiveSession, id: string, ip?: string) {
    return deps.advisers.setActive(auth, id, true, ip, {
      action: 'adviser.approve_activation',
      onlyIfRequested: true,
      inTransaction: async (tx, { record, expirationDate }) => {
        await enqueueMail(tx, {
          to: record.user.email,
          ...mailTemplates.adviserActivationApproved({ name: record.user.name, expirationDate }, deps.mail),
        });
      },
    });
  }

  /** Declines a pending request: it is cleared and the adviser is told why. */
  async function declineActivation(auth: ActiveSession, id: string, reason: string, ip?: string) {
    const record = await loadAdviserRecord(db, id);
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(advisers)
        .set({ activationRequest: false, activationRequestDate: null })
        .where(and(eq(advisers.id, id), eq(advisers.activationRequest, true)))
        .returning({ id: advisers.id });
      if (changed.length === 0) throw noPendingActivationRequest();
      await enqueueMail(tx, {
        to: record.user.email,
        ...mailTemplates.adviserActivationDeclined({ name: record.user.name, reason }, deps.mail),
      });
      await recordAudit(tx, {
        actorUserId: auth.user.id,
        action: 'adviser.decline_activation',
        entityType: 'adviser',
        entityId: id,
        before: {
          activationRequest: true,
          activationRequestDate: record.adviser.activationRequestDate?.toISOString() ?? null,
        },
        after: { activationRequest: false, reason },
        ip,
      });
    });
    deps.events.publish('mail.queued', {});
    return loadAdviserRecord(db, id);
  }

  return {
    list,
    approveActivation,
    declineActivation: publishing(deps.events, 'advisers.changed', {})(declineActivation),
  };
}
