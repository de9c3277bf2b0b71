import type { Dashboard } from '@common/api/admin';
import { INACTIVE_APPOINTMENT_STATUSES, TIME_ZONE } from '@common/constants';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';

const DAYS = 30;

/** The admin's overview numbers, each one indexed query (issue 7 §7). */
export async function dashboard(db: Database, now: Date): Promise<Dashboard> {
  const local = DateTime.fromJSDate(now, { zone: TIME_ZONE });
  const weekStart = local.startOf('week').toJSDate().toISOString();
  const weekEnd = local.startOf('week').plus({ weeks: 1 }).toJSDate().toISOString();
  const in7Days = new Date(now.getTime() + 7 * 86_400_000).toISOString();
  const firstDay = local.startOf('day').minus({ days: DAYS - 1 });
  const inactive = sql.join(
    INACTIVE_APPOINTMENT_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const at = now.toISOString();

  const [counts] = await queryRows<{
    admins: number;
    advisers: number;
    askers: number;
    active_advisers: number;
    bookings_this_week: number;
    pending_activation: number;
    expiring: number;
  }>(
    db,
    sql`select
      (select count(*)::int from users where role = 'admin') as admins,
      (select count(*)::int from users where role = 'tanacsado') as advisers,
      (select count(*)::int from users where role = 'kerdezo') as askers,
      (select count(*)::int from advisers a join users u on u.id = a.user_id
         where a.active and (a.expiration_date is null or a.expiration_date > ${at}::timestamptz)
           and u.disabled_at is null) as active_advisers,
      (select count(*)::int from appointments
         where start_time >= ${weekStart}::timestamptz and start_time < ${weekEnd}::timestamptz
           and status not in (${inactive})) as bookings_this_week,
      (select count(*)::int from advisers where activation_request) as pending_activation,
      (select count(*)::int from (
         select expiration_date from askers union all
         select expiration_date from advisers where active) s
         where expiration_date > ${at}::timestamptz and expiration_date <= ${in7Days}::timestamptz) as expiring`,
  );
  const perDay = await queryRows<{ day: string; n: number }>(
    db,
    sql`select to_char(created_at at time zone ${TIME_ZONE}, 'YYYY-MM-DD') as day, count(*)::int as n
          from appointments where created_at >= ${firstDay.toJSDate().toISOString()}::timestamptz
         group by 1`,
  );
  const byDay = new Map(perDay.map((row) => [row.day, row.n]));
  const bookingsPerDay = Array.from({ length: DAYS }, (_, i) => {
    const date = firstDay.plus({ days: i }).toISODate() ?? '';
    return { date, count: byDay.get(date) ?? 0 };
  });
  return {
    usersByRole: {
      admin: counts?.admins ?? 0,
      tanacsado: counts?.advisers ?? 0,
      kerdezo: counts?.askers ?? 0,
    },
    activeAdvisers: counts?.active_advisers ?? 0,
    bookingsThisWeek: counts?.bookings_this_week ?? 0,
    pendingActivationRequests: counts?.pending_activation ?? 0,
    subscriptionsExpiringIn7Days: counts?.expiring ?? 0,
    bookingsPerDay,
  };
}
