import { currentWeekStart } from '@common/budapest-time';
import {
  askerOnBookingPage,
  bookableAdviser,
  bookChosenSlot,
  expect,
  expectAccessible,
  journeys,
  signedInPage,
  test,
} from './fixtures';

journeys('intake questions', () => {
  test('the asker answers the adviser’s questions when booking and the adviser reads them', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const adviser = await bookableAdviser(request, 'Kérdező Kornélia');
    const saved = await request.put(`/api/tanacsadok/${adviser.id}/intake-questions/${adviser.type.id}`, {
      headers: adviser.headers,
      data: {
        questions: [
          { kind: 'short_text', label: 'Milyen formában vállalkozik?', required: true },
          {
            kind: 'single_choice',
            label: 'Mikor alakult a vállalkozás?',
            helpText: 'A cégbírósági bejegyzés éve szerint.',
            options: ['Idén', 'Korábban'],
          },
        ],
      },
    });
    expect(saved.ok()).toBe(true);

    await askerOnBookingPage(page, request, 'Válaszoló Vilma', adviser.id, `?het=${currentWeekStart()}`);
    await page.getByRole('button', { name: 'Következő hét' }).first().click();
    await page.getByTestId('slot-button').first().click();
    const required = page.getByRole('textbox', { name: 'Milyen formában vállalkozik?' });
    await expect(required).toBeVisible();
    await expect(page.getByText('A cégbírósági bejegyzés éve szerint.')).toBeVisible();
    await expectAccessible(page);

    // The required question left empty: refused before the confirmation, the focus on it.
    await page.getByRole('button', { name: 'Időpont lefoglalása' }).click();
    await expect(
      page.getByText('Kérjük, válaszoljon a kérdésre: „Milyen formában vállalkozik?”'),
    ).toBeVisible();
    await expect(required).toBeFocused();
    await expect(page.getByRole('dialog', { name: 'Foglalás megerősítése' })).toBeHidden();

    await required.fill('Egyéni vállalkozó');
    await page.getByRole('radio', { name: 'Korábban' }).check();
    await bookChosenSlot(page);
    // The asker's own card shows the answers too.
    const own = page.getByTestId('intake-answers').first();
    await expect(own).toContainText('Egyéni vállalkozó');

    const adviserPage = await signedInPage(browser, 'tanacsado', adviser.email);
    // The menu item carries the count of bookings awaiting confirmation in its name.
    await adviserPage.goto('/tanacsadoi-fiok/tanacsadasok');
    await expect(adviserPage.getByRole('heading', { level: 1, name: 'Tanácsadások' })).toBeVisible();
    const answers = adviserPage.getByTestId('intake-answers');
    await expect(answers).toHaveCount(1);
    await expect(answers).toContainText('Kérdések és válaszok');
    await expect(answers).toContainText('Milyen formában vállalkozik?');
    await expect(answers).toContainText('Egyéni vállalkozó');
    await expect(answers).toContainText('Mikor alakult a vállalkozás?');
    await expect(answers).toContainText('Korábban');
    await adviserPage.context().close();
  });
});
