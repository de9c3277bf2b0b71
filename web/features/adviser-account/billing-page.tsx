import { messages } from '@common/messages';
import { useMyAdviserQuery } from '@web/api/get-my-adviser';
import { ADVISER_BILLING_FORM, BillingPage } from '@web/components/billing-form';
import { useUpdateAdviserMutation } from './api/update-adviser';
import { InvoicingSection } from './invoicing-section';

/** /tanacsadoi-fiok/szamlazasi-adatok: the seven billing fields of the adviser. */
export default function AdviserBillingPage() {
  const adviser = useMyAdviserQuery();
  const update = useUpdateAdviserMutation();
  return (
    <BillingPage
      kind={ADVISER_BILLING_FORM}
      query={adviser}
      errorMessage={messages.advisers.loadFailed}
      onSave={(billingAddress) => update.mutateAsync({ billingAddress })}
      after={<InvoicingSection />}
    />
  );
}
