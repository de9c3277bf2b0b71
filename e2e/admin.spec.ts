import {
  ADMIN,
  expect,
  expectAccessible,
  followLinkTo,
  journeys,
  logInAsAdmin,
  signedInPage,
  test,
  verifiedAccount,
} from './fixtures';

journeys('admin area', () => {
  test('the dashboard and the profile are accessible', async ({ page }) => {
    await logInAsAdmin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Vezérlőpult' })).toBeVisible();
    await expect(page.getByText('Függő aktiválási kérelmek')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Foglalások naponta (elmúlt 30 nap)' })).toBeVisible();
    // The chart's numbers are also a table.
    await page.getByText('Adatok táblázatban').click();
    await expect(page.getByRole('table', { name: /Foglalások naponta/ }).getByRole('row')).toHaveCount(31);
    await expectAccessible(page);

    await followLinkTo(page, 'Profil');
    await expect(page.getByRole('textbox', { name: 'E-mail cím' })).toHaveValue(ADMIN.email);
    await expect(page.getByRole('textbox', { name: 'Név' })).not.toHaveValue('');
    await expectAccessible(page);

    // At 360 px the tables scroll inside their frame; the page itself does not scroll sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/admin', '/admin/felhasznalok', '/admin/tanacsadok', '/admin/profil']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /betöltése/ })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });

  test('an admin approves the pending activation request; the adviser becomes searchable', async ({
    page,
    browser,
  }) => {
    // The seed's last adviser is inactive with a pending request, so the public search misses them.
    const guest = await browser.newPage();
    await guest.goto('/tanacsadok?search=pinter');
    // No exact match: the list says it shows advisers of near words ("Péter"), never Pintér himself.
    await expect(guest.getByText('Nincs pontos találat erre: „pinter”.', { exact: false })).toBeVisible();
    await expect(guest.getByRole('link', { name: 'Pintér Ákos' })).toHaveCount(0);

    await logInAsAdmin(page);
    await followLinkTo(page, 'Tanácsadók');
    const request = page.getByTestId('activation-request').filter({ hasText: 'Pintér Ákos' });
    await expect(request).toBeVisible();
    await expect(page.getByRole('table', { name: /Tanácsadók/ })).toBeVisible();
    await expectAccessible(page);

    await request.getByRole('button', { name: 'Jóváhagyás: Pintér Ákos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aktiválási kérelem jóváhagyása' });
    await expect(dialog).toContainText('30 napos próbaidőt');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Jóváhagyás' }).click();
    await expect(page.getByText('A tanácsadói fiók sikeresen aktiválva')).toBeVisible();
    await expect(request).toHaveCount(0);

    // The adviser is now found on the public search (the discovery cache was cleared).
    await guest.reload();
    await expect(guest.getByRole('link', { name: 'Pintér Ákos' })).toBeVisible();
    await guest.close();

    // The table's details show the approval in the adviser's history.
    await page.getByRole('searchbox', { name: 'Keresés' }).fill('pinter');
    await page.getByRole('button', { name: 'Keresés' }).click();
    await expect(page).toHaveURL(/search=pinter/);
    await page.getByRole('button', { name: 'Részletek: Pintér Ákos' }).click();
    const drawer = page.getByRole('dialog', { name: 'Tanácsadó adatai' });
    await expect(drawer.getByText('Aktiválási kérelem jóváhagyása')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Nyilvános profil megtekintése' })).toBeVisible();
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Bezárás' }).click();

    // The status filter is a server-side filter kept in the URL.
    await page.getByRole('searchbox', { name: 'Keresés' }).clear();
    await page.getByRole('button', { name: 'Keresés' }).click();
    await page.getByRole('combobox', { name: 'Állapot' }).click();
    await page.getByRole('option', { name: 'Hiányos számlázási adatok' }).click();
    await expect(page).toHaveURL(/status=billing_incomplete/);
    await expect(page.getByRole('button', { name: 'Részletek: Pintér Ákos' })).toBeVisible();

    // A new adviser account, with the text of SPEC.md §8.
    await page.getByRole('button', { name: 'Új tanácsadó' }).click();
    const create = page.getByRole('dialog', { name: 'Új tanácsadói fiók' });
    await create.getByRole('textbox', { name: 'Név' }).fill('Admin Által Létrehozott');
    await create.getByRole('textbox', { name: 'E-mail cím' }).fill(`letrehozott.${Date.now()}@pelda.hu`);
    await create.getByRole('button', { name: 'Létrehozás' }).click();
    await expect(page.getByText('Tanácsadói fiók sikeresen létrehozva')).toBeVisible();
    await expect(
      page.getByRole('dialog', { name: 'Tanácsadó adatai' }).getByText('Tanácsadói fiók létrehozása'),
    ).toBeVisible();
  });

  test('an admin disables a user; the user’s open session stops working', async ({
    page,
    browser,
    request,
  }) => {
    // Two browsers and a registration on a 2-core machine: more time than one page needs.
    test.setTimeout(60_000);
    const name = `Letiltandó Lili ${Date.now()}`;
    const account = await verifiedAccount(request, 'kerdezo', name);

    // The user is signed in in a browser of their own.
    const userPage = await signedInPage(browser, 'kerdezo', account.email);

    await logInAsAdmin(page);
    await followLinkTo(page, 'Felhasználók');
    await expect(page.getByRole('table', { name: /Felhasználók/ })).toBeVisible();
    await expectAccessible(page);

    // Accent-insensitive search on the server; the state is in the URL.
    await page.getByRole('searchbox', { name: 'Keresés' }).fill(account.email);
    await page.getByRole('button', { name: 'Keresés' }).click();
    await expect(page).toHaveURL(/search=/);
    await page.getByRole('button', { name: `Részletek: ${name}` }).click();
    const drawer = page.getByRole('dialog', { name: 'Felhasználó adatai' });
    await expect(drawer.getByRole('heading', { name })).toBeVisible();
    await expectAccessible(page);

    await drawer.getByRole('button', { name: 'Fiók letiltása' }).click();
    const confirm = page.getByRole('dialog', { name: 'Fiók letiltása' });
    await confirm.getByRole('button', { name: 'Igen, letiltom' }).click();
    await expect(page.getByText('A felhasználó letiltva.')).toBeVisible();
    await expect(drawer.getByText('Letiltva', { exact: true }).first()).toBeVisible();
    await expect(drawer.getByText('Fiók letiltása', { exact: true }).last()).toBeVisible();

    // The server drops the user's socket; their open page signs out at once, without a click.
    await expect(userPage).toHaveURL(/\/bejelentkezes$/);
    await expect(userPage.getByText('A munkamenet lejárt. Kérjük, jelentkezzen be újra.')).toBeVisible();
    expect(await userPage.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
    await userPage.context().close();

    // The admin cannot disable themself: the button is off and the reason is written.
    await drawer.getByRole('button', { name: 'Bezárás' }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('searchbox', { name: 'Keresés' }).fill('admin@pelda.hu');
    await page.getByRole('button', { name: 'Keresés' }).click();
    // By name: the previous results stay on screen until the new ones arrive.
    await page.getByRole('button', { name: 'Részletek: Portál Adminisztrátor' }).click();
    await expect(page.getByText('Ez az Ön fiókja')).toBeVisible();
    await expect(
      page
        .getByRole('dialog', { name: 'Felhasználó adatai' })
        .getByRole('button', { name: 'Fiók letiltása' }),
    ).toBeDisabled();
  });
});
