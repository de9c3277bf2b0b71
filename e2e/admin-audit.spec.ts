import {
  ADMIN,
  apiLogin,
  bookableAdviser,
  bookFirstFreeSlot,
  daysFromNow,
  expect,
  expectAccessible,
  followLinkTo,
  journeys,
  logInAsAdmin,
  subscribedAsker,
  test,
} from './fixtures';

journeys('admin audit log', { viewport: { width: 1280, height: 800 } }, () => {
  test('the histories speak Hungarian, and the change log lists every entry and filters them', async ({
    page,
    request,
  }) => {
    // Three users, a booking and two admin changes on a 2-core machine.
    test.setTimeout(120_000);
    const stamp = Date.now();
    const adviser = await bookableAdviser(request, `Napló Tanácsadó ${stamp}`);
    const asker = await subscribedAsker(request, `Napló Kérdező ${stamp}`);
    const appointmentId = await bookFirstFreeSlot(request, adviser, asker, daysFromNow(1), daysFromNow(8));
    // The admin's changes: the payment status (covered by the subscription: "no_payment") and a longer
    // subscription for the asker.
    const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
    const paid = await request.post(`/api/admin/appointments/${appointmentId}/payment-status`, {
      headers: admin.headers,
      data: { paymentStatus: 'paid', reason: 'Átutalás beérkezett' },
    });
    expect(paid.ok()).toBe(true);
    const adjusted = await request.post(`/api/admin/subscriptions/${asker.user.id}/adjust`, {
      headers: admin.headers,
      data: { days: 10 },
    });
    expect(adjusted.ok()).toBe(true);

    await logInAsAdmin(page);

    // The appointment's history names the payment states, not their stored values.
    await page.goto(`/admin/tanacsadasok?idopont=${appointmentId}`);
    const appointment = page.getByRole('dialog', { name: 'Időpont adatai' });
    await expect(appointment.getByText('Fizetési állapot: Nincs fizetés → Fizetve')).toBeVisible();
    await expect(appointment.getByText('Indok: Átutalás beérkezett')).toBeVisible();
    await expect(appointment).not.toContainText('no_payment');

    // The asker's history names the subscription state.
    await page.goto(`/admin/felhasznalok?user=${asker.user.id}`);
    const user = page.getByRole('dialog', { name: 'Felhasználó adatai' });
    await expect(user.getByText('Előfizetés módosítása')).toBeVisible();
    await expect(user.getByText('Előfizetés állapota: Aktív')).toBeVisible();
    await expect(user).not.toContainText('active');
    await user.getByRole('button', { name: 'Bezárás' }).click();

    // The whole log, from the admin navigation.
    await followLinkTo(page, 'Változásnapló');
    const log = page.getByRole('table', { name: /^Változásnapló, 1\. oldal/ });
    const pair = `Napló Tanácsadó ${stamp} – Napló Kérdező ${stamp}`;
    const paymentRow = log.getByRole('row').filter({ hasText: pair });
    await expect(paymentRow).toContainText('Fizetési állapot módosítása');
    await expect(paymentRow).toContainText('Portál Adminisztrátor');
    await expect(paymentRow).toContainText('Fizetési állapot: Nincs fizetés → Fizetve');
    await expect(
      log
        .getByRole('row')
        .filter({ hasText: `Napló Kérdező ${stamp}` })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);

    // What: only the payment status changes; the subscription change is gone.
    await page.getByRole('combobox', { name: 'Művelet' }).click();
    await page.getByRole('option', { name: 'Fizetési állapot módosítása' }).click();
    await expect(page).toHaveURL(/action=appointment\.payment_status/);
    await expect(paymentRow).toBeVisible();
    await expect(log.getByText('Előfizetés módosítása')).toHaveCount(0);
    const actions = log.getByRole('row').locator('td:nth-child(3)');
    for (const text of await actions.allTextContents()) expect(text).toBe('Fizetési állapot módosítása');

    // Who: the system made none of them.
    await page.getByRole('combobox', { name: 'Ki' }).click();
    await page.getByRole('option', { name: 'Rendszer (automatikus)' }).click();
    await expect(page).toHaveURL(/actor=system/);
    await expect(page.getByText('Nincs a szűrésnek megfelelő bejegyzés.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Ki' }).click();
    await page.getByRole('option', { name: /^Portál Adminisztrátor/ }).click();
    await expect(page).toHaveURL(new RegExp(`actor=${admin.user.id}`));
    await expect(paymentRow).toBeVisible();

    // When: from tomorrow on nothing has happened yet; up to today it is there.
    const budapestDay = (offsetDays: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(daysFromNow(offsetDays));
    await page.getByLabel('Naptól').fill(budapestDay(1));
    await page.getByRole('button', { name: 'Szűrés' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${budapestDay(1)}`));
    await expect(page.getByText('Nincs a szűrésnek megfelelő bejegyzés.')).toBeVisible();
    await page.getByLabel('Naptól').fill(budapestDay(-1));
    await page.getByLabel('Napig').fill(budapestDay(0));
    await page.getByRole('button', { name: 'Szűrés' }).click();
    await expect(page).toHaveURL(new RegExp(`to=${budapestDay(0)}`));
    await expect(paymentRow).toBeVisible();

    // The entry leads to the record itself.
    await paymentRow.getByRole('link', { name: pair }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/tanacsadasok\\?idopont=${appointmentId}`));
    await expect(page.getByRole('dialog', { name: 'Időpont adatai' })).toBeVisible();
  });
});
