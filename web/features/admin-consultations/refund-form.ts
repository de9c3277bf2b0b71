import { adminRefundBody } from '@common/api/consultation-payments';
import { formatPrice } from '@common/format';
import { fromNumberInput } from '@web/lib/use-api-form';

/**
 * The admin's refund form over the shared body: the amount (NumberInput gives '' when empty) may not be
 * more than what is left of the fee, said before the server would refuse it.
 */
export function refundForm(left: number) {
  return adminRefundBody.extend({
    amountHuf: fromNumberInput(
      adminRefundBody.shape.amountHuf.refine(
        (amount) => amount <= left,
        `Legfeljebb ${formatPrice(left)} téríthető még vissza.`,
      ),
    ),
  });
}
