// What the forms and other callers make of a failed call, and where the focus goes after one.
import type { RefObject } from 'react';
import { ApiError } from './http';

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
