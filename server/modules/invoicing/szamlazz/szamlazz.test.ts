import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSzamlazz, startFakeSzamlazz } from '../../../test/fake-szamlazz';
import {
  expectNoViolations as expectViolationsNone,
  invoicingFailure,
  issueRequest,
} from '../../../test/invoicing-fixtures';
import type { InvoicingConnection, IssueRequest } from '../invoicing-port';
import { createSzamlazzAdapter, lineAmounts, SZAMLAZZ_ACTIONS } from './szamlazz-adapter';
import { child, childText, parseXml } from './xml';

let fake: FakeSzamlazz;
beforeEach(async () => {
  fake = await startFakeSzamlazz({ agentKey: 'agent-key-9d2f41c07be35a16e8' });
});
afterEach(async () => {
  await fake.close();
});

function adapter(connection: Partial<InvoicingConnection> = {}, timeoutMs = 5_000) {
  return createSzamlazzAdapter(
    { secret: fake.agentKey, block: 'TP', vatRate: '27%', ...connection },
    { billingoUrl: 'http://127.0.0.1:9/unused', szamlazzUrl: fake.url, timeoutMs },
  );
}

/** The shared request, with a buyer whose name needs XML escaping and two of a line. */
const request = (overrides: Partial<IssueRequest> = {}) =>
  issueRequest({
    buyer: { ...issueRequest().buyer, name: 'Kiss & Társa <Bt.>' },
    items: [
      { name: 'Online tanácsadás', quantity: 2, unit: 'alkalom', grossUnitPriceHuf: 12_990, vatRate: '27%' },
    ],
    dueDate: '2026-11-30',
    ...overrides,
  });

const failure = invoicingFailure;

const expectNoViolations = () => expectViolationsNone(fake);

