import type { MyConsultationPayment } from '@common/api/consultation-payments';
import type { appointments, consultationPayments } from '../../db/schema';

/** One line of the asker's payment history. */
export function presentMyPayment(row: {
  appointment: typeof appointments.$inferSelect;
  payment: typeof consultationPayments.$inferSelect;
  adviserName: string;
  typeName: string;
}): MyConsultationPayment {
  const { appointment, payment } = row;
  return {
    appointmentId: appointment.id,
    startTime: appointment.startTime.toISOString(),
    adviserName: row.adviserName,
    typeName: row.typeName,
    status: appointment.status,
    paymentStatus: appointment.paymentStatus,
    amountHuf: payment.amountHuf,
    refundedHuf: payment.refundedHuf,
    // Only paid ones are listed.
    paidAt: (payment.paidAt ?? payment.createdAt).toISOString(),
    refundedAt: payment.refundedAt?.toISOString() ?? null,
    receiptUrl: payment.receiptUrl,
  };
}
