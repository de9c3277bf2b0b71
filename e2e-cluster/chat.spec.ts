import { expect, test } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD } from '../e2e/fixtures';
import { cluster, pinSocket, signedInPage } from './cluster';

const ADVISER = { email: 'tanacsado@pelda.hu', name: 'Dr. Kiss Katalin' };
const ASKER = { email: 'kerdezo@pelda.hu', name: 'Tóth Anna' };

test('an asker on A and an adviser on B chat live: messages, read mark, typing', async ({
  browser,
  request,
}) => {
  const adviserUser = (await apiLogin(request, ADVISER.email)).user;
  const askerUser = (await apiLogin(request, ASKER.email)).user;
  const stamp = Date.now().toString(36);
  const question = `Kérdés az A példányról (${stamp})`;
  const answer = `Válasz a B példányról (${stamp})`;

  // Both through Caddy; each socket pinned to its instance, so every live update crosses over Redis.
  const adviser = await signedInPage(browser, 'tanacsado', ADVISER.email, DEMO_PASSWORD);
  await adviser.goto('/tanacsadoi-fiok/uzenetek');
  await expect(adviser.getByRole('heading', { level: 1, name: 'Üzenetek' })).toBeVisible();
  await pinSocket(adviser, adviserUser.id, cluster.b);

  const asker = await signedInPage(browser, 'kerdezo', ASKER.email, DEMO_PASSWORD);
  await asker.goto(`/kerdezo/tanacsado/${adviserUser.tanacsadoData?.id}`);
  await asker.getByRole('button', { name: 'Üzenet küldése' }).click();
  await expect(asker).toHaveURL(/\/kerdezo\/uzenetek\?c=/);
  await expect(asker.getByRole('heading', { level: 2, name: ADVISER.name })).toBeVisible();
  await pinSocket(asker, askerUser.id, cluster.a);

  const askerBox = asker.getByRole('textbox', { name: 'Üzenet' });
  await askerBox.fill(question);
  await askerBox.press('Enter');
  const sent = asker.getByTestId('message').filter({ hasText: question });
  await expect(sent.getByText('Elküldve')).toBeVisible();

  // The adviser's screen on B gets the conversation and the unread badge live.
  const item = adviser.getByTestId('conversation-item').filter({ hasText: ASKER.name });
  await expect(item).toContainText(question);
  await expect(item.getByTestId('conversation-unread')).toHaveText(/^1/);
  await item.click();
  await expect(adviser.getByTestId('message').filter({ hasText: question })).toBeVisible();
  // Reading on B shows as "Olvasva" on A.
  await expect(sent.getByText('Olvasva')).toBeVisible();

  // Typing on B shows on A, and the reply arrives there live.
  const adviserBox = adviser.getByRole('textbox', { name: 'Üzenet' });
  await adviserBox.pressSequentially('Üdv');
  await expect(asker.getByTestId('typing-indicator')).toHaveText(`${ADVISER.name} ír…`);
  await adviserBox.fill(answer);
  await adviserBox.press('Enter');
  await expect(asker.getByTestId('message').filter({ hasText: answer })).toBeVisible();
  await expect(asker.getByTestId('typing-indicator')).toHaveText('');

  await adviser.context().close();
  await asker.context().close();
});
