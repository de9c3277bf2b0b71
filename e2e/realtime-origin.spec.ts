import { apiLogin, DEMO_PASSWORD, expect, signedInPage, test } from './fixtures';

// A seeded pair no other spec writes to, so the live chat here cannot disturb their unread counts.
const ADVISER = { email: 'kovacs.eva@pelda.hu' };
const ASKER = { email: 'kertesz.gabor@pelda.hu', name: 'Kertész Gábor' };

test('chat works live when the portal is opened at 127.0.0.1 instead of PUBLIC_URL', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const origin = (baseURL as string).replace('localhost', '127.0.0.1');
  expect(origin).not.toBe(baseURL);
  // The site opened at 127.0.0.1 instead of PUBLIC_URL's localhost.
  const atOrigin = { baseURL: origin };
  const adviserId = (await apiLogin(request, ADVISER.email)).user.tanacsadoData?.id as string;
  const stamp = Date.now().toString(36);
  const question = `Működik a csevegés a 127.0.0.1 címen is? (${stamp})`;
  const answer = `Igen, élőben érkezik (${stamp}).`;

  const adviser = await signedInPage(browser, 'tanacsado', ADVISER.email, DEMO_PASSWORD, atOrigin);
  await adviser
    .getByRole('navigation', { name: /navigáció$/ })
    .getByRole('link', { name: /^Üzenetek/ })
    .click();
  await expect(adviser.getByRole('heading', { level: 1, name: 'Üzenetek' })).toBeVisible();

  const asker = await signedInPage(browser, 'kerdezo', ASKER.email, DEMO_PASSWORD, atOrigin);
  await asker.goto(`/kerdezo/tanacsado/${adviserId}`);
  await asker.getByRole('button', { name: 'Üzenet küldése' }).click();
  await expect(asker).toHaveURL(/\/kerdezo\/uzenetek\?c=/);
  const askerBox = asker.getByRole('textbox', { name: 'Üzenet' });
  await askerBox.fill(question);
  await askerBox.press('Enter');
  await expect(asker.getByTestId('message').filter({ hasText: question })).toBeVisible();

  // Without the socket the adviser would not see this until a reload.
  const item = adviser.getByTestId('conversation-item').filter({ hasText: ASKER.name });
  await expect(item).toContainText(question);
  await item.click();
  const adviserBox = adviser.getByRole('textbox', { name: 'Üzenet' });
  await adviserBox.fill(answer);
  await adviserBox.press('Enter');
  await expect(asker.getByTestId('message').filter({ hasText: answer })).toBeVisible();

  await adviser.context().close();
  await asker.context().close();
});
