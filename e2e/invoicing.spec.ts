import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import {
  bookableAdviser,
  bookFirstFreeSlot,
  daysFromNow,
  expect,
  expectAccessible,
  journeys,
  logInAs,
  openBookingPage,
  signedInPage,
  subscribedAsker,
  test,
} from './fixtures';

/**
 * Issue 39 with the demo invoicing service: the adviser connects it in "Számlázási adatok → Számlázás",
 * confirms a paid booking without a PDF, the portal issues the invoice in the background, and the asker
 * downloads it; a refund reverses it (sztornó).
 */

const PRICE = /14\s500\sFt/;

/** A bookable adviser whose consultation costs 14 500 Ft, paid into a ready demo payout account. */
async function pricedAdviser(request: APIRequestContext, name: string) {
  const adviser = await bookableAdviser(request, name);
  const { headers } = adviser;
  const priced = await request.put(`/api/tanacsadok/${adviser.id}/prices`, {
    headers,
    data: { prices: [{ typeId: adviser.type.id, priceHuf: 14_500 }] },
  });
  expect(priced.ok()).toBe(true);
  expect((await request.post('/api/payouts/onboarding', { headers })).ok()).toBe(true);
  expect((await request.post('/api/payouts/demo/complete', { headers })).ok()).toBe(true);
  return adviser;
}

/** The "Számlázás" section of the adviser's billing page. */
const invoicingSection = (page: Page) => page.getByRole('region', { name: 'Számlázás', exact: true });

/** Clicks `button` and answers the file the browser saved: its name and whether it is a PDF. */
async function downloadOf(page: Page, button: Locator) {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download: Download = await downloading;
  const bytes = await readFile((await download.path()) as string);
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 5).toString('latin1') };
}

