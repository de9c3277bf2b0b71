import { z } from 'zod';
import { adminOnly, endpoint } from '../contract';
import { isUuid } from '../ids';
import { ADMIN_PAGE_MAX, auditEntrySchema } from './admin';
import { dataAnswer } from './answers';
import { pagedAnswer, pageQuery } from './paging';

/**
 * The admin's "Változásnapló" (GET /api/admin/audit-log): the whole audit log, newest first, filtered by
 * who (an account, or the system), what (kind of record, action) and when. Every action and kind of record
 * that the server writes is named here in Hungarian: the server records only these actions (the type of
 * `recordAudit`), the filter accepts only these, and the screens show these words.
 */

export const AUDIT_ACTION_LABELS = {
  'user.disable': 'Fiók letiltása',
  'user.enable': 'Fiók engedélyezése',
  'user.role': 'Szerepkör módosítása',
  'user.resend_verification': 'Megerősítő kód újraküldése',
  'user.password_reset': 'Jelszó-visszaállítási kód küldése',
  'user.erase': 'Személyes adatok törlése (GDPR)',
  'user.profile': 'Profil módosítása',
  'account.export': 'Adatcsomag kérése (saját)',
  'account.delete_requested': 'Fiók törlésének kérése (saját)',
  'account.delete_cancelled': 'Fióktörlés visszavonva (bejelentkezés)',
  'account.erase': 'Fiók törlése saját kérésre (GDPR)',
  'adviser.activate': 'Tanácsadói fiók aktiválása',
  'adviser.deactivate': 'Tanácsadói fiók deaktiválása',
  'adviser.approve_activation': 'Aktiválási kérelem jóváhagyása',
  'adviser.decline_activation': 'Aktiválási kérelem elutasítása',
  'adviser.create': 'Tanácsadói fiók létrehozása',
  'adviser.delete': 'Tanácsadói fiók törlése',
  'subscription.adjust': 'Előfizetés módosítása',
  'appointment.cancel': 'Lemondás a rendszer nevében',
  'appointment.no_show': 'Megjelölés: nem jelent meg',
  'appointment.attended': 'Megjelölés: megjelent',
  'appointment.payment_status': 'Fizetési állapot módosítása',
  'appointment.refund': 'Visszatérítés a tanácsadás díjából',
  'appointment.disputed': 'Vitatott terhelés (tanácsadás)',
  'type.create': 'Tanácsadási típus létrehozása',
  'type.update': 'Tanácsadási típus módosítása',
  'type.archive': 'Tanácsadási típus archiválása',
  'type.unarchive': 'Tanácsadási típus visszaállítása',
  'type.delete': 'Tanácsadási típus törlése',
  'package.create': 'Előfizetési csomag létrehozása',
  'package.update': 'Előfizetési csomag módosítása',
  'package.archive': 'Előfizetési csomag inaktiválása',
  'package.delete': 'Előfizetési csomag törlése',
  'settings.update': 'Platformbeállítások módosítása',
  'review.hide': 'Értékelés elrejtése',
  'review.unhide': 'Értékelés visszaállítása',
  'payment.refunded': 'Befizetés visszatérítése',
  'payment.disputed': 'Vitatott terhelés',
  'dac7.update': 'DAC7 adatok módosítása (adminisztrátor)',
  'dac7.report': 'DAC7 jelentés letöltése',
  'dac7.send_copies': 'DAC7 adatok kiküldése a tanácsadóknak',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** The kinds of record an entry is about (`entity_type`). */
export const AUDIT_ENTITY_TYPE_LABELS = {
  user: 'Felhasználó',
  adviser: 'Tanácsadó',
  asker: 'Kérdező',
  appointment: 'Időpont',
  consultation_type: 'Tanácsadási típus',
  subscription_package: 'Előfizetési csomag',
  payment: 'Befizetés',
  review: 'Értékelés',
  platform_settings: 'Platformbeállítások',
  dac7_report: 'DAC7 jelentés',
} as const;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_TYPE_LABELS;
export const AUDIT_ENTITY_TYPES = Object.keys(AUDIT_ENTITY_TYPE_LABELS) as [
  AuditEntityType,
  ...AuditEntityType[],
];

/** The fields of the entries' before/after values, as the histories name them. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  active: 'Aktív',
  expirationDate: 'Lejárat',
  activationRequest: 'Aktiválási kérelem',
  activationRequestDate: 'Kérelem dátuma',
  role: 'Szerepkör',
  disabledAt: 'Letiltva',
  name: 'Név',
  email: 'E-mail cím',
  reason: 'Indok',
  erasedAt: 'Törölve',
  deletionRequestedAt: 'Törlés kérve',
  scheduledFor: 'Törlés időpontja',
  exportId: 'Adatcsomag azonosító',
  userId: 'Felhasználó azonosító',
  adviserId: 'Tanácsadó azonosító',
  subscriptionStatus: 'Előfizetés állapota',
  days: 'Napok',
  status: 'Állapot',
  paymentStatus: 'Fizetési állapot',
  noShowBy: 'Ki nem jelent meg',
  color: 'Szín',
  durationMinutes: 'Időtartam',
  archivedAt: 'Archiválva',
  audience: 'Kinek',
  priceHuf: 'Bruttó ár',
  hidden: 'Rejtett',
  hiddenReason: 'Elrejtés indoka',
  refundedHuf: 'Visszatérített összeg',
  daysTakenBack: 'Visszavont napok',
  providerEventId: 'Szolgáltatói esemény azonosító',
  reminderOffsetsMinutes: 'Emlékeztetők',
  defaultMinNoticeHours: 'Minimális előrejelzés',
  defaultBufferMinutes: 'Szünet két foglalás között',
  defaultMaxAdvanceDays: 'Legfeljebb ennyi napra előre',
  defaultCancelDeadlineHours: 'Alapértelmezett lemondási határidő',
  contactEmail: 'Kapcsolati e-mail cím',
  maintenanceBanner: 'Karbantartási üzenet',
  operator: 'Üzemeltető',
  year: 'Év',
  format: 'Formátum',
  sellers: 'Jelentett tanácsadók',
  sent: 'Most elküldve',
  alreadySent: 'Korábban elküldve',
  fields: 'Módosított mezők',
};

const isoDateTime = (label: string) =>
  z.iso.datetime({ offset: true, message: `${label}: ISO 8601 időpont kell, időzónával` });

/** `actor=system`: the entries no account made (payment provider events, scheduled jobs). */
export const SYSTEM_ACTOR = 'system';

export const adminAuditLogQuery = z
  .object({
    /** Who: an account's user id, or `system`. */
    actor: z
      .string()
      .refine((value) => value === SYSTEM_ACTOR || isUuid(value), 'Érvénytelen végrehajtó')
      .optional(),
    entityType: z.enum(AUDIT_ENTITY_TYPES, { message: 'Ismeretlen rekordtípus' }).optional(),
    action: z.enum(AUDIT_ACTIONS, { message: 'Ismeretlen művelet' }).optional(),
    /** When: from (inclusive) … to (exclusive). */
    from: isoDateTime('Kezdő időpont').optional(),
    to: isoDateTime('Záró időpont').optional(),
    ...pageQuery(ADMIN_PAGE_MAX),
  })
  .refine((q) => !q.from || !q.to || new Date(q.to) > new Date(q.from), {
    message: 'A záró dátum a kezdő dátum után legyen',
    path: ['to'],
  });
export type AdminAuditLogQuery = z.infer<typeof adminAuditLogQuery>;

/** One entry of the whole log: the entry and, when the record still exists, whom or what it is about. */
export const auditLogEntrySchema = auditEntrySchema.extend({
  subject: z
    .object({
      /** The person's name, the type's or package's name, "Tanácsadó – Kérdező" for an appointment. */
      name: z.string(),
      /** The account behind an adviser or asker record (their user drawer). */
      userId: z.string().nullable(),
    })
    .nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** Everyone who appears as an actor in the log (the "Ki" filter), by name. */
export const auditActorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'tanacsado', 'kerdezo']),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/**
 * /api/admin/audit-log: the whole log for the admin's "Változásnapló" (the per-record histories are
 * …/users/{id}/audit and the appointment detail). Admins only.
 */
export const adminAuditApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    ...adminOnly,
    summary: 'Változásnapló: minden bejegyzés, szűrve végrehajtóra, rekordtípusra, műveletre és időszakra',
    query: adminAuditLogQuery,
    responses: { 200: pagedAnswer(auditLogEntrySchema) },
  }),
  actors: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log/actors',
    ...adminOnly,
    summary: 'A változásnapló végrehajtói (a „Ki” szűrő választéka)',
    responses: { 200: dataAnswer(z.array(auditActorSchema)) },
  }),
};
