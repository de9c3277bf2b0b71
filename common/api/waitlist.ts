import { z } from 'zod';
import { endpoint } from '../contract';
import { dataAnswer, okAnswer, uuidParams } from './answers';

/**
 * The waitlist (issue 17, part 5): on a fully booked period an asker asks to be told when a slot with
 * that adviser frees up before the end of a day. Told once by mail, first come first served; the entry
 * ends when they book with the adviser or after its day passes.
 */

export const waitlistBody = z.object({
  expertId: z.string().uuid('Érvénytelen tanácsadó azonosító'),
  consultationType: z.string().uuid('Érvénytelen tanácsadási típus'),
  /** The last Budapest day a freed slot may start on (YYYY-MM-DD). */
  until: z.iso.date('A dátum ÉÉÉÉ-HH-NN formátumú legyen'),
});
export type WaitlistBody = z.infer<typeof waitlistBody>;

export const WAITLIST_STATUSES = ['waiting', 'notified'] as const;

export const waitlistEntrySchema = z.object({
  id: z.string(),
  expert: z.object({ id: z.string(), name: z.string() }),
  consultationType: z.object({ id: z.string(), name: z.string() }),
  until: z.string(),
  /** waiting: not told yet; notified: told of a free slot (once). */
  status: z.enum(WAITLIST_STATUSES),
  /** The free slot the mail named (notified only). */
  offeredStartTime: z.string().nullable(),
  notifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

const tags = ['idopontok'];
const roles = ['kerdezo'] as const;

/** The asker's waitlist endpoints (GET, POST, DELETE /api/waitlist). */
export const waitlistApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/waitlist',
    tags,
    roles,
    summary: 'Saját várólista-bejegyzéseim',
    responses: { 200: dataAnswer(z.array(waitlistEntrySchema)) },
  }),
  join: endpoint({
    method: 'POST',
    path: '/api/waitlist',
    tags,
    roles,
    summary: 'Feliratkozás: értesítés, ha a nap végéig felszabadul egy időpont',
    body: waitlistBody,
    responses: { 201: dataAnswer(waitlistEntrySchema) },
  }),
  leave: endpoint({
    method: 'DELETE',
    path: '/api/waitlist/:id',
    tags,
    roles,
    summary: 'Leiratkozás a várólistáról',
    params: uuidParams('Érvénytelen azonosító'),
    responses: { 200: okAnswer },
  }),
};
