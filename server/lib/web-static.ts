import { existsSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@common/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ServerRendering } from '../modules/pages/server-rendering';
import { errorBody } from './error-handler';
import { MEDIA_URL_PREFIX } from './storage';

const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: the public pages rendered on the server (when the renderer is built), every
 * other non-API GET that is not a file gets index.html (the browser's router decides); JSON 404s for the
 * API and /media.
 */
export async function registerWebStatic(
  app: FastifyInstance,
  options: { webDistDir: string; publicUrl: string },
): Promise<ServerRendering | null> {
  const indexHtml = path.join(options.webDistDir, 'index.html');
  const hasWeb = existsSync(indexHtml);
  const rendering = hasWeb ? await ServerRendering.create(app, options) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      // "/" is a rendered page like the others (below), not the bare shell.
      index: rendering ? false : 'index.html',
      dotfiles: 'deny',
      // The build writes .br and .gz beside each file (vite.config.ts).
      preCompressed: true,
      // A route per built file (they do not change while the server runs): any other path goes straight
      // to the pages or the not-found answer, without looking for a file on disk first.
      wildcard: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? ONE_YEAR : 'no-cache');
      },
    });
  }

  // Unknown API paths count against the rate limit too, so scanning the API is throttled.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const url = request.url;
    // /dev/* (the local mailbox, test helpers) is never a page: when those are off it is a plain 404,
    // not the web app, so nobody mistakes a switched-off mailbox for an empty one.
    const isApi =
      url === '/api' ||
      url.startsWith('/api/') ||
      url.startsWith(MEDIA_URL_PREFIX) ||
      url === '/dev' ||
      url.startsWith('/dev/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (!wantsPage) return reply.code(404).send(errorBody('NOT_FOUND', messages.api.notFound));
    if (!hasWeb) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="hu"><meta charset="utf-8"><title>Tanácsadó portál</title>' +
            '<p>A webes felület még nincs lefordítva. Futtassa: <code>npm run build</code></p></html>',
        );
    }
    return sendPage(request, reply);
  });

  // The public pages are routes of their own (not files looked for first; "/" would be refused as a
  // directory now that static serving has no index).
  for (const route of rendering?.routePaths() ?? []) {
    app.get(route, { schema: { hide: true } }, (request, reply) => sendPage(request, reply));
  }

  /** The rendered page, or the shell when the URL is the client's (or the render failed). */
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const page = await renderedPage(rendering, request.url, request.ip, request.log);
    if (page) {
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      reply.code(page.status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
      reply.type('text/html; charset=utf-8');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.body);
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html', options.webDistDir, { cacheControl: false });
  }
  return rendering;
}

/** A failed render is logged and the shell answers instead: the browser renders the page itself. */
async function renderedPage(
  rendering: ServerRendering | null,
  url: string,
  ip: string,
  log: FastifyInstance['log'],
) {
  if (!rendering) return null;
  try {
    return await rendering.page(url, ip);
  } catch (error) {
    log.error({ err: error }, 'server rendering failed; the client renders the page');
    return null;
  }
}
