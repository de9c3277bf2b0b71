/**
 * Format checks of tax and bank identifiers (issue 39, DAC7): the Hungarian adószám and adóazonosító jel,
 * the IBAN and the EU VAT number. Shared by the zod schema of `common/api/dac7.ts` (the server's 400) and
 * the web form, so both say the same Hungarian sentence. Each check returns that sentence, or null when
 * the value is well formed. They check the form only: whether NAV knows the number is not asked here.
 */

/** Countries the forms offer (ISO 3166-1 alpha-2), with their Hungarian names: the EU and EEA, then neighbours. */
export const COUNTRY_NAMES = {
  HU: 'Magyarország',
  AT: 'Ausztria',
  BE: 'Belgium',
  BG: 'Bulgária',
  CY: 'Ciprus',
  CZ: 'Csehország',
  DK: 'Dánia',
  EE: 'Észtország',
  FI: 'Finnország',
  FR: 'Franciaország',
  GR: 'Görögország',
  NL: 'Hollandia',
  HR: 'Horvátország',
  IE: 'Írország',
  PL: 'Lengyelország',
  LV: 'Lettország',
  LT: 'Litvánia',
  LU: 'Luxemburg',
  MT: 'Málta',
  DE: 'Németország',
  IT: 'Olaszország',
  PT: 'Portugália',
  RO: 'Románia',
  ES: 'Spanyolország',
  SE: 'Svédország',
  SK: 'Szlovákia',
  SI: 'Szlovénia',
  IS: 'Izland',
  LI: 'Liechtenstein',
  NO: 'Norvégia',
  CH: 'Svájc',
  GB: 'Egyesült Királyság',
  RS: 'Szerbia',
  UA: 'Ukrajna',
  US: 'Amerikai Egyesült Államok',
} as const;
export type CountryCode = keyof typeof COUNTRY_NAMES;
export const COUNTRY_CODES = Object.keys(COUNTRY_NAMES) as [CountryCode, ...CountryCode[]];

/** Digits of a string, or null when it holds anything but digits and the separators people type. */
function digitsOf(value: string, separators = /[\s-]/g): string | null {
  const compact = value.replace(separators, '');
  return /^\d+$/.test(compact) ? compact : null;
}

/** The törzsszám's 8th digit: (10 − Σ(dᵢ × 9,7,3,1,9,7,3) mod 10) mod 10 over the first seven. */
function torzsszamCheckDigitOk(torzsszam: string): boolean {
  const weights = [9, 7, 3, 1, 9, 7, 3];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(torzsszam[i]), 0);
  return (10 - (sum % 10)) % 10 === Number(torzsszam[7]);
}

/**
 * The adószám's last two digits, the tax office (területi kód): 02–20 the county directorates, 22–44
 * the Budapest and regional ones, 51 the large taxpayers' directorate (Kiemelt Adózók Adóigazgatósága).
 */
function isTaxOfficeCode(code: number): boolean {
  return (code >= 2 && code <= 20) || (code >= 22 && code <= 44) || code === 51;
}

/** '12345676-2-41' from the digits, hyphens or not; null when it is not 11 digits. */
export function normalizeHungarianTaxNumber(value: string): string | null {
  const digits = digitsOf(value.trim());
  if (digits === null || digits.length !== 11) return null;
  return `${digits.slice(0, 8)}-${digits[8]}-${digits.slice(9)}`;
}

/**
 * A Hungarian adószám (a business's or a sole trader's tax number): 8 digits of the törzsszám with its
 * check digit, the VAT code (áfakód, 1–5) and the tax office code (területi kód).
 */
export function hungarianTaxNumberError(value: string): string | null {
  const normalized = normalizeHungarianTaxNumber(value);
  if (!normalized) return 'Az adószám formátuma 12345678-1-23 (11 számjegy).';
  const digits = normalized.replaceAll('-', '');
  if (!torzsszamCheckDigitOk(digits.slice(0, 8))) return 'Az adószám ellenőrző számjegye hibás.';
  const vatCode = Number(digits[8]);
  if (vatCode < 1 || vatCode > 5) return 'Az adószám 9. számjegye (áfakód) csak 1–5 lehet.';
  if (!isTaxOfficeCode(Number(digits.slice(9)))) {
    return 'Az adószám utolsó két számjegye (területi kód) nem létező adóhivatalt jelöl.';
  }
  return null;
}

/** The first day of the adóazonosító jel's count (its digits 2–6 are days since then). */
const TAX_ID_EPOCH_MS = Date.UTC(1867, 0, 1);
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' as a UTC midnight, or null when it is not a real calendar day. */
export function parseDateKey(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    return null;
  }
  return ms;
}

/**
 * A Hungarian adóazonosító jel (a private person's tax identification number): 10 digits starting with 8;
 * digits 2–6 count the days from 1867-01-01 to the birth date (compared with `birthDate`, 'YYYY-MM-DD',
 * when given); the 10th is Σ(dᵢ × i) mod 11 over the first nine, which is never 10.
 */
