import type { InvoicingAccount } from '@common/api/invoicing';
import { invoicingAccountInputSchema } from '@common/api/invoicing';
import { describe, expect, it } from 'vitest';
import { invoicingFormValues } from './invoicing-form';

const account = (over: Partial<InvoicingAccount> = {}): InvoicingAccount => ({
  provider: 'billingo',
  secretHint: '…1234',
  block: '98765',
  vatRate: 'TAM',
  checkedAt: '2026-11-20T10:00:00.000Z',
  providers: ['manual', 'billingo', 'szamlazz', 'demo'],
  ...over,
});

describe('the invoicing form', () => {
  it('starts from the saved choice with an empty key field (the key is never sent back)', () => {
    expect(invoicingFormValues(account())).toEqual({
      provider: 'billingo',
      secret: '',
      block: '98765',
      vatRate: 'TAM',
    });
    expect(invoicingFormValues(account({ provider: 'manual', block: null, vatRate: 'AAM' }))).toEqual({
      provider: 'manual',
      secret: '',
      block: '',
      vatRate: 'AAM',
    });
  });

  it('keeps the saved block for its own service only, and the chosen VAT across a switch', () => {
    expect(invoicingFormValues(account(), 'szamlazz', '27%')).toEqual({
      provider: 'szamlazz',
      secret: '',
      block: '',
      vatRate: '27%',
    });
    expect(invoicingFormValues(account(), 'billingo', 'AAM').block).toBe('98765');
  });

  it('sends an empty key (keep the saved one) and an empty block as none', () => {
    const body = invoicingAccountInputSchema.parse(
      invoicingFormValues(account({ provider: 'szamlazz', block: null })),
    );
    expect(body).toEqual({ provider: 'szamlazz', secret: '', block: null, vatRate: 'TAM' });
  });
});
