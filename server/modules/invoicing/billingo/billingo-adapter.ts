/**
 * Billingo API v3 adapter of the invoicing port (issue 39). Every request and answer shape comes from
 * Billingo's published OpenAPI document (`billingo-openapi.json`, types generated into
 * `billingo-api.d.ts`); `server/test/fake-billingo.ts` checks each request against that document.
 *
 * Idempotency: a document carries our external id as `vendor_id`, and `GET /documents/vendor/{id}`
 * finds it again, so a retry after a lost answer first asks `find` and never issues twice. Billingo
 * itself does not enforce unique vendor ids. A reversal has no vendor id of its own (the cancel
 * endpoint takes none), so `reverse` is idempotent by reading the original's `cancelled` flag.
 */
import {
  type InvoiceLine,
  type InvoiceParty,
  type InvoicingAdapter,
  type InvoicingConnection,
  type InvoicingEndpoints,
  InvoicingError,
  type IssuedInvoice,
  type IssueRequest,
  type NavState,
  type NavStatus,
  type PdfResult,
  type ReverseRequest,
} from '../invoicing-port';
import type { components } from './billingo-api';

type Schemas = components['schemas'];
type Document = Schemas['Document'];
type Partner = Schemas['Partner'];

/** Billingo's documented per-minute limit; when a 429 names no `Retry-After`, wait a minute. */
const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000;
/** "PDF not generated yet" (202) without `Retry-After`. */
const DEFAULT_PDF_WAIT_MS = 5_000;
/** Pages of document blocks read when looking for the configured one (100 a page). */
const MAX_BLOCK_PAGES = 10;

/**
 * Billingo's Online Számla states (the `OnlineSzamlaStatusEnum` of the OpenAPI document) onto the
 * port's. Typed as a full record so a new enum value in a regenerated document fails the build.
 * `null`: nothing known yet. Documents Billingo deliberately does not report (foreign, OSS, the
 * user's choice) are a warning, so the adviser sees it; a missing NAV connection is an error.
 */
const NAV_STATES: Record<Schemas['OnlineSzamlaStatusEnum'], NavStatus | null> = {
  started: 'processing',
  sent: 'processing',
  kobak_processing: 'processing',
  not_checked: 'processing',
  received: 'received',
  processing: 'processing',
  saved: 'processing',
  done: 'done',
  validation_ok: 'done',
  nav_warn: 'warning',
  dont_send_external_import: 'warning',
  dont_send_foreign: 'warning',
  dont_send_oss: 'warning',
  dont_send_other: 'warning',
  no_send_by_user: 'warning',
  under_tax_limit: 'warning',
  aborted: 'error',
  technical_error: 'error',
  send_failed: 'error',
  forbidden: 'error',
  no_online_szamla_settings: 'error',
  empty_organization_country_code: 'error',
  empty_partner_country_code: 'error',
  empty_tax: 'error',
  invalid_address: 'error',
  invalid_client: 'error',
  invalid_conversion_rate: 'error',
  invalid_customer: 'error',
  invalid_invoice_reference: 'error',
  invalid_postalcode: 'error',
  invalid_request_signature: 'error',
  invalid_security_user: 'error',
  invalid_tax: 'error',
  invalid_tax_number: 'error',
  invalid_user_relation: 'error',
  invalid_vat_data: 'error',
  invoice_number_not_unique: 'error',
  missing_document_item_name: 'error',
  non_exist_tax_number: 'error',
  'not unique': 'error',
  not_registered_customer: 'error',
  user_has_invalid_kobak: 'error',
  user_hasnot_kobak: 'error',
};

/** Hungarian adószám: 8 digits, VAT code, county code (dashes optional on input). */
const HU_TAX_NUMBER = /^(\d{8})-?(\d)-?(\d{2})$/;

interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  accept?: string;
  /** Statuses the caller handles itself (e.g. 404 "not issued"), besides 2xx. */
  pass?: number[];
}