export function hungarianPersonalTaxIdError(value: string, birthDate?: string | null): string | null {
  const digits = digitsOf(value.trim());
  if (digits === null || digits.length !== 10) return 'Az adóazonosító jel 10 számjegyből áll.';
  if (digits[0] !== '8') return 'Az adóazonosító jel 8-as számjeggyel kezdődik.';
  const sum = [...digits.slice(0, 9)].reduce((total, digit, i) => total + Number(digit) * (i + 1), 0);
  const check = sum % 11;
  if (check === 10 || check !== Number(digits[9])) return 'Az adóazonosító jel ellenőrző számjegye hibás.';
  const born = birthDate ? parseDateKey(birthDate) : null;
  if (born !== null && Math.round((born - TAX_ID_EPOCH_MS) / DAY_MS) !== Number(digits.slice(1, 6))) {
    return 'Az adóazonosító jel nem egyezik a születési dátummal.';
  }
  return null;
}

/** IBAN lengths by country (ISO 13616 registry): the EU and EEA, and the other SEPA countries. */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  RS: 22,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  UA: 29,
  VA: 22,
};

/** The IBAN without spaces, upper case ('HU42 1177 …' → 'HU421177…'). */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** An IBAN: a known country's length, and the ISO 13616 check digits (the rearranged number mod 97 is 1). */
export function ibanError(value: string): string | null {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) {
    return 'Az IBAN országkóddal és két ellenőrző számjeggyel kezdődik (pl. HU42 1177 3016 …).';
  }
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (!length) return 'Az IBAN országkódja ismeretlen vagy nem SEPA-ország.';
  if (iban.length !== length) return `A(z) ${iban.slice(0, 2)} IBAN ${length} karakterből áll.`;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  // Letters count as 10–35; the remainder is taken piece by piece (the number is too long for a float).
  let remainder = 0;
  for (const char of rearranged) {
    const part = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of part) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? null : 'Az IBAN ellenőrző számjegyei hibásak: kérjük, ellenőrizze a számot.';
}

/**
 * EU VAT number formats by prefix (VIES): the member states' codes, with EL for Greece and XI for
 * Northern Ireland's traders.
 */
const VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** The VAT number without spaces, dots and hyphens, upper case ('hu 1234-5676' → 'HU12345676'). */
export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * An EU VAT number (közösségi adószám): the member state's prefix and its format; a Hungarian one is
 * HU and the törzsszám, whose check digit is checked too.
 */
export function euVatNumberError(value: string): string | null {
  const vat = normalizeVatNumber(value);
  const prefix = vat.slice(0, 2);
  if (prefix === 'GR') return 'Görög közösségi adószám EL előtaggal kezdődik.';
  const format = VAT_FORMATS[prefix];
  if (!format) return 'A közösségi adószám egy EU-tagállam kódjával kezdődik (pl. HU12345676).';
  const rest = vat.slice(2);
  if (!format.test(rest)) {
    return prefix === 'HU'
      ? 'A magyar közösségi adószám HU és 8 számjegy (az adószám első 8 számjegye).'
      : 'A közösségi adószám formátuma nem felel meg az országénak.';
  }
  if (prefix === 'HU' && !torzsszamCheckDigitOk(rest)) {
    return 'A közösségi adószám ellenőrző számjegye hibás.';
  }
  return null;
}

/** The largest length of a foreign TIN we take (the DAC7 schema's TIN is free text). */
export const FOREIGN_TIN_MAX_LENGTH = 30;

/**
 * The seller's tax identification number (TIN) for DAC7: issued by Hungary, an individual's is the
 * adóazonosító jel (checked against the birth date) and an entity's the adószám; another country's is
 * any text of at most 30 characters.
 */
export function tinError(
  tin: string,
  country: string,
  sellerType: 'individual' | 'entity',
  birthDate?: string | null,
): string | null {
  const value = tin.trim();
  if (!value) return 'Az adóazonosító szám megadása kötelező.';
  if (country === 'HU') {
    return sellerType === 'individual'
      ? hungarianPersonalTaxIdError(value, birthDate)
      : hungarianTaxNumberError(value);
  }
  if (value.length > FOREIGN_TIN_MAX_LENGTH) {
    return `Az adóazonosító szám legfeljebb ${FOREIGN_TIN_MAX_LENGTH} karakter.`;
  }
  return null;
}

/**
 * The cégjegyzékszám of a Hungarian company ('01-09-123456'; court, company form, serial) or a civil
 * organisation's register number (7-digit serial); hyphens may be left out.
 */
export function hungarianRegistrationNumberError(value: string): string | null {
  const digits = digitsOf(value.trim());
  if (digits === null || (digits.length !== 10 && digits.length !== 11)) {
    return 'A cégjegyzékszám formátuma 01-09-123456.';
  }
  return null;
}

/** '01-09-123456' from the digits, hyphens or not (unchanged when not a Hungarian number). */
export function normalizeHungarianRegistrationNumber(value: string): string {
  const digits = digitsOf(value.trim());
  if (digits === null || (digits.length !== 10 && digits.length !== 11)) return value.trim();
  return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
}
