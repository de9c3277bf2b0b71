import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { child, childText, escapeXml, parseXml, type XmlElement } from '../modules/invoicing/szamlazz/xml';

const xsd = (file: string) =>
  fileURLToPath(new URL(`../modules/invoicing/szamlazz/xsd/${file}`, import.meta.url));

/** The actions the fake knows, each with the published schema its XML must satisfy. */
const ACTIONS: Record<string, { schema: string; root: string }> = {
  'action-xmlagentxmlfile': { schema: xsd('xmlszamla.xsd'), root: 'xmlszamla' },
  'action-szamla_agent_st': { schema: xsd('xmlszamlast.xsd'), root: 'xmlszamlast' },
  'action-szamla_agent_xml': { schema: xsd('xmlszamlaxml.xsd'), root: 'xmlszamlaxml' },
  'action-szamla_agent_pdf': { schema: xsd('xmlszamlapdf.xsd'), root: 'xmlszamlapdf' },
};
const ANSWER_SCHEMA = xsd('xmlszamlavalasz.xsd');
const INVOICE_DATA_SCHEMA = xsd('szamla.xsd');

/**
 * Validates an XML document against an XSD with Debian's xmllint (package libxml2-utils), reading
 * the document from stdin. Resolves to the schema errors; none when valid.
 */
