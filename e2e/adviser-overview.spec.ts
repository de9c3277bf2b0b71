import {
  bookableAdviser,
  bookThroughApi,
  confirmWithInvoice,
  daysFromNow,
  expect,
  expectAccessible,
  freeSlots,
  journeys,
  PASSWORD,
  signedInPage,
  subscribedAsker,
  test,
} from './fixtures';

journeys("the adviser's overview", () => {
  test('shows what waits for the adviser, and the menu counts it', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const adviser = await bookableAdviser(request, 'Teendős Tamás');
    const asker = await subscribedAsker(request, 'Kérelmező Klára');
    const slots = await freeSlots(request, adviser, daysFromNow(2), daysFromNow(9));
    // Two bookings; one confirmed, for which the asker then asks another time; and a message.
    await bookThroughApi(request, adviser, asker, slots[0]?.startTime);
    const movedId = await bookThroughApi(request, adviser, asker, slots[1]?.startTime);
    await confirmWithInvoice(request, adviser, movedId);
    const requested = await request.post(`/api/appointments/${movedId}/request-time-change`, {
      headers: asker.headers,
      data: { newStartTime: slots[2]?.startTime, reason: 'Közbejött valami' },
    });
    expect(requested.ok()).toBe(true);
    const conversation = await request.post('/api/conversations', {
      headers: asker.headers,
      data: { participantId: adviser.user.id },
    });
    const conversationId = ((await conversation.json()).data as { id: string }).id;
    const sent = await request.post(`/api/conversations/${conversationId}/messages`, {
      headers: asker.headers,
      data: { message: 'Kérem, nézze meg a módosítási kérelmemet.', attachments: [] },
    });
    expect(sent.status()).toBe(201);

    const page = await signedInPage(browser, 'tanacsado', adviser.email, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Áttekintés' })).toBeVisible();
    const todo = page.getByTestId('attention-card');
    await expect(todo.getByRole('heading', { level: 2, name: 'Teendők' })).toBeVisible();
    await expect(todo.getByTestId('todo-to-confirm').getByTestId('todo-count')).toHaveText('1');
    await expect(todo.getByTestId('todo-time-changes').getByTestId('todo-count')).toHaveText('1');
    await expect(todo.getByTestId('todo-unread').getByTestId('todo-count')).toHaveText('1');
    const menuBadge = page.getByTestId('consultations-nav-badge');
    await expect(menuBadge).toHaveText(/^2/);
    await expect(page.getByRole('link', { name: /^Tanácsadások/ })).toContainText('2');
    await expectAccessible(page);

    // The request's link opens the tab that holds it; deciding it takes it off the counts.
    await todo.getByRole('link', { name: 'Kérelmek megtekintése' }).click();
    await expect(page).toHaveURL(/\/tanacsadoi-fiok\/tanacsadasok\?lista=modositasi-kerelmek$/);
    await expect(page.getByRole('radio', { name: /^Közelgő/ })).toBeChecked();
    await page.getByRole('button', { name: 'Elfogadás' }).click();
    await expect(page.getByText('Időpont módosítási kérelem elfogadva').first()).toBeVisible();
    await expect(menuBadge).toHaveText(/^1/);

    await page.getByRole('link', { name: /^Áttekintés/ }).click();
    await expect(todo.getByTestId('todo-time-changes').getByTestId('todo-count')).toHaveText('0');
    await todo.getByRole('link', { name: 'Foglalások megerősítése' }).click();
    await expect(page.getByRole('radio', { name: /^Megerősítésre vár/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Megerősítés', exact: true })).toBeVisible();

    await page.getByRole('link', { name: /^Áttekintés/ }).click();
    await todo.getByRole('link', { name: 'Üzenetek megnyitása' }).click();
    await expect(page).toHaveURL(/\/tanacsadoi-fiok\/uzenetek$/);

    // The overview fits 360 px.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/tanacsadoi-fiok');
    await expect(todo.getByTestId('todo-to-confirm').getByTestId('todo-count')).toHaveText('1');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
