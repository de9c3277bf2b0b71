import { formatIntakeAnswer } from '@common/api/intake';
import type { NotificationEvent } from '@common/api/notifications';
import { seriesIntervalLabel } from '@common/api/series';
import { PAYMENT_HOLD_MINUTES } from '@common/constants';
import { formatDateTimeWithLocal, formatPrice, formatRangeWithLocal } from '@common/format';
import { messages } from '@common/messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advisers } from '../../db/schema';
import { icsEvent } from '../mail/ics';
import { enqueueMail } from '../mail/outbox';
import { type MailContext, mailTemplates } from '../mail/templates';
import { channelsFor, enqueuePush } from '../notifications/preferences';
import type { AppointmentRecord } from './appointments.presenter';

export type AppointmentEvent =
  | { kind: 'booked' }
  | { kind: 'cancelled'; actorName: string; reason?: string }
  | { kind: 'timeChangeRequested'; actorName: string; newStart: Date; reason: string }
  | { kind: 'timeChangeApproved' }
  | { kind: 'timeChangeRejected'; reason: string }
  | { kind: 'reminder'; minutesBefore?: number }
  | { kind: 'cancelledBySystem' }
  | { kind: 'paymentLapsed' }
  | { kind: 'refunded'; amountHuf: number; full: boolean };

/**
 * The asker's intake answers as the adviser's booking mail lists them; long free text only when the
 * adviser wants it in mails (otherwise it is read on the portal).
 */
function intakeLines(record: AppointmentRecord, longTextInMail: boolean) {
  const answers = record.appointment.intakeAnswers;
  if (answers.length === 0) return [];
  return [
    'A kérdező válaszai a foglaláskor feltett kérdésekre:',
    ...answers.map(
      (answer) =>
        `${answer.label}: ${
          answer.kind === 'long_text' && !longTextInMail
            ? messages.intake.readOnPortal
            : formatIntakeAnswer(answer.kind, answer.value)
        }`,
    ),
  ];
}

/**
 * The content of one party's mail. Times are Budapest times; with the recipient's own time zone (the one
 * their browser reported, users.time_zone) their local time stands beside each when it differs.
 */
function content(
  record: AppointmentRecord,
  event: AppointmentEvent,
  to: 'expert' | 'client',
  timeZone: string | null,
  longTextInMail = true,
) {
  const when = (r: AppointmentRecord) =>
    formatRangeWithLocal(r.appointment.startTime, r.appointment.endTime, timeZone);
  const type = record.type.name;
  const other = to === 'expert' ? record.clientName : record.expertName;
  switch (event.kind) {
    case 'booked':
      return {
        subject: 'Új foglalás',
        lines: [
          `${record.clientName} új időpontot foglalt: ${when(record)} (${type}).`,
          ...(to === 'expert' ? intakeLines(record, longTextInMail) : []),
          'Kérjük, erősítse meg a foglalást a számla feltöltésével a Tanácsadások oldalon.',
        ],
      };
    case 'cancelled':
      return {
        subject: 'Időpont lemondva',
        lines: [
          `${event.actorName} lemondta a(z) ${when(record)} időpontot (${type}).`,
          ...(event.reason ? [`Indoklás: ${event.reason}`] : []),
        ],
      };
    case 'timeChangeRequested':
      return {
        subject: 'Időpont-módosítási kérelem',
        lines: [
          `${event.actorName} az időpont áthelyezését kéri: ${when(record)} helyett ${formatDateTimeWithLocal(event.newStart, timeZone)}.`,
          ...(event.reason ? [`Indoklás: ${event.reason}`] : []),
          'A kérelmet a portálon fogadhatja el vagy utasíthatja el.',
        ],
      };
    case 'timeChangeApproved':
      return {
        subject: 'Időpont-módosítás elfogadva',
        lines: [`Az időpont új ideje: ${when(record)} (${type}).`],
      };
    case 'timeChangeRejected':
      return {
        subject: 'Időpont-módosítás elutasítva',
        lines: [`A(z) ${when(record)} időpont marad.`, `Indoklás: ${event.reason}`],
      };
    case 'reminder':
      return {
        subject: 'Emlékeztető: közelgő tanácsadás',
        lines: [
          `${when(record)}: ${type} ${other} részvételével.`,
          'A találkozóhoz 15 perccel a kezdés előtt csatlakozhat.',
        ],
      };
    case 'cancelledBySystem':
      return {
        subject: 'Időpont törölve',
        lines: [
          `A(z) ${when(record)} foglalást (${type}) a kezdésig nem erősítették meg, ezért a rendszer törölte.`,
        ],
      };
    case 'paymentLapsed':
      return {
        subject: 'A foglalás fizetés hiányában megszűnt',
        lines: [
          `A(z) ${when(record)} foglalás (${type}) díját ${PAYMENT_HOLD_MINUTES} percen belül nem fizette ki, ezért az időpontot felszabadítottuk. Terhelés nem történt.`,
          'Ha még szeretné, foglaljon újra a tanácsadó oldalán.',
        ],
      };
    case 'refunded':
      return {
        subject: event.full ? 'A tanácsadás díját visszatérítettük' : 'Részleges visszatérítés',
        lines: [
          `A(z) ${when(record)} tanácsadás (${type}) díjából ${formatPrice(event.amountHuf)} visszatérítését indítottuk el.`,
          'Az összeg a fizetéskor használt kártyára érkezik, általában 5–10 munkanapon belül.',
        ],
      };
  }
}

