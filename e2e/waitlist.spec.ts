import {
  addDays,
  budapestDateKey,
  budapestMidnightIso,
  currentWeekStart,
  isoWeekday,
  mondayOf,
  noonOf,
} from '@common/budapest-time';
import { formatDateTime, formatDateUntil } from '@common/format';
import {
  askerOnBookingPage,
  bookableAdviser,
  bookChosenSlot,
  bookThroughApi,
  expect,
  expectAccessible,
  freeSlots,
  journeys,
  mailsTo,
  subscribedAsker,
  test,
} from './fixtures';

journeys('waitlist', () => {
  test('an asker waits on a fully booked week, is mailed when a time frees up and books it', async ({
    page,
    request,
    baseURL,
  }) => {
    // Three users, a mail and two axe runs.
    test.setTimeout(120_000);
    const adviser = await bookableAdviser(request, 'Várólistás Vilma');
    const types = (await (await request.get('/api/tipusok')).json()).data as {
      id: string;
      durationMinutes: number;
    }[];
    const duration = types.find((t) => t.id === adviser.type.id)?.durationMinutes as number;

    // The adviser works one consultation a week, from 10:00 on the weekday two days from today: the
    // rest of this week and the next one hold one or two free times, each more than a day ahead (so
    // its asker may still cancel it under the default 24-hour deadline).
    const day = isoWeekday(addDays(budapestDateKey(new Date()), 2));
    const endMinutes = 10 * 60 + duration;
    const end = `${String(Math.floor(endMinutes / 60)).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`;
    const scheduled = await request.put(`/api/tanacsadok/${adviser.id}`, {
      headers: adviser.headers,
      data: { workSchedule: [{ day, start: '10:00', end }] },
    });
    expect(scheduled.ok()).toBe(true);

    // Another asker books every free time up to the end of next week.
    const nextWeek = addDays(currentWeekStart(), 7);
    const periodEnd = new Date(budapestMidnightIso(addDays(nextWeek, 7)));
    // The waitlist asks until the adviser's last working day of the shown week: their one weekday.
    const until = addDays(nextWeek, day - 1);
    const slots = await freeSlots(request, adviser, new Date(), periodEnd);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.length).toBeLessThanOrEqual(2);
    const other = await subscribedAsker(request, 'Korábbi Kornél');
    const bookingIds: string[] = [];
    for (const slot of slots) {
      bookingIds.push(await bookThroughApi(request, adviser, other, slot.startTime));
    }
    expect(await freeSlots(request, adviser, new Date(), periodEnd)).toEqual([]);

    // Asker A opens next week on the booking page: nothing free, so they join the waitlist.
    const query = `?tipus=${adviser.type.id}&het=${nextWeek}`;
    const asker = await askerOnBookingPage(page, request, 'Váró Vera', adviser.id, query);
    await expect(page.getByTestId('slots-status')).toContainText('Ezen a héten nincs szabad időpont.');
    const panel = page.getByTestId('waitlist-panel');
    await expect(panel.getByRole('heading', { name: 'Nincs szabad időpont ezen a héten' })).toBeVisible();
    await panel.getByRole('button', { name: 'Szóljon, ha felszabadul egy időpont' }).click();
    await expect(page.getByTestId('waitlist-status')).toHaveText(
      `Feliratkozott: értesítjük e-mailben, ha ${formatDateUntil(noonOf(until))} felszabadul egy időpont.`,
    );
    await expect(panel.getByRole('heading', { name: 'Várólista' })).toBeVisible();
    // The button that replaced the pressed one has the focus.
    await expect(panel.getByRole('button', { name: 'Leiratkozás' })).toBeFocused();
    await expectAccessible(page);
    const joined = await request.get('/api/waitlist', { headers: asker.headers });
    expect((await joined.json()).data).toEqual([
      expect.objectContaining({
        status: 'waiting',
        until,
        expert: { id: adviser.id, name: 'Várólistás Vilma' },
      }),
    ]);

    // The other asker cancels the earliest booking: asker A is mailed about the freed time.
    const freed = slots[0]?.startTime as string;
    const cancelled = await request.delete(`/api/appointments/${bookingIds[0]}`, { headers: other.headers });
    expect(cancelled.ok()).toBe(true);
    let mail: { subject: string; text: string } | undefined;
    await expect
      .poll(async () => {
        mail = (await mailsTo(request, asker.email)).find((m) =>
          m.subject.startsWith('Felszabadult egy időpont'),
        );
        return mail?.subject;
      })
      .toBe('Felszabadult egy időpont: Várólistás Vilma – Tanácsadó portál');
    expect(mail?.text).toContain(`Időpont foglalása: ${baseURL}/kerdezo/foglalas/${adviser.id}`);
    expect(mail?.text).toContain(formatDateTime(freed));

    // "Tanácsadásaim" lists the entry as told, with a link to the week of the freed time.
    await page.goto('/kerdezo/tanacsadasaim');
    await expect(page.getByRole('heading', { level: 1, name: 'Tanácsadásaim' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Várólista' })).toBeVisible();
    const entry = page.getByTestId('waitlist-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Várólistás Vilma');
    await expect(entry.getByText(`Értesítve: ${formatDateTime(freed)}`, { exact: true })).toBeVisible();
    await entry
      .getByRole('link', { name: `Időpont foglalása: Várólistás Vilma, ${adviser.type.name}` })
      .click();

    // The booking page opens on that week, says the asker was told, and books the freed time.
    await expect(page).toHaveURL(new RegExp(`het=${mondayOf(budapestDateKey(freed))}`));
    await expect(page.getByTestId('waitlist-status')).toHaveText(
      `Értesítettük e-mailben: felszabadult egy időpont (${formatDateTime(freed)}). Ha még szabad, most lefoglalhatja.`,
    );
    const slot = page.getByTestId('slot-button');
    await expect(slot).toHaveCount(1);
    await slot.click();
    await bookChosenSlot(page);

    // Booking with the adviser ended the waiting: the entry is gone, on the server and on the screen.
    const after = await request.get('/api/waitlist', { headers: asker.headers });
    expect((await after.json()).data).toEqual([]);
    await expect(page.getByTestId('appointment-card')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Várólista' })).toBeHidden();
    await expect(page.getByTestId('waitlist-entry')).toHaveCount(0);
  });
});
