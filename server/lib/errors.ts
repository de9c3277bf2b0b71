import { messages } from '@common/messages';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A domain error: a status, a machine code and a Hungarian text for the user. Services throw these;
 * the one error handler turns them into the error body of DESIGN.md §4.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = messages.api.validation, details?: FieldError[]) =>
  new AppError(400, 'VALIDATION_ERROR', message, details);
export const unauthorized = (message: string = messages.api.unauthorized, code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message: string = messages.api.forbidden, code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message: string = messages.api.notFound, code = 'NOT_FOUND') =>
  new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
