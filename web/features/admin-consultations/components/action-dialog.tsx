import { type AdminAppointment, paymentStatusBody, REASON_MAX } from '@common/api/admin-appointments';
import {
  NO_SHOW_PARTIES,
  type NoShowParty,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from '@common/constants';
import { formatDateTime } from '@common/format';
import { Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { FormDialog } from '@web/components/form-dialog';
import { optionalText, useApiForm } from '@web/lib/use-api-form';
import { z } from 'zod';
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

const START = {
  reason: '',
  paymentStatus: null as PaymentStatus | null,
  party: null as NoShowParty | null,
};

/** What the calls take besides the appointment's id. */
interface ActionBody {
  reason?: string | undefined;
  paymentStatus?: PaymentStatus;
  party?: NoShowParty;
}

const ACTION_FORMS: Record<AppointmentAction, z.ZodType<ActionBody>> = {
  cancel: z.object({ reason: optionalText }),
  'no-show': z.object({ party: z.enum(NO_SHOW_PARTIES, { message: PARTY_REQUIRED }), reason: optionalText }),
  attended: z.object({ reason: optionalText }),
  payment: paymentStatusBody,
};

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
  const actionForm = useApiForm({
    initialValues: START,
    schema: ACTION_FORMS[action ?? 'cancel'],
    submit: ({ reason, paymentStatus, party }) => {
      const withReason = { id: appointment.id, ...(reason ? { reason } : {}) };
      if (action === 'payment' && paymentStatus) {
        return payment.mutateAsync({ ...withReason, paymentStatus, reason: reason ?? '' });
      }
      if (action === 'no-show' && party) return noShow.mutateAsync({ ...withReason, party });
      if (action === 'attended') return attended.mutateAsync(withReason);
      return cancel.mutateAsync(withReason);
    },
    success: (answer) => answer.message || DONE,
    onSuccess: onClose,
    errorText: 'A művelet nem sikerült.',
    openedFor: action,
  });
  const { form } = actionForm;

  const texts = TEXTS[action ?? 'cancel'];
  const summary = `${appointment.consultationType.name}, ${formatDateTime(appointment.startTime)} – ${appointment.expert.name} és ${appointment.client.name}`;

  return (
    <FormDialog
      opened={action !== null}
      title={texts.title}
      form={actionForm}
      submitLabel={texts.confirm}
      submitColor={texts.color}
      onClose={onClose}
    >
      <Text size="sm">{summary}</Text>
      {action === 'cancel' ? (
        <Text size="sm">
          Az időpont „Rendszer által törölve” állapotú lesz, és mindkét fél e-mailt kap az indoklással. Ez nem
          vonható vissza.
        </Text>
      ) : null}
      {action === 'no-show' ? (
        <>
          <Text size="sm">
            Az időpont „Nem jelent meg” állapotú lesz. A vége után a „Mégis megtörtént” művelettel javítható.
          </Text>
          <Radio.Group
            label="Ki nem jelent meg?"
            name="party"
            required
            value={form.values.party}
            error={form.errors.party}
            onChange={(value) =>
              form.setFieldValue('party', NO_SHOW_PARTIES.find((p) => p === value) ?? null)
            }
          >
            <Stack gap="xs" mt="xs">
              {NO_SHOW_PARTIES.map((value, index) => (
                <Radio
                  key={value}
                  value={value}
                  label={NO_SHOW_PARTY_CHOICES[value]}
                  aria-invalid={form.errors.party ? true : undefined}
                  data-autofocus={index === 0 || undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
        </>
      ) : null}
      {action === 'attended' ? (
        <Text size="sm">
          A konzultáció mégis megtörtént: az időpont „Lezajlott” állapotú lesz, és a meg nem jelenés jelölése
          törlődik.
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
          {...form.getInputProps('paymentStatus')}
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
        {...form.getInputProps('reason')}
        data-autofocus={(action !== 'payment' && action !== 'no-show') || undefined}
      />
    </FormDialog>
  );
}
