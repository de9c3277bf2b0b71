import { LOCALE } from '@common/constants';

const countFormat = new Intl.NumberFormat(LOCALE);
const ratingFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** '12 345' (Hungarian digit grouping; four-digit numbers stay ungrouped). */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** '4,5' (one decimal at most, Hungarian decimal comma). */
export function formatRating(value: number): string {
  return ratingFormat.format(Math.round(value * 10) / 10);
}

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
