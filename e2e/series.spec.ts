import { addDays, budapestMidnightIso, currentWeekStart, weekBounds } from '@common/budapest-time';
import { formatDate } from '@common/format';
import {
  askerOnBookingPage,
  bookableAdviser,
  bookThroughApi,
  expect,
  expectAccessible,
  freeSlots,
  journeys,
  signedInPage,
  subscribedAsker,
  test,
} from './fixtures';

const WEEK_MS = 7 * 24 * 3600_000;

journeys('recurring series', () => {
  test('the adviser allows weekly series, an asker books four weeks and cancels the last two', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const adviser = await bookableAdviser(request, 'Sorozat Sára');

    // The adviser allows weekly series of the type, at most 6 occasions, on the Profil page.
    const adviserPage = await signedInPage(browser, 'tanacsado', adviser.email);
    await adviserPage.goto('/tanacsadoi-fiok/profil');
    const settings = adviserPage.getByRole('region', { name: `Ismétlődő foglalás – ${adviser.type.name}` });
    await settings.getByRole('switch', { name: 'Sorozat foglalható' }).click();
    await expect(settings.getByRole('checkbox', { name: 'Hetente', exact: true })).toBeChecked();
    // The count is kept within 2–12 as typed (13 becomes 12); an empty one is refused under its field.
    const max = settings.getByRole('textbox', { name: 'Alkalmak legfeljebb' });
    await max.fill('13');
    await max.blur();
    await expect(max).toHaveValue('12');
    await max.fill('');
    await settings.getByRole('button', { name: 'Beállítás mentése' }).click();
    await expect(settings.getByText('Az alkalmak száma 2 és 12 között legyen')).toBeVisible();
    await max.fill('6');
    await expectAccessible(adviserPage);
    await settings.getByRole('button', { name: 'Beállítás mentése' }).click();
    await expect(
      adviserPage.getByText(`A(z) „${adviser.type.name}” ismétlődő foglalási beállítása sikeresen mentve.`),
    ).toBeVisible();
    await expect
      .poll(async () => {
        const answer = await request.get(`/api/tanacsadok/public/${adviser.id}`);
        return (await answer.json()).data.consultingTopics[0].series;
      })
      .toEqual({ intervalWeeks: [1], maxOccurrences: 6 });
    await adviserPage.context().close();

    // Someone else has already booked the first free time of next week two weeks later (the 3rd occasion).
    const nextWeek = addDays(currentWeekStart(), 7);
    const { start, end } = weekBounds(nextWeek);
    const [first] = await freeSlots(request, adviser, new Date(start), new Date(end));
    const thirdWeek = new Date(Date.parse(first?.startTime ?? '') + 2 * WEEK_MS).toISOString();
    const other = await subscribedAsker(request, 'Korábbi Kornél');
    await bookThroughApi(request, adviser, other, thirdWeek);

    await askerOnBookingPage(page, request, 'Ismétlő Ilona', adviser.id, `?het=${nextWeek}`);
    await page.getByTestId('slot-button').first().click();
    const panel = page.getByRole('region', { name: 'Ismétlődő alkalmak' });
    await panel.getByRole('checkbox', { name: 'Ismétlődő alkalmak' }).check();
    await expect(panel.getByRole('radio', { name: 'Hetente', exact: true })).toBeChecked();
    // Only what the adviser allows.
    await expect(panel.getByRole('radio', { name: 'Kéthetente' })).toHaveCount(0);
    await panel.getByRole('combobox', { name: 'Alkalmak száma' }).selectOption('4');
    const occasions = panel.getByTestId('series-occurrence');
    await expect(occasions).toHaveCount(4);
    await expect(occasions.nth(2)).toContainText('foglalt');
    await expect(panel.getByTestId('series-blocked')).toContainText('Ez az alkalom már foglalt');
    const bookSeries = page.getByRole('button', { name: 'Sorozat lefoglalása' });
    await expect(bookSeries).toBeDisabled();

    // Another day's first time: every occasion is free.
    await page.getByTestId('week-day').nth(1).getByTestId('slot-button').first().click();
    await expect(panel.getByTestId('series-status')).toHaveText('Mind a(z) 4 alkalom szabad.');
    for (const index of [0, 1, 2, 3]) await expect(occasions.nth(index)).toContainText('szabad');
    await expect(occasions.first()).toContainText(
      /^\d{4}\. [a-záéíóöőúüű]+ \d{1,2}\., [a-záéíóöőúüű]+ \d{2}:\d{2}/,
    );
    await expectAccessible(page);

    // Meanwhile someone books the 4th occasion: the server refuses the whole series naming the date, and
    // the preview shows it taken.
    const tuesday = addDays(nextWeek, 1);
    const [tuesdayFirst] = await freeSlots(
      request,
      adviser,
      new Date(budapestMidnightIso(tuesday)),
      new Date(budapestMidnightIso(addDays(tuesday, 1))),
    );
    const fourthWeek = new Date(Date.parse(tuesdayFirst?.startTime ?? '') + 3 * WEEK_MS);
    await bookThroughApi(request, adviser, other, fourthWeek.toISOString());
    await bookSeries.click();
    const dialog = page.getByRole('dialog', { name: 'Foglalás megerősítése' });
    await dialog.getByRole('button', { name: 'Foglalás', exact: true }).click();
    await expect(
      page.getByText(`A sorozat ${formatDate(fourthWeek)} időpontja már nem foglalható.`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(occasions.nth(3)).toContainText('foglalt');
    await expect(bookSeries).toBeDisabled();

    // A third day: free again.
    await page.getByTestId('week-day').nth(2).getByTestId('slot-button').first().click();
    await expect(panel.getByTestId('series-status')).toHaveText('Mind a(z) 4 alkalom szabad.');
    await bookSeries.click();
    await expect(dialog.getByTestId('series-summary')).toContainText('4. ');
    await expect(dialog.getByTestId('series-summary').locator('span')).toHaveCount(4);
    await dialog.getByRole('button', { name: 'Foglalás', exact: true }).click();
    await expect(
      page.getByText('Sikeres foglalás! A sorozat mind a(z) 4 alkalmát rögzítettük'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/kerdezo\/tanacsadasaim$/);

    // Four occasions in "Tanácsadásaim", each with its place in the series.
    const cards = page.getByTestId('appointment-card');
    await expect(cards).toHaveCount(4);
    for (const index of [1, 2, 3, 4]) {
      await expect(cards.nth(index - 1)).toContainText(`Sorozat ${index}/4 · hetente`);
    }

    // The 3rd occasion: the rest of the series (the 3rd and the 4th) is cancelled.
    await cards.nth(2).getByRole('button', { name: 'Hátralévő alkalmak lemondása' }).click();
    const cancel = page.getByRole('dialog', { name: 'Hátralévő alkalmak lemondása' });
    await expect(cancel.getByTestId('series-cancel-summary')).toContainText('hátralévő 2 alkalmát');
    await expect(cancel.getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page);
    await cancel.getByRole('button', { name: 'Alkalmak lemondása' }).click();
    await expect(page.getByText('A sorozat 2 alkalmát lemondta.')).toBeVisible();
    await expect(cancel).toBeHidden();

    // Two occasions remain (the list shows live bookings only): the 1st and the 2nd.
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('Sorozat 1/4 · hetente');
    await expect(cards.nth(1)).toContainText('Sorozat 2/4 · hetente');
    await expect(cards.nth(1).getByRole('button', { name: 'Hátralévő alkalmak lemondása' })).toBeVisible();

    // The adviser's list shows the same two occasions with their place in the series.
    const adviserAgain = await signedInPage(browser, 'tanacsado', adviser.email);
    await adviserAgain.goto('/tanacsadoi-fiok/tanacsadasok');
    const series = adviserAgain.getByTestId('series-badge');
    await expect(series).toHaveCount(2);
    await expect(series.first()).toContainText('Sorozat 1/4 · hetente');
    await expect(series.nth(1)).toContainText('Sorozat 2/4 · hetente');
    await adviserAgain.context().close();
  });
});