/** Which of the user's notification choices an appointment event falls under. */
function notificationEvent(event: AppointmentEvent): NotificationEvent {
  switch (event.kind) {
    case 'booked':
      return 'booking_new';
    case 'cancelled':
    case 'cancelledBySystem':
    case 'paymentLapsed':
    case 'refunded':
      return 'booking_cancelled';
    case 'timeChangeRequested':
      return 'time_change_requested';
    case 'timeChangeApproved':
    case 'timeChangeRejected':
      return 'time_change_decided';
    case 'reminder':
      return 'reminder';
  }
}

/** The adviser's choice (advisers.intake_in_mail), read only when a booking mail has a long answer. */
async function longIntakeAnswersInMail(
  tx: Database,
  record: AppointmentRecord,
  event: AppointmentEvent,
  to: 'expert' | 'client',
) {
  if (event.kind !== 'booked' || to !== 'expert') return true;
  if (!record.appointment.intakeAnswers.some((answer) => answer.kind === 'long_text')) return true;
  const [adviser] = await tx
    .select({ intakeInMail: advisers.intakeInMail })
    .from(advisers)
    .where(eq(advisers.id, record.appointment.adviserId));
  return adviser?.intakeInMail ?? true;
}

/**
 * Tells one party about a change of the appointment inside the caller's transaction (it goes out only
 * if the change commits), on the channels they chose: a mail with an .ics attachment, and a push
 * message to their devices (of the reminders only the one an hour before).
 */
