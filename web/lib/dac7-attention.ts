import type { Dac7Status } from '@common/api/dac7';
import { formatDateUntil } from '@common/format';

/**
 * What a reportable adviser must know while their DAC7 data is missing (issue 39): the billing page's
 * DAC7 section and the overview's Teendők say it. Null: nothing to do.
 */
export function dac7Attention(status: Dac7Status | undefined): { held: boolean; text: string } | null {
  if (!status || status.complete || !status.reportable) return null;
  if (status.held) {
    return {
      held: true,
      text: 'Díjas tanácsadásaira most nem lehet új időpontot foglalni, mert hiányoznak a DAC7 adatai. Az adatok megadása után azonnal újra foglalhatók.',
    };
  }
  return {
    held: false,
    text: status.holdFrom
      ? `Adja meg DAC7 adatait ${formatDateUntil(status.holdFrom)}, különben díjas tanácsadásaira ettől a naptól nem lehet új időpontot foglalni.`
      : 'A portálon díjas tanácsadást kínál: adja meg DAC7 adatait az éves NAV-jelentéshez.',
  };
}
