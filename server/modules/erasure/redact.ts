import { BILLING_FIELDS } from '@common/api/advisers';
import { ERASED_USER_NAME } from '@common/constants';
import { escapeIcsText } from '../mail/ics';

/** The pseudonymous address of an erased account: unique (the column is), never deliverable (.invalid). */
export const erasedEmail = (userId: string) => `torolt-${userId}@torolt.invalid`;

/**
 * Keys of audit snapshots that hold a person's own words or data. In an entry about the erased user (or
 * their appointments, reviews, adviser or asker row) their values are cleared, whatever they say.
 */
export const PERSONAL_AUDIT_KEYS = new Set([
  'name',
  'email',
  'reason',
  'hiddenReason',
  'description',
  'notes',
  'text',
  'reply',
  'billingAddress',
  'billingName',
  ...BILLING_FIELDS,
]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface Identity {
  userId: string;
  name: string;
  email: string;
}

/**
 * Replaces the erased person's name and e-mail address in a text (also as written into HTML and calendar
 * files) with the pseudonyms, case-insensitively.
 */
export function redactor(identity: Identity): (text: string) => string {
  const replacements: [string, string][] = [[identity.email, erasedEmail(identity.userId)]];
  // An already erased account carries the pseudonym itself: there is nothing to replace.
  if (identity.name !== ERASED_USER_NAME && identity.name.trim().length > 0) {
    for (const form of new Set([identity.name, escapeHtml(identity.name), escapeIcsText(identity.name)])) {
      replacements.push([form, ERASED_USER_NAME]);
    }
  }
  const patterns = replacements
    .filter(([from]) => from.length > 0)
    .map(([from, to]) => [new RegExp(escapeRegExp(from), 'giu'), to] as const);
  return (text) => patterns.reduce((result, [pattern, to]) => result.replace(pattern, to), text);
}

/** A JSON value with every string redacted; with `clearPersonal`, the personal keys' values become null. */
export function redactJson(
  value: unknown,
  redact: (text: string) => string,
  clearPersonal: boolean,
): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactJson(item, redact, clearPersonal));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        clearPersonal && PERSONAL_AUDIT_KEYS.has(key) && item !== null
          ? null
          : redactJson(item, redact, clearPersonal),
      ]),
    );
  }
  return value;
}
