import { ADJUST_DAYS_MAX, type AdminSubscription, adjustSubscriptionBody } from '@common/api/admin-billing';
import { formatDateTime } from '@common/format';
import { extendedExpiry, shortenedExpiry } from '@common/subscription';
import { NumberInput, SegmentedControl, Text } from '@mantine/core';
import { FormDialog } from '@web/components/form-dialog';
import { useApiForm } from '@web/lib/use-api-form';
import { z } from 'zod';
import { useAdjustSubscriptionMutation } from '../api/adjust-subscription';

type Mode = 'extend' | 'shorten';
const START = { mode: 'extend' as Mode, days: 30 as number | string };

/** The days with the sign of the direction (NaN while the field is empty). */
const signedDays = ({ mode, days }: typeof START) =>
  (typeof days === 'number' ? days : Number.NaN) * (mode === 'shorten' ? -1 : 1);

/** The direction and the days, checked as the body the server gets. */
const adjustForm = z
  .custom<typeof START>()
  .transform((values) => ({ days: signedDays(values) }))
  .pipe(adjustSubscriptionBody);

/** The server's rule (common/subscription.ts), to preview the new expiry. */
function preview(expiration: string | null, days: number, now = new Date()): Date | null {
  return days > 0 ? extendedExpiry(expiration, now, days) : shortenedExpiry(expiration, now, -days);
}

/** Extends or shortens one subscription by whole days; the dialog itself is the confirmation. */
export function AdjustDialog({
  subscription,
  onClose,
}: {
  subscription: AdminSubscription | null;
  onClose: () => void;
}) {
  const adjust = useAdjustSubscriptionMutation();
  const adjustment = useApiForm({
    initialValues: START,
    schema: adjustForm,
    submit: ({ days }) => adjust.mutateAsync({ userId: subscription?.userId ?? '', days }),
    success: (answer) => answer.message,
    onSuccess: onClose,
    errorText: 'Nem sikerült módosítani az előfizetést.',
    openedFor: subscription?.userId,
  });
  const { form } = adjustment;
  const { mode } = form.values;

  const signed = signedDays(form.values);
  const next =
    subscription && Number.isInteger(signed) && signed !== 0
      ? preview(subscription.expirationDate, signed)
      : null;
  const cannotShorten = mode === 'shorten' && subscription?.status !== 'active';

  return (
    <FormDialog
      opened={Boolean(subscription)}
      title="Előfizetés módosítása"
      form={adjustment}
      submitLabel={mode === 'shorten' ? 'Rövidítés' : 'Hosszabbítás'}
      submitColor={mode === 'shorten' ? 'red.9' : undefined}
      submitDisabled={cannotShorten}
      onClose={onClose}
    >
      <Text size="sm">
        <strong>{subscription?.name}</strong> ({subscription?.email}) – jelenlegi lejárat:{' '}
        {subscription?.expirationDate ? formatDateTime(subscription.expirationDate) : 'nincs'}
      </Text>
      <SegmentedControl
        aria-label="Módosítás iránya"
        value={mode}
        onChange={(value) => form.setFieldValue('mode', value as Mode)}
        data={[
          { value: 'extend', label: 'Hosszabbítás' },
          { value: 'shorten', label: 'Rövidítés' },
        ]}
      />
      <NumberInput
        label="Napok száma"
        name="days"
        required
        min={1}
        max={ADJUST_DAYS_MAX}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('days')}
        data-autofocus
      />
      <Text size="sm" aria-live="polite">
        {cannotShorten
          ? 'Az előfizetés nem aktív, nincs mit rövidíteni.'
          : next
            ? `Új lejárat: ${formatDateTime(next)}${next.getTime() <= Date.now() + 60_000 ? ' (azonnal lejár)' : ''}`
            : ''}
      </Text>
      <Text size="xs" c="dark.6">
        A hosszabbítás a mai napból vagy a későbbi lejáratból indul; a rövidítés legfeljebb a mai napig tart.
        A változás bekerül a naplóba.
      </Text>
    </FormDialog>
  );
}
