import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isExclusionViolation } from '../../db/errors';
import { advisers, appointments, consultationTypes, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { newToken } from '../../lib/tokens';

/** The adviser's and the client's e-mail of a made-up appointment. */
const partiesBody = z.object({ expertEmail: z.string().email(), clientEmail: z.string().email() });

/**
 * Helpers for the browser tests only: registered when NODE_ENV=test and never otherwise. A meeting can
 * be joined only around its start, which the booking rules (notice period) cannot produce on demand.
 */
export const testSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  const byEmail = async (email: string) => {
    const [user] = await app.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    if (!user) throw notFound('Nincs ilyen felhasználó.');
    return user;
  };
  /** The adviser and the client of the body, and a consultation type for their appointment. */
  const parties = async (body: z.infer<typeof partiesBody>) => {
    const expert = await byEmail(body.expertEmail);
    const client = await byEmail(body.clientEmail);
    const [adviser] = await app.db.select().from(advisers).where(eq(advisers.userId, expert.id));
    const [type] = await app.db.select().from(consultationTypes).limit(1);
    if (!adviser || !type) throw notFound('Nincs ilyen tanácsadó vagy típus.');
    return { adviser, client, type };
  };
  /** A half-hour appointment of the parties ending at `end` (the exclusion constraint may refuse it). */
  const insertHalfHour = async (
    { adviser, client, type }: Awaited<ReturnType<typeof parties>>,
    end: Date,
    status: 'confirmed' | 'completed',
  ) => {
    const [row] = await app.db
      .insert(appointments)
      .values({
        adviserId: adviser.id,
        clientId: client.id,
        typeId: type.id,
        startTime: new Date(end.getTime() - 30 * 60_000),
        endTime: end,
        status,
        roomId: newToken(),
      })
      .returning();
    return row;
  };

  app.post(
    '/dev/test/joinable-appointment',
    {
      schema: {
        hide: true,
        body: partiesBody,
      },
    },
    async (request, reply) => {
      const start = Math.floor(app.clock.now().getTime() / 60_000) * 60_000;
      try {
        const row = await insertHalfHour(
          await parties(request.body),
          new Date(start + 30 * 60_000),
          'confirmed',
        );
        return reply.code(201).send({ roomId: row?.roomId, appointmentId: row?.id });
      } catch (error) {
        if (isExclusionViolation(error)) throw conflict('A tanácsadónak már van időpontja most.');
        throw error;
      }
    },
  );

  // A completed appointment that ended an hour ago (reviews); an earlier hour when that one is taken.
  app.post(
    '/dev/test/completed-appointment',
    {
      schema: {
        hide: true,
        body: partiesBody,
      },
    },
    async (request, reply) => {
      const found = await parties(request.body);
      const hour = 60 * 60_000;
      const lastEnd = Math.floor(app.clock.now().getTime() / 60_000) * 60_000 - hour;
      for (let hoursBack = 0; hoursBack < 48; hoursBack += 1) {
        const end = new Date(lastEnd - hoursBack * hour);
        try {
          const row = await insertHalfHour(found, end, 'completed');
          return reply.code(201).send({ appointmentId: row?.id });
        } catch (error) {
          if (!isExclusionViolation(error)) throw error;
        }
      }
      throw conflict('A tanácsadónak nincs szabad órája az elmúlt két napban.');
    },
  );
};
