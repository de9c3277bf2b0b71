import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { and, eq, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { users } from '../db/schema';
import { createSession } from '../modules/auth/sessions';
import { seedDemoData } from '../seed/seed';
import * as demo from '../seed/seed-data';
import { createAdviser, createAsker, createUser } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  brokenObject,
  brokenValue,
  type JsonSchema,
  ODD_STRINGS,
  type Pools,
  RawUrlText,
  validValue,
} from './schema-arbitraries';

/**
 * Issue 20, part 3: every operation of /api/openapi.json, as every role, with requests built by
 * fast-check from the document's own schemas — valid, boundary and broken. Fails on any 5xx, any answer
 * that breaks its documented schema or the JSON error shape, and any answer slower than 2 s that is not
 * a 429. Deterministic for a seed: FUZZ_SEED (default below), FUZZ_RUNS requests per operation and
 * role, FUZZ_BUDGET_SECONDS, and FUZZ_ONLY="POST /api/tipusok" / FUZZ_ROLE=kerdezo to replay one.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_SECONDS ?? 420) * 1000;
const ONLY = process.env.FUZZ_ONLY;
const ONLY_ROLE = process.env.FUZZ_ROLE;
const SLOW_MS = 2000;

type Role = 'guest' | 'kerdezo' | 'tanacsado' | 'admin';
const ROLES: Role[] = ['guest', 'kerdezo', 'tanacsado', 'admin'];

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

interface FuzzRequest {
  path: Record<string, unknown>;
  query: [string, unknown][];
  body?:
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string }
    | { kind: 'multipart'; parts: Part[] };
}
type Part = { name: string; value: string } | { name: string; filename: string; bytes: number[] };

let t: TestApp;
let operations: Operation[] = [];
let pools: Pools;
const accounts = new Map<Role, string>();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.db, t.app.storage, undefined, {
    privateStorage: t.app.privateStorage,
    clock: t.app.clock,
  });
  const document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };
  // Reads first, then writes, deletions last: what the writes remove was read before.
  const order = ['get', 'post', 'put', 'patch', 'delete'];
  operations = Object.entries(document.paths)
    .flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, op]) => ({ ...op, method, path })))
    .sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method) || a.path.localeCompare(b.path));
  pools = await loadPools();
  const emails: [Role, string][] = [
    ['kerdezo', demo.demoAsker.email],
    ['tanacsado', demo.demoAdviser.email],
    ['admin', demo.demoAdmin.email],
  ];
  for (const [role, email] of emails) {
    const [user] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (user) accounts.set(role, user.id);
  }
}, 300_000);

afterAll(async () => {
  await t?.close();
});

/** Up to 25 ids of every table with a uuid id, and the users' e-mail addresses. */
async function loadPools(): Promise<Pools> {
  const tables = await queryRows<{ table_name: string }>(
    t.app.db,
    sql`select table_name from information_schema.columns
        where table_schema = current_schema() and column_name = 'id' and data_type = 'uuid'`,
  );
  const ids: string[] = [];
  for (const { table_name } of tables) {
    const rows = await queryRows<{ id: string }>(
      t.app.db,
      sql`select id from ${sql.identifier(table_name)} limit 25`,
    );
    ids.push(...rows.map((row) => row.id));
  }
  const emails = (await t.app.db.select({ email: users.email }).from(users).limit(50)).map(
    (row) => row.email,
  );
  return { ids, emails };
}

/** A fresh session for the role's account; an account the fuzzing deleted or disabled is replaced. */
async function authFor(role: Role): Promise<Record<string, string>> {
  if (role === 'guest') return {};
  const id = accounts.get(role);
  const [alive] = id
    ? await t.app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, role), isNull(users.disabledAt)))
    : [];
  if (alive) return { authorization: `Bearer ${await createSession(t.app.db, t.app.clock.now(), alive.id)}` };
  const created =
    role === 'kerdezo'
      ? await createAsker(t.app.db, { expiresInDays: 30 })
      : role === 'tanacsado'
        ? await createAdviser(t.app.db)
        : await createUser(t.app.db, { role: 'admin' });
  accounts.set(role, created.user.id);
  return created.auth;
}

const PNG = [
  ...Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
];
const PDF = [...Buffer.from('%PDF-1.4\n%%EOF\n')];

/**
 * Requests for one operation: most are a valid request with exactly one value broken (a path or query
 * parameter, or a body field), because a bad value only reaches the deep code when everything else is
 * right; the rest are valid, or bodies that are almost right (brokenObject) or not JSON at all.
 */
