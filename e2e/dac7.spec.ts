import { DEMO_PASSWORD, expect, expectAccessible, journeys, logInAs, logInAsAdmin, test } from './fixtures';

journeys('DAC7 seller data and report', () => {
  test('the demo adviser gives the DAC7 data: a wrong adószám check digit is refused, a correct one saved', async ({
    page,
  }) => {
    await logInAs(page, 'tanacsado', 'tanacsado@pelda.hu', DEMO_PASSWORD);
    // The demo adviser offers priced consultations: the overview's Teendők asks for the data.
    const dac7Task = page.getByTestId('attention-card').getByTestId('todo-dac7');
    await expect(dac7Task).toContainText('Hiányzó DAC7 adatok');
    await dac7Task.getByRole('link', { name: 'DAC7 adatok megadása' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Számlázási adatok' })).toBeVisible();
    const section = page.getByRole('region', { name: 'DAC7 adatszolgáltatás' });
    await expect(
      section.getByText(/minden év január 31-ig adatot kell szolgáltatnia a NAV-nak/),
    ).toBeVisible();
    await expect(section.getByTestId('dac7-state')).toBeVisible();

    await section.getByRole('radio', { name: 'Cég (gazdasági társaság, egyéb szervezet)' }).check();
    const fields: [string, string][] = [
      ['Cégnév', 'Demó Tanácsadó Kft.'],
      ['Cégjegyzékszám', '01-09-123456'],
      ['Irányítószám', '1051'],
      ['Település', 'Budapest'],
      ['Utca, házszám', 'Fő utca 1.'],
      ['Adószám', '12345678-1-42'],
      ['Bankszámla IBAN-ja', 'HU42 1177 3016 1111 1018 0000 0000'],
    ];
    for (const [label, value] of fields) {
      await section.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await section.getByRole('button', { name: 'DAC7 adatok mentése' }).click();
    const taxNumber = section.getByRole('textbox', { name: 'Adószám', exact: true });
    await expect(taxNumber).toBeFocused();
    await expect(taxNumber).toHaveAttribute('aria-invalid', 'true');
    await expect(taxNumber).toHaveAccessibleDescription(/Az adószám ellenőrző számjegye hibás\./);
    await expect(section.getByText('Az adószám ellenőrző számjegye hibás.')).toBeVisible();
    await expectAccessible(page);

    await taxNumber.fill('12345676-1-42');
    await section.getByRole('button', { name: 'DAC7 adatok mentése' }).click();
    await expect(page.getByText('A DAC7 adatok mentve.')).toBeVisible();
    await expect(section.getByTestId('dac7-state')).toContainText('DAC7 adatai megvannak');
    await expect(section.getByText('Az adószám ellenőrző számjegye hibás.')).toHaveCount(0);
    await page.getByRole('link', { name: 'Áttekintés', exact: true }).first().click();
    await expect(page.getByTestId('attention-card').getByTestId('todo-to-confirm')).toBeVisible();
    await expect(page.getByTestId('attention-card').getByTestId('todo-dac7')).toHaveCount(0);
    await page.getByRole('link', { name: 'Számlázási adatok', exact: true }).first().click();

    await page.reload();
    const saved = page.getByRole('region', { name: 'DAC7 adatszolgáltatás' });
    await expect(saved.getByRole('textbox', { name: 'Adószám', exact: true })).toHaveValue('12345676-1-42');
    await expect(saved.getByRole('textbox', { name: 'Bankszámla IBAN-ja' })).toHaveValue(
      'HU42117730161111101800000000',
    );
    await expect(
      saved.getByRole('radio', { name: 'Cég (gazdasági társaság, egyéb szervezet)' }),
    ).toBeChecked();
    await expectAccessible(page);

    // Nothing sticks out at 360 px.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await expect(page.getByRole('region', { name: 'DAC7 adatszolgáltatás' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
  });

  test('the admin downloads the year’s DAC7 report', async ({ page }) => {
    await logInAsAdmin(page);
    await page.getByRole('link', { name: 'DAC7 jelentés', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'DAC7 jelentés' })).toBeVisible();
    const year = page.getByRole('combobox', { name: 'Év' });
    const chosen = await year.inputValue();
    await expect(page.getByTestId('dac7-summary')).toContainText(`A ${chosen}. évben`);
    await expectAccessible(page);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV letöltése' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`dac7-${chosen}.csv`);
    const [xml] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'XML letöltése' }).click(),
    ]);
    expect(xml.suggestedFilename()).toBe(`dac7-${chosen}.xml`);
  });
});
