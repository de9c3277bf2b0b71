import { formatTimeWithLocal } from '@common/format';
import { Alert, Loader } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorNotice } from '@web/components/error-notice';
import { Notice } from '@web/components/notice';
import { resourceKey } from '@web/lib/endpoint';
import { useViewerTimeZone } from '@web/lib/viewer-time';
import { useEffect, useState } from 'react';
import { useAppointmentQuery } from '../api/get-appointment';
import { RETURN_POLL_FOR_MS, returnPollInterval, returnState } from '../lib/payment';

/** The asker's lists: they show the new payment status once it has come. */
const myListsKey = resourceKey('/api/appointments/client');

/**
 * Back from the provider's page (`?fizetes=<id>`, `&megszakitva=1` when given up): the payment's outcome.
 * Only the provider's verified notification marks it paid, which may come a few seconds later, so a
 * pending one is read again every 2 seconds for a minute.
 */
export function PaymentReturnNotice({
  appointmentId,
  cancelled,
}: {
  appointmentId: string;
  cancelled: boolean;
}) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), RETURN_POLL_FOR_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const appointment = useAppointmentQuery(appointmentId, (status) =>
    returnPollInterval(status, timedOut || cancelled),
  );
  const zone = useViewerTimeZone();
  const queryClient = useQueryClient();
  const paymentStatus = appointment.data?.paymentStatus;

  // Settled: the cards below show it too.
  useEffect(() => {
    if (paymentStatus && paymentStatus !== 'pending') {
      void queryClient.invalidateQueries({ queryKey: myListsKey });
    }
  }, [paymentStatus, queryClient]);

  if (appointment.isError) {
    return (
      <ErrorNotice title="A foglalás nem található">
        Ez a foglalás nem létezik, vagy nem az Ön fiókjához tartozik.
      </ErrorNotice>
    );
  }
  const state = returnState(appointment.data, { cancelled, timedOut, now: Date.now() });
  const common = { role: 'status', 'data-testid': 'payment-return' } as const;
  switch (state.kind) {
    case 'loading':
    case 'processing':
      return (
        <Alert color="blue" variant="light" icon={<Loader size="xs" aria-hidden="true" />} {...common}>
          A fizetés feldolgozása folyamatban… Ez néhány másodpercet vehet igénybe.
        </Alert>
      );
    case 'slow':
      return (
        <Notice tone="warning" {...common}>
          A fizetés visszaigazolása még nem érkezett meg a fizetési szolgáltatótól. Ha fizetett, a foglalás
          állapota hamarosan frissül ezen az oldalon; ha nem, a „Fizetés” gombbal folytathatja.
        </Notice>
      );
    case 'paid':
      return (
        <Notice tone="success" icon={IconCircleCheck} {...common}>
          Sikeres fizetés! A foglalását elküldtük a tanácsadónak, aki hamarosan megerősíti az időpontot.
        </Notice>
      );
    case 'cancelledHeld':
      return (
        <Notice tone="info" {...common}>
          A fizetést megszakította, terhelés nem történt. Az időpontot eddig tartjuk fenn Önnek:{' '}
          {formatTimeWithLocal(state.until, zone)}. Addig a „Fizetés” gombbal kifizetheti.
        </Notice>
      );
    case 'cancelledFreed':
      return (
        <Notice tone="info" {...common}>
          A fizetést megszakította, terhelés nem történt. Az időpontot felszabadítottuk; ha mégis szeretné,
          foglaljon újra.
        </Notice>
      );
    case 'failed':
      return (
        <ErrorNotice>
          A fizetés nem sikerült, és a foglalás fizetési ideje lejárt; terhelés nem történt. Kérjük, foglaljon
          újra.
        </ErrorNotice>
      );
    default:
      return null;
  }
}
