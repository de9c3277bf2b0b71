import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { fromBufferPromise } from 'yauzl';
import {
  expect,
  expectAccessible,
  freshAccount,
  journeys,
  logInAs,
  mailsTo,
  PASSWORD,
  TOKEN_KEY,
  test,
} from './fixtures';

const LINK = /https?:\/\/[^\s]+\/api\/account\/export\/[A-Za-z0-9_-]{43}\.zip/;

/** The asker's settings page, opened from the area's navigation. */
async function openSettings(page: Page) {
  await page.getByRole('link', { name: 'Beállítások', exact: true }).click();
  await expect(page).toHaveURL(/\/kerdezo\/beallitasok$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Beállítások' })).toBeVisible();
}

/** The newest mail to the address with this subject, read from the local mailbox (/dev/mail). */
async function mailWithSubject(request: APIRequestContext, email: string, subject: string) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(request, email)).find((mail) => mail.subject === subject);
      return Boolean(found);
    })
    .toBe(true);
  return found as { subject: string; text: string };
}

/** The names and JSON files of a ZIP. */
async function zipEntries(buffer: Buffer) {
  const zip = await fromBufferPromise(buffer, { lazyEntries: true });
  const files = new Map<string, string>();
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
  }
  return files;
}

journeys('data rights', () => {
  test('an asker asks for the data export and downloads the ZIP from the mailed link', async ({
    page,
    request,
  }) => {
    const email = await freshAccount(page, request, 'kerdezo', 'Adatkérő Aladár');
    await openSettings(page);
    const section = page.getByRole('region', { name: 'Adataim letöltése' });
    await expect(section).toContainText('24 óráig érvényes');
    await expectAccessible(page);

    await section.getByRole('button', { name: 'Adatcsomag kérése' }).click();
    await expect(section.getByTestId('data-export-state')).toContainText(
      /Készül…|Elküldtük e-mailben a letöltési linket \(24 óráig érvényes/,
    );
    await expect(section.getByTestId('data-export-state')).toContainText(
      'Elküldtük e-mailben a letöltési linket (24 óráig érvényes',
    );
    await expectAccessible(page);

    const mail = await mailWithSubject(request, email, 'Elkészült az adatcsomagja – Tanácsadó portál');
    const link = mail.text.match(LINK)?.[0] as string;
    expect(link).toBeTruthy();

    // A second request within 10 minutes is refused with the server's words.
    await section.getByRole('button', { name: 'Adatcsomag kérése' }).click();
    await expect(section.getByRole('alert')).toContainText('10 percenként');

    // The browser downloads the link as adataim.zip (a plain link: no session needed).
    const downloading = page.waitForEvent('download');
    await page.evaluate((href) => {
      const anchor = document.createElement('a');
      anchor.href = href;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    }, new URL(link).pathname);
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('adataim.zip');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');
    const files = await zipEntries(bytes);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        'profile.json',
        'bookings.json',
        'messages.json',
        'reviews.json',
        'payments.json',
      ]),
    );
    expect(JSON.parse(files.get('profile.json') as string).account).toMatchObject({
      name: 'Adatkérő Aladár',
      email,
      role: 'kerdezo',
    });
  });

  test('an asker asks for the deletion, is logged out, and a new login cancels it', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const email = await freshAccount(page, request, 'kerdezo', 'Távozó Tímea');
    await page.getByRole('button', { name: 'Navigáció megnyitása' }).click();
    await openSettings(page);
    const section = page.getByRole('region', { name: 'Fiók törlése' });
    await expect(section).toContainText('7 nap múlva');
    await expect(section).toContainText('8 évig');
    // Nothing sticks out at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);

    const password = section.getByLabel('Jelszó', { exact: false }).first();
    const remove = section.getByRole('button', { name: 'Fiók törlése' });
    // No password: said at the field.
    await remove.click();
    await expect(section.getByText('Adja meg a jelszavát')).toBeVisible();
    await expect(password).toBeFocused();

    // A wrong password: confirmed, refused, the field says so and has the focus; nothing changed.
    await password.fill('nem-ez-a-jelszo');
    await remove.click();
    let dialog = page.getByRole('dialog', { name: 'Biztosan törli fiókját?' });
    await expect(dialog).toContainText('Minden eszközön azonnal kijelentkeztetjük');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Igen, törlöm a fiókomat' }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByText('A megadott jelszó hibás.')).toBeVisible();
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    // "Mégse" keeps everything as it was.
    await password.fill(PASSWORD);
    await remove.click();
    dialog = page.getByRole('dialog', { name: 'Biztosan törli fiókját?' });
    await dialog.getByRole('button', { name: 'Mégse' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/kerdezo\/beallitasok$/);

    await remove.click();
    await dialog.getByRole('button', { name: 'Igen, törlöm a fiókomat' }).click();
    await expect(page).toHaveURL(/\/bejelentkezes$/);
    await expect(
      page.getByText(/Fiókja törlését kérte: .* töröljük\. Ha addig bejelentkezik, a törlés elmarad\./),
    ).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    const requested = await mailWithSubject(request, email, 'Fiókja törlését kérte – Tanácsadó portál');
    expect(requested.text).toContain('a bejelentkezés visszavonja a törlést');

    // Logging in again within the 7 days keeps the account.
    await logInAs(page, 'kerdezo', email);
    await mailWithSubject(request, email, 'A fiók törlését visszavontuk – Tanácsadó portál');
    await page.getByRole('button', { name: 'Navigáció megnyitása' }).click();
    await openSettings(page);
    const notice = page.getByRole('region', { name: 'Fiók törlése' }).getByRole('status');
    await expect(notice).toContainText('A törlés elmaradt');
    await expect(notice).toContainText('visszavontuk, mert bejelentkezett');
  });
});
