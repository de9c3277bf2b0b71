import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiLogin,
  daysFromNow,
  expect,
  expectAccessible,
  followLinkTo,
  freeSlots,
  journeys,
  logInAsAdmin,
  mailsTo,
  test,
} from './fixtures';

/** A real booking of the demo asker with the demo adviser, through the API (a free slot next week). */
async function bookedAppointment(request: APIRequestContext) {
  const adviserId = (await apiLogin(request, 'tanacsado@pelda.hu')).user.tanacsadoData?.id as string;
  const profile = (await (await request.get(`/api/tanacsadok/public/${adviserId}`)).json()).data;
  const typeId = profile.consultingTopics[0].id as string;
  const { headers: askerHeaders } = await apiLogin(request, 'kerdezo@pelda.hu');
  await request.post('/api/kerdezok/extend-subscription', { headers: askerHeaders, data: { days: 30 } });
  const slots = await freeSlots(
    request,
    { id: adviserId, type: { id: typeId } },
    daysFromNow(3),
    daysFromNow(10),
  );
  expect(slots.length).toBeGreaterThan(0);
  // A random slot, retried on a clash with another test booking the same adviser.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const slot = slots[Math.floor(Math.random() * slots.length)] as { startTime: string };
    const booked = await request.post('/api/appointments', {
      headers: askerHeaders,
      data: { expertId: adviserId, startTime: slot.startTime, consultationType: typeId, notes: 'Admin e2e' },
    });
    if (booked.status() === 201) return (await booked.json()).id as string;
    expect(booked.status()).toBe(409);
  }
  throw new Error('no free slot could be booked');
}

/**
 * Creates a catalogue item through its "Új …" dialog: the fields filled (by label), axe on the open
 * dialog, then Létrehozás and the toast that says it was created.
 */
async function createThroughDialog(
  page: Page,
  dialogTitle: string,
  fields: Record<string, string>,
  createdToast: string,
) {
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  for (const [label, value] of Object.entries(fields)) {
    await dialog.getByRole('textbox', { name: label }).fill(value);
  }
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Létrehozás' }).click();
  await expect(page.getByText(createdToast)).toBeVisible();
}

