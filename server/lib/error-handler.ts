import { messages } from '@common/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type FieldError } from './errors';
import { isDependencyOutage, RETRY_AFTER_SECONDS } from './outage';
import { StoredObjectNotFound } from './storage';

/** The error body of DESIGN.md §4. */
export interface ErrorBody {
  success: false;
  error: string;
  message: string;
  code: string;
  details?: FieldError[];
}

export function errorBody(code: string, text: string, details?: FieldError[]): ErrorBody {
  return { success: false, error: text, message: text, code, ...(details ? { details } : {}) };
}

const CLIENT_ERRORS: Record<string, { status: number; code: string; text: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD_JSON', text: messages.api.badJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BAD_JSON', text: messages.api.badJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', text: messages.api.payloadTooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', text: messages.api.payloadTooLarge },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    text: messages.api.unsupportedMediaType,
  },
  FST_FILES_LIMIT: { status: 400, code: 'TOO_MANY_FILES', text: 'Egyszerre egy fájl tölthető fel.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    text: messages.api.unsupportedMediaType,
  },
};

const BY_STATUS: Record<number, { code: string; text: string }> = {
  400: { code: 'BAD_REQUEST', text: messages.api.validation },
  401: { code: 'UNAUTHORIZED', text: messages.api.unauthorized },
  403: { code: 'FORBIDDEN', text: messages.api.forbidden },
  404: { code: 'NOT_FOUND', text: messages.api.notFound },
  413: { code: 'PAYLOAD_TOO_LARGE', text: messages.api.payloadTooLarge },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', text: messages.api.unsupportedMediaType },
  429: { code: 'RATE_LIMITED', text: messages.api.rateLimited },
  503: { code: 'UNAVAILABLE', text: messages.api.unavailable },
};

/**
 * Errors the router meets before any route or hook runs (a URL that does not decode, a path parameter
 * past its length): the same Hungarian error body instead of Fastify's English one.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send(errorBody('URI_TOO_LONG', 'A kérés címe túl hosszú.'));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply
      .code(400)
      .send(errorBody('BAD_URL', 'A kérés címe érvénytelen (hibásan kódolt) karaktert tartalmaz.'));
  }
  return reply.code(500).send(errorBody('INTERNAL_ERROR', messages.api.internal));
}

/** One handler for every error: Hungarian text, machine code, and never internals on a 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // The route validator's answer (server/lib/validation.ts): the zod schema's issues or the text rule's.
    if (error.validation) {
      const details = error.validation.map((issue) => ({
        field: `${error.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.')}`.replace(
          /\.$/,
          '',
        ),
        message: issue.message ?? messages.api.validation,
      }));
      return reply.code(400).send(errorBody('VALIDATION_ERROR', messages.api.validation, details));
    }
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.details));
    }
    // A row points at a file the store does not hold (lost or deleted by hand): the ordinary 404 for
    // the caller, a warning for the operator.
    if (error instanceof StoredObjectNotFound) {
      request.log.warn({ key: error.key }, 'stored file missing');
      return reply.code(404).send(errorBody('NOT_FOUND', messages.api.notFound));
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send(errorBody(known.code, known.text));

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const generic = BY_STATUS[status] ?? { code: 'BAD_REQUEST', text: messages.api.validation };
      return reply.code(status).send(errorBody(generic.code, generic.text));
    }
    // The database or Redis did not answer: a 503 the client may retry, not a fault of this request.
    if (status >= 500 && isDependencyOutage(error)) {
      request.log.warn({ err: error }, 'dependency unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBody('UNAVAILABLE', messages.api.unavailable));
    }
    request.log.error({ err: error }, 'unhandled error');
    const code = status === 503 ? 'UNAVAILABLE' : 'INTERNAL_ERROR';
    const text = status === 503 ? messages.api.unavailable : messages.api.internal;
    return reply.code(status >= 500 && status < 600 ? status : 500).send(errorBody(code, text));
  });
}
