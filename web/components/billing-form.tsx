import {
  BILLING_FIELDS,
  type BillingAddress,
  billingAddressSchema,
  isBillingComplete,
} from '@common/api/advisers';
import { Alert, Box, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid } from '@web/lib/form';
import { ApiError } from '@web/lib/http';
import { type FormEvent, useRef, useState } from 'react';
import { NOTICE_STYLES } from './notice-styles';

type BillingField = (typeof BILLING_FIELDS)[number];

export const BILLING_LABELS: Record<BillingField, string> = {
  companyName: 'Cégnév / Név',
  country: 'Ország',
  city: 'Város',
  zipCode: 'Irányítószám',
  address: 'Cím',
  vatNumber: 'Adószám',
  bankAccountNumber: 'Bankszámlaszám',
};

const AUTOCOMPLETE: Record<BillingField, string> = {
  companyName: 'organization',
  country: 'country-name',
  city: 'address-level2',
  zipCode: 'postal-code',
  address: 'street-address',
  vatNumber: 'off',
  bankAccountNumber: 'off',
};

const EMPTY: BillingAddress = {
  companyName: '',
  country: '',
  city: '',
  zipCode: '',
  address: '',
  vatNumber: '',
  bankAccountNumber: '',
};

function billingFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  const details = (error.body as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details)) return errors;
  for (const detail of details) {
    const { field, message } = (detail ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = field.split('.').find((part) => (BILLING_FIELDS as readonly string[]).includes(part));
    if (name && !errors[name]) errors[name] = message;
  }
  return errors;
}

/** The seven billing fields with a completeness note; `onSave` gets the validated values. */
export function BillingForm({
  initial,
  saving,
  completeHint,
  onSave,
}: {
  initial: Partial<BillingAddress> | null | undefined;
  saving: boolean;
  /** What complete data is needed for (shown while it is incomplete). */
  completeHint: string;
  onSave: (billing: BillingAddress) => Promise<unknown>;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<BillingAddress>({ ...EMPTY, ...(initial ?? {}) });
  const [errors, setErrors] = useState<FieldErrors>({});
  const savedComplete = isBillingComplete(initial);
  const missing = BILLING_FIELDS.filter((f) => !(initial?.[f] ?? '').trim()).map((f) => BILLING_LABELS[f]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = billingAddressSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      focusFirstInvalid(formRef);
      return;
    }
    setErrors({});
    try {
      await onSave(parsed.data);
      setValues(parsed.data);
    } catch (error) {
      const fieldErrors = billingFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        focusFirstInvalid(formRef);
      }
    }
  };

  return (
    <Stack gap="md">
      {savedComplete ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden="true" />}
          data-testid="billing-state"
          role="status"
        >
          A számlázási adatai teljesek.
        </Alert>
      ) : (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle aria-hidden="true" />}
          title="A számlázási adatai hiányosak"
          styles={NOTICE_STYLES}
          data-testid="billing-state"
          role="status"
        >
          A számlázási adatok akkor teljesek, ha mind a hét mező ki van töltve. {completeHint} Hiányzik:{' '}
          {missing.join(', ')}.
        </Alert>
      )}
      <Box component="form" ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {BILLING_FIELDS.map((name) => (
              <TextInput
                key={name}
                name={name}
                label={BILLING_LABELS[name]}
                autoComplete={AUTOCOMPLETE[name]}
                value={values[name]}
                error={errors[name]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((current) => ({ ...current, [name]: value }));
                }}
              />
            ))}
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={saving}>
              Mentés
            </Button>
          </Group>
        </Stack>
      </Box>
    </Stack>
  );
}
