import { ADJUST_DAYS_MAX, type AdminSubscription, adjustSubscriptionBody } from '@common/api/admin-billing';
import { formatDateTime } from '@common/format';
import { extendedExpiry, shortenedExpiry } from '@common/subscription';
import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { InlineError } from '@web/components/inline-error';
import { errorText, serverFieldErrors } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type FormEvent, useEffect, useState } from 'react';
import { useAdjustSubscriptionMutation } from '../api/adjust-subscription';

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
  const [mode, setMode] = useState<'extend' | 'shorten'>('extend');
  const [days, setDays] = useState<number | string>(30);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (subscription) {
      setMode('extend');
      setDays(30);
      setFieldError(undefined);
      setError(null);
    }
  }, [subscription]);

  const close = () => {
    if (!adjust.isPending) onClose();
  };
  const signed = (typeof days === 'number' ? days : Number.NaN) * (mode === 'shorten' ? -1 : 1);
  const next =
    subscription && Number.isInteger(signed) && signed !== 0
      ? preview(subscription.expirationDate, signed)
      : null;
  const cannotShorten = mode === 'shorten' && subscription?.status !== 'active';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!subscription) return;
    const parsed = adjustSubscriptionBody.safeParse({ days: signed });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setError(null);
    adjust.mutate(
      { userId: subscription.userId, days: parsed.data.days },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onClose();
        },
        onError: (e) => {
          const onField = serverFieldErrors(e).days;
          if (onField) setFieldError(onField);
          else setError(errorText(e, 'Nem sikerült módosítani az előfizetést.'));
        },
      },
    );
  };

  return (
    <Modal
      opened={Boolean(subscription)}
      onClose={close}
      title="Előfizetés módosítása"
      centered
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            <strong>{subscription?.name}</strong> ({subscription?.email}) – jelenlegi lejárat:{' '}
            {subscription?.expirationDate ? formatDateTime(subscription.expirationDate) : 'nincs'}
          </Text>
          <SegmentedControl
            aria-label="Módosítás iránya"
            value={mode}
            onChange={(value) => setMode(value as 'extend' | 'shorten')}
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
            value={days}
            error={fieldError}
            onChange={setDays}
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
            A hosszabbítás a mai napból vagy a későbbi lejáratból indul; a rövidítés legfeljebb a mai napig
            tart. A változás bekerül a naplóba.
          </Text>
          <InlineError message={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={adjust.isPending}>
              Mégse
            </Button>
            <Button
              type="submit"
              color={mode === 'shorten' ? 'red.9' : undefined}
              loading={adjust.isPending}
              disabled={cannotShorten}
            >
              {mode === 'shorten' ? 'Rövidítés' : 'Hosszabbítás'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
