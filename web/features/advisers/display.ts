import { addDays, budapestDateKey, formatMonthDay, weekdayName } from '@common/budapest-time';
import { formatNumber, formatTime } from '@common/format';

/** The first ~`max` characters of a text, cut at a word boundary, with an ellipsis when shortened. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const head = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : flat.slice(0, max);
  return `${head.replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The paragraphs of a description: blank lines separate them, single line breaks stay inside. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * The result line of the search: '12 találat', or 'Több mint 1000 találat' when the server stopped
 * counting (`totalCountExact` false; then `totalCount` is the limit it counted to).
 */
export function resultCountText(answer: { totalCount: number; totalCountExact?: boolean }): string {
  return answer.totalCountExact === false
    ? `Több mint ${formatNumber(answer.totalCount)} találat`
    : `${formatNumber(answer.totalCount)} találat`;
}

/**
 * The notice over a list that does not match the text as typed: near words (`approximate`, typos),
 * only some of the words (`partial`), or both; null when it matches every word as typed.
 */
export function inexactMatchText(
  search: string,
  answer: { approximate: boolean; partial: boolean },
): string | null {
  const shown =
    answer.approximate && answer.partial
      ? 'Azokat a tanácsadókat mutatjuk, akikre a szavak egy része vagy hasonló szavak illenek.'
      : answer.partial
        ? 'Azokat a tanácsadókat mutatjuk, akikre a szavak egy része illik.'
        : answer.approximate
          ? 'Hasonló szavakra illő tanácsadókat mutatunk.'
          : null;
  return shown && `Nincs pontos találat erre: „${search}”. ${shown}`;
}

/** Days in a week after today that are still named by their weekday ("csütörtök"). */
const WEEKDAY_NAMED_DAYS = 6;

/**
 * When a slot starts, in Budapest time, as a card says it: 'ma 14:00', 'holnap 09:30', within the
 * week 'csütörtök 14:00', further on 'december 3. 14:00'.
 */
export function formatNextFreeSlot(slot: Date | string, now: Date = new Date()): string {
  const time = formatTime(slot);
  const today = budapestDateKey(now);
  const day = budapestDateKey(slot);
  if (day === today) return `ma ${time}`;
  if (day === addDays(today, 1)) return `holnap ${time}`;
  for (let ahead = 2; ahead <= WEEKDAY_NAMED_DAYS; ahead += 1) {
    if (day === addDays(today, ahead)) return `${weekdayName(day).toLowerCase()} ${time}`;
  }
  return `${formatMonthDay(day)} ${time}`;
}