export function createBillingoAdapter(
  connection: InvoicingConnection,
  endpoints: InvoicingEndpoints,
  fetchImpl: typeof fetch = fetch,
): InvoicingAdapter {
  const base = endpoints.billingoUrl.replace(/\/+$/, '');

  /** Provider text is shown to the adviser: make sure it can never carry the key. */
  const redact = (text: string) => (connection.secret ? text.split(connection.secret).join('***') : text);

  /** One request with the key and the time limit; maps every failure onto an InvoicingError. */
  async function call(method: string, path: string, options: CallOptions = {}) {
    const url = new URL(base + path);
    for (const [name, value] of Object.entries(options.query ?? {}))
      url.searchParams.set(name, String(value));
    const headers: Record<string, string> = {
      'X-API-KEY': connection.secret,
      Accept: options.accept ?? 'application/json',
    };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const response = await fetchImpl(url, {
        method,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        signal: AbortSignal.timeout(endpoints.timeoutMs),
      });
      // The body is read under the same signal: a stalled answer is a timeout too.
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.ok || options.pass?.includes(response.status)) return { response, bytes };
      throw failure(response, bytes);
    } catch (error) {
      if (error instanceof InvoicingError) throw error;
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new InvoicingError('unavailable', 'A Billingo nem válaszolt időben; később újrapróbáljuk.');
      }
      throw new InvoicingError('unavailable', 'A Billingo nem érhető el; később újrapróbáljuk.');
    }
  }

  function failure(response: Response, bytes: Buffer): InvoicingError {
    const status = response.status;
    if (status === 401) {
      return new InvoicingError(
        'auth',
        'A Billingo nem fogadta el az API-kulcsot (401). Ellenőrizze a kulcsot.',
      );
    }
    if (status === 402) {
      return new InvoicingError(
        'auth',
        'A Billingo-előfizetés nem teszi lehetővé ezt a műveletet (402). Ellenőrizze az előfizetést.',
      );
    }
    if (status === 403) {
      return new InvoicingError('auth', 'Az API-kulcsnak nincs jogosultsága ehhez a művelethez (403).');
    }
    if (status === 429) {
      return new InvoicingError(
        'rate_limited',
        'A Billingo túl sok kérést kapott; rövidesen újrapróbáljuk.',
        retryAfterMs(response, DEFAULT_RATE_LIMIT_WAIT_MS),
      );
    }
    if (status >= 500) {
      return new InvoicingError(
        'unavailable',
        `A Billingo szerverhibát jelzett (${status}); később újrapróbáljuk.`,
      );
    }
    const detail = errorText(bytes);
    return new InvoicingError(
      'rejected',
      redact(`A Billingo elutasította a kérést (${status})${detail ? `: ${detail}` : '.'}`),
    );
  }

  async function json<T>(method: string, path: string, options?: CallOptions): Promise<T> {
    const { bytes } = await call(method, path, options);
    return parse<T>(bytes);
  }

  /** The configured block id, or the account's first invoice block when none is set. */
  async function resolveBlock(): Promise<number> {
    const wanted = connection.block === null ? null : Number(connection.block);
    if (wanted !== null && !Number.isInteger(wanted)) {
      throw new InvoicingError('auth', `A megadott számlatömb-azonosító („${connection.block}”) nem szám.`);
    }
    for (let page = 1; page <= MAX_BLOCK_PAGES; page += 1) {
      const list = await json<Schemas['DocumentBlockList']>('GET', '/document-blocks', {
        query: { page, per_page: 100, type: 'invoice' },
      });
      const blocks = list.data ?? [];
      const found = wanted === null ? blocks[0] : blocks.find((block) => block.id === wanted);
      if (found?.id !== undefined) return found.id;
      if (blocks.length === 0 || page >= (list.last_page ?? page)) break;
    }
    throw new InvoicingError(
      'auth',
      wanted === null
        ? 'A Billingo-fiókban nincs számlatömb; hozzon létre egyet a Billingóban.'
        : `A megadott számlatömb (${wanted}) nem található a Billingo-fiókban.`,
    );
  }

  /** The buyer as a Billingo partner: an existing one with exactly these invoice data, or a new one. */
  async function upsertPartner(buyer: InvoiceParty): Promise<number> {
    const wanted = partnerBody(buyer);
    const query = buyer.taxNumber ?? buyer.email ?? buyer.name;
    const list = await json<Schemas['PartnerList']>('GET', '/partners', { query: { query, per_page: 100 } });
    // Reuse only a partner whose printed data all match: Billingo prints the partner's stored
    // name and address, so a moved or renamed asker gets a new partner rather than an old address.
    const same = (list.data ?? []).find((partner) => samePartner(partner, wanted));
    if (same?.id !== undefined) return same.id;
    const created = await json<Partner>('POST', '/partners', { body: wanted });
    if (created.id === undefined) {
      throw new InvoicingError('unavailable', 'A Billingo nem adta vissza a partner azonosítóját.');
    }
    return created.id;
  }

  function issued(document: Document): IssuedInvoice {
    if (document.id === undefined || !document.invoice_number) {
      throw new InvoicingError(
        'unavailable',
        'A Billingo válaszából hiányzik a számla azonosítója vagy száma.',
      );
    }
    return { ref: String(document.id), number: document.invoice_number };
  }

  const documentPath = (invoice: IssuedInvoice, tail = '') => {
    if (!/^\d+$/.test(invoice.ref)) {
      throw new InvoicingError('rejected', `Érvénytelen Billingo-dokumentumazonosító: ${invoice.ref}`);
    }
    return `/documents/${invoice.ref}${tail}`;
  };

  return {
    name: 'billingo',

    async check() {
      // The cheapest authenticated read; it also proves the configured block exists.
      await resolveBlock();
    },

    async find(externalId) {
      const { response, bytes } = await call('GET', `/documents/vendor/${encodeURIComponent(externalId)}`, {
        pass: [404],
      });
      if (response.status === 404) return null;
      return issued(parse<Document>(bytes));
    },

    async issue(request: IssueRequest) {
      // A configured block is used as it is (`check` proved it exists); only a missing one costs a read.
      const configured = connection.block === null ? Number.NaN : Number(connection.block);
      const blockId = Number.isInteger(configured) ? configured : await resolveBlock();
      const partnerId = await upsertPartner(request.buyer);
      // DocumentInsert has no invoice date: Billingo dates the invoice on the day it is made,
      // which is `request.issueDate` whenever the portal issues at once.
      const body: Schemas['DocumentInsert'] = {
        vendor_id: request.externalId,
        partner_id: partnerId,
        block_id: blockId,
        type: 'invoice',
        fulfillment_date: request.fulfillmentDate,
        due_date: request.dueDate,
        payment_method: request.paid ? 'bankcard' : 'wire_transfer',
        language: 'hu',
        currency: 'HUF',
        electronic: true,
        paid: request.paid !== null,
        comment: request.comment,
        items: request.items.map(documentItem),
      };
      return issued(await json<Document>('POST', '/documents', { body }));
    },

    async reverse(request: ReverseRequest) {
      const original = await json<Document>('GET', documentPath(request.original));
      if (original.cancelled) {
        // Cancelled already (an earlier answer was lost): return the cancellation document.
        for (const related of original.related_documents ?? []) {
          if (related.id === undefined) continue;
          const document = await json<Document>('GET', `/documents/${related.id}`);
          if (document.type === 'cancellation') return issued(document);
        }
        throw new InvoicingError(
          'rejected',
          'A számla már sztornózva van, de a sztornószámla nem található.',
        );
      }
      // The cancellation document is dated by Billingo on the day it is made (no date field).
      return issued(await json<Document>('POST', documentPath(request.original, '/cancel')));
    },

    async pdf(invoice): Promise<PdfResult> {
      const { response, bytes } = await call('GET', documentPath(invoice, '/download'), {
        accept: 'application/pdf, application/json',
      });
      if (response.status === 202) {
        return { ready: false, retryAfterMs: retryAfterMs(response, DEFAULT_PDF_WAIT_MS) };
      }
      if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
        throw new InvoicingError('unavailable', 'A Billingo nem PDF-et küldött; később újrapróbáljuk.');
      }
      return { ready: true, pdf: bytes };
    },

    async navState(invoice): Promise<NavState> {
      // 404 ("NavOnlineSzamla is not found"): nothing was reported (yet).
      const { response, bytes } = await call('GET', documentPath(invoice, '/online-szamla'), { pass: [404] });
      if (response.status === 404) return { status: null, message: null };
      const state = parse<Schemas['OnlineSzamlaStatus']>(bytes);
      const raw = state.status ?? '';
      const status = raw in NAV_STATES ? NAV_STATES[raw as keyof typeof NAV_STATES] : null;
      const messages = (state.messages ?? [])
        .map((message) => message.human_readable_message || message.validation_error_code || '')
        .filter((text) => text !== '');
      const unknown =
        status === null && raw !== '' && !(raw in NAV_STATES) ? [`ismeretlen állapot: ${raw}`] : [];
      const text = [...messages, ...unknown].join('; ');
      return { status, message: text === '' ? null : redact(text) };
    },
  };
}

