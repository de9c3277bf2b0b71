import type { APIRequestContext, Page } from '@playwright/test';
import {
  askerOnBookingPage,
  bookableAdviser,
  bookFirstFreeSlot,
  confirmWithInvoice,
  expect,
  expectAccessible,
  test,
} from './fixtures';

/** Issue 38 with the demo provider: a consultation paid when booked, refunded by the cancellation rules. */

// Four digits stay ungrouped in Hungarian (9900 Ft; 12 000 Ft).
const FEE = /9900\sFt/;
const HOUR = 3_600_000;

test.use({ consent: true, reducedMotion: 'reduce' });

/** A bookable adviser whose consultation costs 9 900 Ft, with a ready demo payout account. */
async function pricedAdviser(request: APIRequestContext, name: string, settings: object) {
  const adviser = await bookableAdviser(request, name);
  const { headers } = adviser;
  const priced = await request.put(`/api/tanacsadok/${adviser.id}/prices`, {
    headers,
    data: { prices: [{ typeId: adviser.type.id, priceHuf: 9_900 }] },
  });
  expect(priced.ok()).toBe(true);
  expect((await request.post('/api/payouts/onboarding', { headers })).ok()).toBe(true);
  expect((await request.post('/api/payouts/demo/complete', { headers })).ok()).toBe(true);
  const saved = await request.put(`/api/tanacsadok/${adviser.id}/settings`, { headers, data: settings });
  expect(saved.ok()).toBe(true);
  return adviser;
}

/** The asker's card of the booking, and the payment status it shows. */
const cardStatus = (page: Page) => page.getByTestId('appointment-card').getByTestId('payment-status');

async function cancelOnCard(page: Page, says: string) {
  await page.getByTestId('appointment-card').getByRole('button', { name: 'Lemondás' }).click();
  const dialog = page.getByRole('dialog', { name: 'Foglalás lemondása' });
  await expect(dialog).toContainText(says);
  await dialog.getByRole('button', { name: 'Lemondás' }).click();
  await expect(dialog).toBeHidden();
}

test('an asker pays when booking, is refunded when cancelling in time, and not after the deadline', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // Bookable from 48 hours on, cancellable until 24 hours before: a booking is cancelled in time.
  const adviser = await pricedAdviser(request, 'Díjas Diána', {
    minNoticeHours: 48,
    bufferMinutes: 0,
    maxAdvanceDays: 60,
    cancelDeadlineHours: 24,
  });
  const asker = await askerOnBookingPage(page, request, 'Fizető Ferenc', adviser.id);
  await expect(page.getByTestId('booking-type').getByTestId('booking-type-price')).toHaveText(FEE);
  await page.getByTestId('slot-button').first().click();
  await page.getByRole('button', { name: 'Időpont lefoglalása' }).click();
  const dialog = page.getByRole('dialog', { name: 'Foglalás megerősítése' });
  await expect(dialog.getByTestId('payment-terms')).toContainText('Díj: 9');
  await dialog.getByRole('button', { name: 'Foglalás', exact: true }).click();

  // The demo provider's checkout: plainly a test, with what is paid for.
  await expect(page).toHaveURL(/\/fizetes\/demo\/idopont\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() as string;
  await expect(page.getByTestId('demo-payment-notice')).toBeVisible();
  await expect(page.getByText(FEE).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Fizetés (teszt)' }).click();
  await expect(page).toHaveURL(new RegExp(`/kerdezo/tanacsadasaim\\?fizetes=${id}`));
  await expect(cardStatus(page)).toContainText('Fizetve');
  const history = page.getByTestId('paid-consultations');
  await expect(history.getByTestId('paid-consultation-status')).toHaveText('Fizetve');

  // The adviser confirms the paid booking (with the invoice).
  await confirmWithInvoice(request, adviser, id);
  await page.reload();
  await expect(page.getByTestId('appointment-card')).toContainText('Megerősítve');

  // Cancelled before the deadline: all of it comes back, and the history says so.
  await cancelOnCard(page, 'teljes egészében visszatérítjük');
  await expect(history.getByTestId('paid-consultation-status')).toHaveText('Visszatérítve');
  await expect(history).toContainText('Lemondva');
  await expectAccessible(page);

  // A second booking, made inside a deadline of 30 days: paid, then cancelled late, it stays paid.
  const saved = await request.put(`/api/tanacsadok/${adviser.id}/settings`, {
    headers: adviser.headers,
    data: { minNoticeHours: 48, bufferMinutes: 0, maxAdvanceDays: 60, cancelDeadlineHours: 720 },
  });
  expect(saved.ok()).toBe(true);
  const second = await bookFirstFreeSlot(
    request,
    adviser,
    asker,
    new Date(Date.now() + 49 * HOUR),
    new Date(Date.now() + 30 * 24 * HOUR),
  );
  const paid = await request.post(`/api/appointments/${second}/payment/demo/complete`, {
    headers: asker.headers,
  });
  expect(paid.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('change-deadline-passed')).toContainText('a díjat nem kapja vissza');
  await cancelOnCard(page, 'A lemondási határidő lejárt: a díjat nem kapja vissza.');
  const rows = history.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByTestId('paid-consultation-status')).toHaveText('Fizetve');
  await expect(rows.first()).toContainText('Lemondva');
  const answer = await request.get(`/api/appointments/${second}`, { headers: asker.headers });
  expect((await answer.json()).data).toMatchObject({ status: 'cancelled_by_client', paymentStatus: 'paid' });

  // Nothing sticks out at 360 px.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/kerdezo/tanacsadasaim');
  await expect(history).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
