import { expect, test } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD } from '../e2e/fixtures';
import { cluster, openSockets, pinSocket, signedInPage, upstreamOf } from './cluster';

// A seeded pair no other cluster scenario writes to.
const ADVISER = { email: 'kovacs.eva@pelda.hu' };
const ASKER = { email: 'kertesz.gabor@pelda.hu', name: 'Kertész Gábor' };

test('instance A is killed mid-conversation; both sides carry on through B and nothing is lost', async ({
  browser,
  request,
}) => {
  const adviserUser = (await apiLogin(request, ADVISER.email)).user;
  const askerUser = (await apiLogin(request, ASKER.email)).user;
  const stamp = Date.now().toString(36);
  const before = [1, 2, 3].map((n) => `Előzmény ${n} (${stamp})`);
  const rightAfter = `A leállás után azonnal (${stamp})`;
  const reply = `Megkaptam, minden rendben (${stamp})`;

  // Both pages through Caddy in one conversation: the asker's socket on A, the adviser's on B (Caddy's
  // least_conn sends a second socket to the other instance anyway).
  const asker = await signedInPage(browser, 'kerdezo', ASKER.email, DEMO_PASSWORD);
  await asker.goto(`/kerdezo/tanacsado/${adviserUser.tanacsadoData?.id}`);
  await asker.getByRole('button', { name: 'Üzenet küldése' }).click();
  await expect(asker).toHaveURL(/\/kerdezo\/uzenetek\?c=/);
  const conversationId = new URL(asker.url()).searchParams.get('c') as string;
  await pinSocket(asker, askerUser.id, cluster.a);

  const adviser = await signedInPage(browser, 'tanacsado', ADVISER.email, DEMO_PASSWORD);
  await adviser.goto(`/tanacsadoi-fiok/uzenetek?c=${conversationId}`);
  await expect(adviser.getByRole('heading', { level: 2, name: ASKER.name })).toBeVisible();
  await pinSocket(adviser, adviserUser.id, cluster.b);

  const askerBox = asker.getByRole('textbox', { name: 'Üzenet' });
  const adviserThread = adviser.getByTestId('thread-viewport');
  for (const text of before) {
    await askerBox.fill(text);
    await askerBox.press('Enter');
    await expect(adviserThread.getByText(text)).toBeVisible();
  }

  // SIGKILL: no graceful shutdown, no goodbye to the sockets, requests in flight are lost.
  process.kill(cluster.aPid, 'SIGKILL');
  await askerBox.fill(rightAfter);
  await askerBox.press('Enter');
  const sent = asker.getByTestId('message').filter({ hasText: rightAfter });
  // Stored (over the socket once it is back, or over REST): never left as failed.
  await expect(sent.getByText(/^(Elküldve|Olvasva)$/)).toBeVisible({ timeout: 30_000 });
  await expect(sent.getByRole('button', { name: 'Újraküldés' })).toHaveCount(0);
  await expect(adviserThread.getByText(rightAfter)).toBeVisible({ timeout: 30_000 });

  // The asker's socket came back on B.
  await expect.poll(() => openSockets(askerUser.id).map((s) => s.upstream)).toEqual([upstreamOf(cluster.b)]);
  const adviserBox = adviser.getByRole('textbox', { name: 'Üzenet' });
  await adviserBox.fill(reply);
  await adviserBox.press('Enter');
  await expect(asker.getByTestId('thread-viewport').getByText(reply)).toBeVisible();

  // History intact after a reload (served by B alone): every message once, in order.
  for (const page of [asker, adviser]) {
    await page.reload();
    const thread = page.getByTestId('thread-viewport');
    await expect(thread.getByText(reply)).toBeVisible();
    const texts = (await page.getByTestId('message').allTextContents()).filter((t) => t.includes(stamp));
    const order = [...before, rightAfter, reply].map((text) => texts.findIndex((t) => t.includes(text)));
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(texts).toHaveLength(5);
  }

  // The proxy answers on: A is down, B answers, the ready check through Caddy says so.
  expect((await request.get(`${cluster.b}/api/ready`)).status()).toBe(200);
  await expect(request.get(`${cluster.a}/api/ready`)).rejects.toThrow();
  expect((await request.get('/api/ready')).status()).toBe(200);
  await asker.context().close();
  await adviser.context().close();
});
