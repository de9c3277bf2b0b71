import { messages } from '@common/messages';
import { useMyAdviserQuery } from '@web/api/get-my-adviser';
import { ADVISER_BILLING_FORM, BillingForm } from '@web/components/billing-form';
import { PageShell } from '@web/components/page-shell';
import { QueryBody } from '@web/components/query-body';
import { SectionCard } from '@web/components/section-card';
import { useAdviserIdentity } from '@web/lib/adviser-identity';
import { useUpdateAdviserMutation } from './api/update-adviser';

/** /tanacsadoi-fiok/szamlazasi-adatok: the seven billing fields of the adviser. */
export default function AdviserBillingPage() {
  const { userId } = useAdviserIdentity();
  const adviser = useMyAdviserQuery(userId);
  const update = useUpdateAdviserMutation();

  return (
    <PageShell
      title="Számlázási adatok"
      intro="Ezek az adatok kerülnek a tanácsadásairól kiállított számlákra."
    >
      <SectionCard title="Számlázási cím és adatok">
        <QueryBody query={adviser} rows={6} errorMessage={messages.advisers.loadFailed}>
          {(adviserData) => (
            <BillingForm
              kind={ADVISER_BILLING_FORM}
              initial={adviserData.billingAddress}
              completeHint="Az aktiválás kéréséhez teljes számlázási adatok szükségesek."
              onSave={(billingAddress) => update.mutateAsync({ billingAddress })}
            />
          )}
        </QueryBody>
      </SectionCard>
    </PageShell>
  );
}
