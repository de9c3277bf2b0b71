import { type BookingSettings, bookingSettingsBody } from '@common/api/schedule';

/** Every field of the form: the adviser's answer always carries the optional ones too. */
export type BookingSettingsValues = Required<BookingSettings>;
export type SettingsDraft = Record<keyof BookingSettingsValues, number | string>;
export type SettingsErrors = Partial<Record<keyof BookingSettingsValues, string>>;

export const SETTINGS_KEYS = [
  'minNoticeHours',
  'bufferBeforeMinutes',
  'bufferMinutes',
  'maxAdvanceDays',
  'cancelDeadlineHours',
] as const;

const WHOLE_NUMBER = 'Adjon meg egy egész számot.';

/** The body of PUT …/settings from the form (NumberInput gives '' for an empty field), or the errors. */
export function validateSettings(
  draft: SettingsDraft,
): { ok: true; body: BookingSettingsValues } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const values: Partial<Record<keyof BookingSettingsValues, number>> = {};
  for (const key of SETTINGS_KEYS) {
    const raw = draft[key];
    const value = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
    if (!Number.isInteger(value)) errors[key] = WHOLE_NUMBER;
    else values[key] = value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = bookingSettingsBody.required().safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof BookingSettingsValues;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
