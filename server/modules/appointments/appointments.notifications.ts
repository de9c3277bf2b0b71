import { formatDateTime, formatTime } from '@common/format';
import type { Database } from '../../db/client';
import { icsEvent } from '../mail/ics';
import { enqueueMail } from '../mail/outbox';
import { type MailContext, mailTemplates } from '../mail/templates';
import type { AppointmentRecord } from './appointments.presenter';

export type AppointmentEvent =
  | { kind: 'booked' }
  | { kind: 'cancelled'; actorName: string; reason?: string }
  | { kind: 'timeChangeRequested'; actorName: string; newStart: Date; reason: string }
  | { kind: 'timeChangeApproved' }
  | { kind: 'timeChangeRejected'; reason: string }
  | { kind: 'reminder' }
  | { kind: 'cancelledBySystem' };

const when = (record: AppointmentRecord) =>
  `${formatDateTime(record.appointment.startTime)}–${formatTime(record.appointment.endTime)}`;

function content(record: AppointmentRecord, event: AppointmentEvent, to: 'expert' | 'client') {
  const type = record.type.name;
  const other = to === 'expert' ? record.clientName : record.expertName;
  switch (event.kind) {
    case 'booked':
      return {
        subject: 'Új foglalás',
        lines: [
          `${record.clientName} új időpontot foglalt: ${when(record)} (${type}).`,
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
          `${event.actorName} az időpont áthelyezését kéri: ${when(record)} helyett ${formatDateTime(event.newStart)}.`,
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
  }
}

/**
 * Mails one party about a change of the appointment, with an .ics attachment, inside the caller's
 * transaction (it goes out only if the change commits).
 */
export async function notifyParty(
  tx: Database,
  context: MailContext,
  record: AppointmentRecord,
  event: AppointmentEvent,
  to: 'expert' | 'client',
) {
  const { subject, lines } = content(record, event, to);
  const link =
    to === 'expert'
      ? { label: 'Tanácsadások', path: '/tanacsadoi-fiok/tanacsadasok' }
      : { label: 'Tanácsadásaim', path: '/kerdezo/tanacsadasaim' };
  const cancelled = event.kind === 'cancelled' || event.kind === 'cancelledBySystem';
  const ics = icsEvent({
    uid: `${record.appointment.id}@tanacsado-portal`,
    start: record.appointment.startTime,
    end: record.appointment.endTime,
    summary: `${record.type.name} – ${to === 'expert' ? record.clientName : record.expertName}`,
    description: lines.join('\n'),
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