export async function notifyParty(
  tx: Database,
  context: MailContext,
  record: AppointmentRecord,
  event: AppointmentEvent,
  to: 'expert' | 'client',
) {
  const userId = to === 'expert' ? record.expertUserId : record.appointment.clientId;
  // One read of the recipient: the channels they chose and their time zone.
  const recipient = (await channelsFor(tx, [userId], notificationEvent(event))).get(userId);
  const longTextInMail = await longIntakeAnswersInMail(tx, record, event, to);
  const { subject, lines } = content(record, event, to, recipient?.timeZone ?? null, longTextInMail);
  // The calendar file's own text stays in Budapest time: the calendar app shows its times locally.
  const icsLines = recipient?.timeZone ? content(record, event, to, null, longTextInMail).lines : lines;
  const link =
    to === 'expert'
      ? { label: 'Tanácsadások', path: '/tanacsadoi-fiok/tanacsadasok' }
      : { label: 'Tanácsadásaim', path: '/kerdezo/tanacsadasaim' };
  const pushWanted = event.kind !== 'reminder' || (event.minutesBefore ?? 0) <= 60;
  if (recipient?.push && pushWanted) {
    await enqueuePush(tx, userId, {
      title: subject,
      body: lines[0] ?? subject,
      url: link.path,
      tag: `appointment-${record.appointment.id}`,
    });
  }
  if (recipient && !recipient.email) return;
  const cancelled =
    event.kind === 'cancelled' || event.kind === 'cancelledBySystem' || event.kind === 'paymentLapsed';
  const ics = icsEvent({
    uid: `${record.appointment.id}@tanacsado-portal`,
    start: record.appointment.startTime,
    end: record.appointment.endTime,
    summary: `${record.type.name} – ${to === 'expert' ? record.clientName : record.expertName}`,
    description: icsLines.join('\n'),
    url: `${context.publicUrl}${link.path}`,
    cancelled,
  });
  await enqueueMail(tx, {
    to: to === 'expert' ? record.expertEmail : record.clientEmail,
    ...mailTemplates.appointmentNotice(
      { name: to === 'expert' ? record.expertName : record.clientName, subject, lines, link },
      context,
    ),
    attachments: [
      {
        filename: 'idopont.ics',
        contentType: 'text/calendar; charset=utf-8',
        content: Buffer.from(ics).toString('base64'),
      },
    ],
  });
}

/**
 * Tells the adviser of a free series just booked, inside the booking's transaction: one mail naming every
 * date, with a calendar event per occasion — not one mail per occasion.
 */
export async function notifySeriesBooked(tx: Database, context: MailContext, records: AppointmentRecord[]) {
  const [first] = records;
  if (!first) return;
  const userId = first.expertUserId;
  const recipient = (await channelsFor(tx, [userId], 'booking_new')).get(userId);
  const longTextInMail = await longIntakeAnswersInMail(tx, first, { kind: 'booked' }, 'expert');
  const interval = seriesIntervalLabel(first.series?.intervalWeeks ?? 1);
  const subject = 'Új ismétlődő foglalás';
  const linesIn = (timeZone: string | null) => [
    `${first.clientName} ${records.length} alkalmas ismétlődő sorozatot foglalt (${first.type.name}, ${interval}):`,
    ...records.map(
      (record, index) =>
        `${index + 1}. ${formatRangeWithLocal(record.appointment.startTime, record.appointment.endTime, timeZone)}`,
    ),
    ...intakeLines(first, longTextInMail),
    'Kérjük, erősítse meg az alkalmakat a számla feltöltésével a Tanácsadások oldalon.',
  ];
  const lines = linesIn(recipient?.timeZone ?? null);
  const link = { label: 'Tanácsadások', path: '/tanacsadoi-fiok/tanacsadasok' };
  if (recipient?.push) {
    await enqueuePush(tx, userId, {
      title: subject,
      body: lines[0] ?? subject,
      url: link.path,
      tag: `appointment-series-${first.series?.id ?? first.appointment.id}`,
    });
  }
  if (recipient && !recipient.email) return;
  // The calendar files' own text stays in Budapest time: the calendar app shows its times locally.
  const icsDescription = linesIn(null).join('\n');
  await enqueueMail(tx, {
    to: first.expertEmail,
    ...mailTemplates.appointmentNotice({ name: first.expertName, subject, lines, link }, context),
    attachments: records.map((record, index) => ({
      filename: `idopont-${index + 1}.ics`,
      contentType: 'text/calendar; charset=utf-8',
      content: Buffer.from(
        icsEvent({
          uid: `${record.appointment.id}@tanacsado-portal`,
          start: record.appointment.startTime,
          end: record.appointment.endTime,
          summary: `${record.type.name} – ${record.clientName}`,
          description: icsDescription,
          url: `${context.publicUrl}${link.path}`,
          cancelled: false,
        }),
      ).toString('base64'),
    })),
  });
}
