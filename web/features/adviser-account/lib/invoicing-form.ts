import type { InvoicingAccount } from '@common/api/invoicing';
import type { InvoicingProviderName, VAT_RATES } from '@common/constants';

/** The ways of invoicing as the adviser chooses among them. */
export const INVOICING_PROVIDER_LABELS: Record<InvoicingProviderName, string> = {
  manual: 'Kézi feltöltés (PDF a megerősítéskor)',
  billingo: 'Billingo',
  szamlazz: 'Számlázz.hu (Számla Agent)',
  demo: 'Demó számlázó (tesztszámla)',
};

type VatRate = (typeof VAT_RATES)[number];

export const VAT_RATE_OPTIONS: { value: VatRate; label: string }[] = [
  { value: 'AAM', label: 'Alanyi adómentes (AAM)' },
  { value: 'TAM', label: 'Tárgyi adómentes (TAM)' },
  { value: '27%', label: '27 %' },
];

export interface InvoicingFormValues {
  provider: InvoicingProviderName;
  /** Empty: the saved key stays (the browser never gets it back). */
  secret: string;
  /** Billingo's block id, or Számlázz.hu's number prefix. */
  block: string;
  vatRate: VatRate;
}

/**
 * The form's values for `provider` (by default the saved one): the saved block comes back only with the
 * service it belongs to, the key field always starts empty.
 */
export function invoicingFormValues(
  account: InvoicingAccount,
  provider: InvoicingProviderName = account.provider,
  vatRate: VatRate = account.vatRate,
): InvoicingFormValues {
  return {
    provider,
    secret: '',
    block: provider === account.provider ? (account.block ?? '') : '',
    vatRate,
  };
}
