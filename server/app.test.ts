import { createHash } from 'node:crypto';
import { CONSENT_MARK_SCRIPT } from '@common/cookie-consent';
import { messages } from '@common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict } from './lib/errors';
import { PAGE_SCRIPT_LOADER } from './modules/pages/server-rendering';
import { createUser } from './test/fixtures';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './test/test-app';

const INDEX_HTML = '<!doctype html><html lang="hu"><body><div id="root"></div></body></html>';

describe('the app shell of the API', () => {
  let t: TestApp;
  // The routes below are not public: they are called with a session, as a signed-in user would.
  let auth: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({
      webFiles: { 'index.html': INDEX_HTML, 'assets/main-abc123.js': 'console.log(1)' },
    });
    // Routes that exist only in this test, to exercise the one error handler.
    t.app.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string().min(2), age: z.number().int() }) } },
      async (request) => ({ success: true, data: request.body }),
    );
    t.app.get('/api/test/boom', async () => {
      throw new Error('titkos belső részlet: jelszó=abc');
    });
    t.app.get('/api/test/taken', async () => {
      throw conflict('Ez az időpont már foglalt');
    });
    await t.app.ready();
    auth = (await createUser(t.app.db, { role: 'kerdezo' })).auth;
  });

  afterAll(async () => {
    await t.close();
  });

  it('reports that the process is alive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('has no /metrics without METRICS_TOKEN (a JSON 404, not the web page)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers unknown API paths with the JSON error body, not the web page', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/nincs-ilyen' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({
        success: false,
        error: messages.api.notFound,
        message: messages.api.notFound,
        code: 'NOT_FOUND',
      });
    }
  });

  it('refuses bad input with 400, a Hungarian text and per-field details', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: auth,
      payload: { name: 'A', age: 'öt' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: messages.api.validation });
    const fields = body.details.map((d: { field: string }) => d.field).sort();
    expect(fields).toEqual(['body.age', 'body.name']);
    // zod speaks Hungarian here.
    expect(body.details.find((d: { field: string }) => d.field === 'body.name').message).toMatch(
      /Túl kicsi|legalább/i,
    );
  });

  it('answers malformed JSON with 400 and the Hungarian text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_JSON', error: messages.api.badJson });
  });

  it('turns a domain error into its status, code and text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/taken', headers: auth });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: 'Ez az időpont már foglalt',
      message: 'Ez az időpont már foglalt',
      code: 'CONFLICT',
    });
  });

  it('never leaks internals in a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom', headers: auth });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      error: messages.api.internal,
      message: messages.api.internal,
      code: 'INTERNAL_ERROR',
    });
    expect(res.body).not.toContain('titkos');
    expect(res.body).not.toContain('stack');
  });

  it('sends security headers with a CSP the web app can live with', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Scripts from the site, and the two inline scripts (the cookie-choice mark, the server-rendered
    // pages' script loader) by their hashes only.
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(csp).toContain(`script-src 'self' ${hash(CONSENT_MARK_SCRIPT)} ${hash(PAGE_SCRIPT_LOADER)};`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' ws://localhost:3000");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows cross-origin calls only from PUBLIC_URL', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(own.headers['access-control-allow-origin']).toBe(TEST_PUBLIC_URL);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://tamado.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document and its browsable docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/health']).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('serves the web app for every non-API path, so the browser router decides', async () => {
    for (const url of ['/', '/tanacsadok', '/admin/felhasznalok', '/nincs/ilyen/oldal']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('serves a stored file only by a signed URL, with Range, and nothing outside the media folder', async () => {
    const key = 'avatars/proba.webp';
    await t.app.storage.put(key, Buffer.from('RIFF....WEBP'));
    // A file that is no visible adviser's image is not public.
    const plain = await t.app.inject({ method: 'GET', url: `/media/${key}` });
    expect(plain.statusCode).toBe(404);
    expect(plain.json()).toMatchObject({ code: 'NOT_FOUND' });
    const signed = t.app.mediaUrls.image(key, false);
    const res = await t.app.inject({ method: 'GET', url: signed });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const range = await t.app.inject({ method: 'GET', url: signed, headers: { range: 'bytes=0-3' } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('RIFF');
    // The signature is bound to the key: it opens no other file.
    await t.app.storage.put('avatars/masik.webp', Buffer.from('RIFF....WEBP'));
    const query = signed.slice(signed.indexOf('?'));
    expect((await t.app.inject({ method: 'GET', url: `/media/avatars/masik.webp${query}` })).statusCode).toBe(
      404,
    );
    for (const url of [
      '/media/..%2F..%2F..%2Fetc%2Fpasswd',
      '/media/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      `/media/avatars/..%2F..%2F..%2Fetc%2Fpasswd${query}`,
    ]) {
      // Refused (or normalised to a page path); never the file behind it.
      const attempt = await t.app.inject({ method: 'GET', url });
      expect(attempt.body, url).not.toContain('root:');
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: t.app.mediaUrls.image('avatars/nincs.webp', false),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After and a Hungarian text past the limit', async () => {
    const t = await createTestApp({ rateLimitMax: 3 });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await t.app.inject({ method: 'GET', url: '/api/nincs' })).statusCode).toBe(404);
      }
      const res = await t.app.inject({ method: 'GET', url: '/api/nincs' });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'RATE_LIMITED',
        error: messages.api.rateLimited,
      });
    } finally {
      await t.close();
    }
  });
});
