import type { Appointment } from '@common/api/appointments';
import { formatPrice } from '@common/format';
import { formatOccurrence } from '@web/lib/series';

type Occasion = Pick<Appointment, 'id' | 'startTime' | 'status' | 'paymentStatus' | 'payment'>;

const live = (a: Occasion) => a.status === 'pending' || a.status === 'confirmed';

/**
 * What "Hátralévő alkalmak lemondása" cancels (the server's rule): the chosen occasion and every later
 * live one of its series, in time order.
 */
export function restOfSeries<T extends Occasion>(occasions: readonly T[], from: Occasion): T[] {
  const start = Date.parse(from.startTime);
  return occasions
    .filter((a) => a.id === from.id || (live(a) && Date.parse(a.startTime) > start))
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/** The dialog's question: how many occasions, with the adviser's name. */
export function cancelRestQuestion(count: number, adviserName: string): string {
  return `Biztosan lemondja a sorozat hátralévő ${count} alkalmát (${adviserName})? Ez a művelet nem vonható vissza.`;
}

/** The dates the dialog lists: '2026. december 21., hétfő 10:00'. */
export function cancelRestDates(occasions: readonly Occasion[]): string[] {
  return occasions.map((a) => formatOccurrence(a.startTime));
}

/** What happens to the fees: the paid ones come back in full (every occasion is before its deadline). */
export function cancelRestMoneyText(occasions: readonly Occasion[]): string | null {
  const paid = occasions.filter((a) => a.paymentStatus === 'paid' && a.payment);
  if (paid.length > 0) {
    const total = paid.reduce((sum, a) => sum + (a.payment?.amountHuf ?? 0), 0);
    return `A kifizetett alkalmak díját (${formatPrice(total)}) teljes egészében visszatérítjük.`;
  }
  return occasions.some((a) => a.payment && a.paymentStatus === 'pending')
    ? 'A még ki nem fizetett alkalmakért terhelés nem történik.'
    : null;
}

export const seriesRestCancelled = (count: number) => `A sorozat ${count} alkalmát lemondta.`;
