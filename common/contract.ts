import type { z } from 'zod';
import type { Role } from './constants';

/**
 * One definition per API endpoint, shared by both sides: the server registers its route from it
 * (validation, serialisation and the OpenAPI document: server/lib/route.ts) and the web calls it through
 * one typed client (web/lib/endpoint.ts), so a request or answer shape is written once, here.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: Method;
  /** Fastify's pattern: `/api/waitlist/:id`. */
  path: string;
  /** The OpenAPI document's tag(s) and one-line summary (Hungarian, as the docs page shows them). */
  tags: readonly string[];
  summary: string;
  description?: string;
  /**
   * Who may call it (absent: anyone, the route decides). Checked before the input is validated, so a
   * guest (401) or another role (403) learns nothing from a 400.
   */
  roles?: readonly Role[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart/form-data body: the route reads its parts itself; the web sends FormData. */
  multipart?: true;
  /** The answer of a 2xx is a file (PDF, image, CSV): the web receives a Blob. */
  file?: true;
  /** Every answer the route gives on purpose, by status. */
  responses: { readonly [status: number]: z.ZodType };
  /** Left out of the OpenAPI document. */
  hide?: true;
}

/** What every endpoint of the admin area declares: its OpenAPI tag, and that only admins may call it. */
export const adminOnly = { tags: ['admin'], roles: ['admin'] } as const;

/** Keeps the literal types of a definition (its path, method and schemas) for both sides. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

type SuccessStatus = 200 | 201 | 202 | 204;
type Schema<S> = S extends z.ZodType ? S : never;

/** The parsed body of the endpoint's success answer(s). */
export type Answer<E extends Endpoint> = E['file'] extends true
  ? Blob
  : z.output<Schema<E['responses'][keyof E['responses'] & SuccessStatus]>>;

/** What a caller supplies: the path parameters, the query and the body the definition declares. */
export type Input<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: undefined }) &
  (E['multipart'] extends true
    ? { body: FormData }
    : E['body'] extends z.ZodType
      ? { body: z.input<E['body']> }
      : { body?: undefined });

/** The path with its `:name` parameters filled in (encoded). */
export function pathOf(path: string, params?: Record<string, unknown>) {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
