/**
 * Számlázz.hu Számla Agent adapter of the invoicing port (issue 39). Each call is one multipart POST
 * whose single file field names the action; the XML follows Számlázz.hu's published XSDs
 * (`./xsd/`, element order included), which `server/test/fake-szamlazz.ts` validates every request
 * against with xmllint. Answers are asked for in `valaszVerzio` 2: an `xmlszamlavalasz` document
 * (with the PDF in base64); errors come in the `szlahu_error_code` / `szlahu_error` headers and in
 * the answer's `hibakod` / `hibauzenet`.
 *
 * Idempotency: every invoice and reversal carries our external id as `szamlaKulsoAzon`, and the
 * invoice-data query (`action-szamla_agent_xml`) finds a document by it, so a retry after a lost
 * answer finds what was issued instead of issuing twice.
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
  type PdfResult,
  type ReverseRequest,
} from '../invoicing-port';
import { childText, el, leaf, parseXml, type XmlElement, xmlDocument } from './xml';

/** The multipart field name selects the Agent's action. */
export const SZAMLAZZ_ACTIONS = {
  issue: 'action-xmlagentxmlfile',
  reverse: 'action-szamla_agent_st',
  query: 'action-szamla_agent_xml',
  pdf: 'action-szamla_agent_pdf',
} as const;

/** The Agent's error codes this adapter tells apart (docs.szamlazz.hu, "Hibakódok"). */
const CODE = {
  maintenance: 1,
  login: 3,
  /** The query found no document for the number / order number / external id. */
  notFound: 7,
  eInvoiceNotAllowed: 54,
  agentDisabled: 136,
  ambiguousLogin: 164,
  unknownPrefix: 202,
} as const;

const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000;
const DEFAULT_PDF_WAIT_MS = 5_000;

const EU_COUNTRIES = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);
const HU_TAX_NUMBER = /^(\d{8})-?(\d)-?(\d{2})$/;

type AgentAnswer =
  | { ok: true; document: XmlElement; headers: Headers }
  | { ok: false; code: number | null; message: string };

