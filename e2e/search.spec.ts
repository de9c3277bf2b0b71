import { expect, expectAccessible, journeys, test } from './fixtures';

// Search that understands Hungarian (issue 15): suggestions while typing, relevance order, the
// "Van szabad időpontja" filter and the next free slot on the cards. Seed: server/seed/seed-data.ts.

journeys('adviser search (guest)', () => {
  test('the home search suggests advisers and areas; ArrowDown + Enter opens the profile', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Mit keres?' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    // One character asks for nothing.
    await box.fill('k');
    await page.waitForTimeout(400);
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.fill('kovács');
    const list = page.getByRole('listbox', { name: 'Javaslatok' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');
    const advisers = list.getByRole('group', { name: 'Tanácsadók' });
    await expect(advisers.getByRole('option', { name: /Dr\. Kovács Éva/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^\d+ javaslat$/ })).toHaveCount(1);
    await expectAccessible(page);

    // The focus stays in the field; the highlighted option is its active descendant.
    await box.press('ArrowDown');
    const firstOption = list.getByRole('option').first();
    await expect(box).toHaveAttribute('aria-activedescendant', (await firstOption.getAttribute('id')) ?? '');
    await expect(firstOption).toHaveAttribute('aria-selected', 'true');
    await expect(box).toBeFocused();
    const firstName = (await firstOption.innerText()).split('\n')[0]?.trim() ?? '';
    expect(firstName).toMatch(/Kovács/);

    await box.press('Enter');
    await expect(page).toHaveURL(/\/tanacsado\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  });

  test('an area suggestion lists that area; Escape closes; Enter without a pick searches the text', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Mit keres?' });

    // Accents do not matter: "adotan" suggests "Adótanácsadás".
    await box.fill('adotan');
    const list = page.getByRole('listbox', { name: 'Javaslatok' });
    const area = list.getByRole('group', { name: 'Tanácsadási területek' }).getByRole('option', {
      name: 'Adótanácsadás',
    });
    await expect(area).toBeVisible();

    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('adotan');
    await expect(list).toBeHidden();

    // ArrowDown opens the list again.
    await box.press('ArrowDown');
    await expect(area).toBeVisible();
    await area.click();
    await expect(page).toHaveURL(/\/tanacsadok\?category=[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('combobox', { name: 'Tanácsadási terület' }).locator('option:checked'),
    ).toHaveText('Adótanácsadás');
    const cards = page.getByTestId('adviser-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasNotText: 'Adótanácsadás' })).toHaveCount(0);

    // Enter with nothing highlighted submits the text, as before.
    await page.goto('/');
    await box.fill('karrier');
    await expect(page.getByRole('listbox', { name: 'Javaslatok' })).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/tanacsadok\?search=karrier$/);
  });

  test('the list orders by relevance for a text; sort and free-slot filter live in the URL', async ({
    page,
  }) => {
    await page.goto('/tanacsadok');
    const sort = page.getByRole('combobox', { name: 'Rendezés' });
    const free = page.getByRole('combobox', { name: 'Van szabad időpontja' });
    const box = page.getByRole('combobox', { name: 'Keresés', exact: true });
    const count = page.getByRole('status').filter({ hasText: /találat/ });
    await expect(sort.locator('option:checked')).toHaveText('Értékelés szerint');
    await expect(free.locator('option:checked')).toHaveText('Bármikor');
    await expect(count).toHaveText(/^(\d+|Több mint 1000) találat$/);

    // "Relevancia" is only offered with a text.
    await expect(sort.getByRole('option', { name: 'Legkorábbi szabad időpont' })).toHaveCount(1);
    await expect(sort.getByRole('option', { name: 'Relevancia' })).toHaveCount(0);

    await box.fill('adó');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/tanacsadok\?search=ad%C3%B3$/);
    await expect(sort.locator('option:checked')).toHaveText('Relevancia');
    await expect(page.getByTestId('adviser-card').first()).toBeVisible();

    // The list page suggests too: ArrowDown + Enter opens the adviser's profile; Back returns.
    await box.fill('kovács éva');
    await expect(
      page.getByRole('listbox', { name: 'Javaslatok' }).getByRole('option', { name: /Kovács Éva/ }),
    ).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/tanacsado\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: /Kovács Éva/ })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/tanacsadok\?search=ad%C3%B3$/);
    await expect(box).toHaveValue('adó');

    await sort.selectOption({ label: 'Legkorábbi szabad időpont' });
    await expect(page).toHaveURL(/sortBy=soonest/);
    await free.selectOption({ label: 'A következő 30 napban' });
    await expect(page).toHaveURL(/\/tanacsadok\?search=ad%C3%B3&sortBy=soonest&freeWithinDays=30$/);
    // The previous list stays on screen (aria-busy) until the filtered one arrives.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const cards = page.getByTestId('adviser-card');
    await expect(cards.first()).toBeVisible();
    // With the filter every adviser has a free slot, and the card says when.
    await expect(cards.filter({ hasNotText: /Legközelebb: / })).toHaveCount(0);
    await expect(cards.first().getByTestId('next-free-slot')).toHaveText(
      /^Legközelebb: (ma|holnap|hétfő|kedd|szerda|csütörtök|péntek|szombat|vasárnap|[a-zá-ű]+ \d{1,2}\.) \d{2}:\d{2}$/,
    );
    await expectAccessible(page);

    // A reload shows the same list.
    await page.reload();
    await expect(sort.locator('option:checked')).toHaveText('Legkorábbi szabad időpont');
    await expect(free.locator('option:checked')).toHaveText('A következő 30 napban');
    await expect(box).toHaveValue('adó');

    // Back undoes the filter, then the order.
    await page.goBack();
    await expect(page).toHaveURL(/\/tanacsadok\?search=ad%C3%B3&sortBy=soonest$/);
    await expect(free.locator('option:checked')).toHaveText('Bármikor');
    await expect(sort.locator('option:checked')).toHaveText('Legkorábbi szabad időpont');
    await page.goBack();
    await expect(page).toHaveURL(/\/tanacsadok\?search=ad%C3%B3$/);
    await expect(sort.locator('option:checked')).toHaveText('Relevancia');

    // Clearing the text while "Relevancia" is shown falls back to rating.
    await box.fill('');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/tanacsadok$/);
    await expect(sort.locator('option:checked')).toHaveText('Értékelés szerint');
  });

  test('a filter change starts again on the first page', async ({ page }) => {
    await page.goto('/tanacsadok?page=2');
    await page
      .getByRole('combobox', { name: 'Van szabad időpontja' })
      .selectOption({ label: 'A következő 7 napban' });
    await expect(page).toHaveURL(/\/tanacsadok\?freeWithinDays=7$/);
  });
});
