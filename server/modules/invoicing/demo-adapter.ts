import { formatDate, formatPrice } from '@common/format';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { MINUTE_MS } from '../../lib/clock';
import { type PdfLine, renderPdf } from '../../lib/simple-pdf';
import type {
  InvoiceParty,
  InvoicingAdapter,
  IssuedInvoice,
  IssueRequest,
  ReverseRequest,
  VatRate,
} from './invoicing-port';

/** The demo's NAV report is "processing" this long after issue, then "done" (as a real one moves on). */
export const DEMO_NAV_PROCESSING_MS = MINUTE_MS;

const VAT_LABEL: Record<VatRate, string> = {
  AAM: 'alanyi adómentes (AAM)',
  TAM: 'tárgyi adómentes (TAM)',
  '27%': '27 %',
};

/**
 * The demo invoicing service (local demo and tests): issues at once, numbers DEMO-<year>-<n> from a
 * database sequence, draws a real one-page PDF marked as a test invoice, and lets its NAV state move
 * from processing to done. Nothing leaves the machine; no key is needed.
 */
export function createDemoAdapter(deps: {
  db: Database;
  clock: Clock;
  seller: InvoiceParty;
}): InvoicingAdapter {
  async function nextNumber() {
    const [row] = await queryRows<{ n: string }>(
      deps.db,
      sql`select nextval('demo_invoice_numbers')::text as n`,
    );
    return `DEMO-${new Date(deps.clock.now()).getUTCFullYear()}-${row?.n ?? '0'}`;
  }
  // The ref carries the issue time, so the NAV state can move on without storing anything here.
  const refOf = (number: string) => `demo:${deps.clock.now().getTime()}:${number}`;

  function partyLines(title: string, party: InvoiceParty): PdfLine[] {
    return [
      { text: title, bold: true, gap: 8 },
      { text: party.name },
      { text: `${party.zipCode} ${party.city}, ${party.address} (${party.country})` },
      ...(party.taxNumber ? [{ text: `Adószám: ${party.taxNumber}` }] : []),
    ];
  }

  return {
    name: 'demo',
    async check() {},
    async find() {
      return null;
    },
    async issue(request: IssueRequest): Promise<IssuedInvoice> {
      const number = await nextNumber();
      const total = request.items.reduce((sum, item) => sum + item.grossUnitPriceHuf * item.quantity, 0);
      const pdf = renderPdf(`Számla ${number}`, [
        { text: `Számla – ${number}`, bold: true, size: 16 },
        { text: 'TESZTSZÁMLA (demó számlázó) – nem valódi számla, a NAV-hoz nem került.', gap: 4 },
        ...partyLines('Eladó', deps.seller),
        ...partyLines('Vevő', request.buyer),
        {
          text: `Kelt: ${formatDate(request.issueDate)}   Teljesítés: ${formatDate(request.fulfillmentDate)}   Fizetési határidő: ${formatDate(request.dueDate)}`,
          gap: 8,
        },
        ...request.items.map((item) => ({
          text: `${item.name} – ${item.quantity} ${item.unit} × ${formatPrice(item.grossUnitPriceHuf)} (ÁFA: ${VAT_LABEL[item.vatRate]})`,
        })),
        { text: `Fizetendő: ${formatPrice(total)}`, bold: true, gap: 6 },
        { text: request.paid ? 'Fizetve bankkártyával a portálon.' : 'Fizetés átutalással.' },
        { text: request.comment, gap: 6 },
      ]);
      return { ref: refOf(number), number, pdf };
    },
    async reverse(request: ReverseRequest): Promise<IssuedInvoice> {
      const number = await nextNumber();
      const pdf = renderPdf(`Sztornó számla ${number}`, [
        { text: `Sztornó számla – ${number}`, bold: true, size: 16 },
        { text: 'TESZTSZÁMLA (demó számlázó) – nem valódi számla, a NAV-hoz nem került.', gap: 4 },
        { text: `A(z) ${request.original.number} számú számla érvénytelenítése.`, gap: 8 },
        { text: `Kelt: ${formatDate(request.issueDate)}` },
      ]);
      return { ref: refOf(number), number, pdf };
    },
    async pdf(invoice) {
      return {
        ready: true,
        pdf: renderPdf(`Számla ${invoice.number}`, [
          { text: `Számla – ${invoice.number}`, bold: true, size: 16 },
          { text: 'TESZTSZÁMLA (demó számlázó).', gap: 4 },
        ]),
      };
    },
    async navState(invoice) {
      const issuedAt = Number(invoice.ref.split(':')[1]);
      const done = deps.clock.now().getTime() - issuedAt >= DEMO_NAV_PROCESSING_MS;
      return { status: done ? 'done' : 'processing', message: null };
    },
  };
}