journeys('invoices issued through the adviser’s invoicing service', () => {
  test('the adviser connects the demo service, confirms without a PDF, and the asker gets the invoice and its reversal', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const adviser = await pricedAdviser(request, 'Számlázó Szilvia');
    const asker = await subscribedAsker(request, 'Számlát Kérő Kornél');

    // The adviser chooses how to invoice: hand upload until now.
    await logInAs(page, 'tanacsado', adviser.email);
    await page.getByRole('link', { name: 'Számlázási adatok', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Számlázási adatok' })).toBeVisible();
    const section = invoicingSection(page);
    await expect(section.getByTestId('invoicing-saved')).toContainText(
      'Kézi feltöltés (PDF a megerősítéskor)',
    );
    await expect(section.getByRole('radio', { name: 'Kézi feltöltés (PDF a megerősítéskor)' })).toBeChecked();

    // Billingo asks for its key and block; a block that is no number, then a missing key, are refused.
    await section.getByRole('radio', { name: 'Billingo', exact: true }).check();
    await expect(section.getByTestId('invoicing-help')).toContainText('Beállítások → API');
    await expect(section.getByTestId('invoicing-help')).toContainText('NAV Online Számla');
    const block = section.getByRole('textbox', { name: 'Számlatömb azonosítója' });
    await block.fill('abc');
    await section.getByRole('button', { name: 'Mentés', exact: true }).click();
    await expect(section.getByText('A számlatömb azonosítója egy szám')).toBeVisible();
    await block.fill('123456');
    await section.getByRole('button', { name: 'Mentés', exact: true }).click();
    await expect(section.getByText('Adja meg a Billingo API-kulcsát.')).toBeVisible();
    await expect(section.getByLabel('API-kulcs', { exact: true })).toBeFocused();
    await section.getByRole('radio', { name: 'Számlázz.hu (Számla Agent)' }).check();
    await expect(section.getByTestId('invoicing-help')).toContainText('Fiókom → Számla Agent kulcs');
    await expect(section.getByRole('textbox', { name: 'Számlaszám előtag' })).toHaveValue('');
    await expectAccessible(page);

    // The demo service: checked, then saved.
    await section.getByRole('radio', { name: 'Demó számlázó (tesztszámla)' }).check();
    await expect(section.getByLabel('API-kulcs', { exact: true })).toHaveCount(0);
    await section.getByRole('button', { name: 'Kapcsolat ellenőrzése' }).click();
    await expect(page.getByText('A kapcsolat működik')).toBeVisible();
    await section.getByRole('button', { name: 'Mentés', exact: true }).click();
    await expect(page.getByText('A számlázási beállítás mentve.')).toBeVisible();
    await expect(section.getByTestId('invoicing-saved')).toContainText('Demó számlázó (tesztszámla)');
    await expect(section.getByTestId('invoicing-checked-at')).toContainText('Utoljára ellenőrizve:');
    await expectAccessible(page);

    // Nothing of the section sticks out at 360 px.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await expect(section.getByRole('radio', { name: 'Demó számlázó (tesztszámla)' })).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The asker completes their billing data (the invoice needs it), books and pays on the demo page.
    const askerPage = await signedInPage(browser, 'kerdezo', asker.email);
    await askerPage.getByRole('link', { name: 'Számlázási adatok', exact: true }).click();
    await expect(askerPage.getByRole('heading', { level: 1, name: 'Számlázási adatok' })).toBeVisible();
    const fill = (name: string, value: string) =>
      askerPage.getByRole('textbox', { name, exact: true }).fill(value);
    await fill('Név', 'Számlát Kérő Kornél');
    await fill('Ország', 'Magyarország');
    await fill('Irányítószám', '1052');
    await fill('Város', 'Budapest');
    await fill('Cím', 'Váci utca 1.');
    await askerPage.getByRole('button', { name: 'Mentés', exact: true }).click();
    await expect(askerPage.getByTestId('billing-state')).toHaveText('A számlázási adatai teljesek.');

    await openBookingPage(askerPage, adviser.id);
    await expect(askerPage.getByTestId('booking-type').getByTestId('booking-type-price')).toHaveText(PRICE);
    await askerPage.getByTestId('slot-button').first().click();
    await askerPage.getByRole('button', { name: 'Időpont lefoglalása' }).click();
    const booking = askerPage.getByRole('dialog', { name: 'Foglalás megerősítése' });
    await booking.getByRole('button', { name: 'Foglalás', exact: true }).click();
    await expect(askerPage).toHaveURL(/\/fizetes\/demo\/idopont\/[0-9a-f-]{36}$/);
    await askerPage.getByRole('button', { name: 'Fizetés (teszt)' }).click();
    await expect(askerPage).toHaveURL(/\/kerdezo\/tanacsadasaim\?fizetes=/);
    const askerCard = askerPage.getByTestId('appointment-card');
    await expect(askerCard.getByTestId('payment-status')).toContainText('Fizetve');

    // The adviser confirms without a file: the demo service will issue the invoice.
    // (The menu item's name carries the count of bookings to confirm.)
    await page.getByRole('link', { name: /^Tanácsadások/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tanácsadások' })).toBeVisible();
    await page.getByRole('button', { name: 'Megerősítés', exact: true }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Foglalás megerősítése' });
    await expect(confirm.getByTestId('confirm-invoicing-note')).toHaveText(
      'A számlát a(z) demó számlázó állítja ki a megerősítés után, és e-mailben elküldjük a kérdezőnek.',
    );
    await expect(confirm.getByText('Vagy töltsen fel saját számlát (PDF)')).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Megerősítés', exact: true }).click();
    await expect(
      page.getByText('A foglalás megerősítve; a számlát a számlázó állítja ki, és elküldjük az ügyfélnek'),
    ).toBeVisible();

    // The outbox issues it within seconds; the list follows it by itself.
    await page.locator('label', { hasText: 'Közelgő' }).click();
    const card = page.locator('article').filter({ hasText: 'Számlát Kérő Kornél' });
    const issued = card.getByTestId('issued-invoice');
    await expect(issued).toContainText(/Számla: DEMO-\d{4}-\d+/, { timeout: 30_000 });
    await expect(issued).toContainText('NAV: befogadva');
    const number = ((await issued.textContent()) ?? '').match(/DEMO-\d{4}-\d+/)?.[0] as string;
    await expectAccessible(page);

    // The asker downloads the issued invoice, named by its number.
    await askerPage.reload();
    await expect(askerCard).toContainText('Megerősítve');
    await expect(askerCard.getByTestId('invoice-pending')).toHaveCount(0);
    const invoice = await downloadOf(askerPage, askerCard.getByRole('button', { name: 'Számla letöltése' }));
    expect(invoice).toEqual({ name: `szamla-${number}.pdf`, head: '%PDF-' });

    // Refunded in full: the invoice is reversed, and the sztornó can be downloaded by both.
    await card.getByRole('button', { name: 'Visszatérítés' }).click();
    const refund = page.getByRole('dialog', { name: 'Visszatérítés' });
    await refund.getByRole('button', { name: 'Visszatérítés' }).click();
    await expect(refund).toBeHidden();
    const reversal = card.getByTestId('reversal-invoice');
    await expect(reversal).toContainText(/Sztornó számla: DEMO-\d{4}-\d+/, { timeout: 30_000 });
    const stornoNumber = ((await reversal.textContent()) ?? '').match(/DEMO-\d{4}-\d+/)?.[0] as string;
    expect(stornoNumber).not.toBe(number);
    const adviserCopy = await downloadOf(
      page,
      reversal.getByRole('button', { name: 'Sztornó számla letöltése' }),
    );
    expect(adviserCopy).toEqual({ name: `sztorno-${stornoNumber}.pdf`, head: '%PDF-' });

    await askerPage.reload();
    const storno = await downloadOf(
      askerPage,
      askerCard.getByRole('button', { name: 'Sztornó számla letöltése' }),
    );
    expect(storno).toEqual({ name: `sztorno-${stornoNumber}.pdf`, head: '%PDF-' });
    await expectAccessible(askerPage);
    await askerPage.context().close();
  });

  test('an invoice the service refused is uploaded by hand, or tried again once its cause is mended', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const adviser = await pricedAdviser(request, 'Újrapróbáló Ubul');
    const saved = await request.put('/api/invoicing/account', {
      headers: adviser.headers,
      data: { provider: 'demo', vatRate: 'AAM' },
    });
    expect(saved.ok()).toBe(true);
    // An asker without billing data: the invoicing service cannot invoice them.
    const asker = await subscribedAsker(request, 'Hiányos Hajnalka');
    for (let i = 0; i < 2; i += 1) {
      const id = await bookFirstFreeSlot(request, adviser, asker, daysFromNow(0), daysFromNow(7));
      const paid = await request.post(`/api/appointments/${id}/payment/demo/complete`, {
        headers: asker.headers,
      });
      expect(paid.ok()).toBe(true);
    }

    await logInAs(page, 'tanacsado', adviser.email);
    await page.goto('/tanacsadoi-fiok/tanacsadasok');
    for (let i = 0; i < 2; i += 1) {
      await page.getByRole('button', { name: 'Megerősítés', exact: true }).first().click();
      const confirm = page.getByRole('dialog', { name: 'Foglalás megerősítése' });
      await confirm.getByRole('button', { name: 'Megerősítés', exact: true }).click();
      await expect(confirm).toBeHidden();
    }
    await page.locator('label', { hasText: 'Közelgő' }).click();
    const failed = page.locator('article').filter({ hasText: 'A számla kiállítása sikertelen' });
    await expect(failed).toHaveCount(2, { timeout: 30_000 });
    await expect(failed.first().getByTestId('invoice-error')).toContainText('számlázási adatai');
    await expectAccessible(page);

    // One is replaced by the adviser's own PDF, with the upload's progress.
    const uploaded = page.getByRole('article', {
      name: (await failed.first().getAttribute('aria-label')) as string,
    });
    const choosing = page.waitForEvent('filechooser');
    await uploaded.getByRole('button', { name: 'Számla feltöltése' }).click();
    await (await choosing).setFiles({
      name: 'sajat-szamla.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    await expect(page.getByText('A számla feltöltve és elküldve az ügyfélnek')).toBeVisible();
    await expect(uploaded.getByTestId('invoice-state')).toHaveCount(0);
    await expect(uploaded.getByRole('button', { name: 'Számla letöltése' })).toBeVisible();

    // The other is tried again once the asker's billing data is complete: issued.
    const billing = await request.post('/api/kerdezok/billing-address', {
      headers: asker.headers,
      data: {
        billingAddress: {
          name: 'Hiányos Hajnalka',
          companyName: '',
          country: 'Magyarország',
          zipCode: '6720',
          city: 'Szeged',
          address: 'Kárász utca 2.',
          vatNumber: '',
        },
      },
    });
    expect(billing.ok()).toBe(true);
    await expect(failed).toHaveCount(1);
    const retried = page.getByRole('article', {
      name: (await failed.first().getAttribute('aria-label')) as string,
    });
    await retried.getByRole('button', { name: 'Újrapróbálás' }).click();
    await expect(retried.getByTestId('issued-invoice')).toContainText(/Számla: DEMO-\d{4}-\d+/, {
      timeout: 30_000,
    });
    await expect(failed).toHaveCount(0);
  });
});
