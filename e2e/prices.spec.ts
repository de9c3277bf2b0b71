import { currentWeekStart } from '@common/budapest-time';
import { askerOnBookingPage, bookableAdviser, expect, expectAccessible, logInAs, test } from './fixtures';

/** Issue 38: an adviser's fee per consultation type, as the adviser sets it and as askers see it. */

// formatPrice groups thousands with a no-break space, as Hungarian does.
const FEE = /12\s000\sFt/;

test.use({ consent: true, reducedMotion: 'reduce' });

test('an adviser prices a consultation; the profile shows the fee, its Offer, and that it cannot be booked yet', async ({
  page,
  request,
}) => {
  const adviser = await bookableAdviser(request, 'Díjas Dénes');
  await logInAs(page, 'tanacsado', adviser.email);
  await page.goto('/tanacsadoi-fiok/profil');
  const section = page.locator('#tanacsadasi-teruletek');
  const price = section.getByRole('textbox', { name: `Díj – ${adviser.type.name}` });
  await expect(price).toHaveValue('0 Ft');
  await expect(section.getByText('0 Ft = ingyenes')).toBeVisible();
  const save = section.getByRole('button', { name: 'Területek és díjak mentése' });

  await price.fill('100');
  await save.click();
  await expect(
    section.getByText('Az ár 0 Ft (ingyenes) vagy 500 és 2000000 Ft közötti összeg legyen'),
  ).toBeVisible();
  await expect(price).toBeFocused();

  await price.fill('12000');
  // No payout account yet: a priced consultation needs one.
  const notice = section.getByTestId('payout-needed');
  await expect(notice).toContainText(
    'A fizetős tanácsadások csak beállított kifizetési fiókkal foglalhatók.',
  );
  await expect(notice.getByRole('link', { name: 'Kifizetések' })).toHaveAttribute(
    'href',
    '/tanacsadoi-fiok/kifizetesek',
  );
  await expectAccessible(page);
  await save.click();
  await expect(page.getByText('A tanácsadási területek és díjak sikeresen mentve.')).toBeVisible();

  // The server-rendered profile, as a crawler reads it: the fee, the notice, one Offer per type.
  const html = await (
    await request.get(`/tanacsado/${adviser.id}`, { headers: { accept: 'text/html' } })
  ).text();
  const graph = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (match) => (JSON.parse(match[1] as string) as { '@graph': Record<string, unknown>[] })['@graph'],
  );
  const profile = graph.find((node) => node['@type'] === 'ProfilePage');
  const person = profile?.mainEntity as { makesOffer?: unknown } | undefined;
  expect(person?.makesOffer).toEqual([
    { '@type': 'Offer', name: adviser.type.name, price: 12_000, priceCurrency: 'HUF' },
  ]);
  expect(html).toMatch(/12\s000\sFt|12&nbsp;000&nbsp;Ft/);
  expect(html).toContain(
    'A fizetős tanácsadások most nem foglalhatók: a tanácsadó még nem fogad online fizetést.',
  );

  // Back to free: the notice goes.
  await price.fill('0');
  await expect(notice).toBeHidden();
});

test('an asker sees the fee, no times while the adviser takes no payments, then pays on the payment page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const adviser = await bookableAdviser(request, 'Fizetős Fanni');
  const priced = await request.put(`/api/tanacsadok/${adviser.id}/prices`, {
    headers: adviser.headers,
    data: { prices: [{ typeId: adviser.type.id, priceHuf: 12_000 }] },
  });
  expect(priced.ok()).toBe(true);
  await askerOnBookingPage(page, request, 'Fizető Flóra', adviser.id, `?het=${currentWeekStart()}`);
  const type = page.getByTestId('booking-type');
  await expect(type.getByTestId('booking-type-price')).toHaveText(FEE);
  await expect(type).toContainText('Most nem foglalható');
  await expect(page.getByTestId('paid-offers-unavailable')).toHaveText(
    'A fizetős tanácsadások most nem foglalhatók: a tanácsadó még nem fogad online fizetést.',
  );
  await expect(page.getByTestId('type-not-bookable')).toBeVisible();
  await expect(page.getByTestId('slot-button')).toHaveCount(0);
  await expectAccessible(page);

  // The adviser finishes the (demo) payout setup: the public pages know at once.
  expect((await request.post('/api/payouts/onboarding', { headers: adviser.headers })).ok()).toBe(true);
  expect((await request.post('/api/payouts/demo/complete', { headers: adviser.headers })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('paid-offers-unavailable')).toHaveCount(0);
  await page.getByRole('button', { name: 'Következő hét' }).first().click();
  const slot = page.getByTestId('slot-button').first();
  await expect(slot).toBeVisible();
  await slot.click();
  await page.getByRole('button', { name: 'Időpont lefoglalása' }).click();
  const dialog = page.getByRole('dialog', { name: 'Foglalás megerősítése' });
  await expect(dialog.getByTestId('payment-terms')).toHaveText(
    /^Díj: 12\s000\sFt — a foglalás után 15 percen belül fizethet a biztonságos fizetési oldalon\.$/,
  );
  await dialog.getByRole('button', { name: 'Foglalás', exact: true }).click();
  // The demo provider's payment page (the time is held meanwhile).
  await expect(page).toHaveURL(/\/fizetes\/demo\/idopont\/[0-9a-f-]{36}$/);
});
