import { z } from 'zod';
import { APPOINTMENT_STATUSES, CONSULTATION_PRICE_MAX_HUF } from '../constants';
import { adminOnly, endpoint } from '../contract';
import { multiline } from '../text-hygiene';
import { dataAnswer, readOrSavedAnswer, uuidParams } from './answers';
import { appointmentSchema } from './appointments';
import { pagedAnswer, pageQuery } from './paging';

/**
 * Consultations paid through the portal (issue 38): the asker pays the adviser's payout account through
 * the provider's hosted checkout when booking a priced consultation; the platform keeps its commission;
 * refunds follow the cancellation rules. The status is the appointment's `paymentStatus`; only the
 * provider's verified notification changes it.
 */

/** A month as `YYYY-MM` (Europe/Budapest); omitted: the current one. */
export const monthQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A hónap formátuma ÉÉÉÉ-HH')
    .optional(),
});

/** Paid consultations of a month (by when they were paid): how many, their gross, the fees and refunds. */
export const moneySummarySchema = z.object({
  month: z.string(),
  count: z.number().int(),
  grossHuf: z.number().int(),
  feeHuf: z.number().int(),
  refundedHuf: z.number().int(),
  /** What is the adviser's: gross − fees − refunds (fees refunded with the refunds). */
  netHuf: z.number().int(),
});
export type MoneySummary = z.infer<typeof moneySummarySchema>;

/** One consultation the asker paid through the portal, in their payment history (cancelled ones too). */
export const myConsultationPaymentSchema = z.object({
  appointmentId: z.string(),
  startTime: z.string(),
  adviserName: z.string(),
  typeName: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  paymentStatus: z.enum(['pending', 'paid', 'failed', 'refunded', 'no_payment']),
  amountHuf: z.number().int(),
  refundedHuf: z.number().int(),
  paidAt: z.string(),
  refundedAt: z.string().nullable(),
  receiptUrl: z.string().nullable(),
});
export type MyConsultationPayment = z.infer<typeof myConsultationPaymentSchema>;

/** The admin's refund: an amount up to what is left, with a reason (audited). */
export const adminRefundBody = z.object({
  amountHuf: z.coerce
    .number({ message: 'Az összeg szám legyen' })
    .int('Az összeg egész forint legyen')
    .min(1, 'Az összeg legalább 1 Ft legyen')
    .max(CONSULTATION_PRICE_MAX_HUF, 'Az összeg túl nagy'),
  reason: multiline(
    z
      .string({ message: 'Adja meg az indoklást' })
      .trim()
      .min(3, 'Adja meg az indoklást (legalább 3 karakter)')
      .max(500, 'Az indoklás legfeljebb 500 karakter lehet'),
  ),
});
export type AdminRefundBody = z.infer<typeof adminRefundBody>;

/** Where the asker pays: the provider's hosted checkout (or the demo's page). */
export const checkoutAnswer = z.object({ success: z.literal(true), checkoutUrl: z.string() });

const params = uuidParams('Érvénytelen időpont azonosító');
const tags = ['idopontok'];
const appointmentAnswer = readOrSavedAnswer(appointmentSchema);

export const consultationPaymentsApi = {
  mine: endpoint({
    method: 'GET',
    path: '/api/consultation-payments',
    tags,
    roles: ['kerdezo'],
    summary: 'A kérdező portálon fizetett tanácsadásai (lemondottak és visszatérítettek is), a legújabb elöl',
    query: z.object(pageQuery(50, 10)),
    responses: { 200: pagedAnswer(myConsultationPaymentSchema) },
  }),
  pay: endpoint({
    method: 'POST',
    path: '/api/appointments/:id/payment',
    tags,
    roles: ['kerdezo'],
    summary: 'Fizetés folytatása: a még ki nem fizetett foglalás fizetési oldala',
    params,
    responses: { 200: checkoutAnswer },
  }),
  refund: endpoint({
    method: 'POST',
    path: '/api/appointments/:id/refund',
    tags,
    roles: ['tanacsado'],
    summary: 'A tanácsadó teljes visszatérítést ad a kifizetett időpont díjáról',
    params,
    responses: { 200: appointmentAnswer },
  }),
  completeDemo: endpoint({
    method: 'POST',
    path: '/api/appointments/:id/payment/demo/complete',
    tags,
    roles: ['kerdezo'],
    summary: 'Demó: a foglalás tesztfizetése',
    params,
    responses: { 200: appointmentAnswer },
  }),
  cancelDemo: endpoint({
    method: 'POST',
    path: '/api/appointments/:id/payment/demo/cancel',
    tags,
    roles: ['kerdezo'],
    summary: 'Demó: a tesztfizetés megszakítása',
    params,
    responses: { 200: appointmentAnswer },
  }),
  adviserSummary: endpoint({
    method: 'GET',
    path: '/api/payouts/summary',
    tags: ['kifizetesek'],
    roles: ['tanacsado'],
    summary: 'A tanácsadó havi bevétele (fizetett tanácsadások, jutalék, visszatérítések)',
    query: monthQuery,
    responses: { 200: dataAnswer(moneySummarySchema) },
  }),
  adminSummary: endpoint({
    method: 'GET',
    path: '/api/admin/consultation-payments/summary',
    ...adminOnly,
    summary: 'Havi összesítő: fizetett tanácsadások száma, bruttó, jutalék, visszatérítések',
    query: monthQuery,
    responses: { 200: dataAnswer(moneySummarySchema) },
  }),
};
