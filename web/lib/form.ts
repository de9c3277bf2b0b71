// Every form that validates with a shared zod schema comes through here: its messages are Hungarian.
import '@common/zod-locale';
import type { RefObject } from 'react';
import type { z } from 'zod';
import { ApiError } from './http';

/** Per-field error texts of a form, by field name (the first problem of each field). */
export type FieldErrors = Partial<Record<string, string>>;

/** The Hungarian messages of a failed `schema.safeParse`, one per top-level field. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The per-field details of a 400 VALIDATION_ERROR answer (`field: "body.email"`), by field name. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  const details = (error.body as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details)) return errors;
  for (const detail of details) {
    const { field, message } = (detail ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = field.replace(/^(body|query|params)\./, '').split('.')[0];
    if (name && !errors[name]) errors[name] = message;
  }
  return errors;
}

/** The machine code of an API error (`INVALID_CODE`, `WRONG_PASSWORD`, ...), if any. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** The text to show for a failed call: the server's text or the catalogue default. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/**
 * After a failed submit, moves the keyboard focus to the first invalid field of the form, so that
 * keyboard and screen-reader users land on the problem (its error text is linked to it). It waits for
 * React to render the errors (a few frames at most); the ref is read then, so the form may appear later.
 */
export function focusFirstInvalid(form: RefObject<HTMLFormElement | null>, framesLeft = 3) {
  requestAnimationFrame(() => {
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    if (field) field.focus();
    else if (framesLeft > 1) focusFirstInvalid(form, framesLeft - 1);
  });
}
