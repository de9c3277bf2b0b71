import {
  SUBSCRIPTION_PAYMENT_STATUS_LABELS,
  type SubscriptionPaymentStatus,
} from '@common/api/subscriptions';
import { Badge } from '@mantine/core';

const COLORS: Record<SubscriptionPaymentStatus, string> = {
  pending: 'yellow.9',
  paid: 'teal.9',
  failed: 'red.9',
  cancelled: 'gray.8',
  refunded: 'blue.9',
  disputed: 'pink.9',
};

/** A payment's state in Hungarian (Függőben, Fizetve, …), in colours that pass AA with white text. */
export function PaymentStatusBadge({ status }: { status: SubscriptionPaymentStatus }) {
  return (
    <Badge color={COLORS[status]} variant="filled">
      {SUBSCRIPTION_PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
