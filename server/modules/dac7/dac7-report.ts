import { DAC7_SELLER_TYPE_LABELS } from '@common/api/dac7';
import { formatDate, formatPrice } from '@common/format';
import { COUNTRY_NAMES, type CountryCode } from '@common/tax-ids';
import type { dac7Sellers } from '../../db/schema';

/**
 * The yearly DAC7 report (issue 39) as files: a CSV for the admin's spreadsheet and an XML modelled on
 * the main elements of the DPI XML that NAV takes (ReportableSeller → Identity → Individual/EntitySeller,
 * RelevantActivities → PersonalServices → Consideration, NumberOfActivities, Fees per quarter). Pure: the
 * service reads the rows (dac7.service.ts `yearRows`).
 */

export type Dac7SellerRow = typeof dac7Sellers.$inferSelect;

/** One quarter of a seller's year (Europe/Budapest, by the day the payment was made). */
export interface QuarterFigures {
  /** Paid minus refunded, whole forints. */
  considerationHuf: number;
  /** Paid consultations not refunded in full. */
  activities: number;
  /** The platform's fee kept (what went back with refunds not counted). */
  feesHuf: number;
}

export interface Dac7ReportRow {
  adviserId: string;
  /** The account's name and e-mail (who to ask when the DAC7 data is missing). */
  accountName: string;
  email: string;
  seller: Dac7SellerRow | null;
  quarters: [QuarterFigures, QuarterFigures, QuarterFigures, QuarterFigures];
}

export interface PlatformOperatorInfo {
  companyName: string;
  taxNumber: string;
  registrationNumber: string;
  seat: string;
}

export const QUARTER_LABELS = ['I.', 'II.', 'III.', 'IV.'] as const;

export function yearTotals(row: Pick<Dac7ReportRow, 'quarters'>): QuarterFigures {
  return row.quarters.reduce(
    (sum, q) => ({
      considerationHuf: sum.considerationHuf + q.considerationHuf,
      activities: sum.activities + q.activities,
      feesHuf: sum.feesHuf + q.feesHuf,
    }),
    { considerationHuf: 0, activities: 0, feesHuf: 0 },
  );
}

export const countryName = (code: string) => COUNTRY_NAMES[code as CountryCode] ?? code;

/** 'HU42 1177 3016 …': an IBAN in groups of four, as printed. */
export const groupedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

// ---------------------------------------------------------------------------------------------- CSV

/** Hungarian Excel reads `;` as the separator and needs the BOM to take the file as UTF-8. */
const BOM = '\uFEFF';
const SEPARATOR = ';';

/**
 * One CSV cell: quoted when it holds the separator, a quote or a line break; a text that a spreadsheet
 * would take for a formula (= + - @ at the start) gets a leading apostrophe.
 */
function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const CSV_HEADER = [
  'Tanácsadó azonosító',
  'Fiók neve',
  'E-mail cím',
  'DAC7 adatok',
  'Típus',
  'Név',
  'Ország',
  'Irányítószám',
  'Település',
  'Cím',
  'Adóazonosító szám (TIN)',
  'TIN-t kiadó ország',
  'Születési dátum',
  'Közösségi adószám',
  'Cégjegyzékszám',
  'IBAN',
  ...QUARTER_LABELS.flatMap((q) => [
    `${q} negyedév ellenérték (Ft)`,
    `${q} negyedév tevékenységek száma`,
    `${q} negyedév levont díjak (Ft)`,
  ]),
  'Éves ellenérték (Ft)',
  'Éves tevékenységek száma',
  'Éves levont díjak (Ft)',
];

