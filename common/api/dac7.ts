import { z } from 'zod';
import { adminOnly, endpoint } from '../contract';
import {
  COUNTRY_CODES,
  euVatNumberError,
  hungarianRegistrationNumberError,
  ibanError,
  parseDateKey,
  tinError,
} from '../tax-ids';
import { adviserIdParams, dataAnswer, savedAnswer } from './answers';

/**
 * DAC7 (EU Directive 2021/514, in Hungary the Aktv.; issue 39): the portal reports every adviser paid
 * through it to NAV by January 31 of the next year (personal services have no small-seller exemption).
 * The adviser gives the data here; while a reportable adviser's data is missing, the daily job reminds
 * them twice and then holds their priced offers (DAC7_HOLD_AFTER_DAYS); the admin downloads the year's
 * report and mails each adviser their own row.
 */

/** The second reminder comes this many days after the first. */
export const DAC7_SECOND_REMINDER_DAYS = 30;
/** From this many days after the first reminder, priced offers cannot be booked until the data is given. */
export const DAC7_HOLD_AFTER_DAYS = 60;
/** The first year DAC7 applies to (reported in January 2024). */
export const DAC7_FIRST_YEAR = 2023;

export const DAC7_SELLER_TYPES = ['individual', 'entity'] as const;
export type Dac7SellerType = (typeof DAC7_SELLER_TYPES)[number];
export const DAC7_SELLER_TYPE_LABELS: Record<Dac7SellerType, string> = {
  individual: 'Magánszemély vagy egyéni vállalkozó',
  entity: 'Cég (gazdasági társaság, egyéb szervezet)',
};

const text = (max: number, required?: string) => {
  const base = z.string().trim().max(max, `Legfeljebb ${max} karakter`);
  return required ? base.min(1, required) : base;
};
const country = (message: string) => z.enum(COUNTRY_CODES, { message });

/**
 * What the adviser fills in. Empty strings stand for what does not apply (the birth date of a company,
 * the registration number of a person, a VAT number they do not have): the form's values as they are.
 */
