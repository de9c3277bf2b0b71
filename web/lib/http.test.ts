import { messages } from '@common/messages';
import { describe, expect, it } from 'vitest';
import { ApiError, createHttpClient, VERIFY_TOKEN_PATH } from './http';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A client over a scripted server, recording every call, toast and logout. */
function setup(handler: Handler, token: string | null = 'tok') {
  const calls: { url: string; init: RequestInit }[] = [];
  const toasts: string[] = [];
  const verified: unknown[] = [];
  let expired = 0;
  const client = createHttpClient({
    fetch: async (input, init = {}) => {
      calls.push({ url: String(input), init });
      return handler(String(input), init);
    },
    getToken: () => token,
    showError: (text) => toasts.push(text),
    onSessionVerified: (user) => verified.push(user),
    onSessionExpired: () => {
      expired += 1;
    },
  });
  return { client, calls, toasts, verified, expired: () => expired };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('web HTTP client', () => {
  it('sends the bearer token, JSON bodies and only the query filters that are set', async () => {
    const { client, calls } = setup(() => json(200, { success: true, data: 1 }));
    await client.request('/api/tanacsadok/search', {
      query: { search: 'éva', category: undefined, page: 2, sortBy: '' },
    });
    await client.request('/api/kerdezok/profil', { method: 'POST', body: { name: 'Tóth Anna' } });
    expect(calls[0]?.url).toBe('/api/tanacsadok/search?search=%C3%A9va&page=2');
    const headers = calls[1]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[1]?.init.body).toBe('{"name":"Tóth Anna"}');
  });

  it("shows the server's Hungarian error text, else the catalogue default", async () => {
    const server = setup((url) =>
      url.endsWith('/a') ? json(409, { error: 'Ez az időpont már foglalt' }) : json(500, {}),
    );
    await expect(server.client.request('/api/a')).rejects.toMatchObject({ status: 409 });
    await expect(
      server.client.request('/api/x', { errorMessage: messages.appointments.listFailed }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(server.toasts).toEqual(['Ez az időpont már foglalt', messages.appointments.listFailed]);
  });

  it('can stay silent so that the caller shows the error itself', async () => {
    const { client, toasts } = setup(() => json(400, { error: 'rossz' }));
    await expect(client.request('/api/x', { silent: true })).rejects.toThrow('rossz');
    expect(toasts).toEqual([]);
  });

  it('re-checks the token once on a 401 and retries once when it is still valid', async () => {
    let protectedCalls = 0;
    const { client, calls, verified, expired } = setup((url) => {
      if (url === VERIFY_TOKEN_PATH) return json(200, { user: { id: 'u1' } });
      protectedCalls += 1;
      return protectedCalls <= 2 ? json(401, { error: 'lejárt' }) : json(200, { success: true, data: 'ok' });
    });
    const results = await Promise.all([client.request('/api/a'), client.request('/api/b')]);
    expect(results).toEqual([
      { success: true, data: 'ok' },
      { success: true, data: 'ok' },
    ]);
    expect(calls.filter((c) => c.url === VERIFY_TOKEN_PATH)).toHaveLength(1);
    expect(verified).toEqual([{ id: 'u1' }]);
    expect(expired()).toBe(0);
  });

  it('logs out with the session-expired toast when the re-check fails', async () => {
    const { client, calls, toasts, expired } = setup((url) =>
      url === VERIFY_TOKEN_PATH ? json(401, {}) : json(401, { error: 'lejárt' }),
    );
    await expect(client.request('/api/a')).rejects.toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(toasts).toEqual([messages.auth.sessionExpired]);
    expect(expired()).toBe(1);
    // No retry of the original request after a failed re-check.
    expect(calls.map((c) => c.url)).toEqual(['/api/a', VERIFY_TOKEN_PATH]);
  });

  it('does not re-check when verify-token itself answers 401, or when there is no token', async () => {
    const withToken = setup(() => json(401, { error: 'Bejelentkezés szükséges.' }));
    await expect(withToken.client.request(VERIFY_TOKEN_PATH, { silent: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(withToken.calls).toHaveLength(1);
    expect(withToken.expired()).toBe(0);

    const guest = setup(() => json(401, { error: 'Bejelentkezés szükséges.' }), null);
    await expect(guest.client.request('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(guest.calls).toHaveLength(1);
    expect(guest.toasts).toEqual(['Bejelentkezés szükséges.']);
  });

  it('reports an unreachable server in Hungarian', async () => {
    const { client, toasts } = setup(() => {
      throw new TypeError('fetch failed');
    });
    await expect(client.request('/api/a')).rejects.toMatchObject({ status: 0 });
    expect(toasts).toEqual([messages.api.network]);
  });
});