export function createSzamlazzAdapter(
  connection: InvoicingConnection,
  endpoints: InvoicingEndpoints,
  fetchImpl: typeof fetch = fetch,
): InvoicingAdapter {
  /** Provider text is shown to the adviser: make sure it can never carry the key. */
  const redact = (text: string) => (connection.secret ? text.split(connection.secret).join('***') : text);

  /** One Agent call: the XML as the action's file field, under the time limit. */
  async function post(action: string, xml: string): Promise<AgentAnswer> {
    const form = new FormData();
    form.append(action, new Blob([xml], { type: 'text/xml' }), 'request.xml');
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(endpoints.szamlazzUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(endpoints.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new InvoicingError('unavailable', 'A Számlázz.hu nem válaszolt időben; később újrapróbáljuk.');
      }
      throw new InvoicingError('unavailable', 'A Számlázz.hu nem érhető el; később újrapróbáljuk.');
    }
    if (response.status === 429) {
      throw new InvoicingError(
        'rate_limited',
        'A Számlázz.hu túl sok kérést kapott; rövidesen újrapróbáljuk.',
        retryAfterMs(response.headers.get('retry-after'), DEFAULT_RATE_LIMIT_WAIT_MS),
      );
    }
    if (response.status >= 500) {
      throw new InvoicingError(
        'unavailable',
        `A Számlázz.hu szerverhibát jelzett (${response.status}); később újrapróbáljuk.`,
      );
    }
    let document: XmlElement | null = null;
    try {
      document = parseXml(text);
    } catch {
      document = null;
    }
    const headerCode = response.headers.get('szlahu_error_code');
    if (headerCode) {
      return {
        ok: false,
        code: Number(headerCode),
        message: headerText(response.headers.get('szlahu_error')),
      };
    }
    if (document?.name === 'xmlszamlavalasz' && childText(document, 'sikeres') === 'false') {
      return {
        ok: false,
        code: Number(childText(document, 'hibakod')),
        message: childText(document, 'hibauzenet') ?? '',
      };
    }
    if (!response.ok) return { ok: false, code: null, message: `HTTP ${response.status}` };
    if (!document) {
      throw new InvoicingError(
        'unavailable',
        'A Számlázz.hu érthetetlen választ adott; később újrapróbáljuk.',
      );
    }
    return { ok: true, document, headers: response.headers };
  }

  /** An Agent error as the port's error kinds. */
  function refusal(code: number | null, message: string): InvoicingError {
    const detail = message ? `: ${redact(message)}` : '.';
    switch (code) {
      case CODE.maintenance:
        return new InvoicingError(
          'unavailable',
          'A Számlázz.hu karbantartás miatt nem érhető el; később újrapróbáljuk.',
        );
      case CODE.login:
        return new InvoicingError(
          'auth',
          'A Számlázz.hu nem fogadta el a Számla Agent kulcsot (hibakód: 3). Ellenőrizze a kulcsot.',
        );
      case CODE.eInvoiceNotAllowed:
        return new InvoicingError('auth', 'A Számlázz.hu-fiók nem állíthat ki e-számlát (hibakód: 54).');
      case CODE.agentDisabled:
        return new InvoicingError(
          'auth',
          'A Számla Agent ezzel a fiókkal nem használható (hibakód: 136); lépjen be a Számlázz.hu-ba.',
        );
      case CODE.ambiguousLogin:
        return new InvoicingError(
          'auth',
          'A belépés nem egyértelmű (hibakód: 164); használjon Számla Agent kulcsot.',
        );
      case CODE.unknownPrefix:
        return new InvoicingError(
          'auth',
          `A számlaszám-előtag („${connection.block ?? ''}”) nem használható (hibakód: 202); vegye fel a Számlázz.hu-ban.`,
        );
      default:
        return new InvoicingError(
          'rejected',
          `A Számlázz.hu elutasította a kérést${code ? ` (hibakód: ${code})` : ''}${detail}`,
        );
    }
  }

  async function succeed(action: string, xml: string) {
    const answer = await post(action, xml);
    if (!answer.ok) throw refusal(answer.code, answer.message);
    return answer;
  }

  /** An issue / reversal answer (`xmlszamlavalasz`) as the port's issued invoice, PDF included. */
  function issued(answer: { document: XmlElement; headers: Headers }): IssuedInvoice {
    const number = childText(answer.document, 'szamlaszam') ?? answer.headers.get('szlahu_szamlaszam');
    if (!number) throw new InvoicingError('unavailable', 'A Számlázz.hu válaszából hiányzik a számlaszám.');
    const pdf = childText(answer.document, 'pdf');
    return { ref: number, number, ...(pdf ? { pdf: Buffer.from(pdf, 'base64') } : {}) };
  }

  const settings = (externalId: string) =>
    el('beallitasok', [
      leaf('szamlaagentkulcs', connection.secret),
      leaf('eszamla', true),
      leaf('szamlaLetoltes', true),
      leaf('valaszVerzio', 2),
      leaf('szamlaKulsoAzon', externalId),
    ]);

  async function find(externalId: string): Promise<IssuedInvoice | null> {
    // Element order of xmlszamlaxml.xsd: key, number, order number, pdf, external id.
    const xml = xmlDocument('xmlszamlaxml', [
      leaf('szamlaagentkulcs', connection.secret),
      leaf('pdf', false),
      leaf('szamlaKulsoAzon', externalId),
    ]);
    const answer = await post(SZAMLAZZ_ACTIONS.query, xml);
    if (!answer.ok) {
      if (answer.code === CODE.notFound) return null;
      throw refusal(answer.code, answer.message);
    }
    const alap = answer.document.children.find((element) => element.name === 'alap');
    const number = childText(alap, 'szamlaszam');
    if (answer.document.name !== 'szamla' || !number) {
      throw new InvoicingError('unavailable', 'A Számlázz.hu számlaadat-válasza hiányos.');
    }
    return { ref: number, number };
  }

  return {
    name: 'szamlazz',

    async check() {
      // The Agent has no "who am I" call, and issuing anything to test a key is out of the question.
      // So: ask for the data of an invoice that cannot exist. A wrong key answers a login error
      // (code 3 → `auth`); a good key answers "not found" (code 7). The number prefix cannot be
      // checked this way: an unknown prefix surfaces (code 202) at the first invoice.
      await find(`kapcsolat-ellenorzes-${Date.now().toString(36)}`);
    },

    find,

    async issue(request: IssueRequest) {
      return issued(await succeed(SZAMLAZZ_ACTIONS.issue, invoiceXml(request, settings, connection.block)));
    },

    async reverse(request: ReverseRequest) {
      // The reversal carries its own external id, so an earlier, lost reversal is found again.
      const earlier = await find(request.externalId);
      if (earlier) return earlier;
      const xml = xmlDocument('xmlszamlast', [
        settings(request.externalId),
        el('fejlec', [
          leaf('szamlaszam', request.original.ref),
          leaf('keltDatum', request.issueDate),
          leaf('tipus', 'SS'),
        ]),
      ]);
      return issued(await succeed(SZAMLAZZ_ACTIONS.reverse, xml));
    },

    async pdf(invoice): Promise<PdfResult> {
      const xml = xmlDocument('xmlszamlapdf', [
        leaf('szamlaagentkulcs', connection.secret),
        leaf('szamlaszam', invoice.ref),
        leaf('valaszVerzio', 2),
      ]);
      const answer = await succeed(SZAMLAZZ_ACTIONS.pdf, xml);
      const pdf = childText(answer.document, 'pdf');
      if (!pdf) return { ready: false, retryAfterMs: DEFAULT_PDF_WAIT_MS };
      return { ready: true, pdf: Buffer.from(pdf, 'base64') };
    },

    async navState(): Promise<NavState> {
      // Számlázz.hu reports every invoice to NAV Online Számla itself, and the Agent exposes no NAV
      // state: neither `xmlszamlavalasz` nor the invoice-data answer (`szamla.xsd`) has such a field.
      return { status: null, message: null };
    },
  };
}

