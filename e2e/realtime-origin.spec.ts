import type { Browser, Page } from '@playwright/test';
import { COOKIE_KEY, expect, loginThroughForm, test } from './fixtures';

// A seeded pair no other spec writes to, so the live chat here cannot disturb their unread counts.
const DEMO_PASSWORD = 'Demo1234!';
const ADVISER = { email: 'kovacs.eva@pelda.hu' };
const ASKER = { email: 'kertesz.gabor@pelda.hu', name: 'Kertész Gábor' };

/** The site opened at 127.0.0.1 instead of PUBLIC_URL's localhost, signed in through the form. */
async function signedInAt(browser: Browser, origin: string, email: string, area: RegExp): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript((key) => {
    localStorage.setItem(key, JSON.stringify({ szukseges: true, statisztika: false, marketing: false }));
  }, COOKIE_KEY);
  const page = await context.newPage();
  await loginThroughForm(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(area);
  return page;
}

test('chat works live when the portal is opened at 127.0.0.1 instead of PUBLIC_URL', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const origin = (baseURL as string).replace('localhost', '127.0.0.1');
  expect(origin).not.toBe(baseURL);
  const login = await request.post('/api/auth/login', {
    data: { email: ADVISER.email, password: DEMO_PASSWORD },
  });
  const adviserId = ((await login.json()).user as { tanacsadoData: { id: string } }).tanacsadoData.id;
  const stamp = Date.now().toString(36);
  const question = `Működik a csevegés a 127.0.0.1 címen is? (${stamp})`;
  const answer = `Igen, élőben érkezik (${stamp}).`;

  const adviser = await signedInAt(browser, origin, ADVISER.email, /\/tanacsadoi-fiok$/);
  await adviser.getByRole('link', { name: /^Üzenetek/ }).click();
  await expect(adviser.getByRole('heading', { level: 1, name: 'Üzenetek' })).toBeVisible();

  const asker = await signedInAt(browser, origin, ASKER.email, /\/kerdezo$/);
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
