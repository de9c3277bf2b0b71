import { expect, loginThroughForm, test } from './fixtures';

test.use({ consent: true });

/** Issue 36 (12): a toast never covers the header's buttons (it stays on screen for 4–6 s). */
for (const [width, height] of [
  [1280, 800],
  [360, 740],
] as const) {
  test(`at ${width} px a toast appears below the header and leaves its buttons usable`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await loginThroughForm(page, 'nincs-ilyen@pelda.hu', 'Rossz-Jelszo-2026');
    const toast = page.getByRole('alert').filter({ hasText: 'Hiba' });
    await expect(toast).toBeVisible();

    const header = page.getByRole('banner');
    const headerBox = await header.boundingBox();
    const toastBox = await toast.boundingBox();
    expect(headerBox && toastBox).toBeTruthy();
    if (!headerBox || !toastBox) return;
    expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    // The header's controls take a click while the toast is up (the menu button on a phone).
    const control =
      width < 900
        ? header.getByRole('button', { name: 'Menü megnyitása' })
        : header.getByRole('link', { name: 'Regisztráció' });
    await control.click({ trial: true, timeout: 2_000 });
  });
}
