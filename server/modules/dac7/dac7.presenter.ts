import type { Dac7Status } from '@common/api/dac7';
import type { dac7Reminders } from '../../db/schema';
import { holdFromOf } from './dac7.service';
import type { Dac7SellerRow } from './dac7-report';

/** The adviser's DAC7 data and where they stand with the reminders and the hold. */
export function presentDac7Status(status: {
  seller: Dac7SellerRow | null;
  reminder: typeof dac7Reminders.$inferSelect | null;
  reportable: boolean;
}): Dac7Status {
  const { seller, reminder } = status;
  return {
    seller: seller
      ? {
          sellerType: seller.sellerType,
          name: seller.name,
          country: seller.country,
          zipCode: seller.zipCode,
          city: seller.city,
          street: seller.street,
          tin: seller.tin,
          tinCountry: seller.tinCountry,
          birthDate: seller.birthDate ?? '',
          vatNumber: seller.vatNumber ?? '',
          registrationNumber: seller.registrationNumber ?? '',
          iban: seller.iban,
        }
      : null,
    complete: seller !== null,
    reportable: status.reportable,
    firstReminderAt: reminder?.firstSentAt.toISOString() ?? null,
    secondReminderAt: reminder?.secondSentAt?.toISOString() ?? null,
    holdFrom: reminder ? holdFromOf(reminder.firstSentAt).toISOString() : null,
    held: reminder?.heldAt != null,
    updatedAt: seller?.updatedAt.toISOString() ?? null,
  };
}
