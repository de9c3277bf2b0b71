import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAsker } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isPublicRoute, PUBLIC_ROUTES } from './public-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const apiRoutes = () =>
  t.app.routeTable.filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/'));

describe('who may call an API route', () => {
  it('refuses a guest with 401 on every route outside the public list, before looking at the body', async () => {
    const protectedRoutes = apiRoutes().filter((route) => !isPublicRoute(route.method, route.url));
    expect(protectedRoutes.length).toBeGreaterThan(60);
    for (const route of protectedRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, randomUUID());
      const res = await t.request({
        method: route.method as 'POST',
        url,
        // A body no route accepts: before this rule, guests got 400 with the route's field details.
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { nemLetezoMezo: 1 } }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json(), `${route.method} ${route.url}`).toMatchObject({
        success: false,
        code: 'UNAUTHORIZED',
      });
      expect(res.json().details, `${route.method} ${route.url}`).toBeUndefined();
    }
  });

  it('answers a guest posting an invalid booking with 401, and a signed-in asker with 400 and field details', async () => {
    const invalid = { expertId: 'nem-azonosito', startTime: 'holnap' };
    const guest = await t.request({ method: 'POST', url: '/api/appointments', payload: invalid });
    expect(guest.statusCode).toBe(401);
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    const signedIn = await t.request({
      method: 'POST',
      url: '/api/appointments',
      headers: asker.auth,
      payload: invalid,
    });
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(signedIn.json().details.length).toBeGreaterThan(0);
  });

  it('still lets guests use the public routes, and names only routes that exist', async () => {
    const registered = new Set(apiRoutes().map((route) => `${route.method} ${route.url}`));
    for (const entry of PUBLIC_ROUTES) expect(registered.has(entry), entry).toBe(true);
    const search = await t.request({ method: 'GET', url: '/api/tanacsadok/search' });
    expect(search.statusCode).toBe(200);
    const badLogin = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'x' } });
    expect(badLogin.statusCode).toBe(400);
  });
});