export const dac7SellerBody = z
  .object({
    sellerType: z.enum(DAC7_SELLER_TYPES, {
      message: 'Válassza ki, magánszemélyként vagy cégként szerepel-e',
    }),
    name: text(200, 'A név megadása kötelező'),
    country: country('Válassza ki az országot'),
    zipCode: text(20, 'Az irányítószám megadása kötelező').regex(
      /^[0-9A-Za-z -]*$/,
      'Az irányítószám csak számokat, betűket, szóközt és kötőjelet tartalmazhat',
    ),
    city: text(100, 'A település megadása kötelező'),
    street: text(300, 'A cím (utca, házszám) megadása kötelező'),
    tin: text(40, 'Az adóazonosító szám megadása kötelező'),
    tinCountry: country('Válassza ki, melyik ország adta ki az adóazonosítót'),
    birthDate: z.string().trim(),
    vatNumber: text(20),
    registrationNumber: text(30),
    iban: text(42, 'Az IBAN megadása kötelező'),
  })
  .superRefine((seller, ctx) => {
    const issue = (path: keyof typeof seller, message: string | null) => {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    const individual = seller.sellerType === 'individual';
    if (individual) {
      const born = seller.birthDate ? parseDateKey(seller.birthDate) : null;
      if (!seller.birthDate) issue('birthDate', 'A születési dátum megadása kötelező');
      else if (born === null) issue('birthDate', 'A születési dátum formátuma ÉÉÉÉ-HH-NN');
      else if (born < Date.UTC(1900, 0, 1) || born > Date.now()) {
        issue('birthDate', 'A születési dátum nem lehet 1900 előtti vagy jövőbeli');
      }
    } else if (!seller.registrationNumber) {
      issue('registrationNumber', 'Cégnél a cégjegyzékszám (nyilvántartási szám) megadása kötelező');
    } else if (seller.country === 'HU') {
      issue('registrationNumber', hungarianRegistrationNumberError(seller.registrationNumber));
    }
    if (seller.tin) {
      issue(
        'tin',
        tinError(seller.tin, seller.tinCountry, seller.sellerType, individual ? seller.birthDate : null),
      );
    }
    if (seller.vatNumber) issue('vatNumber', euVatNumberError(seller.vatNumber));
    if (seller.iban) issue('iban', ibanError(seller.iban));
  });
export type Dac7SellerBody = z.input<typeof dac7SellerBody>;

/** The fields of the form, in its order. */
export const DAC7_FIELDS = [
  'sellerType',
  'name',
  'country',
  'zipCode',
  'city',
  'street',
  'tin',
  'tinCountry',
  'birthDate',
  'vatNumber',
  'registrationNumber',
  'iban',
] as const satisfies readonly (keyof Dac7SellerBody)[];

/** The saved data as answers carry it (normalised: adószám with hyphens, IBAN and VAT number compact). */
export const dac7SellerSchema = z.object({
  sellerType: z.enum(DAC7_SELLER_TYPES),
  name: z.string(),
  country: z.string(),
  zipCode: z.string(),
  city: z.string(),
  street: z.string(),
  tin: z.string(),
  tinCountry: z.string(),
  birthDate: z.string(),
  vatNumber: z.string(),
  registrationNumber: z.string(),
  iban: z.string(),
});
export type Dac7Seller = z.infer<typeof dac7SellerSchema>;

/** Where an adviser stands with DAC7: their data, and the reminders and hold while it is missing. */
export const dac7StatusSchema = z.object({
  seller: dac7SellerSchema.nullable(),
  /** The data is given (and was valid when saved). */
  complete: z.boolean(),
  /** Has a priced offer or a paid consultation: the portal must report them. */
  reportable: z.boolean(),
  firstReminderAt: z.string().nullable(),
  secondReminderAt: z.string().nullable(),
  /** When priced offers are held (or will be, while the data is still missing): first reminder + 60 days. */
  holdFrom: z.string().nullable(),
  /** Priced offers are held now: they cannot be booked until the data is given. */
  held: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type Dac7Status = z.infer<typeof dac7StatusSchema>;

const yearField = z.coerce
  .number({ message: 'Az év szám legyen' })
  .int('Az év egész szám legyen')
  .min(DAC7_FIRST_YEAR, `Az év legalább ${DAC7_FIRST_YEAR} lehet`)
  .max(2100, 'Az év legfeljebb 2100 lehet');

export const DAC7_REPORT_FORMATS = ['csv', 'xml'] as const;
export type Dac7ReportFormat = (typeof DAC7_REPORT_FORMATS)[number];

export const dac7ReportQuery = z.object({
  year: yearField,
  format: z.enum(DAC7_REPORT_FORMATS, { message: 'A formátum csv vagy xml lehet' }),
});
export const dac7YearQuery = z.object({ year: yearField });

/** The year at a glance for the admin's panel. */
export const dac7YearSummarySchema = z.object({
  year: z.number(),
  /** Advisers with a consultation paid through the portal in the year. */
  sellers: z.number(),
  /** Of them, those whose DAC7 data is missing. */
  incomplete: z.number(),
  /** Of them, those who got their copy by mail. */
  copiesSent: z.number(),
});
export type Dac7YearSummary = z.infer<typeof dac7YearSummarySchema>;

export const dac7CopiesResultSchema = z.object({
  year: z.number(),
  /** Mailed now. */
  sent: z.number(),
  /** Got theirs before. */
  alreadySent: z.number(),
});

const tags = ['dac7'];

export const dac7Api = {
  get: endpoint({
    method: 'GET',
    path: '/api/tanacsadok/:id/dac7',
    tags,
    roles: ['tanacsado', 'admin'],
    summary: 'DAC7 adatok és állapot (a tanácsadó maga és adminisztrátor)',
    params: adviserIdParams,
    responses: { 200: dataAnswer(dac7StatusSchema) },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/tanacsadok/:id/dac7',
    tags,
    roles: ['tanacsado', 'admin'],
    summary: 'DAC7 adatok mentése (a formátumok ellenőrzésével)',
    params: adviserIdParams,
    body: dac7SellerBody,
    responses: { 200: savedAnswer(dac7StatusSchema) },
  }),
  summary: endpoint({
    method: 'GET',
    path: '/api/admin/dac7/summary',
    ...adminOnly,
    summary: 'DAC7: az év jelentendő tanácsadói (száma, hiányos adatok, kiküldött másolatok)',
    query: dac7YearQuery,
    responses: { 200: dataAnswer(dac7YearSummarySchema) },
  }),
  report: endpoint({
    method: 'GET',
    path: '/api/admin/dac7/report',
    ...adminOnly,
    summary: 'DAC7 éves jelentés letöltése (CSV vagy XML), negyedévenként',
    query: dac7ReportQuery,
    file: true,
    responses: {},
  }),
  sendCopies: endpoint({
    method: 'POST',
    path: '/api/admin/dac7/report/send-copies',
    ...adminOnly,
    summary: 'DAC7: minden jelentendő tanácsadó megkapja a saját adatait e-mailben (évente egyszer)',
    query: dac7YearQuery,
    responses: { 200: savedAnswer(dac7CopiesResultSchema) },
  }),
};
