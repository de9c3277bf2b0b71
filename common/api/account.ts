import { z } from 'zod';
import { endpoint } from '../contract';
import { dataAnswer } from './answers';

/** Self-service data rights (issue 18): the data export and the account deletion with a grace period. */

/** Days between asking for the deletion and the erasure; logging in within them cancels it. */
export const ACCOUNT_DELETION_GRACE_DAYS = 7;
/** Hours a data export's download link works. */
export const DATA_EXPORT_VALID_HOURS = 24;

export const dataExportSchema = z.object({
  status: z.enum(['none', 'pending', 'ready', 'failed']),
  createdAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const accountDeletionBody = z.object({
  password: z.string().min(1, 'Adja meg a jelszavát').max(200),
});

export const accountDeletionSchema = z.object({
  /** When the account will be erased (ISO). */
  scheduledFor: z.string(),
});

/** Whether (and when) a login lately cancelled the caller's deletion request. */
export const deletionStatusSchema = z.object({ cancelledAt: z.string().nullable() });
export type DeletionStatus = z.infer<typeof deletionStatusSchema>;

/** The download link's last segment: the 256-bit token (base64url) and `.zip`. */
export const exportFileParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.zip$/, 'Érvénytelen letöltési link'),
});

/** The browser's IANA time zone, or null for Budapest time only. */
export const timeZoneBody = z.object({
  timeZone: z
    .string()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('hu-HU', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'Ismeretlen időzóna')
    .nullable(),
});

const tags = ['fiok'];

/**
 * The user's data rights (issue 18), for every role: the data export (made in the background, its link
 * mailed) and the account deletion after ACCOUNT_DELETION_GRACE_DAYS, which a login before then cancels.
 */
export const accountApi = {
  exportStatus: endpoint({
    method: 'GET',
    path: '/api/account/export',
    tags,
    summary: 'Az adatexport állapota',
    responses: { 200: dataAnswer(dataExportSchema) },
  }),
  requestExport: endpoint({
    method: 'POST',
    path: '/api/account/export',
    tags,
    summary: 'Adataim letöltése: az adatcsomag elkészül, a letöltési linket e-mailben küldjük',
    responses: { 202: dataAnswer(dataExportSchema) },
  }),
  /** Without a session: the token in the path is the credential (24 hours); the mail's link opens it. */
  downloadExport: endpoint({
    method: 'GET',
    path: '/api/account/export/:file',
    tags,
    summary: 'Az adatcsomag letöltése (ZIP) a levélben kapott titkos linkkel',
    params: exportFileParams,
    file: true,
    responses: {},
  }),
  requestDeletion: endpoint({
    method: 'POST',
    path: '/api/account/delete',
    tags,
    summary: 'Fiók törlése (7 nap múlva; addig egy bejelentkezés visszavonja)',
    body: accountDeletionBody,
    responses: { 200: dataAnswer(accountDeletionSchema) },
  }),
  deletionStatus: endpoint({
    method: 'GET',
    path: '/api/account/deletion',
    tags,
    summary: 'Visszavont fióktörlés (a legutóbbi, bejelentkezéssel visszavont kérelem ideje)',
    responses: { 200: dataAnswer(deletionStatusSchema) },
  }),
};