export function renderCsv(rows: Dac7ReportRow[]): string {
  const lines = [CSV_HEADER.map(cell).join(SEPARATOR)];
  for (const row of rows) {
    const s = row.seller;
    const total = yearTotals(row);
    lines.push(
      [
        row.adviserId,
        row.accountName,
        row.email,
        s ? 'teljes' : 'hiányzik',
        s ? DAC7_SELLER_TYPE_LABELS[s.sellerType] : '',
        s?.name,
        s ? countryName(s.country) : '',
        s?.zipCode,
        s?.city,
        s?.street,
        s?.tin,
        s ? countryName(s.tinCountry) : '',
        s?.birthDate ?? '',
        s?.vatNumber ?? '',
        s?.registrationNumber ?? '',
        s?.iban,
        ...row.quarters.flatMap((q) => [q.considerationHuf, q.activities, q.feesHuf]),
        total.considerationHuf,
        total.activities,
        total.feesHuf,
      ]
        .map(cell)
        .join(SEPARATOR),
    );
  }
  // CRLF: what spreadsheets expect of CSV (RFC 4180).
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------- XML

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** `<dpi:name attrs>text</dpi:name>`, or nothing when there is no text. */
function el(name: string, value: string | number | null | undefined, attributes = ''): string {
  if (value === null || value === undefined || value === '') return '';
  return `<dpi:${name}${attributes}>${escapeXml(String(value))}</dpi:${name}>`;
}

function wrap(name: string, ...children: string[]): string {
  const inner = children.filter(Boolean).join('');
  return inner ? `<dpi:${name}>${inner}</dpi:${name}>` : '';
}

function addressXml(s: Dac7SellerRow): string {
  return wrap(
    'Address',
    el('CountryCode', s.country),
    wrap('AddressFix', el('Street', s.street), el('PostCode', s.zipCode), el('City', s.city)),
  );
}

function identityXml(s: Dac7SellerRow): string {
  const tin = el('TIN', s.tin, ` issuedBy="${escapeXml(s.tinCountry)}"`);
  const financial = wrap('FinancialIdentifier', el('Identifier', s.iban, ' AccountNumberType="IBAN"'));
  if (s.sellerType === 'individual') {
    return wrap(
      'IndividualSeller',
      wrap(
        'Standard',
        wrap(
          'IndSellerID',
          el('ResCountryCode', s.country),
          tin,
          el('VAT', s.vatNumber),
          el('Name', s.name),
          addressXml(s),
          wrap('BirthInfo', el('BirthDate', s.birthDate)),
        ),
        financial,
      ),
    );
  }
  return wrap(
    'EntitySeller',
    wrap(
      'Standard',
      wrap(
        'EntSellerID',
        el('ResCountryCode', s.country),
        tin,
        el('IN', s.registrationNumber, ` issuedBy="${escapeXml(s.country)}" INType="BRN"`),
        el('VAT', s.vatNumber),
        el('Name', s.name),
        addressXml(s),
      ),
      financial,
    ),
  );
}

function activitiesXml(row: Dac7ReportRow): string {
  const perQuarter = (name: string, prefix: string, pick: (q: QuarterFigures) => number, money: boolean) =>
    wrap(
      name,
      ...row.quarters.map((q, i) => {
        const tag = `${prefix}Q${i + 1}`;
        return `<dpi:${tag}${money ? ' currCode="HUF"' : ''}>${pick(q)}</dpi:${tag}>`;
      }),
    );
  return wrap(
    'RelevantActivities',
    wrap(
      'PersonalServices',
      perQuarter('Consideration', 'Cons', (q) => q.considerationHuf, true),
      perQuarter('NumberOfActivities', 'Numb', (q) => q.activities, false),
      perQuarter('Fees', 'Fees', (q) => q.feesHuf, true),
    ),
  );
}

export function renderXml(
  rows: Dac7ReportRow[],
  options: { year: number; operator: PlatformOperatorInfo; createdAt: Date },
): string {
  const { year, operator } = options;
  const sellers = rows.map((row) => {
    // A seller whose data is missing is listed with the account's name (not a DPI element, on purpose:
    // such a file cannot be sent as it is), so the admin sees the gap.
    const identity = row.seller
      ? identityXml(row.seller)
      : `${el('MissingData', 'true')}${el('AccountName', row.accountName)}`;
    return `<dpi:ReportableSeller><dpi:Identity>${identity}</dpi:Identity>${activitiesXml(row)}${el('DocRefId', `${year}-${row.adviserId}`)}</dpi:ReportableSeller>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<dpi:DPI_OECD xmlns:dpi="urn:oecd:ties:dpi:v1" version="1.0">',
    wrap(
      'MessageSpec',
      el('TransmittingCountry', 'HU'),
      el('ReceivingCountry', 'HU'),
      el('MessageType', 'DPI'),
      el('MessageTypeIndic', 'DPI401'),
      el('ReportingPeriod', `${year}-12-31`),
      el('Timestamp', options.createdAt.toISOString()),
    ),
    '<dpi:DPIBody>',
    wrap(
      'PlatformOperator',
      el('ResCountryCode', 'HU'),
      el('TIN', operator.taxNumber, ' issuedBy="HU"'),
      el('IN', operator.registrationNumber, ' issuedBy="HU" INType="BRN"'),
      el('Name', operator.companyName),
      el('Address', operator.seat),
    ),
    ...sellers,
    '</dpi:DPIBody>',
    '</dpi:DPI_OECD>',
    '',
  ].join('\n');
}

// --------------------------------------------------------------------------------------------- mail

/** The adviser's own row as lines of their copy mail (issue 39: each seller is told what is reported). */
export function copyLines(row: Dac7ReportRow): string[] {
  const s = row.seller;
  const identity = s
    ? [
        `Típus: ${DAC7_SELLER_TYPE_LABELS[s.sellerType]}`,
        `Név: ${s.name}`,
        `Cím: ${s.zipCode} ${s.city}, ${s.street} (${countryName(s.country)})`,
        `Adóazonosító szám: ${s.tin} (kiadta: ${countryName(s.tinCountry)})`,
        ...(s.birthDate ? [`Születési dátum: ${formatDate(s.birthDate)}`] : []),
        ...(s.vatNumber ? [`Közösségi adószám: ${s.vatNumber}`] : []),
        ...(s.registrationNumber ? [`Cégjegyzékszám: ${s.registrationNumber}`] : []),
        `Bankszámla (IBAN): ${groupedIban(s.iban)}`,
      ]
    : [
        'DAC7 adatai hiányoznak: a jelentésben csak a fiókja neve szerepel. Kérjük, adja meg őket a Számlázási adatok oldalon.',
      ];
  const figures = (q: QuarterFigures) =>
    `ellenérték ${formatPrice(q.considerationHuf)}, ${q.activities} tanácsadás, levont díj ${formatPrice(q.feesHuf)}`;
  return [
    ...identity,
    ...row.quarters.map((q, i) => `${QUARTER_LABELS[i]} negyedév: ${figures(q)}`),
    `Egész év: ${figures(yearTotals(row))}`,
  ];
}
