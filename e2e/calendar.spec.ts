import { budapestDateKey } from '@common/budapest-time';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  followLinkTo,
  journeys,
  logInAs,
  saveBookingSetting,
  test,
  verifiedAccount,
} from './fixtures';

/** A fresh adviser with a weekday schedule, logged in through the form, on the calendar page. */
async function adviserOnCalendar(page: Page, request: APIRequestContext, name: string) {
  const adviser = await verifiedAccount(request, 'tanacsado', name);
  const id = adviser.user.tanacsadoData?.id as string;
  const headers = { authorization: `Bearer ${adviser.token}` };
  const schedule = [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '17:00' }));
  expect((await request.put(`/api/tanacsadok/${id}/work-schedule`, { headers, data: schedule })).ok()).toBe(
    true,
  );
  await logInAs(page, 'tanacsado', adviser.email);
  // (The side navigation is collapsed on a phone.)
  await page.goto('/tanacsadoi-fiok/naptar');
  await expect(page.getByRole('heading', { level: 1, name: 'Naptár' })).toBeVisible();
  await expect(page.getByTestId('calendar-status')).toContainText('nincs foglalása');
  return { id, headers };
}

journeys('adviser calendar', () => {
  // A long page (grid, lists and forms) checked by axe more than once.
  test.describe.configure({ timeout: 60_000 });

  test('the adviser adds a time off, sees it on the calendar and deletes it', async ({ page, request }) => {
    const adviser = await adviserOnCalendar(page, request, 'Naptáras Nándor');
    await expect(page.getByTestId('time-off-empty')).toBeVisible();
    await expectAccessible(page);

    // The dialog starts from tomorrow 09:00–17:00 (Budapest time).
    await page.getByRole('button', { name: 'Távollét hozzáadása' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Távollét hozzáadása' });
    await expect(dialog).toBeVisible();
    const tomorrow = budapestDateKey(Date.now() + 24 * 3600_000);
    await dialog.getByLabel('Kezdés (budapesti idő)', { exact: false }).fill(`${tomorrow}T10:00`);
    await dialog.getByLabel('Befejezés (budapesti idő)', { exact: false }).fill(`${tomorrow}T08:00`);
    await dialog.getByRole('button', { name: 'Távollét mentése' }).click();
    await expect(dialog.getByText('A befejezésnek a kezdés után kell lennie')).toBeVisible();
    await dialog.getByLabel('Befejezés (budapesti idő)', { exact: false }).fill(`${tomorrow}T12:30`);
    await dialog.getByRole('textbox', { name: 'Indoklás' }).fill('Orvosi vizsgálat');
    await dialog.getByRole('button', { name: 'Távollét mentése' }).click();
    await expect(page.getByText('A távollét sikeresen rögzítve.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const item = page.getByTestId('time-off-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Orvosi vizsgálat');
    await expect(item).toContainText('10:00–12:30');

    // "Naptárban" shows its week (tomorrow may be next week); the grey background event names the reason.
    await item.getByRole('button', { name: /Megjelenítés a naptárban/ }).click();
    const grid = page.getByTestId('calendar-grid');
    const background = grid.locator('.tp-bg-event.tp-time-off');
    await expect(background).toHaveCount(1);
    await expect(background).toContainText('Távollét: Orvosi vizsgálat');
    await expect(grid.locator(`.tp-day-lane[data-date="${tomorrow}"] .tp-time-off`)).toHaveCount(1);
    await expectAccessible(page);

    const stored = await request.get(`/api/tanacsadok/${adviser.id}/time-off`, { headers: adviser.headers });
    expect((await stored.json()).data).toEqual([
      expect.objectContaining({
        reason: 'Orvosi vizsgálat',
        startTime: new Date(`${tomorrow}T10:00:00${offsetOf(tomorrow)}`).toISOString(),
      }),
    ]);

    await item.getByRole('button', { name: /Távollét törlése/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Távollét törlése' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Törlés', exact: true }).click();
    await expect(page.getByText('A távollét sikeresen törölve.')).toBeVisible();
    await expect(page.getByTestId('time-off-empty')).toBeVisible();
    await expect(background).toHaveCount(0);
  });

  test('selecting a range on the grid prefills the time off; booking settings are saved', async ({
    page,
    request,
  }) => {
    const adviser = await adviserOnCalendar(page, request, 'Kijelölő Kornélia');
    // Next week surely has every weekday ahead of us.
    await page.getByRole('button', { name: 'Következő hét' }).click();
    const grid = page.getByTestId('calendar-grid');
    const wednesday = grid.locator('.tp-day-lane[data-date]').nth(2);
    const date = (await wednesday.getAttribute('data-date')) as string;
    await grid.locator('.tp-slot-lane[data-time="12:00:00"]').scrollIntoViewIfNeeded();
    const column = await wednesday.boundingBox();
    const from = await grid.locator('.tp-slot-lane[data-time="10:00:00"]').boundingBox();
    const to = await grid.locator('.tp-slot-lane[data-time="11:30:00"]').boundingBox();
    if (!column || !from || !to) throw new Error('the grid is not laid out');
    const x = column.x + column.width / 2;
    await page.mouse.move(x, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    const dialog = page.getByRole('dialog', { name: 'Távollét hozzáadása' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Kezdés (budapesti idő)', { exact: false })).toHaveValue(`${date}T10:00`);
    await expect(dialog.getByLabel('Befejezés (budapesti idő)', { exact: false })).toHaveValue(
      `${date}T12:00`,
    );
    await dialog.getByRole('button', { name: 'Mégse' }).click();
    await expect(dialog).toBeHidden();

    await saveBookingSetting(page, 'Szünet a foglalások után (perc)', '300', 'Legfeljebb 240 perc', '15');
    const user = (await (await request.get('/api/auth/verify-token', { headers: adviser.headers })).json())
      .user;
    const stored = (
      await (await request.get(`/api/tanacsadok/user/${user.id}`, { headers: adviser.headers })).json()
    ).data;
    expect(stored.bufferMinutes).toBe(15);

    // The work schedule can be edited here too, and the profile page shows the change.
    await page.getByRole('button', { name: 'Időszak törlése – Péntek, 1. időszak' }).click();
    await page.getByRole('button', { name: 'Munkaidő mentése' }).click();
    await expect(page.getByText('A munkaidő sikeresen mentve.')).toBeVisible();
    await followLinkTo(page, 'Profil');
    await expect(page.getByTestId('schedule-day-5')).toContainText('Szabadnap');
    await expect(page.getByTestId('schedule-day-4').getByLabel('Kezdés – Csütörtök, 1. időszak')).toHaveValue(
      '09:00',
    );
  });

  test('on a phone the grid shows one day and the page stays accessible', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await adviserOnCalendar(page, request, 'Mobil Márta');
    await expect(page.getByRole('button', { name: 'Következő nap' })).toBeVisible();
    await expect(page.getByTestId('calendar-grid').locator('.tp-day-lane[data-date]')).toHaveCount(1);
    // The texts speak of the day shown, not of a week.
    await expect(page.getByTestId('calendar-status')).toHaveText(/Ezen a napon nincs foglalása\./);
    await expect(page.getByText('napi nézetben', { exact: false })).toBeVisible();
    await expect(page.getByText('heti nézetben', { exact: false })).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await expectAccessible(page);
  });
});

/** Budapest's offset on a date ('+01:00' or '+02:00'), read at noon. */
function offsetOf(date: string) {
  const noon = new Date(`${date}T12:00:00Z`);
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Budapest',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(noon),
  );
  return `+0${hour - 12}:00`;
}
