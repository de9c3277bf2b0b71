import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { components } from '../modules/invoicing/billingo/billingo-api';

type Schemas = components['schemas'];
type Document = Schemas['Document'];
type Partner = Schemas['Partner'];

/** Billingo's published OpenAPI document, the one the adapter's types are generated from. */
const openapi = JSON.parse(
  readFileSync(new URL('../modules/invoicing/billingo/billingo-openapi.json', import.meta.url), 'utf8'),
) as OpenApiDocument;

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
}

/** A request the fake saw, and what was wrong with it against the OpenAPI document (if anything). */
export interface BillingoRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  errors: string[];
}

/** A tiny, real PDF (one empty page), as Billingo's download would send. */
export const FAKE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/**
 * A stand-in of Billingo API v3 on a local port (node:http, port 0), for the adapter's tests.
 *
 * Every request is checked against Billingo's published OpenAPI document (operation, path and query
 * parameters, request body schema, the `X-API-KEY` of its security scheme); a request that does not
 * match answers 400 with the errors and is kept in `violations`, so a test can assert there were
 * none. Its own JSON answers are validated against the document's response schemas too
 * (`answerViolations`). Partners and documents live in memory; like the real service, nothing makes
 * `vendor_id` unique. Knobs: a wrong key (401), the next N requests 429 with `Retry-After`, hang, or
 * are carried out with their answer lost; the whole service down (500); the PDF not yet generated
 * (202) the first N downloads; the Online Számla state to report.
 */
