import { expect, expectAccessible, logInAsAdmin, test } from './fixtures';

/**
 * The ÁSZF and the privacy notice come from content/*.md with the operator's data of the platform
 * settings: a visitor never reads a placeholder, an admin is told what is missing and fills it in.
 */
const COMPANY = 'Példa Üzemeltető Kft.';

test.describe('legal pages', () => {
  test.use({ consent: true });

  test('arrive rendered with their text, no placeholder, and hydrate without a change', async ({
    page,
    request,
  }) => {
    for (const [path, heading] of [
      ['/aszf', '1. Általános rendelkezések'],
      ['/adatkezeles', '1. Az adatkezelő'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(heading);
      expect(html, path).toMatch(/Hatályos: \d{4}\. [a-zá-ű]+ \d{1,2}\./);
      expect(html, path).not.toMatch(/\{\{|\[cégnév\]|\[szám\]|\[postacím\]|\[e-mail\]/);
      expect(html, path).not.toContain('Hiányzó üzemeltetői adat');
      // The demo fills the operator's data (a fictitious company), so no "–" stands in for it.
      expect(html, path).toMatch(/(Szolgáltató|Adatkezelő): [A-ZÁ-Ű][^<]*Kft\./);
      expect(html, path).not.toMatch(/(Szolgáltató|Adatkezelő|Székhely|Adószám): –/);
    }

    await page.goto('/adatkezeles');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Adatkezelési tájékoztató' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '4. Sütik és helyi tárolás' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Süti-beállítások módosítása' })).toBeVisible();
    await expect(page.getByTestId('missing-operator-data')).toHaveCount(0);
    await expectAccessible(page);

    // The table of contents jumps to its section; a link of the text navigates in the app.
    await page.getByRole('navigation', { name: 'Tartalom' }).getByRole('link', { name: '4. Sütik' }).click();
    await expect(page).toHaveURL(/#sutik$/);
    await page.getByRole('link', { name: 'Általános Szerződési Feltételek' }).last().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Általános Szerződési Feltételek' }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('an admin sees what operator data is missing, fills it in Beállítások and visitors see it', async ({
    page,
    browser,
  }) => {
    await logInAsAdmin(page);
    // The demo's operator data is complete; an admin who clears a field is told it is missing.
    await page.goto('/admin/beallitasok');
    await expect(page.getByRole('heading', { level: 1, name: 'Beállítások' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Cégnév', exact: true })).not.toHaveValue('');
    await page.getByRole('textbox', { name: 'Cégnév', exact: true }).clear();
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByText('Beállítások mentve.')).toBeVisible();

    const warning = page.getByTestId('missing-operator-data');
    // The server's page cache lives a few seconds.
    await expect(async () => {
      await page.goto('/aszf');
      await expect(warning).toContainText('Hiányzó üzemeltetői adat:', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(warning).toContainText('Cégnév');
    await expect(page.getByText('Szolgáltató: –')).toBeVisible();

    await warning.getByRole('link', { name: 'Beállítások' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Beállítások' })).toBeVisible();
    const fields: Record<string, string> = {
      Cégnév: COMPANY,
      Székhely: '1051 Budapest, Fő utca 1.',
      Cégjegyzékszám: '01-09-123456',
      Adószám: '12345678-2-41',
      Postacím: '1051 Budapest, Pf. 1.',
      'Tárhelyszolgáltató (név, székhely, e-mail)': 'Tárhely Zrt., Budapest, info@tarhely.hu',
      'E-mail-kézbesítési szolgáltató (név, székhely)': 'Levél Kft., Budapest',
      'Fizetési szolgáltató (név, székhely)': 'Fizető Zrt., Budapest',
      Könyvelő: 'Könyv Bt.',
      'Adatvédelmi kapcsolattartó (név, e-mail)': 'Adat Anna, adatvedelem@pelda.hu',
    };
    for (const [label, value] of Object.entries(fields)) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    const contact = page.getByRole('textbox', { name: 'Kapcsolati e-mail cím' });
    if (!(await contact.inputValue())) await contact.fill('info@pelda.hu');
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByText('Beállítások mentve.')).toBeVisible();

    // The server's page cache lives a few seconds: the admin's next load shows the saved data.
    await expect(async () => {
      await page.goto('/aszf');
      await expect(page.getByText(`Szolgáltató: ${COMPANY}`)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId('missing-operator-data')).toHaveCount(0);

    // A guest's page (rendered on the server; its page cache lives a few seconds) shows the data too.
    const guest = await browser.newPage();
    await expect(async () => {
      const html = await (await guest.request.get('/adatkezeles')).text();
      expect(html).toContain(`Adatkezelő: ${COMPANY}`);
      expect(html).toContain('Adat Anna, adatvedelem@pelda.hu');
    }).toPass({ timeout: 20_000 });
    await guest.close();
  });
});
