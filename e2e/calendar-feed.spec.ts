import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, freshAccount, journeys, test } from './fixtures';

/** A fresh, verified account (through the API), logged in through the form, on its settings page. */
async function openSettings(
  page: Page,
  request: APIRequestContext,
  role: 'kerdezo' | 'tanacsado',
  name: string,
) {
  await freshAccount(page, request, role, name);
  const area = role === 'kerdezo' ? '/kerdezo' : '/tanacsadoi-fiok';
  await page.getByRole('link', { name: 'Beállítások', exact: true }).click();
  await expect(page).toHaveURL(`${area}/beallitasok`);
  await expect(page.getByRole('heading', { level: 1, name: 'Beállítások' })).toBeVisible();
  return page.getByRole('region', { name: 'Naptár-szinkron' });
}

/** The .ics feed of a calendar address, fetched the way a calendar app does (no login). */
async function expectFeed(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/calendar');
  expect(await response.text()).toContain('BEGIN:VCALENDAR');
}

journeys('calendar feed', () => {
  test('an adviser creates, replaces and turns off the calendar address', async ({ page, request }) => {
    const section = await openSettings(page, request, 'tanacsado', 'Naptár Nándor');
    await expect(section.getByText('Nincs aktív naptárcím.')).toBeVisible();
    await expectAccessible(page);

    await section.getByRole('button', { name: 'Naptárcím létrehozása' }).click();
    await expect(page.getByText('Naptárcím elkészült.')).toBeVisible();
    const address = section.getByRole('textbox', { name: 'Naptárcím' });
    await expect(address).toHaveValue(/^https?:\/\/.+\.ics$/);
    await expect(address).toHaveAttribute('readonly', '');
    // Nothing else to press: the keyboard focus is on the new address.
    await expect(address).toBeFocused();
    await expect(
      section.getByText('Biztonsági okból a címet csak most mutatjuk meg. Ha elveszíti, készítsen újat.'),
    ).toBeVisible();
    await expect(section.getByText('Egyéb naptárak → + → URL alapján')).toBeVisible();
    await expect(section.getByText(/^Aktív naptárcím, létrehozva: \d{4}\. \p{L}+ \d{1,2}\.$/u)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Cím másolása' })).toBeVisible();
    await expectAccessible(page);
    const firstUrl = await address.inputValue();
    await expectFeed(request, firstUrl);

    // A new address: the old one stops working at once.
    await section.getByRole('button', { name: 'Új cím készítése' }).click();
    const replace = page.getByRole('dialog', { name: 'Új naptárcím' });
    await expect(replace).toContainText('A régi cím azonnal megszűnik');
    await replace.getByRole('button', { name: 'Új cím készítése' }).click();
    await expect(replace).toBeHidden();
    await expect(address).not.toHaveValue(firstUrl);
    await expect(address).toHaveValue(/\.ics$/);
    const secondUrl = await address.inputValue();
    await expectFeed(request, secondUrl);
    expect((await request.get(firstUrl)).status()).toBe(404);

    // After a reload the address is not shown again, only that there is one.
    await page.reload();
    await expect(section.getByText(/^Aktív naptárcím, létrehozva:/)).toBeVisible();
    await expect(section.getByRole('textbox', { name: 'Naptárcím' })).toHaveCount(0);

    await section.getByRole('button', { name: 'Kikapcsolás' }).click();
    const disable = page.getByRole('dialog', { name: 'Naptár-szinkron kikapcsolása' });
    await expect(disable).toContainText('A cím azonnal megszűnik.');
    await disable.getByRole('button', { name: 'Kikapcsolás' }).click();
    await expect(disable).toBeHidden();
    await expect(page.getByText('Naptár-szinkron kikapcsolva.')).toBeVisible();
    await expect(section.getByText('Nincs aktív naptárcím.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Naptárcím létrehozása' })).toBeFocused();
    expect((await request.get(secondUrl)).status()).toBe(404);
  });

  test('an asker has the same section on the settings page', async ({ page, request }) => {
    const section = await openSettings(page, request, 'kerdezo', 'Naptár Nóra');
    await expect(section.getByText('Nincs aktív naptárcím.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Naptárcím létrehozása' })).toBeVisible();
  });
});
