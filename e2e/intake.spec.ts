import { currentWeekStart } from '@common/budapest-time';
import {
  ADMIN,
  askerOnBookingPage,
  bookableAdviser,
  bookChosenSlot,
  daysFromNow,
  expect,
  expectAccessible,
  journeys,
  signedInPage,
  test,
} from './fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

journeys('intake questions', () => {
  test('the asker answers the adviser’s questions and attaches a PDF when booking; the adviser reads both', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const adviser = await bookableAdviser(request, 'Kérdező Kornélia');
    // The adviser sets two questions on the Profil page: a choice one first, then moved below a text one.
    const adviserPage = await signedInPage(browser, 'tanacsado', adviser.email);
    await adviserPage.goto('/tanacsadoi-fiok/profil');
    const editor = adviserPage.getByRole('region', { name: `Kérdések – ${adviser.type.name}` });
    await expect(editor.getByText('Ehhez a típushoz nincs kérdés')).toBeVisible();
    const rows = editor.getByTestId('intake-question-editor');
    await editor.getByRole('button', { name: 'Új kérdés' }).click();
    await rows
      .nth(0)
      .getByRole('combobox', { name: 'Válasz típusa' })
      .selectOption({ label: 'Egy választás' });
    await rows.nth(0).getByRole('textbox', { name: 'Kérdés' }).fill('Mikor alakult a vállalkozás?');
    await rows
      .nth(0)
      .getByRole('textbox', { name: 'Segítő szöveg' })
      .fill('A cégbírósági bejegyzés éve szerint.');
    await editor.getByRole('button', { name: 'Kérdések mentése' }).click();
    // The server's own rule, in the browser: no options yet.
    await expect(rows.nth(0).getByText('Adjon meg 2–10 válaszlehetőséget')).toBeVisible();
    await rows.nth(0).getByRole('textbox', { name: 'Válaszlehetőségek' }).fill('Idén\nKorábban');
    await editor.getByRole('button', { name: 'Új kérdés' }).click();
    await rows.nth(1).getByRole('textbox', { name: 'Kérdés' }).fill('Milyen formában vállalkozik?');
    await rows.nth(1).getByRole('checkbox', { name: 'Kötelező válaszolni' }).check();
    await editor.getByRole('button', { name: '2. kérdés feljebb' }).click();
    await expect(rows.nth(0).getByRole('textbox', { name: 'Kérdés' })).toHaveValue(
      'Milyen formában vállalkozik?',
    );
    // A file question: the asker attaches a document when booking.
    await editor.getByRole('button', { name: 'Új kérdés' }).click();
    await rows
      .nth(2)
      .getByRole('combobox', { name: 'Válasz típusa' })
      .selectOption({ label: 'Fájl (PDF, JPEG, PNG, DOCX)' });
    await rows.nth(2).getByRole('textbox', { name: 'Kérdés' }).fill('Csatolja a cégkivonatot');
    // Dragged by its handle to the top, then back to the end with the arrows (the keyboard's way). The
    // drag's events are dispatched: Playwright's mouse does not start an HTML5 drag in this Chromium.
    const dataTransfer = await adviserPage.evaluateHandle(() => new DataTransfer());
    await rows.nth(2).getByTestId('intake-drag-handle').dispatchEvent('dragstart', { dataTransfer });
    await rows.nth(0).dispatchEvent('dragover', { dataTransfer });
    await rows.nth(0).dispatchEvent('drop', { dataTransfer });
    await expect(rows.nth(0).getByRole('textbox', { name: 'Kérdés' })).toHaveValue('Csatolja a cégkivonatot');
    await editor.getByRole('button', { name: '1. kérdés lejjebb' }).click();
    await editor.getByRole('button', { name: '2. kérdés lejjebb' }).click();
    await expect(rows.nth(2).getByRole('textbox', { name: 'Kérdés' })).toHaveValue('Csatolja a cégkivonatot');
    await expectAccessible(adviserPage);
    await editor.getByRole('button', { name: 'Kérdések mentése' }).click();
    await expect(
      adviserPage.getByText(`A(z) „${adviser.type.name}” kérdései sikeresen mentve.`),
    ).toBeVisible();
    await adviserPage.getByRole('switch', { name: /A hosszú válaszok szövege/ }).click();
    await expect
      .poll(async () => {
        const answer = await request.get(`/api/tanacsadok/${adviser.id}/intake-settings`, {
          headers: adviser.headers,
        });
        return (await answer.json()).data.intakeInMail;
      })
      .toBe(false);

    await askerOnBookingPage(page, request, 'Válaszoló Vilma', adviser.id, `?het=${currentWeekStart()}`);
    await page.getByRole('button', { name: 'Következő hét' }).first().click();
    await page.getByTestId('slot-button').first().click();
    const required = page.getByRole('textbox', { name: 'Milyen formában vállalkozik?' });
    await expect(required).toBeVisible();
    await expect(page.getByText('A cégbírósági bejegyzés éve szerint.')).toBeVisible();
    await expectAccessible(page);

    // The required question left empty: refused before the confirmation, the focus on it.
    await page.getByRole('button', { name: 'Időpont lefoglalása' }).click();
    await expect(
      page.getByText('Kérjük, válaszoljon a kérdésre: „Milyen formában vállalkozik?”'),
    ).toBeVisible();
    await expect(required).toBeFocused();
    await expect(page.getByRole('dialog', { name: 'Foglalás megerősítése' })).toBeHidden();

    await required.fill('Egyéni vállalkozó');
    await page.getByRole('radio', { name: 'Korábban' }).check();
    // The document is uploaded at once, with its progress; the field then lists it.
    const documentField = page.getByTestId('document-field');
    await documentField.locator('input[type="file"]').setInputFiles({
      name: 'cegkivonat.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(documentField.getByText('cegkivonat.pdf')).toBeVisible();
    await expect(documentField.getByText('1 / 5 fájl')).toBeVisible();
    await expectAccessible(page);
    // The confirmation repeats the answers.
    await page.getByRole('button', { name: 'Időpont lefoglalása' }).click();
    await expect(page.getByTestId('booking-summary')).toContainText('Egyéni vállalkozó');
    await expect(page.getByTestId('booking-summary')).toContainText('1 csatolt fájl');
    await page.getByRole('button', { name: 'Mégse' }).click();
    await bookChosenSlot(page);
    // The asker's own card shows the answers too.
    const own = page.getByTestId('intake-answers').first();
    await expect(own).toContainText('Egyéni vállalkozó');

    // The menu item carries the count of bookings awaiting confirmation in its name.
    await adviserPage.goto('/tanacsadoi-fiok/tanacsadasok');
    await expect(adviserPage.getByRole('heading', { level: 1, name: 'Tanácsadások' })).toBeVisible();
    const answers = adviserPage.getByTestId('intake-answers');
    await expect(answers).toHaveCount(1);
    await expect(answers).toContainText('Kérdések és válaszok');
    await expect(answers).toContainText('Milyen formában vállalkozik?');
    await expect(answers).toContainText('Egyéni vállalkozó');
    await expect(answers).toContainText('Mikor alakult a vállalkozás?');
    await expect(answers).toContainText('Korábban');
    // The adviser downloads the attached document through its signed link.
    const downloading = adviserPage.waitForEvent('download');
    await answers.getByRole('button', { name: /cegkivonat\.pdf letöltése/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('cegkivonat.pdf');
    const saved = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of saved) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
    await adviserPage.context().close();

    // The admin reads them in the appointment's drawer.
    const listed = await request.get(
      `/api/appointments?startDate=${encodeURIComponent(new Date().toISOString())}&endDate=${encodeURIComponent(daysFromNow(30).toISOString())}`,
      { headers: adviser.headers },
    );
    const [booked] = (await listed.json()).appointments as { id: string }[];
    const adminPage = await signedInPage(browser, 'admin', ADMIN.email, ADMIN.password);
    await adminPage.goto(`/admin/tanacsadasok?idopont=${booked?.id}`);
    const drawer = adminPage.getByRole('dialog', { name: 'Időpont adatai' });
    await expect(drawer.getByTestId('intake-answers')).toContainText('Egyéni vállalkozó');
    await expect(drawer.getByTestId('intake-answers')).toContainText('Korábban');
    await adminPage.context().close();
  });
});
