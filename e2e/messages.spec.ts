import type { Locator } from '@playwright/test';
import {
  apiLogin,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  joinableMeeting,
  PASSWORD,
  signedInPage,
  test,
} from './fixtures';

const ADVISER = { email: 'tanacsado@pelda.hu', name: 'Dr. Kiss Katalin' };
const ASKER = { email: 'kerdezo@pelda.hu', name: 'Tóth Anna' };

test.describe('messages', () => {
  // The journeys share the demo pair's one conversation (its unread count and last message).
  test.describe.configure({ mode: 'serial' });

  test('an asker writes to an adviser from the profile; both see the other live', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const adviserId = (await apiLogin(request, ADVISER.email)).user.tanacsadoData?.id as string;
    const stamp = Date.now().toString(36);
    const question = `Jó napot! Kérdésem lenne a szerződésről (${stamp}).`;
    const answer = `Üdvözlöm! Szívesen segítek (${stamp}).`;

    const adviser = await signedInPage(browser, 'tanacsado', ADVISER.email, DEMO_PASSWORD);
    // The navigation's (the overview's "Teendők" may link to the messages too).
    await adviser
      .getByRole('navigation', { name: /navigáció$/ })
      .getByRole('link', { name: /^Üzenetek/ })
      .click();
    await expect(adviser).toHaveURL(/\/tanacsadoi-fiok\/uzenetek$/);
    await expect(adviser.getByRole('heading', { level: 1, name: 'Üzenetek' })).toBeVisible();

    const asker = await signedInPage(browser, 'kerdezo', ASKER.email, DEMO_PASSWORD);
    await asker.goto(`/kerdezo/tanacsado/${adviserId}`);
    await expect(asker.getByRole('heading', { level: 1, name: ADVISER.name })).toBeVisible();
    await asker.getByRole('button', { name: 'Üzenet küldése' }).click();
    await expect(asker).toHaveURL(/\/kerdezo\/uzenetek\?c=/);
    await expect(asker.getByRole('heading', { level: 2, name: ADVISER.name })).toBeVisible();

    const askerBox = asker.getByRole('textbox', { name: 'Üzenet' });
    await askerBox.fill('Első sor');
    // Shift+Enter is a new line, Enter sends.
    await askerBox.press('Shift+Enter');
    await askerBox.pressSequentially('második sor');
    await expect(askerBox).toHaveValue('Első sor\nmásodik sor');
    await askerBox.fill(question);
    await askerBox.press('Enter');
    await expect(askerBox).toHaveValue('');
    const sent = asker.getByTestId('message').filter({ hasText: question });
    await expect(sent).toBeVisible();
    await expect(sent.getByText('Elküldve')).toBeVisible();
    await expect(asker.getByText('Ma', { exact: true })).toBeVisible();

    // The adviser, already on the messages screen, gets the conversation live with an unread badge.
    const item = adviser.getByTestId('conversation-item').filter({ hasText: ASKER.name });
    await expect(item).toBeVisible();
    await expect(item.getByTestId('conversation-unread')).toHaveText(/^1/);
    await expect(item).toContainText(question);
    await expect(adviser.getByTestId('unread-nav-badge')).toHaveText(/^1/);
    await expectAccessible(adviser);

    await item.click();
    await expect(adviser.getByRole('heading', { level: 2, name: ASKER.name })).toBeVisible();
    await expect(adviser.getByTestId('message').filter({ hasText: question })).toBeVisible();
    // Opening the thread reads it: the badges go, and the asker sees the read mark.
    await expect(adviser.getByTestId('unread-nav-badge')).toHaveCount(0);
    await expect(item.getByTestId('conversation-unread')).toHaveCount(0);
    await expect(sent.getByText('Olvasva')).toBeVisible();

    // Typing shows on the other side.
    const adviserBox = adviser.getByRole('textbox', { name: 'Üzenet' });
    await adviserBox.pressSequentially('Üdv');
    await expect(asker.getByTestId('typing-indicator')).toHaveText(`${ADVISER.name} ír…`);
    await adviserBox.fill(answer);
    await adviser.getByRole('button', { name: 'Küldés' }).click();
    await expect(adviser.getByTestId('message').filter({ hasText: answer })).toBeVisible();

    // The asker sees the reply live, and the typing line is gone.
    await expect(asker.getByTestId('message').filter({ hasText: answer })).toBeVisible();
    await expect(asker.getByTestId('typing-indicator')).toHaveText('');
    await expectAccessible(asker);

    await adviser.context().close();
    await asker.context().close();
  });

  test('both consultation lists open the conversation of a booking with "Üzenet"', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    // A booking of the demo pair that runs now (409 when one already does: that one serves as well).
    const created = await request.post('/dev/test/joinable-appointment', {
      data: { expertEmail: ADVISER.email, clientEmail: ASKER.email },
    });
    expect([201, 409]).toContain(created.status());

    const asker = await signedInPage(browser, 'kerdezo', ASKER.email, DEMO_PASSWORD);
    await asker.goto('/kerdezo/tanacsadasaim');
    const askerCard = asker.getByTestId('appointment-card').filter({ hasText: ADVISER.name }).first();
    await askerCard.getByRole('button', { name: 'Üzenet' }).click();
    await expect(asker).toHaveURL(/\/kerdezo\/uzenetek\?c=/);
    await expect(asker.getByRole('heading', { level: 2, name: ADVISER.name })).toBeVisible();
    const askerConversation = new URL(asker.url()).searchParams.get('c');

    const adviser = await signedInPage(browser, 'tanacsado', ADVISER.email, DEMO_PASSWORD);
    await adviser.goto('/tanacsadoi-fiok/tanacsadasok');
    await adviser.getByText(/^Közelgő \(/).click();
    const adviserCard = adviser.getByRole('article').filter({ hasText: ASKER.name }).first();
    await adviserCard.getByRole('button', { name: 'Üzenet' }).click();
    await expect(adviser).toHaveURL(/\/tanacsadoi-fiok\/uzenetek\?c=/);
    await expect(adviser.getByRole('heading', { level: 2, name: ASKER.name })).toBeVisible();
    // The same pair has one conversation.
    expect(new URL(adviser.url()).searchParams.get('c')).toBe(askerConversation);

    await adviser.context().close();
    await asker.context().close();
  });

  test('a long thread loads older messages with "Korábbi üzenetek"', async ({ browser, request }) => {
    test.setTimeout(90_000);
    const adviserUserId = (await apiLogin(request, ADVISER.email)).user.id;
    const { headers } = await apiLogin(request, ASKER.email);
    const started = await request.post('/api/conversations', {
      headers,
      data: { participantId: adviserUserId },
    });
    expect(started.ok()).toBe(true);
    const conversationId = ((await started.json()).data as { id: string }).id;
    const stamp = Date.now().toString(36);
    // More than one page (30) of history.
    for (let i = 1; i <= 35; i += 1) {
      const sent = await request.post(`/api/conversations/${conversationId}/messages`, {
        headers,
        data: { message: `Sorszám ${i} (${stamp})`, attachments: [], clientMessageId: `${stamp}-${i}` },
      });
      expect(sent.status()).toBe(201);
    }

    const asker = await signedInPage(browser, 'kerdezo', ASKER.email, DEMO_PASSWORD);
    await asker.goto(`/kerdezo/uzenetek?c=${conversationId}`);
    // The conversation list shows the last message too: look inside the thread.
    const thread = asker.getByTestId('thread-viewport');
    await expect(thread.getByText(`Sorszám 35 (${stamp})`)).toBeVisible();
    await expect(thread.getByText(`Sorszám 1 (${stamp})`)).toHaveCount(0);
    await asker.getByRole('button', { name: 'Korábbi üzenetek' }).click();
    await expect(thread.getByText(`Sorszám 1 (${stamp})`)).toBeAttached();
    // Each message once, in order.
    const texts = await asker.getByTestId('message').allTextContents();
    const numbers = texts.flatMap((t) => (t.includes(stamp) ? [Number(/Sorszám (\d+)/.exec(t)?.[1])] : []));
    expect(numbers).toEqual(Array.from({ length: 35 }, (_, i) => i + 1));
    await asker.context().close();
  });

  test('the messages screen fits 360 px and passes axe', async ({ browser }) => {
    const asker = await signedInPage(browser, 'kerdezo', ASKER.email, DEMO_PASSWORD);
    await asker.setViewportSize({ width: 360, height: 740 });
    await asker.goto('/kerdezo/uzenetek');
    await expect(asker.getByRole('heading', { level: 1, name: 'Üzenetek' })).toBeVisible();
    await expect(asker.getByRole('heading', { level: 2, name: 'Beszélgetések' })).toBeVisible();
    const overflow = await asker.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(asker);
    await asker.context().close();
  });

  test('the unread badge shows its whole number on desktop and at 360 px', async ({ browser, request }) => {
    test.setTimeout(90_000);
    // A pair of their own with a booking (so the asker may write), and a two-digit unread count.
    const { adviser, asker } = await joinableMeeting(request, 'Jelvényes Judit', 'Számoló Sára');
    const headers = { authorization: `Bearer ${asker.token}` };
    const started = await request.post('/api/conversations', {
      headers,
      data: { participantId: adviser.user.id },
    });
    expect(started.ok()).toBe(true);
    const conversationId = ((await started.json()).data as { id: string }).id;
    for (let i = 1; i <= 12; i += 1) {
      const sent = await request.post(`/api/conversations/${conversationId}/messages`, {
        headers,
        data: { message: `Kérdés ${i}, egy hosszabb mondat a lista előnézetéhez`, attachments: [] },
      });
      expect(sent.status()).toBe(201);
    }

    const page = await signedInPage(browser, 'tanacsado', adviser.email, PASSWORD);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/tanacsadoi-fiok/uzenetek');
      const badge = page
        .getByTestId('conversation-item')
        .filter({ hasText: 'Számoló Sára' })
        .getByTestId('conversation-unread');
      await expect(badge).toHaveText(/^12/);
      await expectWhollyVisible(badge, `${width} px`);
    }
    await page.context().close();
  });
});

