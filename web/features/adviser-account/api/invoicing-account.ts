import { type InvoicingAccountInput, invoicingApi } from '@common/api/invoicing';
import { useMutation } from '@tanstack/react-query';
import { invoicingAccountQuery } from '@web/api/invoicing-account';
import { call } from '@web/lib/endpoint';
import { useCachingMutation } from '@web/lib/query-hooks';

// Silent: the section shows the server's words (a refused key, a missing block) where the adviser works.

/** PUT /api/invoicing/account: the server tries a Billingo / Számlázz.hu key before it saves it. */
export function saveInvoicingAccount(body: InvoicingAccountInput) {
  return call(
    invoicingApi.saveAccount,
    { body },
    { errorMessage: 'Nem sikerült menteni a számlázási beállítást.', silent: true },
  );
}

/** The answer is the saved connection, as GET /api/invoicing/account gives it. */
export function useSaveInvoicingAccountMutation() {
  return useCachingMutation(saveInvoicingAccount, invoicingAccountQuery().queryKey, (answer) => answer);
}

/** POST /api/invoicing/account/check: tries the connection without saving it. */
export function checkInvoicingAccount(body: InvoicingAccountInput) {
  return call(
    invoicingApi.checkAccount,
    { body },
    { errorMessage: 'A kapcsolat ellenőrzése nem sikerült.', silent: true },
  );
}

export function useCheckInvoicingAccountMutation() {
  return useMutation({ mutationFn: checkInvoicingAccount });
}
