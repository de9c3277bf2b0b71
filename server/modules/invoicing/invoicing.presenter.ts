import type { InvoicingAccount } from '@common/api/invoicing';
import type { InvoicingProviderName } from '@common/constants';
import type { InvoicingAccountRow } from './invoicing.service';

/** The adviser's invoicing connection: the key itself never, only its last four characters. */
export function presentInvoicingAccount(
  row: InvoicingAccountRow | null,
  providers: InvoicingProviderName[],
): InvoicingAccount {
  return {
    provider: row?.provider ?? 'manual',
    secretHint: row?.secretHint ? `…${row.secretHint}` : null,
    block: row?.block ?? null,
    vatRate: row?.vatRate ?? 'AAM',
    checkedAt: row?.checkedAt?.toISOString() ?? null,
    providers,
  };
}