export function xmllint(schema: string, xml: string): Promise<string[]> {
  return new Promise((resolve) => {
    const lint = spawn('xmllint', ['--noout', '--schema', schema, '-'], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let errors = '';
    lint.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    lint.on('error', (error) => resolve([`xmllint: ${error.message}`]));
    lint.on('close', (code) =>
      resolve(
        code === 0
          ? []
          : errors
              .split('\n')
              .filter((line) => line.trim() !== '' && !line.includes('fails to validate'))
              .concat(errors.trim() === '' ? [`xmllint exited with ${code}`] : []),
      ),
    );
    lint.stdin.end(xml);
  });
}

export interface SzamlazzRequest {
  action: string;
  xml: string;
  errors: string[];
}

export interface FakeSzamlazzInvoice {
  number: string;
  externalId: string | null;
  kind: 'invoice' | 'storno';
  /** The request's XML root, as sent. */
  request: XmlElement;
  net: number;
  vat: number;
  gross: number;
  paid: boolean;
  reversedBy: string | null;
  reverses: string | null;
}

/** A tiny, real PDF (one empty page), as the Agent would send base64 in the answer. */
export const FAKE_SZAMLAZZ_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/**
 * A stand-in of the Számla Agent (https://www.szamlazz.hu/szamla/) on a local port.
 *
 * It takes multipart requests with one file field whose name is the action, validates the XML
 * against the published XSD of that action with xmllint (a request that does not match is kept in
 * `violations` and answered with the Agent's "XML read error", code 57), and answers as the Agent
 * does with `valaszVerzio` 2: an `xmlszamlavalasz` document with the PDF in base64, errors in the
 * `szlahu_error_code` / `szlahu_error` headers, "not found" of the invoice-data query as a body-only
 * code 7. Its own answers are validated against `xmlszamlavalasz.xsd` / `szamla.xsd`
 * (`answerViolations`). Invoices are kept by `szamlaKulsoAzon` so `find` works; reversals are
 * recorded. Knobs: wrong key (code 3) by construction, maintenance (code 1), down (HTTP 500), the
 * next N requests hang or answer 429, a chosen action's answer is lost after it was carried out.
 */
export async function startFakeSzamlazz(options: { agentKey?: string; prefix?: string } = {}) {
  const agentKey = options.agentKey ?? 'szamla-agent-test-key';
  const defaultPrefix = options.prefix ?? 'E-TP';
  const requests: SzamlazzRequest[] = [];
  const answerViolations: string[] = [];
  const invoices: FakeSzamlazzInvoice[] = [];
  const counters = new Map<string, number>();
  const knobs = {
    down: false,
    maintenance: false,
    hang: 0,
    rateLimited: 0,
    retryAfterSeconds: 11,
    /** The next request of this action is carried out, but its answer never comes. */
    loseAnswerTo: null as string | null,
  };
  const hanging = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks)).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
    });
  });

  function answer(res: ServerResponse, xml: string, headers: Record<string, string> = {}) {
    res.writeHead(200, { 'content-type': 'application/xml; charset=UTF-8', ...headers });
    res.end(xml);
  }

  async function fail(res: ServerResponse, code: number, message: string, inHeaders = true) {
    const xml = valasz([
      `<sikeres>false</sikeres>`,
      `<hibakod>${code}</hibakod>`,
      cdata('hibauzenet', message),
    ]);
    answerViolations.push(...(await xmllint(ANSWER_SCHEMA, xml)));
    const headers: Record<string, string> = inHeaders
      ? { szlahu_error_code: String(code), szlahu_error: encodeURIComponent(message) }
      : {};
    return answer(res, xml, headers);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, raw: Buffer) {
    if (knobs.hang > 0) {
      knobs.hang -= 1;
      hanging.add(res);
      return;
    }
    if (knobs.down) {
      res.writeHead(500, { 'content-type': 'text/html' });
      return res.end('<html><body>Internal Server Error</body></html>');
    }
    if (knobs.rateLimited > 0) {
      knobs.rateLimited -= 1;
      res.writeHead(429, { 'Retry-After': String(knobs.retryAfterSeconds) });
      return res.end();
    }
    const record: SzamlazzRequest = { action: '', xml: '', errors: [] };
    requests.push(record);
    if (req.method !== 'POST') record.errors.push(`method ${req.method}: the Agent takes POST only`);
    const contentType = req.headers['content-type'] ?? '';
    if (!contentType.startsWith('multipart/form-data')) record.errors.push('not multipart/form-data');
    let fields: [string, FormDataEntryValue][] = [];
    try {
      const form = await new Request('http://agent.local/', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(raw),
      }).formData();
      fields = [...form.entries()];
    } catch {
      record.errors.push('the body is not a readable multipart form');
    }
    if (fields.length !== 1) record.errors.push(`expected exactly one form field, got ${fields.length}`);
    const [name, value] = fields[0] ?? ['', ''];
    record.action = name;
    record.xml = typeof value === 'string' ? value : await value.text();
    const action = ACTIONS[name];
    if (!action) record.errors.push(`unknown action field: ${name || '(none)'}`);
    else record.errors.push(...(await xmllint(action.schema, record.xml)));
    if (record.errors.length > 0) return fail(res, 57, 'XML olvasási hiba. Hibás a beküldött XML.');

    const root = parseXml(record.xml);
    const settings = child(root, 'beallitasok') ?? root;
    if (childText(settings, 'szamlaagentkulcs') !== agentKey) {
      return fail(
        res,
        3,
        'Bejelentkezési hiba - a megadott login név és jelszó pároshoz nem létezik felhasználó',
      );
    }
    if (knobs.maintenance)
      return fail(res, 1, 'Rendszerkarbantartás, kérjük próbálja meg néhány perc múlva.');

    const lose = knobs.loseAnswerTo === name;
    if (lose) knobs.loseAnswerTo = null;
    const reply = async (xml: string, schema: string, headers: Record<string, string> = {}) => {
      answerViolations.push(...(await xmllint(schema, xml)));
      if (lose) {
        hanging.add(res);
        return;
      }
      return answer(res, xml, headers);
    };

    if (name === 'action-xmlagentxmlfile') {
      const amountError = checkAmounts(root);
      if (amountError) return fail(res, amountError.code, amountError.message);
      const fejlec = child(root, 'fejlec');
      const totals = sum(root);
      const invoice = store({
        number: nextNumber(childText(fejlec, 'szamlaszamElotag') ?? defaultPrefix),
        externalId: childText(settings, 'szamlaKulsoAzon'),
        kind: 'invoice',
        request: root,
        ...totals,
        paid: childText(fejlec, 'fizetve') === 'true',
        reversedBy: null,
        reverses: null,
      });
      return reply(issuedAnswer(invoice, childText(settings, 'szamlaLetoltes') === 'true'), ANSWER_SCHEMA, {
        szlahu_szamlaszam: invoice.number,
        szlahu_nettovegosszeg: String(invoice.net),
        szlahu_bruttovegosszeg: String(invoice.gross),
      });
    }
    if (name === 'action-szamla_agent_st') {
      const number = childText(child(root, 'fejlec'), 'szamlaszam');
      const original = invoices.find((invoice) => invoice.number === number && invoice.kind === 'invoice');
      if (!original) return fail(res, 335, `A sztornózandó számla nem található: ${number}`);
      if (original.reversedBy) return fail(res, 336, `A számla már sztornózva van: ${original.reversedBy}`);
      const storno = store({
        number: nextNumber(original.number.replace(/-\d+-\d+$/, '')),
        externalId: childText(settings, 'szamlaKulsoAzon'),
        kind: 'storno',
        request: original.request,
        net: -original.net,
        vat: -original.vat,
        gross: -original.gross,
        paid: original.paid,
        reversedBy: null,
        reverses: original.number,
      });
      original.reversedBy = storno.number;
      return reply(issuedAnswer(storno, childText(settings, 'szamlaLetoltes') === 'true'), ANSWER_SCHEMA, {
        szlahu_szamlaszam: storno.number,
      });
    }
    const found = findInvoice(root);
    if (name === 'action-szamla_agent_xml') {
      // Observed behaviour: "not found" is a body-only code 7 (no error headers).
      if (!found) {
        return fail(
          res,
          7,
          'Hiányzó adat: számla xml (ismeretlen számlaszám, rendelésszám vagy külső azonosító).',
          false,
        );
      }
      return reply(invoiceData(found), INVOICE_DATA_SCHEMA);
    }
    // action-szamla_agent_pdf
    if (!found) return fail(res, 7, 'Hiányzó adat: a számla nem található.');
    return reply(issuedAnswer(found, true), ANSWER_SCHEMA, { szlahu_szamlaszam: found.number });
  }

  function store(invoice: FakeSzamlazzInvoice) {
    invoices.push(invoice);
    return invoice;
  }

  function nextNumber(prefix: string) {
    const next = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, next);
    return `${prefix}-2026-${next}`;
  }

  /** By number, or by external id: the newest document under it, as the Agent answers. */
  function findInvoice(root: XmlElement) {
    const number = childText(root, 'szamlaszam');
    const externalId = childText(root, 'szamlaKulsoAzon');
    return invoices
      .filter((invoice) =>
        number ? invoice.number === number : externalId && invoice.externalId === externalId,
      )
      .at(-1);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/szamla/`,
    agentKey,
    knobs,
    requests,
    invoices,
    /** Requests that did not match the published XSDs (or were not a proper Agent request at all). */
    get violations() {
      return requests.filter((request) => request.errors.length > 0);
    },
    /** The fake's own answers that did not match `xmlszamlavalasz.xsd` / `szamla.xsd`. */
    answerViolations,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeSzamlazz = Awaited<ReturnType<typeof startFakeSzamlazz>>;

const cdata = (name: string, text: string) => `<${name}><![CDATA[${text}]]></${name}>`;

function valasz(children: string[]) {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<xmlszamlavalasz xmlns="http://www.szamlazz.hu/xmlszamlavalasz">${children.join('')}</xmlszamlavalasz>\n`;
}

