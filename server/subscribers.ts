import type { FastifyInstance } from 'fastify';

/**
 * Who reacts to which of the domain's facts (lib/domain-events.ts), in one place: the services publish
 * them after commit and never call a cache, a job, the metrics or real time themselves.
 */
export function connectSubscribers(app: FastifyInstance) {
  const { events, jobs, metrics, realtime, discovery } = app;

  // The public answers about advisers are stale after any change to them; cleared before the change's
  // answer leaves, so the caller's next read already sees it (and the other instances are told).
  events.on('advisers.changed', () => discovery.invalidate());

  // Jobs start on new work at once instead of at their next poll.
  events.on('mail.queued', () => jobs.outbox.kick());
  events.on('export.requested', () => jobs.exports.kick());
  events.on('time.taken', ({ adviserId }) => jobs.nextFreeSlots.touch(adviserId));
  events.on('time.freed', ({ adviserId }) => jobs.waitlist.poke(adviserId));
  // A paid appointment that ended or was cancelled anywhere (admin, lifecycle, erasure) is settled soon.
  events.on('appointment.changed', ({ record }) => {
    if (record.payment) jobs.consultationPayments.kick();
  });

  events.on('appointment.booked', () => metrics.bookings.inc());
  events.on('chat.message', () => metrics.chatMessages.inc());

  // Open screens (DESIGN.md §6).
  events.on('appointment.booked', ({ record, by }) =>
    realtime.newAppointment(record.appointment.adviserId, by, {
      kerdezoName: record.clientName,
      consultationType: record.type.name,
      bookingId: record.appointment.id,
    }),
  );
  events.on('appointment.changed', ({ record, by }) => {
    const parties = [record.appointment.clientId, record.expertUserId];
    realtime.bookingUpdated(
      parties.filter((id) => id !== by),
      record.appointment.id,
      by,
    );
    realtime.meetingEnded(record.appointment, parties);
  });
  events.on('schedule.changed', ({ adviserId, by, change }) => {
    if (change === 'settings') realtime.settingsUpdated(adviserId, by);
    else realtime.timeOffUpdated(adviserId, by, change === 'timeOffAdded' ? 'added' : 'removed');
  });
  events.on('chat.message', ({ sent, fromSocket }) => realtime.chatMessage(sent, fromSocket));
  events.on('chat.read', (read) => realtime.chatRead(read));
  events.on('sessions.revoked', (revoked) => realtime.sessionsRevoked(revoked));
}