export async function startFakeBillingo(options: { apiKey?: string } = {}) {
  const apiKey = options.apiKey ?? 'billingo-test-key';
  const requests: BillingoRequest[] = [];
  const answerViolations: string[] = [];
  const partners: Partner[] = [];
  const documents: Document[] = [];
  const blocks: Schemas['DocumentBlock'][] = [
    { id: 5001, name: 'Díjbekérők', prefix: 'DB', type: 'offer' },
    { id: 5002, name: 'Tanácsadás', prefix: 'TP', type: 'invoice' },
  ];
  const downloads = new Map<number, number>();
  /** `vendor_id` is not part of Billingo's Document (read) schema, so the fake keeps it beside. */
  const vendorIds = new Map<number, string>();
  const counters = new Map<number, number>();
  let lastId = 100;
  const newId = () => {
    lastId += 1;
    return lastId;
  };
  const knobs = {
    /** The next N requests answer 429 with this many seconds in `Retry-After`. */
    rateLimited: 0,
    retryAfterSeconds: 7,
    /** The next N requests are never answered (the client's time limit runs out). */
    hang: 0,
    /** The next request to this operation (e.g. `post /documents`) is carried out, but its answer never comes. */
    loseAnswerTo: null as string | null,
    /** Every request answers 500. */
    down: false,
    /** Each document's PDF answers 202 this many times before the PDF is there. */
    pdfPendingTimes: 1,
    /** The Online Számla state `GET /documents/{id}/online-szamla` reports; null: 404 (none yet). */
    onlineSzamla: {
      status: 'done',
      messages: [],
    } as Schemas['OnlineSzamlaStatus'] | null,
    /** The next `POST /documents` is refused with this 422 message. */
    rejectNextDocument: null as string | null,
  };

  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks)));
  });

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: Buffer) {
    const url = new URL(req.url ?? '/', 'http://billingo.local');
    const method = (req.method ?? 'GET').toLowerCase();
    const path = url.pathname.replace(/^\/v3/, '');
    const query = Object.fromEntries(url.searchParams);
    const record: BillingoRequest = {
      method: method.toUpperCase(),
      path,
      query,
      body: undefined,
      errors: [],
    };
    requests.push(record);

    if (knobs.hang > 0) {
      knobs.hang -= 1;
      hanging.add(res);
      return;
    }
    if (knobs.down) return send(res, 500, { error: { message: 'Internal Server Error.', trace_id: 'fake' } });

    const match = matchOperation(method, path);
    if (!match) {
      record.errors.push(`${method.toUpperCase()} ${path}: no such operation in the OpenAPI document`);
      return send(res, 400, { error: { message: record.errors.join('; ') } });
    }
    const { template, operation, params } = match;
    record.errors.push(...validateParameters(template, method, operation, params, query));
    const key = req.headers['x-api-key'];
    if (typeof key !== 'string' || key === '')
      record.errors.push('X-API-KEY header missing (security: api_key)');
    if (raw.length > 0) {
      try {
        record.body = JSON.parse(raw.toString('utf8'));
      } catch {
        record.errors.push('request body is not JSON');
      }
    }
    record.errors.push(
      ...validateBody(template, method, operation, req.headers['content-type'], record.body),
    );
    if (record.errors.length > 0) return send(res, 400, { error: { message: record.errors.join('; ') } });

    if (key !== apiKey) {
      return send(res, 401, {
        error: { message: 'Authorization information (Header: X-API-KEY) is missing or invalid.' },
      });
    }
    if (knobs.rateLimited > 0) {
      knobs.rateLimited -= 1;
      return send(
        res,
        429,
        { error: { message: 'Too many requests' } },
        {
          'Retry-After': String(knobs.retryAfterSeconds),
        },
      );
    }

    const answer = route(template, method, params, query, record.body);
    for (const error of validateAnswer(template, method, answer)) answerViolations.push(error);
    if (knobs.loseAnswerTo === `${method} ${template}`) {
      knobs.loseAnswerTo = null;
      hanging.add(res);
      return;
    }
    if (answer.pdf) {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end(answer.pdf);
    }
    return send(res, answer.status, answer.body, answer.headers);
  }

  interface Answer {
    status: number;
    body?: unknown;
    headers?: Record<string, string>;
    pdf?: Buffer;
  }

  const notFound = (): Answer => ({ status: 404, body: { error: { message: 'Resource not found.' } } });

  function route(
    template: string,
    method: string,
    params: Record<string, string>,
    query: Record<string, string>,
    body: unknown,
  ): Answer {
    const byId = () => documents.find((document) => document.id === Number(params.id));
    switch (`${method} ${template}`) {
      case 'get /document-blocks': {
        const wanted = blocks.filter((block) => !query.type || block.type === query.type);
        return { status: 200, body: page(wanted, query) };
      }
      case 'get /partners': {
        const text = (query.query ?? '').toLowerCase();
        const found = partners.filter((partner) =>
          [partner.name, partner.taxcode, ...(partner.emails ?? [])].some((value) =>
            (value ?? '').toLowerCase().includes(text),
          ),
        );
        return { status: 200, body: page(found, query) };
      }
      case 'post /partners': {
        const partner = { ...(body as Partner), id: newId() };
        partners.push(partner);
        return { status: 201, body: partner };
      }
      case 'post /documents': {
        if (knobs.rejectNextDocument !== null) {
          const message = knobs.rejectNextDocument;
          knobs.rejectNextDocument = null;
          return { status: 422, body: { message, errors: [{ field: 'items', message }] } };
        }
        const insert = body as Schemas['DocumentInsert'];
        const partner = partners.find((candidate) => candidate.id === insert.partner_id);
        const block = blocks.find((candidate) => candidate.id === insert.block_id);
        if (!partner || !block) {
          return { status: 422, body: { message: 'The given data was invalid.', errors: [] } };
        }
        const document = makeDocument(insert, partner, block);
        documents.push(document);
        return { status: 201, body: document };
      }
      case 'get /documents/vendor/{vendor_id}': {
        // Not unique in Billingo either: the newest one with the id wins.
        const found = documents
          .filter((document) => vendorIds.get(document.id ?? 0) === params.vendor_id)
          .at(-1);
        return found ? { status: 200, body: found } : notFound();
      }
      case 'get /documents/{id}': {
        const found = byId();
        return found ? { status: 200, body: found } : notFound();
      }
      case 'post /documents/{id}/cancel': {
        const original = byId();
        if (!original) return notFound();
        if (original.cancelled)
          return { status: 400, body: { error: { message: 'Document already cancelled.' } } };
        const block = blocks.find((candidate) => candidate.id === original.block_id) ?? blocks[1]!;
        const cancellation: Document = {
          ...original,
          id: newId(),
          invoice_number: nextNumber(block),
          type: 'cancellation',
          cancelled: false,
          gross_total: -(original.gross_total ?? 0),
          related_documents: [{ id: original.id, invoice_number: original.invoice_number }],
        };
        original.cancelled = true;
        original.related_documents = [{ id: cancellation.id, invoice_number: cancellation.invoice_number }];
        documents.push(cancellation);
        return { status: 200, body: cancellation };
      }
      case 'get /documents/{id}/download': {
        const found = byId();
        if (!found?.id) return notFound();
        const seen = downloads.get(found.id) ?? 0;
        downloads.set(found.id, seen + 1);
        if (seen < knobs.pdfPendingTimes) {
          return {
            status: 202,
            body: { message: 'Document PDF has not generated yet.' },
            headers: { 'Retry-After': '3' },
          };
        }
        return { status: 200, pdf: FAKE_PDF };
      }
      case 'get /documents/{id}/online-szamla': {
        if (!byId() || knobs.onlineSzamla === null) {
          return { status: 404, body: { error: { message: 'NavOnlineSzamla is not found' } } };
        }
        return { status: 200, body: { transaction_id: 'NAVTX1', ...knobs.onlineSzamla } };
      }
      default:
        return {
          status: 400,
          body: { error: { message: `The fake does not serve ${method} ${template}.` } },
        };
    }
  }

  function nextNumber(block: Schemas['DocumentBlock']) {
    const next = (counters.get(block.id ?? 0) ?? 0) + 1;
    counters.set(block.id ?? 0, next);
    return `${block.prefix}-2026-${next}`;
  }

  function makeDocument(
    insert: Schemas['DocumentInsert'],
    partner: Partner,
    block: Schemas['DocumentBlock'],
  ) {
    const items = (insert.items ?? []).map((item) => {
      const line = item as Schemas['DocumentProductData'];
      const rate = line.vat === '27%' ? 0.27 : 0;
      const gross = line.unit_price * line.quantity;
      const net = Math.round(gross / (1 + rate));
      return {
        product_id: null,
        name: line.name,
        net_unit_amount: net / line.quantity,
        quantity: line.quantity,
        unit: line.unit,
        net_amount: net,
        gross_amount: gross,
        vat: line.vat,
        vat_amount: gross - net,
      } satisfies Schemas['DocumentItem'];
    });
    const gross = items.reduce((sum, item) => sum + item.gross_amount, 0);
    const net = items.reduce((sum, item) => sum + item.net_amount, 0);
    const id = newId();
    if (insert.vendor_id !== undefined) vendorIds.set(id, insert.vendor_id);
    const document: Document = {
      id,
      invoice_number: nextNumber(block),
      type: 'invoice',
      cancelled: false,
      block_id: block.id,
      payment_status: insert.paid ? 'paid' : 'outstanding',
      payment_method: insert.payment_method,
      gross_total: gross,
      currency: insert.currency,
      conversion_rate: 1,
      invoice_date: '2026-11-22',
      fulfillment_date: insert.fulfillment_date,
      due_date: insert.due_date,
      paid_date: '2026-11-22',
      partner,
      document_partner: {
        id: partner.id,
        name: partner.name,
        address: partner.address,
        emails: partner.emails ?? [],
        taxcode: partner.taxcode ?? '',
        tax_type: partner.tax_type ?? '',
      },
      electronic: insert.electronic ?? false,
      comment: insert.comment ?? '',
      tags: [],
      notification_status: 'none',
      language: insert.language,
      items,
      summary: { net_amount: net, gross_amount_local: gross, vat_amount: gross - net, vat_rate_summary: [] },
      settings: {},
      online_szamla_status: 'started',
      related_documents: [],
    };
    return document;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v3`,
    apiKey,
    knobs,
    requests,
    partners,
    documents,
    blocks,
    /** Requests that did not match the OpenAPI document. */
    get violations() {
      return requests.filter((request) => request.errors.length > 0);
    },
    /** The fake's own answers that did not match the document's response schemas. */
    answerViolations,
    vendorIdOf: (document: Document) => vendorIds.get(document.id ?? 0),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeBillingo = Awaited<ReturnType<typeof startFakeBillingo>>;

function page<T>(items: T[], query: Record<string, string>) {
  const perPage = Number(query.per_page ?? 25);
  const current = Number(query.page ?? 1);
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  return {
    data: items.slice((current - 1) * perPage, current * perPage),
    total: items.length,
    per_page: perPage,
    current_page: current,
    last_page: lastPage,
  };
}

// ---- validation against the OpenAPI document -------------------------------------------------

/** OpenAPI 3.0's `nullable` as JSON Schema (Ajv accepts it only beside `type`). */
function jsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(jsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, jsonSchema(value)]));
  if (nullable !== true) return out;
  if (typeof out.type === 'string') {
    return {
      ...out,
      type: [out.type, 'null'],
      ...(Array.isArray(out.enum) ? { enum: [...out.enum, null] } : {}),
    };
  }
  return { anyOf: [out, { type: 'null' }] };
}

const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: false });
addFormats(ajv);
// Billingo's own format names: accept them as annotations, check the integer one.
ajv.addFormat('float', { type: 'number', validate: () => true });
ajv.addFormat('int32', {
  type: 'number',
  validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31,
});
ajv.addFormat('binary', () => true);
ajv.addFormat('datetime', () => true);
ajv.addSchema(jsonSchema(openapi) as object, 'billingo');
/** Query and path values arrive as text: their own validator turns "25" into 25 as the server would. */
const ajvParams = new Ajv({ strict: false, allErrors: true, coerceTypes: true });
addFormats(ajvParams);
ajvParams.addFormat('datetime', () => true);
ajvParams.addSchema(jsonSchema(openapi) as object, 'billingo');

const pointer = (...parts: (string | number)[]) =>
  `billingo#/${parts.map((part) => String(part).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

const validators = new Map<string, ValidateFunction>();
function validator(engine: Ajv, key: string, schema: object) {
  const cacheKey = `${engine === ajv ? 'body' : 'params'} ${key}`;
  let validate = validators.get(cacheKey);
  if (!validate) {
    validate = engine.compile(schema);
    validators.set(cacheKey, validate);
  }
  return validate;
}

const describe = (validate: ValidateFunction, where: string) =>
  (validate.errors ?? []).map((error) => {
    const extra = (error.params as { additionalProperty?: string }).additionalProperty;
    return `${where}${error.instancePath} ${error.message ?? 'invalid'}${extra ? `: ${extra}` : ''}`;
  });

/** Literal paths first, so `/documents/receipt` is not read as `/documents/{id}`. */
const templates = Object.keys(openapi.paths).sort((a, b) => a.split('{').length - b.split('{').length);

function matchOperation(method: string, path: string) {
  for (const template of templates) {
    const names: string[] = [];
    const source = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const found = new RegExp(`^${source}$`).exec(path);
    if (!found) continue;
    const operation = openapi.paths[template]?.[method];
    if (!operation) return null;
    const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
    return { template, operation, params };
  }
  return null;
}

function validateParameters(
  template: string,
  method: string,
  operation: OpenApiOperation,
  params: Record<string, string>,
  query: Record<string, string>,
) {
  const errors: string[] = [];
  for (const where of ['path', 'query'] as const) {
    const declared = (operation.parameters ?? []).map((parameter, index) => ({ parameter, index }));
    const mine = declared.filter(({ parameter }) => parameter.in === where);
    const schema = {
      type: 'object',
      properties: Object.fromEntries(
        mine.map(({ parameter, index }) => [
          parameter.name,
          { $ref: pointer('paths', template, method, 'parameters', index, 'schema') },
        ]),
      ),
      required: mine.filter(({ parameter }) => parameter.required).map(({ parameter }) => parameter.name),
      // An unknown query parameter is a typo Billingo would silently ignore: catch it here.
      additionalProperties: false,
    };
    const validate = validator(ajvParams, `${method} ${template} ${where}`, schema);
    if (!validate({ ...(where === 'path' ? params : query) })) {
      errors.push(...describe(validate, `${where} parameters`));
    }
  }
  return errors;
}

function validateBody(
  template: string,
  method: string,
  operation: OpenApiOperation,
  contentType: string | undefined,
  body: unknown,
) {
  const requestBody = operation.requestBody;
  if (!requestBody) return body === undefined ? [] : ['the operation takes no request body'];
  if (body === undefined) return requestBody.required ? ['request body required'] : [];
  if (!(contentType ?? '').startsWith('application/json')) return ['Content-Type must be application/json'];
  const validate = validator(ajv, `${method} ${template} body`, {
    $ref: pointer('paths', template, method, 'requestBody', 'content', 'application/json', 'schema'),
  });
  return validate(body) ? [] : describe(validate, 'body');
}

function validateAnswer(template: string, method: string, answer: { status: number; body?: unknown }) {
  const declared = openapi.paths[template]?.[method]?.responses[String(answer.status)];
  // The document declares no 404 for `GET /documents/vendor/{vendor_id}`, though "not found" cannot be
  // anything else: a 404 is let through wherever it is not declared.
  if (!declared)
    return answer.status === 404 ? [] : [`${method} ${template}: status ${answer.status} is not declared`];
  if (answer.body === undefined) return [];
  const ref = declared.$ref?.replace('#/', '').split('/');
  const schemaPointer = ref
    ? pointer(...ref, 'content', 'application/json', 'schema')
    : pointer(
        'paths',
        template,
        method,
        'responses',
        String(answer.status),
        'content',
        'application/json',
        'schema',
      );
  const validate = validator(ajv, `answer ${schemaPointer}`, { $ref: schemaPointer });
  return validate(answer.body) ? [] : describe(validate, `${method} ${template} ${answer.status} answer`);
}