function issuedAnswer(invoice: FakeSzamlazzInvoice, withPdf: boolean) {
  return valasz([
    '<sikeres>true</sikeres>',
    `<szamlaszam>${escapeXml(invoice.number)}</szamlaszam>`,
    `<szamlanetto>${invoice.net}</szamlanetto>`,
    `<szamlabrutto>${invoice.gross}</szamlabrutto>`,
    `<kintlevoseg>${invoice.paid ? 0 : invoice.gross}</kintlevoseg>`,
    withPdf ? `<pdf>${FAKE_SZAMLAZZ_PDF.toString('base64')}</pdf>` : '',
  ]);
}

const rateOf = (afakulcs: string | null) =>
  afakulcs && /^\d+(\.\d+)?$/.test(afakulcs) ? Number(afakulcs) : 0;

/** The Agent checks each line's arithmetic (codes 259–261); so does the fake, to within a forint. */
function checkAmounts(root: XmlElement) {
  for (const tetel of child(root, 'tetelek')?.children ?? []) {
    const number = (name: string) => Number(childText(tetel, name));
    const net = number('nettoErtek');
    if (Math.abs(number('nettoEgysegar') * number('mennyiseg') - net) > 1) {
      return { code: 259, message: 'A tétel nettó értéke nem megfelelő.' };
    }
    if (Math.abs((net * rateOf(childText(tetel, 'afakulcs'))) / 100 - number('afaErtek')) > 1) {
      return { code: 260, message: 'A tétel áfa értéke nem megfelelő.' };
    }
    if (Math.abs(net + number('afaErtek') - number('bruttoErtek')) > 0.01) {
      return { code: 261, message: 'A tétel bruttó értéke nem megfelelő.' };
    }
  }
  return null;
}

function sum(root: XmlElement) {
  const lines = child(root, 'tetelek')?.children ?? [];
  const total = (name: string) => lines.reduce((acc, tetel) => acc + Number(childText(tetel, name)), 0);
  return { net: total('nettoErtek'), vat: total('afaErtek'), gross: total('bruttoErtek') };
}

