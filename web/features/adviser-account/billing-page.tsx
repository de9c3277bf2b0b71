import { messages } from '@common/messages';
import { useMyAdviserQuery } from '@web/api/get-my-adviser';
import { ADVISER_BILLING_FORM, BillingForm } from '@web/components/billing-form';
import { FormSkeleton } from '@web/components/form-skeleton';
import { LoadError } from '@web/components/load-error';
import { PageShell } from '@web/components/page-shell';
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
        {adviser.isPending ? (
          <FormSkeleton rows={6} />
        ) : adviser.isError ? (
          <LoadError message={messages.advisers.loadFailed} onRetry={() => void adviser.refetch()} />
        ) : (
          <BillingForm
            kind={ADVISER_BILLING_FORM}
            initial={adviser.data.billingAddress}
            completeHint="Az aktiválás kéréséhez teljes számlázási adatok szükségesek."
            onSave={(billingAddress) => update.mutateAsync({ billingAddress })}
          />
        )}
      </SectionCard>
    </PageShell>
  );
}
