import {
  type AdminPayment,
  type Audience,
  type Payment,
  type PaymentProviderName,
  type SubscriptionPackage,
  type SubscriptionState,
  VAT_NOTE,
  VAT_PERCENT,
  vatBreakdown,
} from '@common/api/subscriptions';
import { daysUntil } from '@common/subscription';
import type { invoices, payments, subscriptionPackages } from '../../db/schema';

type PackageRow = typeof subscriptionPackages.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentPackage(row: PackageRow): SubscriptionPackage {
  const { netHuf, vatHuf } = vatBreakdown(row.priceHuf);
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    audience: row.audience,
    days: row.days,
    priceHuf: row.priceHuf,
    netHuf,
    vatHuf,
    vatPercent: VAT_PERCENT,
    vatNote: VAT_NOTE,
  };
}

/** A payment with the platform's invoices of it (none while not paid, or invoiced elsewhere). */
export function presentPayment(row: PaymentRow, invoiceRows: InvoiceRow[] = []): Payment {
  const { netHuf, vatHuf } = vatBreakdown(row.amountHuf);
  return {
    _id: row.id,
    id: row.id,
    packageId: row.packageId,
    packageName: row.packageName,
    audience: row.audience,
    days: row.days,
    amountHuf: row.amountHuf,
    netHuf,
    vatHuf,
    provider: row.provider,
    status: row.status,
    paidAt: iso(row.paidAt),
    newExpirationDate: iso(row.newExpirationDate),
    createdAt: row.createdAt.toISOString(),
    invoices: presentPaymentInvoices(invoiceRows),
  };
}

/** The platform's invoices of a payment (cancelled ones never shown). */
function presentPaymentInvoices(rows: InvoiceRow[]) {
  return rows.flatMap((invoice) =>
    invoice.status === 'cancelled'
      ? []
      : [
          {
            id: invoice.id,
            kind: invoice.kind,
            number: invoice.number,
            status: invoice.status,
            pdfAvailable: invoice.pdfPath !== null,
            lastError: invoice.lastError,
          },
        ],
  );
}

export function presentAdminPayment(
  row: PaymentRow,
  user: { name: string; email: string } | null,
  invoiceRows: InvoiceRow[] = [],
): AdminPayment {
  return {
    _id: row.id,
    id: row.id,
    userId: row.userId,
    userName: user?.name ?? null,
    userEmail: user?.email ?? null,
    packageName: row.packageName,
    audience: row.audience,
    days: row.days,
    amountHuf: row.amountHuf,
    provider: row.provider,
    status: row.status,
    paidAt: iso(row.paidAt),
    createdAt: row.createdAt.toISOString(),
    invoices: presentPaymentInvoices(invoiceRows),
  };
}

/** The caller's subscription: askers by their status and date, advisers by their date (none = not expired). */
export function presentSubscriptionState(
  input: {
    role: Audience;
    expirationDate: Date | null;
    askerStatus?: 'active' | 'expired';
    adviserActive?: boolean;
  },
  provider: PaymentProviderName,
  now: Date,
): SubscriptionState {
  const { role, expirationDate } = input;
  const notExpired = expirationDate === null ? role === 'tanacsado' : expirationDate > now;
  const status =
    role === 'kerdezo'
      ? notExpired && input.askerStatus === 'active'
        ? 'active'
        : 'expired'
      : notExpired
        ? 'active'
        : 'expired';
  return {
    role,
    subscriptionStatus: status,
    expirationDate: iso(expirationDate),
    daysLeft: daysUntil(expirationDate, now),
    ...(role === 'tanacsado' ? { listed: Boolean(input.adviserActive) && notExpired } : {}),
    paymentProvider: provider,
  };
}