function parse<T>(bytes: Buffer): T {
  try {
    return JSON.parse(bytes.toString('utf8')) as T;
  } catch {
    throw new InvoicingError('unavailable', 'A Billingo érthetetlen választ adott; később újrapróbáljuk.');
  }
}

function documentItem(line: InvoiceLine): Schemas['DocumentProductData'] {
  return {
    name: line.name,
    unit_price: line.grossUnitPriceHuf,
    unit_price_type: 'gross',
    quantity: line.quantity,
    unit: line.unit,
    vat: line.vatRate,
    // The exemption's legal ground, which NAV's data needs for AAM / TAM lines.
    ...(line.vatRate === '27%' ? {} : { entitlement: line.vatRate }),
  };
}

function partnerBody(buyer: InvoiceParty): Partner {
  const address: Schemas['Address'] = {
    country_code: buyer.country.toUpperCase() as Schemas['Country'],
    post_code: buyer.zipCode,
    city: buyer.city,
    address: buyer.address,
  };
  const emails = buyer.email ? [buyer.email] : [];
  if (buyer.taxNumber === null) {
    return { name: buyer.name, address, emails, tax_type: 'NO_TAX_NUMBER' };
  }
  const hu = HU_TAX_NUMBER.exec(buyer.taxNumber.trim());
  if (hu) {
    return {
      name: buyer.name,
      address,
      emails,
      taxcode: `${hu[1]}-${hu[2]}-${hu[3]}`,
      tax_type: 'HAS_TAX_NUMBER',
    };
  }
  // Anything else is a foreign (EU) VAT number.
  return { name: buyer.name, address, emails, taxcode: buyer.taxNumber.trim(), tax_type: 'FOREIGN' };
}

