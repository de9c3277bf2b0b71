import { budapestDateKey, mondayOf } from '@common/budapest-time';
import { formatDateTime } from '@common/format';
import { slotButtonLabel } from '../web/features/booking/lib/budapest-week';
import {
  askerOnBookingPage,
  bookableAdviser,
  bookFirstFreeSlot,
  consentedPage,
  expect,
  expectAccessible,
  freeSlots,
  journeys,
  logInAs,
  saveBookingSetting,
  test,
} from './fixtures';

const HOUR = 3_600_000;

journeys('cancellation deadline', () => {
  test('the adviser sets it in the calendar; the asker sees the rule and cannot cancel after it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const adviser = await bookableAdviser(request, 'Határidős Hedvig');

    // The adviser saves 48 hours in the calendar page's booking settings; it survives a reload.
    await logInAs(page, 'tanacsado', adviser.email);
    await page.goto('/tanacsadoi-fiok/naptar');
    const field = page.getByRole('textbox', { name: 'Lemondási határidő (óra)' });
    await expect(field).toHaveValue('24');
    await saveBookingSetting(page, 'Lemondási határidő (óra)', '721', 'Legfeljebb 720 óra (30 nap)', '48');
    await page.reload();
    await expect(field).toHaveValue('48');

    // The asker reads the rule on the booking page.
    const { context: askerContext, page: askerPage } = await consentedPage(browser);
    const asker = await askerOnBookingPage(askerPage, request, 'Lemondó Lili', adviser.id);
    await expect(askerPage.getByTestId('cancel-rule')).toHaveText(
      'Lemondás és áthelyezés: legkésőbb 48 órával a kezdés előtt.',
    );

    // Booked 50–70 hours ahead: the asker may cancel until 48 hours before the start.
    const id = await bookFirstFreeSlot(
      request,
      adviser,
      asker,
      new Date(Date.now() + 50 * HOUR),
      new Date(Date.now() + 70 * HOUR),
    );
    const answer = await request.get(`/api/appointments/${id}`, { headers: asker.headers });
    const deadline = (await answer.json()).data.changeDeadline as string;
    await askerPage.goto('/kerdezo/tanacsadasaim');
    const card = askerPage.getByTestId('appointment-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('change-deadline')).toHaveText(
      `Lemondható eddig: ${formatDateTime(deadline)}`,
    );
    await expect(card.getByRole('button', { name: 'Lemondás' })).toBeEnabled();
    await askerContext.close();

    // Once the deadline has come (the browser's clock just past it), the asker's actions are off.
    const { context: lateContext, page: latePage } = await consentedPage(browser);
    await latePage.clock.install({ time: Date.parse(deadline) + 60_000 });
    await logInAs(latePage, 'kerdezo', asker.email);
    await latePage.goto('/kerdezo/tanacsadasaim');
    const lateCard = latePage.getByTestId('appointment-card');
    await expect(lateCard.getByTestId('change-deadline')).toHaveText(
      `Lemondható eddig: ${formatDateTime(deadline)}`,
    );
    await expect(lateCard.getByTestId('change-deadline-passed')).toHaveText('A lemondási határidő lejárt.');
    await expect(lateCard.getByRole('button', { name: 'Lemondás' })).toBeDisabled();
    await expect(lateCard.getByRole('button', { name: 'Időpont módosítása' })).toBeDisabled();
    await lateContext.close();
  });

  test('a time inside the deadline is booked only after a warning, and is then called not cancellable', async ({
    page,
    request,
  }) => {
    // The default deadline of a new adviser: 24 hours.
    const adviser = await bookableAdviser(request, 'Késői Kornélia');
    const [slot] = await freeSlots(
      request,
      adviser,
      new Date(Date.now() + 15 * 60_000),
      new Date(Date.now() + 23 * HOUR),
    );
    if (!slot) throw new Error('an adviser working 08:00–20:00 every day is free within 23 hours');

    const week = mondayOf(budapestDateKey(slot.startTime));
    await askerOnBookingPage(page, request, 'Sietős Sebestyén', adviser.id, `?het=${week}`);
    await page.getByRole('button', { name: slotButtonLabel(slot as never), exact: true }).click();
    const warning =
      'Figyelem: a kezdésig már kevesebb mint 24 óra van, ezért ha most lefoglalja, ezt az időpontot már nem mondhatja le, és új időpontot sem kérhet helyette.';
    await expect(page.getByTestId('late-booking-warning')).toHaveText(warning);
    await expectAccessible(page);

    // The confirmation says it again, in place of the rule.
    await page.getByRole('button', { name: 'Időpont lefoglalása' }).click();
    const dialog = page.getByRole('dialog', { name: 'Foglalás megerősítése' });
    await expect(dialog.getByTestId('late-booking-warning-summary')).toHaveText(warning);
    await dialog.getByRole('button', { name: 'Foglalás', exact: true }).click();
    await expect(page).toHaveURL(/\/kerdezo\/tanacsadasaim$/);

    // The list names no deadline from before the booking: it says the booking cannot be cancelled.
    const card = page.getByTestId('appointment-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('change-deadline-passed')).toHaveText(
      'Ezt a foglalást nem mondhatja le, és új időpontot sem kérhet helyette, mert a lemondási határidőn belül foglalta.',
    );
    await expect(card.getByTestId('change-deadline')).toHaveCount(0);
    await expect(card).not.toContainText('lejárt');
    await expect(card.getByRole('button', { name: 'Lemondás' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Időpont módosítása' })).toBeDisabled();
    await expectAccessible(page);
  });
});
