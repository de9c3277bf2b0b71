import { formatDate, formatPrice, formatTime, formatTimeWithLocal } from '@common/format';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { DemoPaymentButtons, DemoPaymentShell } from '@web/components/demo-payment-shell';
import { payableNow } from '@web/lib/consultation-payment';
import { useViewerTimeZone } from '@web/lib/viewer-time';
import { Link, useNavigate, useParams } from 'react-router';
import { useCancelDemoCheckoutMutation, useCompleteDemoCheckoutMutation } from './api/demo-checkout';
import { useAppointmentQuery } from './api/get-appointment';

const MY_CONSULTATIONS = '/kerdezo/tanacsadasaim';

/** Where the provider sends the asker back (as Stripe's checkout does), with the outcome to tell there. */
const backTo = (id: string, cancelled = false) =>
  `${MY_CONSULTATIONS}?fizetes=${encodeURIComponent(id)}${cancelled ? '&megszakitva=1' : ''}`;

const BACK_LINK = (
  <Anchor component={Link} to={MY_CONSULTATIONS} fw={600}>
    Vissza a tanácsadásaimhoz
  </Anchor>
);

/**
 * /fizetes/demo/idopont/{appointmentId}: the demo provider's "payment page" of a booked consultation (no
 * payment keys are configured), like the subscriptions' one. It says plainly that nothing is charged;
 * "Fizetés (teszt)" pays as the provider's notification would, "Mégse" gives up (the time is freed).
 */
export default function DemoCheckoutPage() {
  const { appointmentId = '' } = useParams();
  const navigate = useNavigate();
  const appointment = useAppointmentQuery(appointmentId);
  const complete = useCompleteDemoCheckoutMutation();
  const cancel = useCancelDemoCheckoutMutation();
  const zone = useViewerTimeZone();

  const pay = () => complete.mutate(appointmentId, { onSuccess: () => navigate(backTo(appointmentId)) });
  const abort = () =>
    cancel.mutate(appointmentId, { onSuccess: () => navigate(backTo(appointmentId, true)) });

  const a = appointment.data;
  const payment = a?.payment ?? null;

  return (
    <DemoPaymentShell
      loading={appointment.isPending}
      data={a && payment && !appointment.isError ? { a, payment } : null}
      missing={
        <>
          <Text size="sm">
            Ez a foglalás nem létezik, nem az Ön fiókjához tartozik, vagy nincs mit fizetni érte.
          </Text>
          {BACK_LINK}
        </>
      }
    >
      {({ a, payment }) => (
        <>
          <Table variant="vertical" withTableBorder data-testid="demo-payment-summary">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row" w={180}>
                  Tanácsadó
                </Table.Th>
                <Table.Td>{a.expert.name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Tanácsadás</Table.Th>
                <Table.Td>{a.consultationType.name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Időpont</Table.Th>
                <Table.Td>
                  {formatDate(a.startTime)} {formatTime(a.startTime)}–{formatTime(a.endTime)}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Fizetendő</Table.Th>
                <Table.Td>
                  <strong>{formatPrice(payment.amountHuf)}</strong>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>

          {payableNow(a, Date.now()) ? (
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                Az időpontot eddig tartjuk fenn Önnek: {formatTimeWithLocal(payment.holdExpiresAt, zone)}.
              </Text>
              <DemoPaymentButtons
                onPay={pay}
                onAbort={abort}
                paying={complete.isPending}
                aborting={cancel.isPending}
              />
            </Stack>
          ) : (
            <Stack gap="xs" align="flex-start" role="status">
              <Text>
                {a.paymentStatus === 'paid' || a.paymentStatus === 'refunded'
                  ? 'Ezt a foglalást már kifizette.'
                  : 'A foglalás fizetési ideje lejárt, terhelés nem történt. Kérjük, foglaljon újra.'}
              </Text>
              {BACK_LINK}
            </Stack>
          )}
        </>
      )}
    </DemoPaymentShell>
  );
}