journeys('admin catalogue: types, packages, consultations, settings', () => {
  test('an admin creates and archives a consultation type', async ({ page }) => {
    const name = `E2E típus ${Date.now()}`;
    await logInAsAdmin(page);
    await followLinkTo(page, 'Típusok');
    await expect(page.getByRole('table', { name: /Tanácsadási típusok/ })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Új típus' }).click();
    await createThroughDialog(
      page,
      'Új tanácsadási típus',
      { Név: name, Szín: '#0b7285', 'Időtartam (perc)': '45' },
      'Típus létrehozva.',
    );

    await page.getByRole('searchbox', { name: 'Keresés' }).fill(name);
    await page.getByRole('button', { name: 'Keresés' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('45 perc');
    await expect(row).toContainText('#0b7285');
    // The public list offers it at once.
    expect(
      ((await (await page.request.get('/api/tipusok')).json()).data as { name: string }[]).map((t) => t.name),
    ).toContain(name);

    await row.getByRole('button', { name: `Archiválás: ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Típus archiválása' });
    await expect(confirm).toContainText('nem foglalható');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Archiválás' }).click();
    await expect(page.getByText('Típus archiválva.')).toBeVisible();
    await expect(row).toContainText('Archivált');
    expect(
      ((await (await page.request.get('/api/tipusok')).json()).data as { name: string }[]).map((t) => t.name),
    ).not.toContain(name);
  });

  test('an admin creates a subscription package and sees subscriptions and payments', async ({ page }) => {
    const name = `E2E csomag ${Date.now()}`;
    await logInAsAdmin(page);
    await followLinkTo(page, 'Előfizetések');
    await expect(page.getByRole('table', { name: /Előfizetések/ })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'kerdezo@pelda.hu' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Csomagok' }).click();
    await expect(page).toHaveURL(/tab=csomagok/);
    await page.getByRole('button', { name: 'Új csomag' }).click();
    await createThroughDialog(
      page,
      'Új előfizetési csomag',
      { Név: name, 'Időtartam (nap)': '45', 'Bruttó ár (Ft)': '12990' },
      'Csomag létrehozva.',
    );
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('45 nap');
    await expect(row).toContainText(/12\s990\sFt/);
    await expectAccessible(page);

    // Offered to askers straight away.
    const offered = (await (await page.request.get('/api/subscription-packages?audience=kerdezo')).json())
      .data as { name: string }[];
    expect(offered.map((p) => p.name)).toContain(name);

    await page.getByRole('tab', { name: 'Befizetések' }).click();
    await expect(
      page.getByRole('table', { name: /Befizetések/ }).or(page.getByText(/Még nincs befizetés/)),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('an admin cancels a booking as the system; both parties are told', async ({ page, request }) => {
    const id = await bookedAppointment(request);
    await logInAsAdmin(page);
    await followLinkTo(page, 'Tanácsadások');
    await expect(page.getByRole('table', { name: /Időpontok/ })).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/admin/tanacsadasok?idopont=${id}`);
    const drawer = page.getByRole('dialog', { name: 'Időpont adatai' });
    await expect(drawer).toContainText('Megerősítésre vár');
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Lemondás' }).click();
    const confirm = page.getByRole('dialog', { name: 'Időpont lemondása a rendszer nevében' });
    await expect(confirm).toContainText('mindkét fél e-mailt kap');
    await confirm
      .getByRole('textbox', { name: 'Indoklás (nem kötelező)' })
      .fill('A tanácsadó megbetegedett.');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Lemondás' }).click();
    await expect(page.getByText('Az időpont lemondva; mindkét fél értesítést kapott.')).toBeVisible();
    await expect(drawer).toContainText('Rendszer által törölve');
    await expect(drawer).toContainText('Lemondás a rendszer nevében');

    for (const email of ['kerdezo@pelda.hu', 'tanacsado@pelda.hu']) {
      await expect
        .poll(async () =>
          (await mailsTo(request, email)).some((m) =>
            m.text.includes('Indoklás: A tanácsadó megbetegedett.'),
          ),
        )
        .toBe(true);
    }
  });

  test('an admin sets a maintenance banner that shows on every page', async ({ page, browser }) => {
    const text = `Karbantartás ${Date.now()}: vasárnap 22 órától rövid leállás.`;
    await logInAsAdmin(page);
    await followLinkTo(page, 'Beállítások');
    await expect(page.getByRole('heading', { name: 'Platformbeállítások' })).toBeVisible();
    // The account's own settings stay on the same screen.
    await expect(page.getByRole('heading', { name: 'Jelszó módosítása' })).toBeVisible();
    await expectAccessible(page);

    const banner = page.getByRole('textbox', { name: 'Karbantartási üzenet' });
    await banner.fill(text);
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await expect(page.getByText('Beállítások mentve.')).toBeVisible();
    await expect(page.getByTestId('maintenance-banner')).toContainText(text);
    await expectAccessible(page);

    const guest = await browser.newPage();
    await guest.goto('/');
    await expect(guest.getByRole('complementary', { name: 'Rendszerüzenet' })).toContainText(text);
    await guest.close();

    await page.getByRole('textbox', { name: 'Karbantartási üzenet' }).fill('');
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await expect(page.getByTestId('maintenance-banner')).toHaveCount(0);
  });

  test('the catalogue screens fit a 360 px wide phone', async ({ page }) => {
    await logInAsAdmin(page);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of [
      '/admin/elofizetesek',
      '/admin/tanacsadasok',
      '/admin/tipusok',
      '/admin/beallitasok',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /betöltése/ })).toHaveCount(0);
      // Tables scroll inside their frame; the page itself does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});