/**
 * The badge's number is drawn in full: nothing scrolls inside the badge or its label, and the digits
 * lie inside the badge's box.
 */
async function expectWhollyVisible(badge: Locator, where: string) {
  const box = await badge.evaluate((root) => {
    const label = root.querySelector('.mantine-Badge-label') ?? root;
    const digits = [...label.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    const range = document.createRange();
    if (digits) range.selectNodeContents(digits);
    const text = range.getBoundingClientRect();
    const outer = root.getBoundingClientRect();
    return {
      text: digits?.textContent ?? '',
      textWidth: text.width,
      textLeft: text.left,
      textRight: text.right,
      badgeWidth: outer.width,
      badgeLeft: outer.left,
      badgeRight: outer.right,
      rootOverflow: root.scrollWidth - root.clientWidth,
      labelOverflow: label.scrollWidth - label.clientWidth,
    };
  });
  expect(box.text, where).toBe('12');
  expect(box.rootOverflow, `${where}: the badge scrolls`).toBeLessThanOrEqual(0);
  expect(box.labelOverflow, `${where}: the label scrolls`).toBeLessThanOrEqual(0);
  expect(box.badgeWidth, `${where}: the badge is narrower than its number`).toBeGreaterThanOrEqual(
    box.textWidth,
  );
  expect(box.textLeft, `${where}: the number starts outside the badge`).toBeGreaterThanOrEqual(box.badgeLeft);
  expect(box.textRight, `${where}: the number ends outside the badge`).toBeLessThanOrEqual(box.badgeRight);
}
