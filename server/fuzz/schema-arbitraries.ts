import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0) that our document uses. */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Real values of the seeded database, so valid requests reach past "not found". */
export interface Pools {
  ids: string[];
  emails: string[];
}

const HUNGARIAN_WORDS = [
  'Kovács',
  'adótanácsadás',
  'adotanacsado',
  'jogi tanácsadás',
  'pszichológus',
  'Éva',
  'Budapest',
  'Kovac',
  'életvezetés',
  'könyvelő',
];

/** Texts that have broken servers before: control characters, broken encoding, huge, and injections. */
export const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  'x\udfff\ud800y',
  '\ufffd',
  '\ufeffBOM',
  '\u202eRTL',
  'e\u0301'.repeat(40),
  '𝕳𝖚𝖓𝖌𝖆𝖗𝖎𝖆 😀👩‍👩‍👧',
  'első\nmásodik',
  'tab\there',
  '\u2028',
  '../../../etc/passwd',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '{{7*7}}${7*7}',
  '__proto__',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9007199254740993',
  '0x10',
  'true',
  'null',
  '[object Object]',
  '2026-02-30T25:61:00Z',
  '0000-00-00',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'x'.repeat(5_000),
  'é'.repeat(70_000),
];

/** Bytes to put into a URL as they are (invalid UTF-8, an encoded NUL); in a JSON body, an object. */
export class RawUrlText {
  constructor(readonly encoded: string) {}
}

/** Texts with characters no field may hold (a control character, broken encoding). */
const CONTROL_STRINGS = ['a\u0000b', '\u0000', 'Kov\u0007ács', 'x\ud800', '\udc00y', 'é\u0085', 'a\u001bb'];

const WRONG_TYPES: unknown[] = [null, 0, -1, 1.5, 1e308, -1e308, true, false, [], [null], {}, { $gt: '' }];

const isoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

function stringValue(schema: JsonSchema, pools: Pools): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.oneof(
        { arbitrary: fc.constantFrom(...pools.ids), weight: 4 },
        { arbitrary: fc.uuid(), weight: 1 },
      );
    case 'email':
      return fc.oneof(fc.constantFrom(...pools.emails), fc.emailAddress());
    case 'date-time':
      return isoDate;
    case 'date':
      return isoDate.map((iso) => iso.slice(0, 10));
    case 'uri':
      return fc.webUrl();
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc
      .constantFrom(...HUNGARIAN_WORDS)
      .filter((word) => word.length >= minLength && word.length <= maxLength),
  );
}

/** Values the schema accepts (as far as a generator can tell: patterns are not length-checked). */
export function validValue(schema: JsonSchema | undefined, pools: Pools): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const inner = validNonNull(schema, pools);
  return schema.nullable ? fc.option(inner, { nil: null, freq: 5 }) : inner;
}

function validNonNull(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, pools)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], pools);
  switch (schema.type) {
    case 'string':
      return stringValue(schema, pools);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items, pools), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, validValue(value, pools)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Anything but what the schema wants: wrong types, odd texts, unknown ids, huge numbers. */
export function brokenValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...CONTROL_STRINGS), weight: 3 },
    { arbitrary: fc.constantFrom(...WRONG_TYPES), weight: 2 },
    {
      arbitrary: fc
        .constantFrom('%00', '%C3%28', '%FF%FE', '%ED%A0%80', '%E2%80%AE')
        .map((raw) => new RawUrlText(raw)),
      weight: 1,
    },
    { arbitrary: fc.constantFrom(...ODD_STRINGS), weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: fc.oneof(fc.integer(), fc.double()), weight: 1 },
  );
}

/** Fields a caller must never be able to set, and prototype pollution attempts. */
const SMUGGLED_FIELDS: fc.Arbitrary<[string, unknown]> = fc.constantFrom<[string, unknown]>(
  ['role', 'admin'],
  ['isAdmin', true],
  ['id', '00000000-0000-0000-0000-000000000000'],
  ['userId', '00000000-0000-0000-0000-000000000000'],
  ['emailVerifiedAt', '2020-01-01T00:00:00Z'],
  ['status', 'active'],
  ['__proto__', { role: 'admin', polluted: true }],
  ['constructor', { prototype: { polluted: true } }],
);

/** A JSON body that is almost right: one field broken, a required one missing, or a smuggled one. */
export function brokenObject(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const base = validValue(schema, pools).map((value) =>
    value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as object) } : {},
  );
  const mutations: fc.Arbitrary<(body: Record<string, unknown>) => Record<string, unknown>>[] = [
    SMUGGLED_FIELDS.map(([key, value]) => (body) => {
      // defineProperty makes "__proto__" an own key, so JSON.stringify really sends it.
      Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
      return body;
    }),
  ];
  if (keys.length > 0) {
    mutations.push(
      fc.tuple(fc.constantFrom(...keys), brokenValue()).map(([key, value]) => (body) => ({
        ...body,
        [key]: value,
      })),
      fc.constantFrom(...keys).map((key) => (body) => {
        const { [key]: _dropped, ...rest } = body;
        return rest;
      }),
    );
  }
  return fc
    .tuple(base, fc.array(fc.oneof(...mutations), { minLength: 1, maxLength: 3 }))
    .map(([body, changes]) =>
      changes.reduce((current, change) => change(current), body as Record<string, unknown>),
    );
}
