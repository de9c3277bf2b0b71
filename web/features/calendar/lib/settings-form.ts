import { type BookingSettings, bookingSettingsBody } from '@common/api/schedule';

export type SettingsDraft = Record<keyof BookingSettings, number | string>;
export type SettingsErrors = Partial<Record<keyof BookingSettings, string>>;

const WHOLE_NUMBER = 'Adjon meg egy egész számot.';

/** The body of PUT …/settings from the form (NumberInput gives '' for an empty field), or the errors. */
export function validateSettings(
  draft: SettingsDraft,
): { ok: true; body: BookingSettings } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const values: Partial<Record<keyof BookingSettings, number>> = {};
  for (const key of ['minNoticeHours', 'bufferMinutes', 'maxAdvanceDays'] as const) {
    const raw = draft[key];
    const value = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
    if (!Number.isInteger(value)) errors[key] = WHOLE_NUMBER;
    else values[key] = value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = bookingSettingsBody.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof BookingSettings;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
