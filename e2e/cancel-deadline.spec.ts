import {
  bookableAdviser,
  bookFirstFreeSlot,
  consentedPage,
  expect,
  logInAs,
  subscribedAsker,
  test,
} from './fixtures';

test.describe('cancellation deadline', () => {
  test.use({ reducedMotion: 'reduce', consent: true });

  test('the adviser sets it in the calendar; the asker sees the rule and cannot cancel after it', async ({
    page,
    browser,
    request,
  }) => {
    const adviser = await bookableAdviser(request, 'Határidős Hedvig');

    // The adviser saves 48 hours in the calendar page's booking settings; it survives a reload.
    await logInAs(page, 'tanacsado', adviser.email);
    await page.goto('/tanacsadoi-fiok/naptar');
    const field = page.getByRole('textbox', { name: 'Lemondási határidő (óra)' });
    await expect(field).toHaveValue('24');
    await field.fill('721');
    await page.getByRole('button', { name: 'Beállítások mentése' }).click();
    await expect(page.getByText('Legfeljebb 720 óra (30 nap)')).toBeVisible();
    await expect(field).toBeFocused();
    await field.fill('48');
    await page.getByRole('button', { name: 'Beállítások mentése' }).click();
    await expect(page.getByText('A foglalási beállítások sikeresen mentve.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Lemondási határidő (óra)' })).toHaveValue('48');

    // The asker reads the rule on the booking page.
    const asker = await subscribedAsker(request, 'Lemondó Lili');
    const { context: askerContext, page: askerPage } = await consentedPage(browser);
    await logInAs(askerPage, 'kerdezo', asker.email);
    await askerPage.goto(`/kerdezo/foglalas/${adviser.id}`);
    await expect(askerPage.getByTestId('cancel-rule')).toHaveText(
      'Lemondás és áthelyezés: legkésőbb 48 órával a kezdés előtt.',
    );

    // A booking within the next 48 hours is already past its deadline: the asker's actions are off.
    await bookFirstFreeSlot(request, adviser, asker, new Date(), new Date(Date.now() + 47 * 3600_000));
    await askerPage.goto('/kerdezo/tanacsadasaim');
    const card = askerPage.getByTestId('appointment-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('change-deadline')).toContainText('Lemondható eddig:');
    await expect(card.getByText('A lemondási határidő lejárt.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Lemondás' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Időpont módosítása' })).toBeDisabled();
    await askerContext.close();
  });
});
