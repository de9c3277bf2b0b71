/**
 * The ISO 3166-1 alpha-2 code of a country as people type it in their billing data ("Magyarország",
 * "Hungary", "HU"): invoicing services want the code. Null when it cannot be told (the adviser is asked
 * to have the buyer's data corrected rather than an invoice going out with a guessed country).
 */
const NAMES: Record<string, string> = {
  magyarorszag: 'HU',
  hungary: 'HU',
  ausztria: 'AT',
  austria: 'AT',
  nemetorszag: 'DE',
  germany: 'DE',
  szlovakia: 'SK',
  slovakia: 'SK',
  romania: 'RO',
  horvatorszag: 'HR',
  croatia: 'HR',
  szerbia: 'RS',
  serbia: 'RS',
  szlovenia: 'SI',
  slovenia: 'SI',
  ukrajna: 'UA',
  ukraine: 'UA',
  csehorszag: 'CZ',
  'cseh koztarsasag': 'CZ',
  czechia: 'CZ',
  lengyelorszag: 'PL',
  poland: 'PL',
  olaszorszag: 'IT',
  italy: 'IT',
  franciaorszag: 'FR',
  france: 'FR',
  spanyolorszag: 'ES',
  spain: 'ES',
  hollandia: 'NL',
  netherlands: 'NL',
  belgium: 'BE',
  svajc: 'CH',
  switzerland: 'CH',
  'egyesult kiralysag': 'GB',
  'nagy-britannia': 'GB',
  'united kingdom': 'GB',
  irorszag: 'IE',
  ireland: 'IE',
  'egyesult allamok': 'US',
  usa: 'US',
  'united states': 'US',
};

export function countryCode(text: string): string | null {
  const plain = text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
  if (!plain) return null;
  if (/^[a-z]{2}$/.test(plain)) return plain.toUpperCase();
  return NAMES[plain] ?? null;
}
