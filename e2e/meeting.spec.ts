import { chromium } from '@playwright/test';
import config from '../playwright.config';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  expectRemoteVideo,
  joinableMeeting,
  logInAs,
  PASSWORD,
  signedInPage,
  test,
} from './fixtures';

const ASKER = 'kerdezo@pelda.hu';

/** The config's Chromium and flags, plus a fake camera and microphone that need no permission prompt. */
const configured = config.projects?.[0]?.use?.launchOptions ?? config.use?.launchOptions ?? {};
const launchOptions = {
  ...configured,
  executablePath: configured.executablePath ?? '/usr/bin/chromium',
  args: [
    ...(configured.args ?? []),
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ],
};

test.describe('meeting', () => {
  test.use({ consent: true });

  test('adviser and asker meet: lobby, call, chat, hang up', async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    // Fresh accounts, so the adviser surely has no other appointment now (the spec can run repeatedly).
    const meeting = await joinableMeeting(request, 'Videós Vilma', 'Kérdező Kornél');

    const browser = await chromium.launch(launchOptions);
    try {
      const call = { baseURL, permissions: ['camera', 'microphone'] };
      const adviser = await signedInPage(browser, 'tanacsado', meeting.adviser.email, PASSWORD, call);
      const asker = await signedInPage(browser, 'kerdezo', meeting.asker.email, PASSWORD, call);

      // Lobby: the fake camera shows in the preview, joining is open.
      for (const page of [adviser, asker]) {
        await page.goto(`/meeting/${meeting.roomId}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Online találkozó' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Csatlakozás' })).toBeEnabled();
      }
      await adviser.waitForFunction(() => {
        const video = document.querySelector<HTMLVideoElement>('[data-testid="preview-video"]');
        return Boolean(video && video.videoWidth > 0);
      });
      await expect(adviser.getByRole('combobox', { name: 'Kamera' })).toBeVisible();
      await expectAccessible(adviser);

      // The adviser comes first and waits; the asker comes second and calls.
      await adviser.getByRole('button', { name: 'Csatlakozás' }).click();
      await expect(adviser.getByTestId('call-status')).toHaveText('Várakozás a másik félre…');
      await asker.getByRole('button', { name: 'Csatlakozás' }).click();

      for (const page of [adviser, asker]) {
        await expect(page.getByTestId('call-status')).toHaveText('Kapcsolódva', { timeout: 20_000 });
        await expectRemoteVideo(page, 20_000);
      }

      // The quality indicator measures the connection.
      await expect(asker.getByTestId('call-quality')).not.toHaveAttribute('data-level', 'unknown', {
        timeout: 15_000,
      });

      // Screen sharing replaces the sent picture and stops again.
      const share = adviser.getByRole('button', { name: 'Képernyő megosztása' });
      await share.click();
      await expect(share).toHaveAttribute('aria-pressed', 'true');
      await share.click();
      await expect(share).toHaveAttribute('aria-pressed', 'false');

      // Mute is a pressed toggle.
      const mute = asker.getByRole('button', { name: 'Mikrofon némítása' });
      await expect(mute).toHaveAttribute('aria-pressed', 'false');
      await mute.click();
      await expect(mute).toHaveAttribute('aria-pressed', 'true');
      await mute.click();

      // An in-call chat message reaches the other side (and stays on the sender's side).
      await asker.getByRole('textbox', { name: 'Üzenet' }).fill('Jó napot, hallja jól?');
      await asker.getByRole('button', { name: 'Küldés' }).click();
      await expect(adviser.getByTestId('call-chat').getByText('Jó napot, hallja jól?')).toBeVisible();
      await expect(asker.getByTestId('call-chat').getByText('Jó napot, hallja jól?')).toBeVisible();

      // The asker hangs up: it ends for both.
      await asker.getByRole('button', { name: 'Hívás befejezése' }).click();
      await expect(asker.getByTestId('call-ended')).toContainText('Ön befejezte a hívást.');
      await expect(adviser.getByTestId('call-ended')).toContainText('A másik fél bontotta a hívást.');
    } finally {
      await browser.close();
    }
  });

  test("reading the other party's messages in the call's chat marks them read", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const meeting = await joinableMeeting(request, 'Olvasó Olga', 'Író Imre');
    const askerHeaders = { authorization: `Bearer ${meeting.asker.token}` };
    const adviserHeaders = { authorization: `Bearer ${meeting.adviser.token}` };
    const started = await request.post('/api/conversations', {
      headers: askerHeaders,
      data: { participantId: meeting.adviser.user.id },
    });
    expect(started.ok()).toBe(true);
    const conversationId = ((await started.json()).data as { id: string }).id;
    const write = async (message: string) => {
      const sent = await request.post(`/api/conversations/${conversationId}/messages`, {
        headers: askerHeaders,
        data: { message, attachments: [] },
      });
      expect(sent.status()).toBe(201);
    };
    const unread = async () =>
      (await (await request.get('/api/conversations/unread-count', { headers: adviserHeaders })).json())
        .count as number;
    await write('Előre küldött kérdés');
    expect(await unread()).toBe(1);

    const browser = await chromium.launch(launchOptions);
    try {
      const call = { baseURL, permissions: ['camera', 'microphone'] };
      const adviser = await signedInPage(browser, 'tanacsado', meeting.adviser.email, PASSWORD, call);
      await expect(adviser.getByTestId('unread-nav-badge')).toHaveText(/^1/);

      await adviser.goto(`/meeting/${meeting.roomId}`);
      await adviser.getByRole('button', { name: 'Csatlakozás' }).click();
      await expect(adviser.getByTestId('call-status')).toHaveText('Várakozás a másik félre…');
      const chat = adviser.getByTestId('call-chat');
      await expect(chat.getByText('Előre küldött kérdés')).toBeVisible();
      // Shown in the open chat: read.
      await expect.poll(unread).toBe(0);

      // A reply arriving during the call is read there too.
      await write('Válasz a hívás közben');
      await expect(chat.getByText('Válasz a hívás közben')).toBeVisible();
      await expect.poll(unread).toBe(0);

      await adviser.goto('/tanacsadoi-fiok');
      await expect(adviser.getByRole('heading', { level: 1, name: 'Áttekintés' })).toBeVisible();
      await expect(adviser.getByTestId('unread-nav-badge')).toHaveCount(0);
    } finally {
      await browser.close();
    }
  });

  test('an unknown meeting room says so', async ({ page }) => {
    await logInAs(page, 'kerdezo', ASKER, DEMO_PASSWORD);
    await page.goto('/meeting/nincs-ilyen-szoba');
    await expect(page.getByTestId('meeting-not-found')).toContainText('A megbeszélés nem található.');
    await expectAccessible(page);
  });
});