function samePartner(found: Partner, wanted: Partner) {
  const norm = (value: string | undefined) => (value ?? '').trim().toLowerCase();
  const a = found.address;
  const b = wanted.address;
  return (
    norm(found.name) === norm(wanted.name) &&
    norm(found.taxcode) === norm(wanted.taxcode) &&
    (found.tax_type ?? '') === (wanted.tax_type ?? '') &&
    a !== undefined &&
    b !== undefined &&
    norm(a.country_code) === norm(b.country_code) &&
    norm(a.post_code) === norm(b.post_code) &&
    norm(a.city) === norm(b.city) &&
    norm(a.address) === norm(b.address) &&
    (wanted.emails ?? []).every((email) => (found.emails ?? []).some((own) => norm(own) === norm(email)))
  );
}

/** `Retry-After` in seconds (or an HTTP date) as milliseconds; the fallback when absent or unreadable. */
function retryAfterMs(response: Response, fallback: number) {
  const header = response.headers.get('retry-after');
  if (header === null) return fallback;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? fallback : Math.max(0, date - Date.now());
}

/** Billingo's error text: `{error:{message}}`, or `{message, errors:[{field, message}]}` for a 422. */
function errorText(bytes: Buffer): string {
  try {
    const body = JSON.parse(bytes.toString('utf8')) as {
      message?: string;
      errors?: { field?: string; message?: string }[];
      error?: { message?: string };
    };
    const fields = (body.errors ?? [])
      .map((error) => [error.field, error.message].filter(Boolean).join(': '))
      .filter((text) => text !== '');
    return [body.error?.message ?? body.message, ...fields].filter(Boolean).join('; ');
  } catch {
    return '';
  }
}