/** One invoice line's amounts from its gross price, in whole forints (net = gross when exempt). */
export function lineAmounts(line: InvoiceLine) {
  const gross = Math.round(line.grossUnitPriceHuf * line.quantity);
  const net = line.vatRate === '27%' ? Math.round(gross / 1.27) : gross;
  return {
    rate: line.vatRate === '27%' ? '27' : line.vatRate,
    unitNet: Math.round((net / line.quantity) * 100) / 100,
    net,
    vat: gross - net,
    gross,
  };
}

function invoiceXml(request: IssueRequest, settings: (externalId: string) => string, prefix: string | null) {
  return xmlDocument('xmlszamla', [
    settings(request.externalId),
    el('fejlec', [
      leaf('keltDatum', request.issueDate),
      leaf('teljesitesDatum', request.fulfillmentDate),
      leaf('fizetesiHataridoDatum', request.dueDate),
      leaf('fizmod', request.paid ? 'bankkártya' : 'átutalás'),
      leaf('penznem', 'HUF'),
      leaf('szamlaNyelve', 'hu'),
      leaf('megjegyzes', request.comment),
      leaf('szamlaszamElotag', prefix),
      leaf('fizetve', request.paid !== null),
    ]),
    // The seller's data come from the Számlázz.hu account; nothing needs overriding.
    el('elado', []),
    buyerXml(request.buyer),
    el(
      'tetelek',
      request.items.map((line) => {
        const amounts = lineAmounts(line);
        return el('tetel', [
          leaf('megnevezes', line.name),
          leaf('mennyiseg', line.quantity),
          leaf('mennyisegiEgyseg', line.unit),
          leaf('nettoEgysegar', amounts.unitNet),
          leaf('afakulcs', amounts.rate),
          leaf('nettoErtek', amounts.net),
          leaf('afaErtek', amounts.vat),
          leaf('bruttoErtek', amounts.gross),
        ]);
      }),
    ),
  ]);
}

function buyerXml(buyer: InvoiceParty) {
  const taxNumber = buyer.taxNumber?.trim() ?? null;
  const hu = taxNumber ? HU_TAX_NUMBER.exec(taxNumber) : null;
  // adoalany: -1 no tax number (private person), 1 Hungarian tax number, 6 EU, 7 outside the EU.
  const subject = taxNumber === null ? -1 : hu ? 1 : EU_COUNTRIES.has(buyer.country.toUpperCase()) ? 6 : 7;
  return el('vevo', [
    leaf('nev', buyer.name),
    leaf('orszag', countryName(buyer.country)),
    leaf('irsz', buyer.zipCode),
    leaf('telepules', buyer.city),
    leaf('cim', buyer.address),
    leaf('email', buyer.email),
    leaf('adoalany', subject),
    leaf('adoszam', hu ? `${hu[1]}-${hu[2]}-${hu[3]}` : null),
    leaf('adoszamEU', taxNumber !== null && !hu ? taxNumber : null),
  ]);
}

/** `orszag` is free text printed on the invoice: the country's Hungarian name. */
function countryName(code: string) {
  try {
    return new Intl.DisplayNames(['hu'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The headers are URL-encoded (`+` for space). */
function headerText(value: string | null) {
  if (!value) return '';
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

function retryAfterMs(header: string | null, fallback: number) {
  if (header === null) return fallback;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? fallback : Math.max(0, date - Date.now());
}
