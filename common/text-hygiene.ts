import { z } from 'zod';

/**
 * The one rule for every string the API accepts (issue 20): no control characters, no broken
 * encoding, and line breaks (and tabs) only in texts meant to hold several lines. The server applies
 * it at the edge to bodies, query strings, path parameters, socket payloads and multipart parts, with
 * the route's own schema telling which strings are multi-line; the forms can ask the same.
 */

/** Texts that may hold line breaks and tabs: mark a schema with `multiline(...)`. */
const multilineTexts = z.registry<Record<string, never>>();

/** Marks a string schema as a multi-line text (a description, a message, a reason). */
export function multiline<T extends z.ZodType>(schema: T): T {
  multilineTexts.add(schema, {});
  return schema;
}

export const textProblemMessages = {
  control: 'A szöveg nem megengedett vezérlőkaraktert tartalmaz.',
  lineBreak: 'Ez a mező nem tartalmazhat sortörést vagy tabulátort.',
  encoding: 'A szöveg érvénytelen (hibásan kódolt) karaktert tartalmaz.',
} as const;
export type TextProblem = keyof typeof textProblemMessages;

// C0 controls but tab, LF and CR; DEL; C1 controls. Matching them is the point of this rule.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters this rule refuses
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/u;
// A lone surrogate (no valid UTF-8 says it), U+FFFD (what invalid UTF-8 decodes to), U+FFFE/U+FFFF.
const BROKEN = /[\uD800-\uDFFF\uFFFD\uFFFE\uFFFF]/u;

/** What is wrong with one text, or null. */
export function textProblem(value: string, allowLineBreaks: boolean): TextProblem | null {
  if (CONTROL.test(value)) return 'control';
  if (BROKEN.test(value)) return 'encoding';
  if (!allowLineBreaks && LINE_BREAK_OR_TAB.test(value)) return 'lineBreak';
  return null;
}

export interface TextIssue {
  /** Where below the checked value ([] for the value itself). */
  path: string[];
  problem: TextProblem;
  message: string;
}

/**
 * The first string in `data` (keys included) that breaks the rule, walking `schema` alongside so a
 * string marked `multiline` may hold line breaks. Strings the schema does not describe (unknown keys,
 * values of other types) are held to the single-line rule.
 */
export function findTextIssue(
  schema: z.ZodType | undefined,
  data: unknown,
  path: string[] = [],
): TextIssue | null {
  if (typeof data === 'string') {
    const problem = textProblem(data, isMultiline(schema));
    return problem ? { path, problem, message: textProblemMessages[problem] } : null;
  }
  if (Array.isArray(data)) {
    const element = elementSchema(schema);
    for (let i = 0; i < data.length; i += 1) {
      const issue = findTextIssue(element, data[i], [...path, String(i)]);
      if (issue) return issue;
    }
    return null;
  }
  if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      const keyProblem = textProblem(key, false);
      if (keyProblem)
        return { path: [...path, key], problem: keyProblem, message: textProblemMessages[keyProblem] };
      const issue = findTextIssue(propertySchema(schema, key), value, [...path, key]);
      if (issue) return issue;
    }
  }
  return null;
}

/** The schema itself, or what it wraps (optional, nullable, default, pipe, lazy…). */
function unwrap(schema: z.ZodType | undefined): z.ZodType[] {
  if (!schema) return [];
  if (multilineTexts.has(schema)) return [schema];
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return unwrap(def.innerType as z.ZodType);
    case 'pipe':
      return unwrap(def.in as z.ZodType);
    case 'lazy':
      return unwrap((def.getter as () => z.ZodType)());
    case 'union':
      return (def.options as z.ZodType[]).flatMap(unwrap);
    case 'intersection':
      return [...unwrap(def.left as z.ZodType), ...unwrap(def.right as z.ZodType)];
    default:
      return [schema];
  }
}

function isMultiline(schema: z.ZodType | undefined): boolean {
  return unwrap(schema).some((s) => multilineTexts.has(s));
}

function elementSchema(schema: z.ZodType | undefined): z.ZodType | undefined {
  for (const s of unwrap(schema)) {
    const def = (s as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
    if (def.type === 'array') return def.element as z.ZodType;
  }
  return undefined;
}

function propertySchema(schema: z.ZodType | undefined, key: string): z.ZodType | undefined {
  for (const s of unwrap(schema)) {
    const def = (s as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
    if (def.type === 'object') {
      const shape = def.shape as Record<string, z.ZodType>;
      if (Object.hasOwn(shape, key)) return shape[key];
      if (def.catchall) return def.catchall as z.ZodType;
    }
    if (def.type === 'record') return def.valueType as z.ZodType;
  }
  return undefined;
}
