import type { Answer, Endpoint } from '@common/contract';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden, unauthorized } from './errors';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The route's schemas as Fastify and the type provider read them, from the endpoint's definition. */
type SchemaOf<E extends Endpoint> = {
  params: E['params'];
  querystring: E['query'];
  body: E['multipart'] extends true ? undefined : E['body'];
  response: E['responses'];
};

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/** What a route adds to its endpoint's definition: its own rate limit, body limit or hooks. */
export type RouteExtras = Pick<RouteShorthandOptions, 'config' | 'bodyLimit' | 'preHandler' | 'onRequest'>;

/**
 * Registers the route of a shared endpoint definition (common/contract.ts): its path, method,
 * validation, answer serialisation and OpenAPI entry all come from the definition.
 */
export function route<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
) {
  const schema: Record<string, unknown> = {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    description: endpoint.description,
    params: endpoint.params,
    querystring: endpoint.query,
    body: endpoint.multipart ? undefined : endpoint.body,
    consumes: endpoint.multipart ? ['multipart/form-data'] : undefined,
    // A file answer declares no schema: the document then shows Fastify's default response, as before.
    response: Object.keys(endpoint.responses).length > 0 ? endpoint.responses : undefined,
    hide: endpoint.hide,
  };
  for (const key of Object.keys(schema)) if (schema[key] === undefined) delete schema[key];
  const { roles } = endpoint;
  const onRequest = roles
    ? [async (request: FastifyRequest) => assertRole(request, roles), ...[extras.onRequest ?? []].flat()]
    : extras.onRequest;
  app.route({
    ...extras,
    onRequest: onRequest as RouteExtras['onRequest'],
    method: endpoint.method,
    url: endpoint.path,
    schema,
    handler: handler as never,
  });
}

/**
 * The route of a definition whose body is read as the exact bytes sent (a signed webhook: the signature
 * covers them), in a scope of its own so that every other route keeps its JSON body.
 */
export async function rawBodyRoute<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  handler: (request: FastifyRequest, raw: Buffer) => Promise<Answer<E>>,
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    route(scope, endpoint, (async (request: FastifyRequest) =>
      handler(request, Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0))) as never);
  });
}

function assertRole(request: FastifyRequest, roles: Endpoint['roles'] & {}) {
  if (!request.auth) throw unauthorized();
  if (!roles.includes(request.auth.user.role)) throw forbidden();
}
