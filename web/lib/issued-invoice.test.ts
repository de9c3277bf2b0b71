import type { IssuedInvoice } from '@common/api/invoicing';
import { describe, expect, it } from 'vitest';
import {
  invoiceFileName,
  invoiceInProgress,
  invoiceStateLabel,
  navStateLabel,
  reversalStateLabel,
} from './issued-invoice';

const invoice = (over: Partial<IssuedInvoice> = {}): IssuedInvoice => ({
  id: '3f1c2a4e-0000-4000-8000-000000000001',
  provider: 'billingo',
  status: 'issued',
  number: 'TP-2026-12',
  pdfAvailable: true,
  navStatus: null,
  navMessage: null,
  lastError: null,
  issuedAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

describe('the state of an invoice the portal issues', () => {
  it('names each state, with the number once issued and the reason once failed', () => {
    expect(invoiceStateLabel(invoice({ status: 'pending', number: null }))).toEqual({
      label: 'Számla kiállítása folyamatban',
      tone: 'info',
    });
    expect(invoiceStateLabel(invoice())).toEqual({ label: 'Számla: TP-2026-12', tone: 'positive' });
    expect(
      invoiceStateLabel(invoice({ status: 'failed', number: null, lastError: 'Hibás API-kulcs.' })),
    ).toEqual({ label: 'A számla kiállítása sikertelen', tone: 'negative', detail: 'Hibás API-kulcs.' });
  });

  it('names the reversal apart from the invoice', () => {
    expect(reversalStateLabel(invoice({ number: 'TP-2026-13' })).label).toBe('Sztornó számla: TP-2026-13');
    expect(reversalStateLabel(invoice({ status: 'pending', number: null })).label).toBe(
      'Sztornó számla kiállítása folyamatban',
    );
    expect(reversalStateLabel(invoice({ status: 'failed', lastError: 'Nem érhető el.' }))).toMatchObject({
      tone: 'negative',
      detail: 'Nem érhető el.',
    });
  });
});

describe('the NAV report', () => {
  it('follows the states the invoicing service tells, with NAV’s words on a warning or an error', () => {
    expect(navStateLabel(invoice({ navStatus: 'received' }))).toEqual({
      label: 'NAV: befogadva',
      tone: 'info',
    });
    expect(navStateLabel(invoice({ navStatus: 'processing' }))?.label).toBe('NAV: feldolgozás alatt');
    expect(navStateLabel(invoice({ navStatus: 'done', navMessage: 'ignored' }))).toEqual({
      label: 'NAV: rendben',
      tone: 'positive',
    });
    expect(navStateLabel(invoice({ navStatus: 'warning', navMessage: 'Hiányzó adószám' }))).toEqual({
      label: 'NAV: figyelmeztetés',
      tone: 'warning',
      detail: 'Hiányzó adószám',
    });
    expect(navStateLabel(invoice({ navStatus: 'error', navMessage: 'Elutasítva' }))).toEqual({
      label: 'NAV: hiba',
      tone: 'negative',
      detail: 'Elutasítva',
    });
  });

  it('says nothing without a state, except that Számlázz.hu reports its issued invoices itself', () => {
    expect(navStateLabel(invoice())).toBeNull();
    expect(navStateLabel(invoice({ provider: 'szamlazz', status: 'pending', number: null }))).toBeNull();
    expect(navStateLabel(invoice({ provider: 'szamlazz' }))).toEqual({
      label: 'NAV-bejelentés: a Számlázz.hu végzi',
      tone: 'neutral',
    });
  });
});

describe('downloads and refreshing', () => {
  it('names the file by the invoice number, as the server does', () => {
    expect(invoiceFileName(invoice({ number: 'DEMO-2026-7' }))).toBe('szamla-DEMO-2026-7.pdf');
    expect(invoiceFileName(invoice({ number: 'ABC/2026 1' }), true)).toBe('sztorno-ABC_2026_1.pdf');
    expect(invoiceFileName(invoice({ number: null }))).toBe(
      'szamla-3f1c2a4e-0000-4000-8000-000000000001.pdf',
    );
  });

  it('waits while the invoice or its reversal is being issued', () => {
    const pending = invoice({ status: 'pending' });
    expect(invoiceInProgress({ issuedInvoice: pending, reversalInvoice: null })).toBe(true);
    expect(invoiceInProgress({ issuedInvoice: invoice(), reversalInvoice: pending })).toBe(true);
    expect(invoiceInProgress({ issuedInvoice: invoice(), reversalInvoice: null })).toBe(false);
    expect(invoiceInProgress({ issuedInvoice: invoice({ status: 'failed' }), reversalInvoice: null })).toBe(
      false,
    );
  });
});
