import {
  ASKER_BILLING_FIELDS,
  type AskerBillingAddress,
  askerBillingAddressSchema,
  BILLING_FIELDS,
  type BillingAddress,
  billingAddressSchema,
  isAskerBillingComplete,
  isBillingComplete,
} from '@common/api/advisers';
import { messages } from '@common/messages';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useApiForm } from '@web/lib/use-api-form';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Notice } from './notice';
import { PageShell } from './page-shell';
import { QueryBody } from './query-body';
import { SaveForm } from './save-form';
import { SectionCard } from './section-card';

interface FieldSpec {
  label: string;
  autoComplete: string;
  /** A note under the field (e.g. when it is optional). */
  description?: string;
}

/** What differs between the adviser's and the asker's billing form. */
export interface BillingFormKind<T extends Record<string, string>> {
  fields: readonly (keyof T & string)[];
  spec: Record<keyof T & string, FieldSpec>;
  schema: z.ZodType<T>;
  isComplete: (values: T) => boolean;
  /** The fields to name as missing in the incomplete note. */
  missing: (values: T) => string[];
  /** When the data counts as complete, for the incomplete note. */
  completeRule: string;
  /** What complete data is needed for (shown while it is incomplete). */
  completeHint: string;
  /** The page's intro: what the data is for. */
  pageIntro: string;
}

const emptyOf = <T extends Record<string, string>>(fields: readonly (keyof T & string)[]) =>
  Object.fromEntries(fields.map((field) => [field, ''])) as T;

const ADVISER_SPEC: Record<keyof BillingAddress, FieldSpec> = {
  companyName: { label: 'Cégnév / Név', autoComplete: 'organization' },
  country: { label: 'Ország', autoComplete: 'country-name' },
  city: { label: 'Város', autoComplete: 'address-level2' },
  zipCode: { label: 'Irányítószám', autoComplete: 'postal-code' },
  address: { label: 'Cím', autoComplete: 'street-address' },
  vatNumber: { label: 'Adószám', autoComplete: 'off' },
  bankAccountNumber: { label: 'Bankszámlaszám', autoComplete: 'off' },
};

/** The adviser's seven required fields (SPEC.md §3). */
export const ADVISER_BILLING_FORM: BillingFormKind<BillingAddress> = {
  fields: BILLING_FIELDS,
  spec: ADVISER_SPEC,
  schema: billingAddressSchema,
  isComplete: isBillingComplete,
  missing: (values) => BILLING_FIELDS.filter((f) => !values[f].trim()).map((f) => ADVISER_SPEC[f].label),
  completeRule: 'A számlázási adatok akkor teljesek, ha mind a hét mező ki van töltve.',
  completeHint: 'Az aktiválás kéréséhez teljes számlázási adatok szükségesek.',
  pageIntro: 'Ezek az adatok kerülnek a tanácsadásairól kiállított számlákra.',
};

const ASKER_SPEC: Record<keyof AskerBillingAddress, FieldSpec> = {
  name: { label: 'Név', autoComplete: 'name', description: 'Magánszemélyként a saját neve' },
  companyName: { label: 'Cégnév', autoComplete: 'organization', description: 'Csak ha cég nevére kéri' },
  country: { label: 'Ország', autoComplete: 'country-name' },
  zipCode: { label: 'Irányítószám', autoComplete: 'postal-code' },
  city: { label: 'Város', autoComplete: 'address-level2' },
  address: { label: 'Cím', autoComplete: 'street-address' },
  vatNumber: { label: 'Adószám', autoComplete: 'off', description: 'Cégnév mellett kötelező' },
};

/** A private person or a company: name or company name and the address; no bank account. */
export const ASKER_BILLING_FORM: BillingFormKind<AskerBillingAddress> = {
  fields: ASKER_BILLING_FIELDS,
  spec: ASKER_SPEC,
  schema: askerBillingAddressSchema,
  isComplete: isAskerBillingComplete,
  missing: (values) => [
    ...(values.name.trim() || values.companyName.trim() ? [] : ['Név vagy cégnév']),
    ...(['country', 'zipCode', 'city', 'address'] as const)
      .filter((f) => !values[f].trim())
      .map((f) => ASKER_SPEC[f].label),
    ...(values.companyName.trim() && !values.vatNumber.trim() ? [ASKER_SPEC.vatNumber.label] : []),
  ],
  completeRule:
    'A számlázási adatok akkor teljesek, ha a név vagy a cégnév, az ország, az irányítószám, a város és a cím ki van töltve (cég esetén az adószám is).',
  completeHint: 'A számlákhoz teljes számlázási adatok szükségesek.',
  pageIntro: 'Ezek az adatok kerülnek az előfizetéséről kiállított számlákra.',
};

/** Whether the billing data is complete (a status line): green, or yellow with what is missing. */
export function BillingState({
  complete,
  title,
  children,
}: {
  complete: boolean;
  title?: string;
  /** What is missing. */
  children: ReactNode;
}) {
  return complete ? (
    <Notice tone="success" data-testid="billing-state" role="status">
      A számlázási adatai teljesek.
    </Notice>
  ) : (
    <Notice tone="warning" title={title} data-testid="billing-state" role="status">
      {children}
    </Notice>
  );
}

/** The billing fields of one kind with a completeness note; `onSave` gets the validated values. */
function BillingForm<T extends Record<string, string>>({
  kind,
  initial,
  onSave,
}: {
  kind: BillingFormKind<T>;
  initial: Partial<T> | null | undefined;
  onSave: (billing: T) => Promise<unknown>;
}) {
  const saved: T = { ...emptyOf<T>(kind.fields), ...(initial ?? {}) };
  const savedComplete = kind.isComplete(saved);
  // A server error under `billingAddress.city` lands on "city".
  const billingForm = useApiForm({
    initialValues: saved,
    schema: kind.schema,
    submit: onSave,
    success: messages.askers.billingSaved,
    afterSave: (body) => body,
  });
  const { form } = billingForm;

  return (
    <Stack gap="md">
      <BillingState complete={savedComplete} title="A számlázási adatai hiányosak">
        {kind.completeRule} {kind.completeHint} Hiányzik: {kind.missing(saved).join(', ')}.
      </BillingState>
      <SaveForm form={billingForm} submitLabel="Mentés">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {kind.fields.map((name) => (
            <TextInput
              key={name}
              name={name}
              label={kind.spec[name].label}
              description={kind.spec[name].description}
              autoComplete={kind.spec[name].autoComplete}
              {...form.getInputProps(name)}
            />
          ))}
        </SimpleGrid>
      </SaveForm>
    </Stack>
  );
}

/**
 * A "Számlázási adatok" page: the billing form of the record `query` loads; `onSave` stores the values.
 * `after`: more sections below the form (the adviser's DAC7 data).
 */
export function BillingPage<T extends Record<string, string>>({
  kind,
  query,
  errorMessage,
  onSave,
  after,
}: {
  kind: BillingFormKind<T>;
  query: UseQueryResult<{ billingAddress?: Partial<T> | null }>;
  errorMessage: string;
  onSave: (billing: T) => Promise<unknown>;
  after?: ReactNode;
}) {
  return (
    <PageShell title="Számlázási adatok" intro={kind.pageIntro}>
      <SectionCard title="Számlázási cím és adatok">
        <QueryBody query={query} rows={6} errorMessage={errorMessage}>
          {(record) => <BillingForm kind={kind} initial={record.billingAddress} onSave={onSave} />}
        </QueryBody>
      </SectionCard>
      {after}
    </PageShell>
  );
}
