import type { AdminAppointment } from '@common/api/admin-appointments';
import { REASON_MAX } from '@common/api/admin-appointments';
import { formatDateTime, formatPrice } from '@common/format';
import { NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { FormDialog } from '@web/components/form-dialog';
import { refundLeft } from '@web/lib/consultation-payment';
import { useApiForm } from '@web/lib/use-api-form';
import { useMemo } from 'react';
import { useRefundMutation } from '../api/refund';
import { refundForm } from '../refund-form';

/**
 * "Visszatérítés": all or part of what is left of a fee paid through the portal goes back to the asker,
 * with the admin's reason (audited; the asker is mailed). The amount starts at what is left.
 */
export function RefundDialog({
  appointment,
  opened,
  onClose,
}: {
  appointment: AdminAppointment;
  opened: boolean;
  onClose: () => void;
}) {
  const payment = appointment.payment;
  const left = payment ? refundLeft(payment) : 0;
  const refund = useRefundMutation();
  const schema = useMemo(() => refundForm(left), [left]);
  const refundFormApi = useApiForm({
    initialValues: { amountHuf: left as number | string, reason: '' },
    schema,
    submit: (body) => refund.mutateAsync({ id: appointment.id, ...body }),
    success: (answer) => answer.message || 'A visszatérítést elindítottuk.',
    onSuccess: onClose,
    errorText: 'A visszatérítés nem sikerült.',
    openedFor: opened ? appointment.id : null,
  });
  const { form } = refundFormApi;

  return (
    <FormDialog
      opened={opened}
      title="Visszatérítés"
      form={refundFormApi}
      submitLabel="Visszatérítés"
      submitColor="red.9"
      onClose={onClose}
    >
      <Stack gap={4}>
        <Text size="sm">
          {appointment.consultationType.name}, {formatDateTime(appointment.startTime)} –{' '}
          {appointment.expert.name} és {appointment.client.name}
        </Text>
        {payment ? (
          <Text size="sm" data-testid="refund-left">
            Fizetett díj: {formatPrice(payment.amountHuf)}, eddig visszatérítve:{' '}
            {formatPrice(payment.refundedHuf)}, még visszatéríthető: {formatPrice(left)}.
          </Text>
        ) : null}
        <Text size="sm">
          A megadott összeg a kérdező kártyájára kerül vissza, és a kérdező e-mailt kap róla. Ez nem vonható
          vissza.
        </Text>
      </Stack>
      <NumberInput
        label="Összeg (Ft)"
        name="amountHuf"
        required
        min={1}
        max={left}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('amountHuf')}
        data-autofocus
      />
      <Textarea
        label="Indoklás"
        name="reason"
        required
        autosize
        minRows={2}
        maxLength={REASON_MAX}
        {...form.getInputProps('reason')}
      />
    </FormDialog>
  );
}
