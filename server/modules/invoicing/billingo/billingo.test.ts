import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeBillingo, startFakeBillingo } from '../../../test/fake-billingo';
import {
  expectNoViolations as expectViolationsNone,
  invoicingFailure,
  issueRequest,
} from '../../../test/invoicing-fixtures';
import type { InvoicingConnection, NavState } from '../invoicing-port';
import { createBillingoAdapter } from './billingo-adapter';
import type { components } from './billingo-api';

type OnlineSzamla = components['schemas']['OnlineSzamlaStatus'];

let fake: FakeBillingo;
beforeEach(async () => {
  fake = await startFakeBillingo({ apiKey: 'bk-live-6f1c0d9e2a7b4c88' });
});
afterEach(async () => {
  await fake.close();
});

function adapter(connection: Partial<InvoicingConnection> = {}, timeoutMs = 2_000) {
  return createBillingoAdapter(
    { secret: fake.apiKey, block: '5002', vatRate: '27%', ...connection },
    { billingoUrl: fake.url, szamlazzUrl: 'http://127.0.0.1:9/unused', timeoutMs },
  );
}

const request = issueRequest;

const failure = invoicingFailure;

const expectNoViolations = () => expectViolationsNone(fake);

describe('Billingo adapter against the OpenAPI-checked fake', () => {
  it('checks the key and the configured block with one cheap read', async () => {
    await adapter().check();
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /document-blocks']);
    const error = await failure(adapter({ block: '999' }).check());
    expect(error.kind).toBe('auth');
    expect(error.message).toContain('999');
    expectNoViolations();
  });

  it('issues a paid invoice for a private person with a valid request', async () => {
    const issued = await adapter().issue(request());
    expect(issued).toEqual({ ref: String(fake.documents[0]?.id), number: 'TP-2026-1' });

    const post = fake.requests.find((r) => r.method === 'POST' && r.path === '/documents');
    expect(post?.body).toMatchObject({
      vendor_id: 'appointment-7f3a',
      block_id: 5002,
      type: 'invoice',
      payment_method: 'bankcard',
      paid: true,
      electronic: true,
      language: 'hu',
      currency: 'HUF',
      comment: 'Online tanácsadás, 2026. november 22. 10:00',
      items: [{ unit_price: 12_700, unit_price_type: 'gross', vat: '27%', quantity: 1, unit: 'alkalom' }],
    });
    expect(fake.partners).toEqual([
      expect.objectContaining({
        name: 'Kiss Anna',
        tax_type: 'NO_TAX_NUMBER',
        address: { country_code: 'HU', post_code: '1111', city: 'Budapest', address: 'Fő utca 1.' },
      }),
    ]);
    expectNoViolations();
  });

  it('issues an unpaid AAM invoice to a company, reusing the partner only while its data match', async () => {
    const company = {
      ...request().buyer,
      name: 'Példa Kft.',
      taxNumber: '12345678-2-42',
      email: 'szamla@pelda.hu',
    };
    const unpaid = { paid: null, items: [{ ...request().items[0]!, vatRate: 'AAM' as const }] };
    // No block configured: the account's first invoice block is used.
    await adapter({ block: null }).issue(request({ externalId: 'a-1', buyer: company, ...unpaid }));
    await adapter().issue(request({ externalId: 'a-2', buyer: company, ...unpaid }));
    expect(fake.partners).toHaveLength(1);
    expect(fake.partners[0]).toMatchObject({ taxcode: '12345678-2-42', tax_type: 'HAS_TAX_NUMBER' });
    const post = fake.requests.find((r) => r.method === 'POST' && r.path === '/documents');
    expect(post?.body).toMatchObject({
      block_id: 5002,
      payment_method: 'wire_transfer',
      paid: false,
      items: [{ vat: 'AAM', entitlement: 'AAM' }],
    });

    // The company moved: its old address must not be printed on the new invoice.
    await adapter().issue(
      request({ externalId: 'a-3', buyer: { ...company, address: 'Új utca 2.' }, ...unpaid }),
    );
    expect(fake.partners).toHaveLength(2);
    expectNoViolations();
  });

  it('finds an invoice whose answer was lost, so a retry never issues twice', async () => {
    fake.knobs.loseAnswerTo = 'post /documents';
    const lost = await failure(adapter({}, 400).issue(request()));
    expect(lost.kind).toBe('unavailable');
    expect(lost.retryable).toBe(true);
    expect(fake.documents).toHaveLength(1);

    const found = await adapter().find('appointment-7f3a');
    expect(found).toEqual({ ref: String(fake.documents[0]?.id), number: 'TP-2026-1' });
    expect(await adapter().find('appointment-none')).toBeNull();
    expect(fake.documents).toHaveLength(1);
    expectNoViolations();
  });

  it('reverses an invoice once, and a repeated reversal returns the same cancellation', async () => {
    const original = await adapter().issue(request());
    const reversal = { externalId: 'appointment-7f3a-storno', original, issueDate: '2026-11-23' };
    const cancelled = await adapter().reverse(reversal);
    expect(cancelled.number).toBe('TP-2026-2');
    expect(fake.documents.find((d) => String(d.id) === original.ref)?.cancelled).toBe(true);

    expect(await adapter().reverse(reversal)).toEqual(cancelled);
    expect(fake.documents.filter((d) => d.type === 'cancellation')).toHaveLength(1);
    expectNoViolations();
  });

  it('waits while the PDF is being generated (202), then returns it', async () => {
    fake.knobs.pdfPendingTimes = 1;
    const invoice = await adapter().issue(request());
    expect(await adapter().pdf(invoice)).toEqual({ ready: false, retryAfterMs: 3_000 });
    const ready = await adapter().pdf(invoice);
    expect(ready.ready).toBe(true);
    expect(ready.ready && ready.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expectNoViolations();
  });

  it("maps Billingo's Online Számla states onto the port's", async () => {
    const invoice = await adapter().issue(request());
    const cases: [OnlineSzamla | null, NavState][] = [
      [{ status: 'received' }, { status: 'received', message: null }],
      [{ status: 'processing' }, { status: 'processing', message: null }],
      [{ status: 'done' }, { status: 'done', message: null }],
      [
        {
          status: 'nav_warn',
          messages: [
            { validation_result_code: 'WARN', human_readable_message: 'A vevő adószáma nem ellenőrizhető' },
            { validation_result_code: 'WARN', validation_error_code: 'INCORRECT_CITY_ZIP_CODE' },
          ],
        },
        { status: 'warning', message: 'A vevő adószáma nem ellenőrizhető; INCORRECT_CITY_ZIP_CODE' },
      ],
      [
        { status: 'aborted', messages: [{ human_readable_message: 'Hibás számlaszám' }] },
        { status: 'error', message: 'Hibás számlaszám' },
      ],
      [{ status: 'brand_new_state' }, { status: null, message: 'ismeretlen állapot: brand_new_state' }],
      [null, { status: null, message: null }],
    ];
    for (const [reported, expected] of cases) {
      fake.knobs.onlineSzamla = reported === null ? null : { messages: [], ...reported };
      expect(await adapter().navState(invoice)).toEqual(expected);
    }
    expectNoViolations();
  });

  it('turns a wrong key into `auth`, 429 into `rate_limited`, 5xx and timeouts into `unavailable`', async () => {
    const wrong = await failure(adapter({ secret: 'bk-wrong-0000' }).check());
    expect(wrong.kind).toBe('auth');
    expect(wrong.retryable).toBe(false);

    fake.knobs.rateLimited = 1;
    const limited = await failure(adapter().check());
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfterMs: 7_000 });

    fake.knobs.down = true;
    expect((await failure(adapter().issue(request()))).kind).toBe('unavailable');
    fake.knobs.down = false;

    fake.knobs.hang = 1;
    const timeout = await failure(adapter({}, 300).check());
    expect(timeout.kind).toBe('unavailable');
    expect(timeout.message).toContain('időben');
  });

  it("passes Billingo's refusal on as `rejected`, and no message ever holds the key", async () => {
    fake.knobs.rejectNextDocument = 'A tétel nettó egységára nem lehet negatív.';
    const rejected = await failure(adapter().issue(request()));
    expect(rejected.kind).toBe('rejected');
    expect(rejected.message).toContain('A tétel nettó egységára nem lehet negatív.');

    const messages = [rejected.message];
    messages.push((await failure(adapter({ secret: `${fake.apiKey}-x` }).check())).message);
    fake.knobs.rateLimited = 1;
    messages.push((await failure(adapter().check())).message);
    fake.knobs.hang = 1;
    messages.push((await failure(adapter({}, 300).check())).message);
    fake.knobs.down = true;
    messages.push((await failure(adapter().check())).message);
    for (const message of messages) {
      expect(message).not.toContain(fake.apiKey);
      expect(message).toMatch(/[áéíóöőúüű]/); // Hungarian, for the adviser
    }
  });
});

describe('the fake Billingo itself', () => {
  it('refuses a request that does not match the OpenAPI document', async () => {
    const response = await fetch(`${fake.url}/documents?unknown_filter=1`, {
      method: 'POST',
      headers: { 'X-API-KEY': fake.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ block_id: 'TP', type: 'bill', items: [{ name: 'x' }] }),
    });
    expect(response.status).toBe(400);
    const errors = fake.violations[0]?.errors.join('\n') ?? '';
    expect(errors).toContain('unknown_filter'); // an undeclared query parameter
    expect(errors).toContain('partner_id'); // a required property missing
    expect(errors).toContain('/block_id'); // a wrong type
    expect(errors).toContain('/type'); // not one of the enum
    expect(fake.documents).toEqual([]);

    const noKey = await fetch(`${fake.url}/document-blocks`);
    expect(noKey.status).toBe(400);
    expect(fake.violations[1]?.errors).toContain('X-API-KEY header missing (security: api_key)');
    expect((await fetch(`${fake.url}/no-such-path`, { headers: { 'X-API-KEY': fake.apiKey } })).status).toBe(
      400,
    );
  });
});
