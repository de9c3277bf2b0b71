import { ASKER_BILLING_FORM, BillingPage } from '@web/components/billing-form';
import { useAskerQuery } from './api/get-asker';
import { useSaveBillingAddressMutation } from './api/save-billing-address';

/** /kerdezo/szamlazasi-adatok: the asker's billing data (a private person or a company). */
export default function AskerBillingPage() {
  const asker = useAskerQuery();
  const save = useSaveBillingAddressMutation();
  return (
    <BillingPage
      kind={ASKER_BILLING_FORM}
      query={asker}
      errorMessage="Nem sikerült betölteni a számlázási adatokat."
      onSave={(billingAddress) => save.mutateAsync(billingAddress)}
    />
  );
}
