import type { APIRequestContext } from '@playwright/test';
import { expect, loginThroughForm, PASSWORD, test, verifiedAccount } from './fixtures';

/** A bookable adviser (topic, every-day hours, no notice period, billing data, activated by the admin). */
async function bookableAdviser(request: APIRequestContext) {
  const adviser = await verifiedAccount(request, 'tanacsado', 'Határidős Hedvig');
  const id = adviser.user.tanacsadoData?.id as string;
  const headers = { authorization: `Bearer ${adviser.token}` };
  const types = (await (await request.get('/api/tipusok')).json()).data as { id: string }[];
  const typeId = (types[0] as { id: string }).id;
  const updated = await request.put(`/api/tanacsadok/${id}`, {
    headers,
    data: {
      consultingTopics: [typeId],
      workSchedule: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '08:00', end: '20:00' })),
      billingAddress: {
        companyName: 'Határidős Hedvig e.v.',
        country: 'Magyarország',
        city: 'Pécs',
        zipCode: '7621',
        address: 'Király utca 1.',
        vatNumber: '12345678-1-02',
        bankAccountNumber: '11737007-20000000-00000000',
      },
    },
  });
  expect(updated.ok()).toBe(true);
  const settings = await request.put(`/api/tanacsadok/${id}/settings`, {
    headers,
    data: { minNoticeHours: 0, bufferMinutes: 0, maxAdvanceDays: 60 },
  });
  expect(settings.ok()).toBe(true);
  const admin = await request.post('/api/auth/login', {
    data: { email: 'admin@pelda.hu', password: 'Demo1234!' },
  });
  const activated = await request.patch(`/api/tanacsadok/${id}/activate`, {
    headers: { authorization: `Bearer ${(await admin.json()).token}` },
  });
  expect(activated.ok()).toBe(true);
  return { id, email: adviser.email, typeId };
}

test.describe('cancellation deadline', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the adviser sets it in the calendar; the asker sees the rule and cannot cancel after it', async ({
    page,
    browser,
    request,
    consented,
  }) => {
    void consented;
    const adviser = await bookableAdviser(request);

    // The adviser saves 48 hours in the calendar page's booking settings; it survives a reload.
    await loginThroughForm(page, adviser.email, PASSWORD);
    await expect(page).toHaveURL(/\/tanacsadoi-fiok$/);
    await page.goto('/tanacsadoi-fiok/naptar');
    const field = page.getByRole('textbox', { name: 'Lemondási határidő (óra)' });
    await expect(field).toHaveValue('24');
    await field.fill('721');
    await page.getByRole('button', { name: 'Beállítások mentése' }).click();
    await expect(page.getByText('Legfeljebb 720 óra (30 nap)')).toBeVisible();
    await expect(field).toBeFocused();
    await field.fill('48');
    await page.getByRole('button', { name: 'Beállítások mentése' }).click();
    await expect(page.getByText('A foglalási beállítások sikeresen mentve.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Lemondási határidő (óra)' })).toHaveValue('48');

    // The asker reads the rule on the booking page.
    const asker = await verifiedAccount(request, 'kerdezo', 'Lemondó Lili');
    const askerHeaders = { authorization: `Bearer ${asker.token}` };
    await request.post('/api/kerdezok/extend-subscription', { headers: askerHeaders, data: { days: 30 } });
    const askerContext = await browser.newContext({ reducedMotion: 'reduce' });
    await askerContext.addInitScript(() =>
      localStorage.setItem(
        'cookie-preferences',
        JSON.stringify({ szukseges: true, statisztika: false, marketing: false }),
      ),
    );
    const askerPage = await askerContext.newPage();
    await loginThroughForm(askerPage, asker.email, PASSWORD);
    await expect(askerPage).toHaveURL(/\/kerdezo$/);
    await askerPage.goto(`/kerdezo/foglalas/${adviser.id}`);
    await expect(askerPage.getByTestId('cancel-rule')).toHaveText(
      'Lemondás és áthelyezés: legkésőbb 48 órával a kezdés előtt.',
    );

    // A booking within the next 48 hours is already past its deadline: the asker's actions are off.
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 47 * 3600_000).toISOString();
    const slots = (
      await (
        await request.get(
          `/api/tanacsadok/${adviser.id}/available-slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&typeId=${adviser.typeId}`,
        )
      ).json()
    ).data as { startTime: string }[];
    const booked = await request.post('/api/appointments', {
      headers: askerHeaders,
      data: { expertId: adviser.id, startTime: slots[0]?.startTime, consultationType: adviser.typeId },
    });
    expect(booked.status()).toBe(201);
    await askerPage.goto('/kerdezo/tanacsadasaim');
    const card = askerPage.getByTestId('appointment-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('change-deadline')).toContainText('Lemondható eddig:');
    await expect(card.getByText('A lemondási határidő lejárt.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Lemondás' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Időpont módosítása' })).toBeDisabled();
    await askerContext.close();
  });
});
