import { errorCode } from '@web/lib/form';

/** A wrong, expired or malformed code belongs under the code field; anything else under the form. */
export function isCodeProblem(error: unknown) {
  const code = errorCode(error);
  return code === 'INVALID_CODE' || code === 'VALIDATION_ERROR';
}