function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const parameters = op.parameters ?? [];
  const path = fc.record(
    Object.fromEntries(
      parameters.filter((p) => p.in === 'path').map((p) => [p.name, validValue(p.schema, pools)]),
    ),
  );
  const query = fc
    .tuple(
      ...parameters
        .filter((p) => p.in === 'query')
        .map((p) =>
          fc
            .option(validValue(p.schema, pools), { nil: undefined, freq: p.required ? 10 : 2 })
            .map((value) => [p.name, value] as [string, unknown]),
        ),
    )
    .map((entries) => entries.filter(([, value]) => value !== undefined));
  const jsonSchema = op.requestBody?.content['application/json']?.schema;
  const multipart = /multipart/i.test(op.summary ?? '');
  const body: fc.Arbitrary<FuzzRequest['body']> = jsonSchema
    ? fc.oneof(
        {
          arbitrary: validValue(jsonSchema, pools).map((value) => ({ kind: 'json' as const, value })),
          weight: 2,
        },
        {
          arbitrary: brokenObject(jsonSchema, pools).map((value) => ({ kind: 'json' as const, value })),
          weight: 2,
        },
        {
          arbitrary: fc
            .constantFrom('', 'null', '[]', '"szöveg"', '{"a":', '{"a":1,"a":2}', '\u0000')
            .map((text) => ({ kind: 'raw' as const, text })),
          weight: 1,
        },
      )
    : multipart
      ? fc
          .record({
            fields: fc.array(
              fc.record({
                name: fc.constantFrom('userId', 'type', 'x\u0000', 'file'),
                value: fc.oneof(
                  fc.constantFrom(...pools.ids.slice(0, 20), 'profile', 'gallery'),
                  fc.constantFrom(...ODD_STRINGS.slice(0, 20)),
                ),
              }),
              { maxLength: 3 },
            ),
            file: fc.option(
              fc.record({
                name: fc.constantFrom('file', 'masik'),
                filename: fc.constantFrom(
                  'kep.png',
                  'szamla.pdf',
                  'a\u0000.png',
                  '\ud800.pdf',
                  '../../x.png',
                  '',
                ),
                bytes: fc.oneof(
                  fc.constant(PNG),
                  fc.constant(PDF),
                  fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
                ),
              }),
              { nil: undefined },
            ),
          })
          .map(({ fields, file }) => ({
            kind: 'multipart' as const,
            parts: file ? [...fields, file] : fields,
          }))
      : fc.constant(undefined);
  const valid = fc.record({ path, query, body });
  const places = [
    ...parameters.filter((p) => p.in !== 'header').map((p) => ({ in: p.in, name: p.name })),
    ...Object.keys(jsonSchema?.properties ?? {}).map((name) => ({ in: 'body' as const, name })),
  ];
  if (places.length === 0) return valid;
  const oneBroken = fc
    .tuple(valid, fc.constantFrom(...places), brokenValue())
    .map(([request, place, value]): FuzzRequest => {
      if (place.in === 'path') return { ...request, path: { ...request.path, [place.name]: value } };
      if (place.in === 'query') {
        return {
          ...request,
          query: [...request.query.filter(([key]) => key !== place.name), [place.name, value]],
        };
      }
      const json = request.body?.kind === 'json' ? request.body.value : {};
      const fields = json && typeof json === 'object' && !Array.isArray(json) ? json : {};
      return { ...request, body: { kind: 'json', value: { ...fields, [place.name]: value } } };
    });
  return fc.oneof({ arbitrary: valid, weight: 2 }, { arbitrary: oneBroken, weight: 5 });
}

