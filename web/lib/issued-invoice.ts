import type { IssuedInvoice } from '@common/api/invoicing';

/**
 * How the screens name the state of an invoice the portal issues through the adviser's invoicing
 * service (issue 39): the adviser's consultation cards and calendar, the asker's cards. Tones are the
 * StatusBadge's (web/components/status-badge.tsx).
 */
export type InvoiceTone = 'positive' | 'negative' | 'warning' | 'info' | 'neutral';

export interface InvoiceLabel {
  label: string;
  tone: InvoiceTone;
  /** More words under the badge (the invoicing service's or NAV's message). */
  detail?: string | null;
}

type Invoice = Pick<
  IssuedInvoice,
  'status' | 'number' | 'provider' | 'navStatus' | 'navMessage' | 'lastError'
>;

/** The invoicing services by name, as a sentence says "a(z) … állítja ki". */
export const INVOICE_ISSUER_NAMES: Record<IssuedInvoice['provider'], string> = {
  billingo: 'Billingo',
  szamlazz: 'Számlázz.hu',
  demo: 'demó számlázó',
};

/** The invoice's own state: being issued, issued (with its number), or failed (with why). */
export function invoiceStateLabel(invoice: Invoice): InvoiceLabel {
  switch (invoice.status) {
    case 'pending':
      return { label: 'Számla kiállítása folyamatban', tone: 'info' };
    case 'issued':
      return { label: `Számla: ${invoice.number ?? '–'}`, tone: 'positive' };
    case 'failed':
      return { label: 'A számla kiállítása sikertelen', tone: 'negative', detail: invoice.lastError };
  }
}

/** The reversal (sztornó) of a refunded consultation's invoice. */
export function reversalStateLabel(invoice: Invoice): InvoiceLabel {
  switch (invoice.status) {
    case 'pending':
      return { label: 'Sztornó számla kiállítása folyamatban', tone: 'info' };
    case 'issued':
      return { label: `Sztornó számla: ${invoice.number ?? '–'}`, tone: 'neutral' };
    case 'failed':
      return { label: 'A sztornó számla kiállítása sikertelen', tone: 'negative', detail: invoice.lastError };
  }
}

const NAV_LABELS: Record<NonNullable<IssuedInvoice['navStatus']>, InvoiceLabel> = {
  received: { label: 'NAV: befogadva', tone: 'info' },
  processing: { label: 'NAV: feldolgozás alatt', tone: 'info' },
  done: { label: 'NAV: rendben', tone: 'positive' },
  warning: { label: 'NAV: figyelmeztetés', tone: 'warning' },
  error: { label: 'NAV: hiba', tone: 'negative' },
};

/**
 * The NAV Online Számla report of an issued invoice, as the invoicing service tells it; null: nothing to
 * say. Számlázz.hu reports the invoices itself and tells the portal nothing about it.
 */
export function navStateLabel(invoice: Invoice): InvoiceLabel | null {
  if (invoice.navStatus) {
    const known = NAV_LABELS[invoice.navStatus];
    const withMessage = invoice.navStatus === 'warning' || invoice.navStatus === 'error';
    return withMessage ? { ...known, detail: invoice.navMessage } : known;
  }
  if (invoice.provider === 'szamlazz' && invoice.status === 'issued')
    return { label: 'NAV-bejelentés: a Számlázz.hu végzi', tone: 'neutral' };
  return null;
}

/** The file name of a downloaded invoice, as the server's own (szamla-DEMO-2026-12.pdf, sztorno-…). */
export function invoiceFileName(invoice: Pick<IssuedInvoice, 'id' | 'number'>, reversal = false) {
  const name = (invoice.number ?? invoice.id).replace(/[^A-Za-z0-9-]/g, '_');
  return `${reversal ? 'sztorno' : 'szamla'}-${name}.pdf`;
}

/** Whether an appointment waits for an invoice (or reversal) the portal is issuing right now. */
export const invoiceInProgress = (appointment: {
  issuedInvoice: Pick<IssuedInvoice, 'status'> | null;
  reversalInvoice: Pick<IssuedInvoice, 'status'> | null;
}) => appointment.issuedInvoice?.status === 'pending' || appointment.reversalInvoice?.status === 'pending';