describe('Számlázz.hu adapter against the XSD-checked fake Agent', () => {
  it('issues a paid e-invoice with the PDF in the answer, from a schema-valid request', async () => {
    const issued = await adapter().issue(request());
    expect(issued.number).toBe('TP-2026-1');
    expect(issued.ref).toBe('TP-2026-1');
    expect(issued.pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const sent = fake.requests[0]!;
    expect(sent.action).toBe(SZAMLAZZ_ACTIONS.issue);
    const root = parseXml(sent.xml);
    expect(childText(child(root, 'beallitasok'), 'szamlaKulsoAzon')).toBe('appointment-7f3a');
    expect(childText(child(root, 'beallitasok'), 'valaszVerzio')).toBe('2');
    const fejlec = child(root, 'fejlec');
    expect(childText(fejlec, 'fizmod')).toBe('bankkártya');
    expect(childText(fejlec, 'fizetve')).toBe('true');
    expect(childText(fejlec, 'szamlaszamElotag')).toBe('TP');
    const vevo = child(root, 'vevo');
    expect(childText(vevo, 'nev')).toBe('Kiss & Társa <Bt.>'); // escaped on the wire, intact after parsing
    expect(childText(vevo, 'orszag')).toBe('Magyarország');
    expect(childText(vevo, 'adoalany')).toBe('-1');
    const tetel = child(child(root, 'tetelek'), 'tetel');
    // 2 × 12 990 Ft gross at 27 %: 25 980 gross = 20 457 net + 5 523 VAT, whole forints.
    expect(
      ['nettoEgysegar', 'afakulcs', 'nettoErtek', 'afaErtek', 'bruttoErtek'].map((n) => childText(tetel, n)),
    ).toEqual(['10228.5', '27', '20457', '5523', '25980']);
    expectNoViolations();
  });

  it('computes exempt lines with net = gross, and sends a company buyer with its adószám', async () => {
    expect(
      lineAmounts({ name: 'x', quantity: 1, unit: 'db', grossUnitPriceHuf: 9_999, vatRate: 'TAM' }),
    ).toEqual({
      rate: 'TAM',
      unitNet: 9_999,
      net: 9_999,
      vat: 0,
      gross: 9_999,
    });
    const company = { ...request().buyer, name: 'Példa Kft.', taxNumber: '12345678242' };
    await adapter({ block: null }).issue(
      request({ buyer: company, paid: null, items: [{ ...request().items[0]!, vatRate: 'AAM' }] }),
    );
    const root = parseXml(fake.requests[0]!.xml);
    expect(childText(child(root, 'vevo'), 'adoszam')).toBe('12345678-2-42');
    expect(childText(child(root, 'vevo'), 'adoalany')).toBe('1');
    expect(childText(child(root, 'fejlec'), 'fizmod')).toBe('átutalás');
    expect(childText(child(root, 'fejlec'), 'szamlaszamElotag')).toBeNull();
    expect(childText(child(child(root, 'tetelek'), 'tetel'), 'afakulcs')).toBe('AAM');
    expectNoViolations();
  });

  it('finds an invoice whose answer was lost, so a retry never issues twice', async () => {
    fake.knobs.loseAnswerTo = SZAMLAZZ_ACTIONS.issue;
    const lost = await failure(adapter({}, 400).issue(request()));
    expect(lost.kind).toBe('unavailable');
    expect(fake.invoices).toHaveLength(1);

    expect(await adapter().find('appointment-7f3a')).toEqual({ ref: 'TP-2026-1', number: 'TP-2026-1' });
    expect(await adapter().find('appointment-none')).toBeNull();
    expect(fake.invoices).toHaveLength(1);
    expectNoViolations();
  });

  it('reverses (sztornó) once; a repeated reversal finds the first by its external id', async () => {
    const original = await adapter().issue(request());
    const reversal = { externalId: 'appointment-7f3a-storno', original, issueDate: '2026-11-23' };
    const storno = await adapter().reverse(reversal);
    expect(storno.number).toBe('TP-2026-2');
    expect(fake.invoices.find((i) => i.number === original.number)?.reversedBy).toBe('TP-2026-2');
    const sent = parseXml(fake.requests.find((r) => r.action === SZAMLAZZ_ACTIONS.reverse)!.xml);
    expect(childText(child(sent, 'fejlec'), 'szamlaszam')).toBe('TP-2026-1');

    expect(await adapter().reverse(reversal)).toEqual({ ref: 'TP-2026-2', number: 'TP-2026-2' });
    expect(fake.invoices.filter((i) => i.kind === 'storno')).toHaveLength(1);
    expectNoViolations();
  });

  it('fetches the PDF by invoice number, and reports no NAV state (Számlázz.hu reports itself)', async () => {
    const invoice = await adapter().issue(request());
    const pdf = await adapter().pdf({ ref: invoice.ref, number: invoice.number });
    expect(pdf.ready && pdf.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const requestsBefore = fake.requests.length;
    expect(await adapter().navState(invoice)).toEqual({ status: null, message: null });
    expect(fake.requests).toHaveLength(requestsBefore);
    expectNoViolations();
  });

  it('checks the key without issuing anything: "not found" passes, a login error is `auth`', async () => {
    await adapter().check();
    expect(fake.requests.map((r) => r.action)).toEqual([SZAMLAZZ_ACTIONS.query]);
    expect(fake.invoices).toEqual([]);

    const wrong = await failure(adapter({ secret: 'agent-key-wrong' }).check());
    expect(wrong.kind).toBe('auth');
    expect(wrong.message).toContain('3');
    expectNoViolations();
  });

  it('maps maintenance, 5xx, 429, timeouts and refusals, never showing the key', async () => {
    const messages: string[] = [];
    fake.knobs.maintenance = true;
    const maintenance = await failure(adapter().issue(request()));
    expect(maintenance.kind).toBe('unavailable');
    fake.knobs.maintenance = false;

    fake.knobs.down = true;
    const down = await failure(adapter().issue(request()));
    expect(down.kind).toBe('unavailable');
    fake.knobs.down = false;

    fake.knobs.rateLimited = 1;
    const limited = await failure(adapter().check());
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfterMs: 11_000 });

    fake.knobs.hang = 1;
    const timeout = await failure(adapter({}, 300).check());
    expect(timeout.kind).toBe('unavailable');

    // The Agent refuses reversing an invoice it does not know: `rejected`, with its own message.
    const refused = await failure(
      adapter().reverse({
        externalId: 'x-storno',
        original: { ref: 'NOPE-1', number: 'NOPE-1' },
        issueDate: '2026-11-23',
      }),
    );
    expect(refused.kind).toBe('rejected');
    expect(refused.message).toContain('NOPE-1');

    const wrong = await failure(adapter({ secret: `${fake.agentKey}-old` }).issue(request()));
    messages.push(
      maintenance.message,
      down.message,
      limited.message,
      timeout.message,
      refused.message,
      wrong.message,
    );
    for (const message of messages) {
      expect(message).not.toContain(fake.agentKey);
      expect(message).toMatch(/[áéíóöőúüű]/); // Hungarian, for the adviser
    }
    expect(fake.invoices).toEqual([]);
  });
});

describe('the fake Számla Agent itself', () => {
  it('refuses XML that breaks the published XSD, and unknown actions', async () => {
    const send = (field: string, xml: string) => {
      const form = new FormData();
      form.append(field, new Blob([xml], { type: 'text/xml' }), 'request.xml');
      return fetch(fake.url, { method: 'POST', body: form });
    };
    // No <vevo>, and the settings out of their schema order.
    const broken =
      '<?xml version="1.0" encoding="UTF-8"?><xmlszamla xmlns="http://www.szamlazz.hu/xmlszamla">' +
      `<beallitasok><eszamla>true</eszamla><szamlaagentkulcs>${fake.agentKey}</szamlaagentkulcs>` +
      '<szamlaLetoltes>true</szamlaLetoltes></beallitasok></xmlszamla>';
    const response = await send(SZAMLAZZ_ACTIONS.issue, broken);
    expect(response.headers.get('szlahu_error_code')).toBe('57');
    expect(fake.violations[0]?.errors.join('\n')).toMatch(/szamlaagentkulcs|fejlec/);

    await send('action-szamla_agent_unknown', '<x/>');
    expect(fake.violations[1]?.errors).toContain('unknown action field: action-szamla_agent_unknown');
    expect(fake.invoices).toEqual([]);
  });
});
