import { type AdminAppointment, paymentStatusBody, REASON_MAX } from '@common/api/admin-appointments';
import {
  NO_SHOW_PARTIES,
  type NoShowParty,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from '@common/constants';
import { formatDateTime } from '@common/format';
import { Button, Group, Modal, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { InlineError } from '@web/components/inline-error';
import { errorText, type FieldErrors, fieldErrorsOf, serverFieldErrors } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useCancelAppointmentMutation } from '../api/cancel-appointment';
import { useMarkAttendedMutation } from '../api/mark-attended';
import { useMarkNoShowMutation } from '../api/mark-no-show';
import { useSetPaymentStatusMutation } from '../api/set-payment-status';

export type AppointmentAction = 'cancel' | 'no-show' | 'attended' | 'payment';

const TEXTS: Record<AppointmentAction, { title: string; confirm: string; color: string }> = {
  cancel: { title: 'Időpont lemondása a rendszer nevében', confirm: 'Lemondás', color: 'red.9' },
  'no-show': { title: 'Megjelölés: nem jelent meg', confirm: 'Megjelölés', color: 'red.9' },
  attended: { title: 'Javítás: mégis megtörtént', confirm: 'Mégis megtörtént', color: 'blue.8' },
  payment: { title: 'Fizetési állapot módosítása', confirm: 'Módosítás', color: 'blue.8' },
};

/** The choices of "Ki nem jelent meg?" (the `party` of the no-show). */
export const NO_SHOW_PARTY_CHOICES: Record<NoShowParty, string> = {
  client: 'A kérdező',
  expert: 'A tanácsadó',
  both: 'Egyik fél sem',
};
const PARTY_REQUIRED = 'Válassza ki, ki nem jelent meg.';
const DONE = 'A művelet sikerült.';

/**
 * The confirmation of an admin action on one appointment, with its reason: optional for cancelling
 * (it is mailed to both parties), for a no-show (which also needs who did not turn up) and for its
 * correction ("Mégis megtörtént"), required for a payment status change.
 */
export function ActionDialog({
  appointment,
  action,
  onClose,
}: {
  appointment: AdminAppointment;
  action: AppointmentAction | null;
  onClose: () => void;
}) {
  const cancel = useCancelAppointmentMutation();
  const noShow = useMarkNoShowMutation();
  const attended = useMarkAttendedMutation();
  const payment = useSetPaymentStatusMutation();
  const pending = cancel.isPending || noShow.isPending || attended.isPending || payment.isPending;
  const formRef = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState('');
  const [paymentStatus, setPaymentStatus] = useState<PaymentStatus | null>(null);
  const [party, setParty] = useState<NoShowParty | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!action) return;
    setReason('');
    setPaymentStatus(null);
    setParty(null);
    setErrors({});
    setError(null);
  }, [action]);

  const close = () => {
    if (!pending) onClose();
  };
  const handlers = {
    onSuccess: (answer: { message: string }) => {
      notifySuccess(answer.message || DONE);
      onClose();
    },
    onError: (e: unknown) => {
      const fields = serverFieldErrors(e);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setError(errorText(e, 'A művelet nem sikerült.'));
    },
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const why = reason.trim();
    if (action === 'payment') {
      const parsed = paymentStatusBody.safeParse({ paymentStatus, reason });
      if (!parsed.success) {
        setErrors(fieldErrorsOf(parsed.error));
        return;
      }
      setErrors({});
      payment.mutate({ id: appointment.id, ...parsed.data }, handlers);
    } else if (action === 'cancel') {
      cancel.mutate({ id: appointment.id, ...(why ? { reason: why } : {}) }, handlers);
    } else if (action === 'no-show') {
      if (!party) {
        setErrors({ party: PARTY_REQUIRED });
        formRef.current?.querySelector<HTMLInputElement>('input[name="party"]')?.focus();
        return;
      }
      setErrors({});
      noShow.mutate({ id: appointment.id, party, ...(why ? { reason: why } : {}) }, handlers);
    } else if (action === 'attended') {
      attended.mutate({ id: appointment.id, ...(why ? { reason: why } : {}) }, handlers);
    }
  };
  const texts = TEXTS[action ?? 'cancel'];
  const summary = `${appointment.consultationType.name}, ${formatDateTime(appointment.startTime)} – ${appointment.expert.name} és ${appointment.client.name}`;

  return (
    <Modal
      opened={action !== null}
      onClose={close}
      title={texts.title}
      centered
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{summary}</Text>
          {action === 'cancel' ? (
            <Text size="sm">
              Az időpont „Rendszer által törölve” állapotú lesz, és mindkét fél e-mailt kap az indoklással. Ez
              nem vonható vissza.
            </Text>
          ) : null}
          {action === 'no-show' ? (
            <>
              <Text size="sm">
                Az időpont „Nem jelent meg” állapotú lesz. A vége után a „Mégis megtörtént” művelettel
                javítható.
              </Text>
              <Radio.Group
                label="Ki nem jelent meg?"
                name="party"
                required
                value={party}
                error={errors.party}
                onChange={(value) => {
                  setParty(NO_SHOW_PARTIES.find((p) => p === value) ?? null);
                  setErrors((current) => ({ ...current, party: undefined }));
                }}
              >
                <Stack gap="xs" mt="xs">
                  {NO_SHOW_PARTIES.map((value, index) => (
                    <Radio
                      key={value}
                      value={value}
                      label={NO_SHOW_PARTY_CHOICES[value]}
                      data-autofocus={index === 0 || undefined}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            </>
          ) : null}
          {action === 'attended' ? (
            <Text size="sm">
              A konzultáció mégis megtörtént: az időpont „Lezajlott” állapotú lesz, és a meg nem jelenés
              jelölése törlődik.
            </Text>
          ) : null}
          {action === 'payment' ? (
            <Select
              label="Új fizetési állapot"
              name="paymentStatus"
              required
              data={(Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[])
                .filter((value) => value !== appointment.paymentStatus)
                .map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] }))}
              value={paymentStatus}
              error={errors.paymentStatus}
              onChange={(value) => setPaymentStatus(value as PaymentStatus | null)}
              data-autofocus
            />
          ) : null}
          <Textarea
            label={action === 'payment' ? 'Indoklás' : 'Indoklás (nem kötelező)'}
            name="reason"
            required={action === 'payment'}
            autosize
            minRows={2}
            maxLength={REASON_MAX}
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus={(action !== 'payment' && action !== 'no-show') || undefined}
          />
          <InlineError message={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              Mégse
            </Button>
            <Button type="submit" color={texts.color} loading={pending}>
              {texts.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
