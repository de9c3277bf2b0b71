import { findTextIssue, textProblem, textProblemMessages } from '@common/text-hygiene';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * The route validator: first the text rule every accepted string obeys (no control characters or broken
 * encoding, line breaks only where the schema says `multiline`), then the route's zod schema. Both
 * answer in the same `validation` shape, which the error handler turns into a 400 with field details.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const issue = findTextIssue(route.schema, data);
    if (issue) {
      return {
        error: [
          {
            keyword: 'text',
            instancePath: issue.path.map((key) => `/${key}`).join(''),
            message: issue.message,
          },
        ],
      } as never;
    }
    return validate(data);
  };
};

/**
 * The same rule for what a multipart upload carries outside any schema: each part's field name, a
 * file's name and a field's value (a 400 before anything is stored).
 */
export function assertCleanPart(part: { fieldname: string; filename?: string; value?: unknown }) {
  const texts: [string, unknown][] = [
    ['fieldname', part.fieldname],
    ['filename', part.filename],
    [part.fieldname, part.value],
  ];
  for (const [field, value] of texts) {
    if (typeof value !== 'string') continue;
    const problem = textProblem(value, false);
    if (problem) {
      const message = textProblemMessages[problem];
      throw badRequest(message, [{ field: `body.${field}`, message }]);
    }
  }
}
