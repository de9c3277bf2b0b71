import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, currentWeekStart, isoToBudapestLocal } from '@common/budapest-time';
import {
  askerOnBookingPage,
  bookableAdviser,
  consentedPage,
  expect,
  expectAccessible,
  followLinkTo,
  freeSlots,
  journeys,
  logInAs,
  test,
} from './fixtures';

/** 'HH:MM' of a moment in Budapest (as the booking page's time buttons read). */
const budapestTime = (iso: string) => isoToBudapestLocal(iso).slice(11);

/** An iCalendar UTC time: 20261125T090000Z. */
const icsTime = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** What the adviser's own calendar app would publish: one busy event with a private title. */
function icsCalendar(start: string, end: string) {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Teszt//Kulso naptar//HU',
    'BEGIN:VEVENT',
    'UID:kulso-esemeny-1@teszt.invalid',
    `DTSTAMP:${icsTime(new Date().toISOString())}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(end)}`,
    'SUMMARY:Titkos megbeszélés',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** A calendar host on 127.0.0.1 (a random port) that answers the .ics and counts the reads. */
async function startCalendarHost(ics: string) {
  let reads = 0;
  const server: Server = createServer((request, response) => {
    if (request.url === '/naptar.ics') {
      reads += 1;
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
      response.end(ics);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/naptar.ics`,
    reads: () => reads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

journeys('external calendars', () => {
  test('a busy time of the adviser’s external calendar shows in the calendar and cannot be booked', async ({
    page,
    browser,
    request,
  }) => {
    // Two users' journeys, with axe on the long calendar page.
    test.setTimeout(120_000);
    const adviser = await bookableAdviser(request, 'Külsőnaptáras Klára');

    // Next week's Wednesday surely has free times: the busy block covers its third, the fourth stays free.
    const monday = addDays(currentWeekStart(), 7);
    const wednesday = addDays(monday, 2);
    const slots = (await freeSlots(
      request,
      adviser,
      new Date(`${addDays(wednesday, -1)}T22:00:00Z`),
      new Date(`${wednesday}T22:00:00Z`),
    )) as { startTime: string; endTime: string }[];
    const target = slots[2];
    const neighbour = slots[3];
    if (!target || !neighbour) throw new Error('the adviser has no free times next Wednesday');
    expect(Date.parse(neighbour.startTime)).toBe(Date.parse(target.endTime));

    const host = await startCalendarHost(icsCalendar(target.startTime, target.endTime));
    try {
      await logInAs(page, 'tanacsado', adviser.email);
      await followLinkTo(page, 'Naptár');
      const section = page.getByRole('region', { name: 'Külső naptárak' });
      await expect(section.getByText('Adja meg Google, Outlook vagy iCloud naptárának')).toBeVisible();
      await expect(section.getByTestId('external-calendars-empty')).toHaveText(
        'Még nem kapcsolt össze külső naptárat.',
      );

      // Each problem lands on its field, with the focus on the first one.
      const name = section.getByRole('textbox', { name: 'Név' });
      const address = section.getByRole('textbox', { name: 'iCal-cím (URL)' });
      const add = section.getByRole('button', { name: 'Naptár hozzáadása' });
      await add.click();
      await expect(section.getByText('Adjon nevet a naptárnak')).toBeVisible();
      await expect(section.getByText('Adja meg a naptár címét')).toBeVisible();
      await expect(name).toBeFocused();
      await name.fill('Munkahelyi naptár');
      await address.fill('ftp://127.0.0.1/naptar.ics');
      await add.click();
      await expect(section.getByText('A cím http://, https:// vagy webcal:// kezdetű legyen')).toBeVisible();
      await expect(address).toBeFocused();

      // Added: the server read it once before answering; the list shows its host and the sync time.
      await address.fill(host.url);
      await add.click();
      await expect(page.getByText('A külső naptár sikeresen hozzáadva.')).toBeVisible();
      expect(host.reads()).toBeGreaterThanOrEqual(1);
      const items = section.getByTestId('external-calendar-item');
      await expect(items).toHaveCount(1);
      const item = items.filter({ hasText: 'Munkahelyi naptár' });
      await expect(item).toContainText('Munkahelyi naptár');
      await expect(item).toContainText('127.0.0.1');
      await expect(item.getByTestId('external-calendar-sync')).toHaveText(
        /^Utoljára szinkronizálva: \d{4}\. \p{L}+ \d{1,2}\. \d{2}:\d{2}$/u,
      );
      await expect(item.getByTestId('external-calendar-error')).toHaveCount(0);
      // The secret address is never shown back, only its host.
      await expect(section.getByText(host.url)).toHaveCount(0);
      await expect(name).toHaveValue('');

      // A calendar that cannot be read is kept, with the reason in the list; it can be removed.
      await name.fill('Hibás naptár');
      await address.fill(host.url.replace('naptar.ics', 'nincs-ilyen.ics'));
      await add.click();
      await expect(page.getByText(/^A naptárat felvettük, de nem sikerült letölteni: /)).toBeVisible();
      const broken = items.filter({ hasText: 'Hibás naptár' });
      await expect(broken.getByTestId('external-calendar-sync')).toHaveText(
        'Még nem sikerült szinkronizálni.',
      );
      await expect(broken.getByTestId('external-calendar-error')).toContainText(
        'Hiba a legutóbbi szinkronizáláskor:',
      );
      await broken.getByRole('button', { name: 'Eltávolítás: Hibás naptár' }).click();
      const confirmBroken = page.getByRole('dialog', { name: 'Külső naptár eltávolítása' });
      await expect(confirmBroken).toContainText('„Hibás naptár”');
      await confirmBroken.getByRole('button', { name: 'Eltávolítás', exact: true }).click();
      await expect(confirmBroken).toBeHidden();
      // Its toast goes before the second removal's, which says the same words, is looked for.
      const removed = page.getByText('A külső naptár eltávolítva.');
      await expect(removed).toBeVisible();
      await expect(removed).toBeHidden({ timeout: 10_000 });
      await expect(items).toHaveCount(1);
      await expect(section.getByRole('heading', { name: 'Összekapcsolt naptárak' })).toBeFocused();

      // The grid shows the busy time on next Wednesday, named by the calendar, never by the event.
      await expect(page.getByRole('list', { name: 'Jelmagyarázat' })).toContainText('Külső naptár (foglalt)');
      await page.getByRole('button', { name: 'Következő hét' }).click();
      const grid = page.getByTestId('calendar-grid');
      const block = grid.locator(`.tp-day-lane[data-date="${wednesday}"] .tp-bg-event.tp-external-busy`);
      await expect(block).toHaveCount(1);
      await expect(block).toContainText('Foglalt (külső naptár: Munkahelyi naptár)');
      await expect(page.getByText('Titkos megbeszélés')).toHaveCount(0);
      await expectAccessible(page);

      // "Szinkronizálás most" reads the calendar again.
      const readsBefore = host.reads();
      await item.getByRole('button', { name: 'Szinkronizálás most: Munkahelyi naptár' }).click();
      await expect(page.getByText('A külső naptár szinkronizálva.')).toBeVisible();
      expect(host.reads()).toBeGreaterThan(readsBefore);
      await expect(block).toHaveCount(1);

      // The asker's booking page no longer offers that time; the next one is still there.
      const { context: askerContext, page: askerPage } = await consentedPage(browser);
      await askerOnBookingPage(askerPage, request, 'Foglaló Fanni', adviser.id, `?het=${monday}`);
      const day = askerPage.locator(`[data-testid="week-day"][data-date="${wednesday}"]`);
      const times = day.getByTestId('slot-button');
      await expect(times.filter({ hasText: budapestTime(neighbour.startTime) })).toHaveCount(1);
      await expect(times.filter({ hasText: budapestTime(target.startTime) })).toHaveCount(0);
      await askerContext.close();

      // Removed (after a confirmation): the block goes and the time is free again.
      await item.getByRole('button', { name: 'Eltávolítás: Munkahelyi naptár' }).click();
      const confirm = page.getByRole('dialog', { name: 'Külső naptár eltávolítása' });
      await expect(confirm).toContainText('Munkahelyi naptár');
      await confirm.getByRole('button', { name: 'Eltávolítás', exact: true }).click();
      await expect(removed).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(section.getByTestId('external-calendars-empty')).toBeVisible();
      await expect(section.getByRole('heading', { name: 'Összekapcsolt naptárak' })).toBeFocused();
      await expect(block).toHaveCount(0);
      const after = await freeSlots(
        request,
        adviser,
        new Date(target.startTime),
        new Date(neighbour.endTime),
      );
      expect(after.map((slot) => Date.parse(slot.startTime))).toContain(Date.parse(target.startTime));
    } finally {
      await host.close();
    }
  });
});
