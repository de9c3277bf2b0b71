import { ASKER_BILLING_FORM, BillingForm } from '@web/components/billing-form';
import { PageShell } from '@web/components/page-shell';
import { QueryBody } from '@web/components/query-body';
import { SectionCard } from '@web/components/section-card';
import { useAuthStore } from '@web/lib/auth-store';
import { useAskerQuery } from './api/get-asker';
import { useSaveBillingAddressMutation } from './api/save-billing-address';

/** /kerdezo/szamlazasi-adatok: the asker's billing data (a private person or a company). */
export default function AskerBillingPage() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const asker = useAskerQuery(userId);
  const save = useSaveBillingAddressMutation();

  return (
    <PageShell
      title="Számlázási adatok"
      intro="Ezek az adatok kerülnek az előfizetéséről kiállított számlákra."
    >
      <SectionCard title="Számlázási cím és adatok">
        <QueryBody query={asker} rows={6} errorMessage={'Nem sikerült betölteni a számlázási adatokat.'}>
          {(askerData) => (
            <BillingForm
              kind={ASKER_BILLING_FORM}
              initial={askerData.billingAddress}
              completeHint="A számlákhoz teljes számlázási adatok szükségesek."
              onSave={(billingAddress) => save.mutateAsync(billingAddress)}
            />
          )}
        </QueryBody>
      </SectionCard>
    </PageShell>
  );
}