/** The invoice-data answer (`szamla`, szamla.xsd), with the elements the schema requires. */
function invoiceData(invoice: FakeSzamlazzInvoice) {
  const text = (name: string, value: string | number | null) =>
    value === null ? '' : `<${name}>${escapeXml(String(value))}</${name}>`;
  const fejlec = child(invoice.request, 'fejlec');
  const vevo = child(invoice.request, 'vevo');
  const fizmod = childText(fejlec, 'fizmod') ?? 'átutalás';
  const sign = invoice.kind === 'storno' ? -1 : 1;
  const lines = (child(invoice.request, 'tetelek')?.children ?? []).map((tetel, index) => {
    const afakulcs = childText(tetel, 'afakulcs');
    const exempt = afakulcs === 'AAM' || afakulcs === 'TAM';
    return (
      '<tetel>' +
      text('nev', childText(tetel, 'megnevezes')) +
      text('mennyiseg', sign * Number(childText(tetel, 'mennyiseg'))) +
      text('mennyisegiegyseg', childText(tetel, 'mennyisegiEgyseg')) +
      text('nettoegysegar', childText(tetel, 'nettoEgysegar')) +
      (exempt ? text('afatipus', afakulcs) : '') +
      text('afakulcs', rateOf(afakulcs)) +
      text('netto', sign * Number(childText(tetel, 'nettoErtek'))) +
      text('afa', sign * Number(childText(tetel, 'afaErtek'))) +
      text('brutto', sign * Number(childText(tetel, 'bruttoErtek'))) +
      text('sztetordering', index + 1) +
      '</tetel>'
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<szamla xmlns="http://www.szamlazz.hu/szamla">' +
    '<szallito><id>201</id><nev>Teszt Tanácsadó</nev><cim><orszag>Magyarország</orszag><irsz>1011</irsz>' +
    '<telepules>Budapest</telepules><cim>Fő utca 2.</cim></cim><adoszam>12345678-1-41</adoszam></szallito>' +
    '<alap>' +
    text('id', 529_000 + Number(invoice.number.split('-').at(-1))) +
    text('szamlaszam', invoice.number) +
    text('gazdEsemAzon', 1) +
    text('tipus', invoice.kind === 'storno' ? 'SS' : 'SZ') +
    text('eszamla', childText(child(invoice.request, 'beallitasok'), 'eszamla') === 'true' ? 1 : 0) +
    text('hivszamlaszam', invoice.reverses) +
    text('kelt', childText(fejlec, 'keltDatum') ?? '2026-11-22') +
    text('telj', childText(fejlec, 'teljesitesDatum')) +
    text('fizh', childText(fejlec, 'fizetesiHataridoDatum')) +
    text('fizmod', fizmod) +
    text('fizmodunified', fizmod) +
    text('keszpenz', 'false') +
    text('nyelv', childText(fejlec, 'szamlaNyelve')) +
    text('devizanem', childText(fejlec, 'penznem')) +
    text('megjegyzes', childText(fejlec, 'megjegyzes')) +
    text('penzforg', 'false') +
    text('kata', 'false') +
    text('katafokonyv', 'false') +
    text('email', childText(vevo, 'email')) +
    text('teszt', 'true') +
    text('sztornozott', invoice.reversedBy ? 'true' : 'false') +
    '</alap><vevo>' +
    text('nev', childText(vevo, 'nev')) +
    '<cim>' +
    text('orszag', childText(vevo, 'orszag')) +
    text('irsz', childText(vevo, 'irsz')) +
    text('telepules', childText(vevo, 'telepules')) +
    text('cim', childText(vevo, 'cim')) +
    '</cim>' +
    text('email', childText(vevo, 'email')) +
    `<adoszam>${escapeXml(childText(vevo, 'adoszam') ?? '')}</adoszam>` +
    text('adoszameu', childText(vevo, 'adoszamEU')) +
    text('lokacio', 1) +
    text('privatePersonIndicator', childText(vevo, 'adoalany') === '-1' ? 'true' : 'false') +
    `</vevo><tetelek>${lines.join('')}</tetelek>` +
    '<osszegek><afakulcsossz>' +
    text('afakulcs', 0) +
    text('netto', invoice.net) +
    text('afa', invoice.vat) +
    text('brutto', invoice.gross) +
    '</afakulcsossz><totalossz>' +
    text('netto', invoice.net) +
    text('afa', invoice.vat) +
    text('brutto', invoice.gross) +
    '</totalossz></osszegek></szamla>\n'
  );
}
