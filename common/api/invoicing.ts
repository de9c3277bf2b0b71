import { z } from 'zod';
import { INVOICING_PROVIDERS, NAV_STATUSES, VAT_RATES } from '../constants';
import { endpoint } from '../contract';
import { dataAnswer, okAnswer, uuidParams } from './answers';

/**
 * Invoices issued through the adviser's own invoicing service (issue 39): the adviser picks manual
 * upload, Billingo, Számlázz.hu or (with test payments) the demo in "Számlázási adatok → Számlázás".
 * The key is write-only: answers say only whether one is saved and its last four characters.
 */

export const invoicingAccountSchema = z.object({
  provider: z.enum(INVOICING_PROVIDERS),
  /** "…1234" of the saved key; null: none saved. */
  secretHint: z.string().nullable(),
  block: z.string().nullable(),
  vatRate: z.enum(VAT_RATES),
  /** When the connection check last passed (ISO). */
  checkedAt: z.string().nullable(),
  /** What this server lets advisers choose (the demo only with test payments). */
  providers: z.array(z.enum(INVOICING_PROVIDERS)),
});
export type InvoicingAccount = z.infer<typeof invoicingAccountSchema>;

export const invoicingAccountInputSchema = z
  .object({
    provider: z.enum(INVOICING_PROVIDERS, { message: 'Válasszon számlázási módot' }),
    /** Empty: keep the saved key. */
    secret: z.string().trim().max(200, 'Legfeljebb 200 karakter').optional().nullable(),
    block: z
      .string()
      .trim()
      .max(50, 'Legfeljebb 50 karakter')
      .nullable()
      .optional()
      .transform((value) => value || null),
    vatRate: z.enum(VAT_RATES, { message: 'Válassza ki az áfa szerinti besorolást' }),
  })
  .superRefine((input, ctx) => {
    if (input.provider === 'billingo' && input.block && !/^\d{1,12}$/.test(input.block))
      ctx.addIssue({ code: 'custom', path: ['block'], message: 'A számlatömb azonosítója egy szám' });
    if (input.provider === 'szamlazz' && input.block && !/^[A-Za-z0-9]{1,8}$/.test(input.block))
      ctx.addIssue({ code: 'custom', path: ['block'], message: 'Az előtag legfeljebb 8 betű vagy szám' });
  });
export type InvoicingAccountInput = z.input<typeof invoicingAccountInputSchema>;

/** The state of an invoice the portal issues, as the adviser's and the asker's screens show it. */
export const issuedInvoiceSchema = z.object({
  id: z.string(),
  provider: z.enum(['billingo', 'szamlazz', 'demo']),
  status: z.enum(['pending', 'issued', 'failed']),
  number: z.string().nullable(),
  /** The PDF can be downloaded (GET /api/invoices/:id/pdf). */
  pdfAvailable: z.boolean(),
  navStatus: z.enum(NAV_STATUSES).nullable(),
  navMessage: z.string().nullable(),
  /** Why the last attempt failed (Hungarian, never a key). */
  lastError: z.string().nullable(),
  issuedAt: z.string().nullable(),
});
export type IssuedInvoice = z.infer<typeof issuedInvoiceSchema>;

const tags = ['szamlazas'];
const invoiceParams = uuidParams('Érvénytelen számla azonosító');

export const invoicingApi = {
  account: endpoint({
    method: 'GET',
    path: '/api/invoicing/account',
    tags,
    roles: ['tanacsado'],
    summary: 'A saját számlázási kapcsolatom (a kulcs sosem jön vissza)',
    responses: { 200: dataAnswer(invoicingAccountSchema) },
  }),
  saveAccount: endpoint({
    method: 'PUT',
    path: '/api/invoicing/account',
    tags,
    roles: ['tanacsado'],
    summary: 'Számlázási kapcsolat mentése (a kulcsot előbb kipróbálja)',
    body: invoicingAccountInputSchema,
    responses: { 200: dataAnswer(invoicingAccountSchema) },
  }),
  checkAccount: endpoint({
    method: 'POST',
    path: '/api/invoicing/account/check',
    tags,
    roles: ['tanacsado'],
    summary: 'Kapcsolat ellenőrzése mentés nélkül',
    body: invoicingAccountInputSchema,
    responses: { 200: okAnswer },
  }),
  retry: endpoint({
    method: 'POST',
    path: '/api/invoices/:id/retry',
    tags,
    roles: ['tanacsado', 'admin'],
    summary: 'Sikertelen számla újrapróbálása',
    params: invoiceParams,
    responses: { 200: okAnswer },
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/api/invoices/:id/pdf',
    tags,
    summary: 'Kiállított számla (vagy sztornó) letöltése (PDF)',
    params: invoiceParams,
    file: true,
    responses: {},
  }),
};
