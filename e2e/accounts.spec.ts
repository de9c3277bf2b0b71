import sharp from 'sharp';
import {
  apiLogin,
  expect,
  expectAccessible,
  followLinkTo,
  freshAccount,
  journeys,
  PASSWORD,
  test,
} from './fixtures';

const image = async (color: string, name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

journeys('account screens', () => {
  test('an adviser edits the profile and uploads an avatar and gallery images', async ({ page, request }) => {
    await freshAccount(page, request, 'tanacsado', 'Profil Piroska');
    await expect(page.getByRole('heading', { level: 1, name: 'Áttekintés' })).toBeVisible();
    await expect(page.getByTestId('status-inactive')).toBeVisible();
    await expect(page.getByTestId('check-avatar')).toContainText('hiányzik');

    await followLinkTo(page, 'Profil');
    await expectAccessible(page);

    await page
      .getByRole('textbox', { name: 'Bemutatkozó szöveg' })
      .fill('Tíz éve segítek családjogi kérdésekben.');
    await page.getByRole('button', { name: 'Bemutatkozás mentése' }).click();
    await expect(page.getByText('A bemutatkozás sikeresen mentve.')).toBeVisible();

    const fileInputs = page.locator('input[type=file]');
    await fileInputs.first().setInputFiles(await image('#1864ab', 'arckep.png'));
    const crop = page.getByRole('dialog', { name: 'Profilkép kivágása' });
    await expect(crop).toBeVisible();
    await crop.getByRole('button', { name: 'Feltöltés' }).click();
    await expect(page.getByText('A profilkép sikeresen feltöltve.')).toBeVisible();
    const avatar = page.getByRole('img', { name: 'Az Ön jelenlegi profilképe' });
    await expect(avatar).toBeVisible();
    // A new adviser is not public yet: the image comes by its signed URL, and it really loads.
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);

    await fileInputs
      .last()
      .setInputFiles([await image('#2b8a3e', 'rendelo.png'), await image('#c92a2a', 'iroda.png')]);
    await expect(page.getByText('2 kép feltöltve a galériába.')).toBeVisible();
    await expect(page.getByTestId('gallery-counter')).toHaveText('2 / 15 kép');
    await expect(page.getByTestId('gallery-item')).toHaveCount(2);

    await page.getByRole('link', { name: 'Áttekintés' }).click();
    await expect(page.getByTestId('check-avatar')).toContainText('kész');
    await expect(page.getByTestId('check-description')).toContainText('kész');
  });

  test('an asker updates billing data and sees the subscription days left', async ({ page, request }) => {
    const email = await freshAccount(page, request, 'kerdezo', 'Számla Szilvia');
    // A newcomer has nothing to extend (subscription.spec.ts follows that screen); a first month, then.
    await expect(page.getByTestId('subscription-status')).toHaveText('Nincs előfizetés');
    const { headers } = await apiLogin(request, email, PASSWORD);
    const first = await request.post('/api/kerdezok/extend-subscription', { headers, data: { days: 30 } });
    expect(first.ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('subscription-days-left')).toHaveText('Még 30 nap');
    await page.getByRole('button', { name: 'Meghosszabbítás 30 nappal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Előfizetés meghosszabbítása' });
    await dialog.getByRole('button', { name: 'Meghosszabbítás' }).click();
    await expect(page.getByText('Előfizetés sikeresen meghosszabbítva 30 nappal!')).toBeVisible();
    await expect(page.getByTestId('subscription-days-left')).toHaveText('Még 60 nap');
    await expect(page.getByTestId('subscription-status')).toHaveText('Aktív');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Számlázási adatok', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Számlázási adatok' })).toBeVisible();
    // A private person: no bank account is asked, and the VAT number only of a company.
    await expect(page.getByRole('textbox', { name: 'Bankszámlaszám' })).toHaveCount(0);
    const fields: [string, string][] = [
      ['Név', 'Számla Szilvia'],
      ['Ország', 'Magyarország'],
      ['Irányítószám', '4024'],
      ['Város', 'Debrecen'],
      ['Cím', 'Piac utca 10.'],
    ];
    for (const [label, value] of fields) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    const company = page.getByRole('textbox', { name: 'Cégnév', exact: true });
    await company.fill('Szilvia Bt.');
    await page.getByRole('button', { name: 'Mentés' }).click();
    const vatNumber = page.getByRole('textbox', { name: 'Adószám', exact: true });
    await expect(vatNumber).toBeFocused();
    await expect(vatNumber).toHaveAccessibleDescription(/Cégnév mellett az adószám megadása kötelező/);
    await company.fill('');
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByText('Számlázási adatok sikeresen frissítve!')).toBeVisible();
    await expect(page.getByTestId('billing-state')).toContainText('teljesek');
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Város' })).toHaveValue('Debrecen');
    await expect(page.getByRole('textbox', { name: 'Név', exact: true })).toHaveValue('Számla Szilvia');
  });

  test('an asker searches advisers inside the asker area', async ({ page, request }) => {
    await freshAccount(page, request, 'kerdezo', 'Kereső Kata');
    await page.getByRole('main').getByRole('link', { name: 'Tanácsadók keresése' }).click();
    await expect(page).toHaveURL(/\/kerdezo\/tanacsadok$/);
    await page.getByTestId('adviser-card').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/kerdezo\/tanacsado\//);
    await expect(page.getByRole('link', { name: 'Foglalás' })).toHaveAttribute(
      'href',
      /\/kerdezo\/foglalas\//,
    );
  });
});
