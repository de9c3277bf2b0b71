import { budapestDateKey, formatMonthDay, weekdayName } from '@common/budapest-time';
import type { Locator } from '@playwright/test';
import { DEMO_PASSWORD, expect, journeys, logInAs, logInAsAdmin, test } from './fixtures';

// One date and number style everywhere (issue 36): the stars are drawn to the number written beside
// them, decimals have a comma, and the areas write dates as '2026. november 23.' / 'november 23.'.

/** The seeded adviser whose reviews (5, 4, 5, 5, 3) average 4,4: four stars and two fifths of the fifth. */
const ADVISER = 'Dr. Kiss Katalin';

/** How many stars are drawn filled, from the painted width of each star's filled part. */
async function drawnStars(container: Locator): Promise<number> {
  const stars = container.getByTestId('rating-stars').locator('[data-star]');
  await expect(stars).toHaveCount(5);
  const fractions = await stars.evaluateAll((elements) =>
    elements.map((star) => {
      const fill = star.querySelector('[data-star-fill]');
      const width = star.getBoundingClientRect().width;
      return fill && width > 0 ? fill.getBoundingClientRect().width / width : 0;
    }),
  );
  return fractions.reduce((sum, fraction) => sum + fraction, 0);
}

/** The number written beside the stars ('4,4') must be what the stars show, to the tenth. */
async function expectStarsAgree(container: Locator) {
  const value = container.getByTestId('rating-value');
  await expect(value).toHaveText(/^\d,\d$/);
  const written = (await value.innerText()).trim();
  const drawn = await drawnStars(container);
  expect(
    Math.abs(drawn - Number(written.replace(',', '.'))),
    `${drawn} stars beside ${written}`,
  ).toBeLessThan(0.02);
}

journeys('one date and number style', () => {
  test('the stars are filled to the number beside them, on the list card and on the profile', async ({
    page,
  }) => {
    await page.goto('/tanacsadok');
    const card = page.getByTestId('adviser-card').filter({ hasText: ADVISER });
    await expectStarsAgree(card.getByTestId('star-rating'));
    // The seeded average is not on a half star, so rounding to halves would show.
    await expect(card.getByTestId('rating-value')).not.toHaveText(/,[05]$/);

    await card.getByRole('link', { name: ADVISER }).click();
    await expect(page.getByRole('heading', { level: 1, name: ADVISER })).toBeVisible();
    const header = page.getByTestId('star-rating').first();
    await expectStarsAgree(header);
    const summary = page.getByTestId('rating-summary');
    await expectStarsAgree(summary);
    // The big number, the stars' number and the sentence say the same.
    const average = await summary.getByTestId('rating-value').innerText();
    await expect(header.getByTestId('rating-value')).toHaveText(average);
    await expect(summary).toContainText(`Átlag: ${average} az 5-ből`);
  });

  test('the adviser calendar heads each day with its weekday over "november 23."', async ({ page }) => {
    await logInAs(page, 'tanacsado', 'tanacsado@pelda.hu', DEMO_PASSWORD);
    await page.goto('/tanacsadoi-fiok/naptar');
    await expect(page.getByRole('heading', { level: 1, name: 'Naptár' })).toBeVisible();
    const today = budapestDateKey(new Date());
    const todayHeader = page
      .getByTestId('calendar-grid')
      .getByRole('columnheader')
      .filter({ hasText: weekdayName(today) });
    // (FullCalendar's hidden full date for screen readers comes first; the visible text ends the cell.)
    await expect(todayHeader).toHaveText(new RegExp(`${weekdayName(today)}${formatMonthDay(today)}$`));
  });

  test('the admin’s adviser list writes the rating with a decimal comma', async ({ page }) => {
    await logInAsAdmin(page);
    // Searched for: advisers the other specs register come first in the table.
    await page.goto(`/admin/tanacsadok?search=${encodeURIComponent(ADVISER)}`);
    const row = page.getByRole('row').filter({ hasText: ADVISER });
    // The rating cell: the average and, in brackets, the number of reviews ('4,4 (5)', not '4.4 (5)').
    const rating = row.getByRole('cell').filter({ hasText: /^\S+ \(\d+\)$/ });
    await expect(rating).toHaveText(/^\d,\d \(\d+\)$/);
  });
});
