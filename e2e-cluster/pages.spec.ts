import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../e2e/fixtures';
import { cluster } from './cluster';

/** The server-rendered public pages on two instances: each renders, and a change reaches both. */
test('a profile page is rendered by both instances and shows a change made on the other at once', async ({
  request,
}) => {
  const login = await request.post(`${cluster.a}/api/auth/login`, {
    data: { email: 'tanacsado@pelda.hu', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  const adviser = (
    (await (await request.get(`${cluster.a}/api/tanacsadok/user/${user.id}`)).json()) as {
      data: { id: string; description: string };
    }
  ).data;
  const page = (instance: string) => request.get(`${instance}/tanacsado/${adviser.id}`).then((r) => r.text());

  // Both instances render the page (and keep it in their page cache).
  for (const instance of [cluster.a, cluster.b, cluster.url]) {
    const html = await page(instance);
    expect(html, instance).toContain('id="ssr-state"');
    expect(html, instance).toContain('<link rel="canonical"');
  }

  const description = `Klaszterteszt bemutatkozás ${Date.now()}: a változás mindkét példányon azonnal látszik.`;
  const changed = await request.put(`${cluster.a}/api/tanacsadok/${adviser.id}/description`, {
    headers: { authorization: `Bearer ${token}` },
    data: { description },
  });
  expect(changed.ok()).toBe(true);

  // Instance B hears of the change over Redis and drops its rendered page (well within its 10 s).
  await expect.poll(() => page(cluster.b), { timeout: 5000 }).toContain(description);
  expect(await page(cluster.a)).toContain(description);

  await request.put(`${cluster.a}/api/tanacsadok/${adviser.id}/description`, {
    headers: { authorization: `Bearer ${token}` },
    data: { description: adviser.description },
  });
});
