import { messages } from '@common/messages';
import { useMyAdviserQuery } from '@web/api/get-my-adviser';
import { ADVISER_BILLING_FORM, BillingPage } from '@web/components/billing-form';
import type { ReactNode } from 'react';
import { useUpdateAdviserMutation } from './api/update-adviser';
import { InvoicingSection } from './invoicing-section';

/**
 * /tanacsadoi-fiok/szamlazasi-adatok: the seven billing fields of the adviser; `after` below them (the
 * area passes the DAC7 section: features do not import each other).
 */
export default function AdviserBillingPage({ after }: { after?: ReactNode }) {
  const adviser = useMyAdviserQuery();
  const update = useUpdateAdviserMutation();
  return (
    <BillingPage
      kind={ADVISER_BILLING_FORM}
      query={adviser}
      errorMessage={messages.advisers.loadFailed}
      onSave={(billingAddress) => update.mutateAsync({ billingAddress })}
      after={
        <>
          <InvoicingSection />
          {after}
        </>
      }
    />
  );
}
