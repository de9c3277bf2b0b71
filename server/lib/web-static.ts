import { existsSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@common/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';
import { MEDIA_URL_PREFIX } from './storage';

const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app (with the SPA fallback: every non-API GET that is not a file gets
 * index.html, so the router of the browser decides) and JSON 404s for the API and /media.
 */
export async function registerWebStatic(app: FastifyInstance, options: { webDistDir: string }) {
  const indexHtml = path.join(options.webDistDir, 'index.html');
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      index: 'index.html',
      dotfiles: 'deny',
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? ONE_YEAR : 'no-cache');
      },
    });
  }

  // Unknown API paths count against the rate limit too, so scanning the API is throttled.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
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
    return reply
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html', options.webDistDir, { cacheControl: false });
  });
}
