import { formatDate } from '@common/format';
import { Alert, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorNotice } from '@web/components/error-notice';
import { resourceKey } from '@web/lib/endpoint';
import { useEffect } from 'react';
import { usePaymentQuery } from '../api/get-payment';

/**
 * After the provider's hosted page sends the buyer back (?fizetes=<id>): the payment's outcome. The
 * webhook may arrive a little later, so a pending payment is polled for a minute.
 */
export function PaymentReturnNotice({ paymentId, cancelled }: { paymentId: string; cancelled: boolean }) {
  const payment = usePaymentQuery(paymentId, !cancelled);
  const queryClient = useQueryClient();
  const status = payment.data?.status;

  useEffect(() => {
    if (status === 'paid')
      void queryClient.invalidateQueries({ queryKey: resourceKey('/api/subscriptions') });
  }, [status, queryClient]);

  if (cancelled && status !== 'paid') {
    return (
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />} role="status">
        A fizetést megszakította, terhelés nem történt.
      </Alert>
    );
  }
  if (payment.isPending || status === 'pending') {
    return (
      <Alert color="blue" variant="light" icon={<Loader size="xs" aria-hidden="true" />} role="status">
        Fizetése feldolgozás alatt. Ez néhány másodpercet vehet igénybe.
      </Alert>
    );
  }
  if (status === 'paid' && payment.data) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck aria-hidden="true" />}
        role="status"
        data-testid="payment-result"
      >
        <Text size="sm">
          Sikeres fizetés! Előfizetését meghosszabbítottuk
          {payment.data.newExpirationDate
            ? `, új lejárat: ${formatDate(payment.data.newExpirationDate)}`
            : ''}
          . A visszaigazolást e-mailben is elküldtük.
        </Text>
      </Alert>
    );
  }
  return <ErrorNotice>A fizetés nem sikerült, terhelés nem történt. Kérjük, próbálja újra.</ErrorNotice>;
}
