/**
 * The invoicing port (issue 39): what the portal asks of an invoicing service — Billingo, Számlázz.hu's
 * Számla Agent, or the local demo — to issue an adviser's (or the platform's own) invoice, reverse it
 * (sztornó), fetch its PDF and read its NAV Online Számla state. `manual` (the adviser uploads a PDF made
 * elsewhere) has no adapter: the appointments module takes the upload.
 */

/** The VAT treatments an adviser can choose: alanyi adómentes, tárgyi adómentes, 27 %. */
export type VatRate = 'AAM' | 'TAM' | '27%';

export interface InvoiceParty {
  /** A private person's or a company's name as it goes on the invoice. */
  name: string;
  /** ISO 3166-1 alpha-2, e.g. HU. */
  country: string;
  zipCode: string;
  city: string;
  address: string;
  email: string | null;
  /** A company's Hungarian adószám (12345678-1-23) or EU VAT number; null for a private person. */
  taxNumber: string | null;
}

export interface InvoiceLine {
  name: string;
  quantity: number;
  /** e.g. "alkalom". */
  unit: string;
  /** Gross unit price in whole forints (what the asker pays). */
  grossUnitPriceHuf: number;
  vatRate: VatRate;
}

export interface IssueRequest {
  /**
   * Our own id of what is invoiced (the appointment id; the subscription payment id for the platform's
   * invoices): Billingo's `vendor_id`, Számlázz.hu's `szamlaKulsoAzon`. A retry after a timeout first
   * asks `find(externalId)`, so the same thing is never invoiced twice.
   */
  externalId: string;
  buyer: InvoiceParty;
  items: InvoiceLine[];
  /** Dates as YYYY-MM-DD in Europe/Budapest. */
  issueDate: string;
  fulfillmentDate: string;
  dueDate: string;
  /** Paid through the portal (card, via Stripe): the invoice is issued as paid. Null: to be paid. */
  paid: { method: 'bankcard'; date: string } | null;
  /** A line printed on the invoice (e.g. "Online tanácsadás, 2026. november 22. 10:00"). */
  comment: string;
}

export interface IssuedInvoice {
  /** The provider's own id of the document (Billingo document id; Számlázz.hu: the invoice number). */
  ref: string;
  /** The invoice number as printed, e.g. TP-2026-12 or DEMO-2026-3. */
  number: string;
  /** The PDF when the answer already carries it (Számlázz.hu with valaszVerzio=2, demo). */
  pdf?: Buffer;
}

export interface ReverseRequest {
  /** Our own id of the reversal (the original's external id + "-storno"). */
  externalId: string;
  original: IssuedInvoice;
  issueDate: string;
}

export type PdfResult = { ready: true; pdf: Buffer } | { ready: false; retryAfterMs: number };

/** NAV Online Számla: received (befogadva), processing, done (OK), warning, error; null: not known yet. */
export type NavStatus = 'received' | 'processing' | 'done' | 'warning' | 'error';

export interface NavState {
  status: NavStatus | null;
  /** The provider's message (Hungarian as given), for warnings and errors. */
  message: string | null;
}

export interface InvoicingAdapter {
  readonly name: 'billingo' | 'szamlazz' | 'demo';
  /** "Kapcsolat ellenőrzése": resolves when the key (and block/prefix) work; InvoicingError otherwise. */
  check(): Promise<void>;
  /** An invoice issued earlier for this external id (a retry after a timeout), or null. */
  find(externalId: string): Promise<IssuedInvoice | null>;
  issue(request: IssueRequest): Promise<IssuedInvoice>;
  reverse(request: ReverseRequest): Promise<IssuedInvoice>;
  pdf(invoice: IssuedInvoice): Promise<PdfResult>;
  navState(invoice: IssuedInvoice): Promise<NavState>;
}

/**
 * Why a call failed. `auth`: the key (or block) is wrong — no retry helps until the adviser fixes it;
 * `rejected`: the provider refused this invoice (its message says why) — no retry either;
 * `unavailable`: timeout, network error or 5xx — retried with backoff; `rate_limited`: 429, retried
 * after `retryAfterMs`. `message` is Hungarian and safe to show the adviser: it never holds the key.
 */
export class InvoicingError extends Error {
  constructor(
    readonly kind: 'auth' | 'rejected' | 'unavailable' | 'rate_limited',
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'InvoicingError';
  }

  get retryable() {
    return this.kind === 'unavailable' || this.kind === 'rate_limited';
  }
}

/** What an adapter is made with: the adviser's (or the platform's) connection. */
export interface InvoicingConnection {
  /** The Billingo API key or the Számlázz.hu Agent key (plain, only in memory). */
  secret: string;
  /** Billingo: the invoice block's id (document_block_id); Számlázz.hu: the invoice number prefix. */
  block: string | null;
  vatRate: VatRate;
}

/** Where the real services answer; tests point these at local fakes. */
export interface InvoicingEndpoints {
  billingoUrl: string;
  szamlazzUrl: string;
  /** Each request's time limit (ms). */
  timeoutMs: number;
}

export const DEFAULT_INVOICING_ENDPOINTS: InvoicingEndpoints = {
  billingoUrl: 'https://api.billingo.hu/v3',
  szamlazzUrl: 'https://www.szamlazz.hu/szamla/',
  timeoutMs: 15_000,
};