/** A value as URL text: percent-encoded (a lone surrogate as the bytes a browser sends), or raw. */
const urlTexts = (value: unknown): string[] => {
  if (value instanceof RawUrlText) return [value.encoded];
  if (Array.isArray(value)) return value.flatMap(urlTexts);
  const text = value && typeof value === 'object' ? JSON.stringify(value) : String(value);
  try {
    return [encodeURIComponent(text)];
  } catch {
    return [[...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')];
  }
};

async function send(op: Operation, role: Role, request: FuzzRequest) {
  const url =
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => urlTexts(request.path[name])[0] ?? '') +
    (request.query.length > 0
      ? `?${request.query.flatMap(([key, value]) => urlTexts(value).map((text) => `${encodeURIComponent(key)}=${text}`)).join('&')}`
      : '');
  const headers: Record<string, string> = { ...(await authFor(role)) };
  let payload: string | Buffer | undefined;
  if (request.body?.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(request.body.value) ?? '';
  } else if (request.body?.kind === 'raw') {
    headers['content-type'] = 'application/json';
    payload = request.body.text;
  } else if (request.body?.kind === 'multipart') {
    const form = new FormData();
    for (const part of request.body.parts) {
      if ('filename' in part) form.append(part.name, new Blob([new Uint8Array(part.bytes)]), part.filename);
      else form.append(part.name, part.value);
    }
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    headers['content-type'] = encoded.headers.get('content-type') ?? '';
    payload = Buffer.from(await encoded.arrayBuffer());
  }
  const started = performance.now();
  const response = await t.request({ method: op.method.toUpperCase() as 'GET', url, headers, payload });
  return { url, headers, payload, response, ms: performance.now() - started };
}

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();
/** OpenAPI 3.0's `nullable` as plain JSON Schema (Ajv accepts it only beside `type`). */
function withoutNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutNullable);
  if (!schema || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = schema as Record<string, unknown>;
  const converted = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      key === 'properties'
        ? Object.fromEntries(
            Object.entries(value as object).map(([name, sub]) => [name, withoutNullable(sub)]),
          )
        : withoutNullable(value),
    ]),
  );
  return nullable ? { anyOf: [converted, { type: 'null' }] } : converted;
}
const validatorFor = (key: string, schema: object) => {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(withoutNullable(schema) as object);
    validators.set(key, validate);
  }
  return validate;
};
const ERROR_SHAPE = {
  type: 'object',
  required: ['success', 'error', 'message', 'code'],
  properties: {
    success: { const: false },
    error: { type: 'string', minLength: 1 },
    message: { type: 'string', minLength: 1 },
    code: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};
// Texts that must never reach a caller: the framework's English defaults and database internals.
const LEAKS =
  /^(Route |Bad Request|Not Found|Internal Server Error|body\/|querystring\/|params\/)|Failed query|violates|syntax error/;

/** What is wrong with one answer (empty when nothing is). */
function problemsOf(op: Operation, status: number, contentType: string, body: string, ms: number): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`${status} answer`);
  if (ms > SLOW_MS && status !== 429) problems.push(`slow: ${Math.round(ms)} ms without a 429`);
  const documented = op.responses?.[String(status)]?.content?.['application/json']?.schema;
  if (!contentType.includes('application/json')) {
    if (documented && status !== 204)
      problems.push(`${status} is documented as JSON but came as ${contentType}`);
    return problems;
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return [...problems, 'the body is not JSON'];
  }
  const key = `${op.method} ${op.path} ${status}`;
  const validate = documented
    ? validatorFor(key, documented)
    : status >= 400
      ? validatorFor('error', ERROR_SHAPE)
      : undefined;
  if (validate && !validate(json)) {
    problems.push(
      `breaks the ${documented ? 'documented' : 'error'} schema: ${ajv.errorsText(validate.errors)}`,
    );
  }
  if (status >= 400 && !validate?.errors) {
    const message = (json as { message?: unknown }).message;
    if (typeof message === 'string' && LEAKS.test(message))
      problems.push(`leaks an internal text: ${message}`);
  }
  return problems;
}

/** A stable per-operation seed, so one operation replays alone with the same requests. */
function seedOf(op: Operation, role: Role) {
  let hash = SEED | 0;
  for (const char of `${op.method} ${op.path} ${role}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

describe('API fuzzing over the OpenAPI document', () => {
  it('answers every generated request without a 5xx, off-schema answer or slow response', async () => {
    const started = Date.now();
    const failures: string[] = [];
    const seen = new Set<string>();
    const statuses = new Map<number, number>();
    let sent = 0;
    let covered = 0;
    const selected = operations.filter((op) => !ONLY || `${op.method.toUpperCase()} ${op.path}` === ONLY);
    expect(selected.length).toBeGreaterThan(0);
    outer: for (const op of selected) {
      for (const role of ROLES) {
        if (ONLY_ROLE && role !== ONLY_ROLE) continue;
        if (Date.now() - started > BUDGET_MS) break outer;
        const requests = fc.sample(requestArbitrary(op), { seed: seedOf(op, role), numRuns: RUNS });
        for (const request of requests) {
          const { url, headers, payload, response, ms } = await send(op, role, request);
          sent += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const problems = problemsOf(
            op,
            response.statusCode,
            String(response.headers['content-type'] ?? ''),
            response.body,
            ms,
          );
          for (const problem of problems) {
            const id = `${op.method} ${op.path} ${problem.slice(0, 60)}`;
            if (seen.has(id)) continue;
            seen.add(id);
            failures.push(
              [
                `${op.method.toUpperCase()} ${op.path} as ${role}: ${problem}`,
                `  replay: FUZZ_SEED=${SEED} FUZZ_ONLY='${op.method.toUpperCase()} ${op.path}' FUZZ_ROLE=${role} npm run test:fuzz`,
                `  request: ${JSON.stringify({ method: op.method.toUpperCase(), url, contentType: headers['content-type'], body: request.body?.kind === 'multipart' ? request.body.parts : typeof payload === 'string' ? payload.slice(0, 2000) : undefined })}`,
                `  answer: ${response.statusCode} ${response.body.slice(0, 500)}`,
              ].join('\n'),
            );
          }
        }
        covered += 1;
      }
    }
    const total = selected.length * (ONLY_ROLE ? 1 : ROLES.length);
    console.log(
      `fuzz: seed ${SEED}, ${sent} requests, ${covered}/${total} operation × role pairs in ${Math.round((Date.now() - started) / 1000)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    if (failures.length > 0)
      throw new Error(`${failures.length} problem(s) found:\n\n${failures.join('\n\n')}`);
  });
});
