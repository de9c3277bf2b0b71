import { SUBSCRIPTION_PAGES, VAT_PERCENT } from '@common/api/subscriptions';
import { formatDate, formatPrice } from '@common/format';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { DemoPaymentButtons, DemoPaymentShell } from '@web/components/demo-payment-shell';
import { useAuthStore } from '@web/lib/auth-store';
import { notifyInfo, notifySuccess } from '@web/lib/notify';
import { Link, useNavigate, useParams } from 'react-router';
import { useCancelDemoPaymentMutation } from './api/cancel-demo-payment';
import { useCompleteDemoPaymentMutation } from './api/complete-demo-payment';
import { usePaymentQuery } from './api/get-payment';

/**
 * /fizetes/demo/{paymentId}: the demo provider's "payment page" (no payment keys are configured). It
 * says plainly that nothing is charged; "Fizetés (teszt)" completes the payment like a provider would.
 */
export default function DemoPaymentPage() {
  const { paymentId = '' } = useParams();
  const navigate = useNavigate();
  const role = useAuthStore((s) => s.user?.role);
  const payment = usePaymentQuery(paymentId);
  const complete = useCompleteDemoPaymentMutation();
  const cancel = useCancelDemoPaymentMutation();
  const backTo =
    SUBSCRIPTION_PAGES[payment.data?.audience ?? (role === 'tanacsado' ? 'tanacsado' : 'kerdezo')];

  const pay = () =>
    complete.mutate(paymentId, {
      onSuccess: (answer) => {
        const until = answer.subscription.expirationDate;
        notifySuccess(
          until
            ? `Sikeres tesztfizetés! Előfizetése ${formatDate(until)}-ig érvényes.`
            : 'Sikeres tesztfizetés! Előfizetését meghosszabbítottuk.',
          6000,
        );
        navigate(backTo);
      },
    });
  const abort = () =>
    cancel.mutate(paymentId, {
      onSuccess: () => {
        notifyInfo('A fizetést megszakította, terhelés nem történt.');
        navigate(backTo);
      },
    });

  return (
    <DemoPaymentShell
      loading={payment.isPending}
      data={payment.isError ? null : payment.data}
      missing={
        <>
          <Text size="sm">Ez a fizetés nem létezik, vagy nem az Ön fiókjához tartozik.</Text>
          <Anchor component={Link} to={backTo} size="sm" fw={600}>
            Vissza az előfizetési csomagokhoz
          </Anchor>
        </>
      }
    >
      {(paid) => (
        <>
          <Table variant="vertical" withTableBorder data-testid="demo-payment-summary">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row" w={180}>
                  Csomag
                </Table.Th>
                <Table.Td>{paid.packageName}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Időtartam</Table.Th>
                <Table.Td>{paid.days} nap</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Fizetendő</Table.Th>
                <Table.Td>
                  <strong>{formatPrice(paid.amountHuf)}</strong> (bruttó, {VAT_PERCENT}% áfát tartalmaz)
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Nettó + áfa</Table.Th>
                <Table.Td>
                  {formatPrice(paid.netHuf)} + {formatPrice(paid.vatHuf)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>

          {paid.status === 'pending' ? (
            <DemoPaymentButtons
              onPay={pay}
              onAbort={abort}
              paying={complete.isPending}
              aborting={cancel.isPending}
            />
          ) : (
            <Stack gap="xs" align="flex-start" role="status">
              <Text>
                {paid.status === 'paid'
                  ? 'Ez a fizetés már teljesült.'
                  : 'Ez a fizetés megszakadt, terhelés nem történt. Indítson új vásárlást a csomagok oldalán.'}
              </Text>
              <Anchor component={Link} to={backTo} fw={600}>
                Vissza az előfizetési csomagokhoz
              </Anchor>
            </Stack>
          )}
        </>
      )}
    </DemoPaymentShell>
  );
}
