import { OPERATOR_FIELD_KEYS, type OperatorDetails, type platformSettingsBody } from '@common/api/settings';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { platformSettings } from '../../db/schema';
import { recordAudit } from '../audit/audit';
import type { ActiveSession } from '../auth/sessions';

export type PlatformSettingsRow = typeof platformSettings.$inferSelect;

/** The values the migration starts with; used only if the single row is missing (it never should be). */
const FALLBACK: Omit<PlatformSettingsRow, 'updatedAt'> = {
  id: 1,
  reminderOffsetsMinutes: [1440, 60],
  defaultMinNoticeHours: 24,
  defaultBufferMinutes: 0,
  defaultMaxAdvanceDays: 60,
  defaultCancelDeadlineHours: 24,
  contactEmail: '',
  maintenanceBanner: '',
  operator: {},
  platformFeePercent: 0,
};

/** The one settings row (id = 1, created by migration 0009). */
export async function loadSettings(db: Database): Promise<PlatformSettingsRow> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  return row ?? { ...FALLBACK, updatedAt: new Date(0) };
}

/** The reminder offsets in minutes, largest first. */
export async function reminderOffsets(db: Database): Promise<number[]> {
  const { reminderOffsetsMinutes } = await loadSettings(db);
  const valid = reminderOffsetsMinutes.filter((value) => Number.isInteger(value) && value > 0);
  return [...new Set(valid.length > 0 ? valid : FALLBACK.reminderOffsetsMinutes)].sort((a, b) => b - a);
}

/** The booking settings a new adviser starts with (advisers columns), read inside the creating transaction. */
export async function defaultBookingSettings(db: Database) {
  const settings = await loadSettings(db);
  return {
    minNoticeHours: settings.defaultMinNoticeHours,
    bufferMinutes: settings.defaultBufferMinutes,
    maxAdvanceDays: settings.defaultMaxAdvanceDays,
    cancelDeadlineHours: settings.defaultCancelDeadlineHours,
  };
}

/** What an admin edits on the settings screen (the audit log's before and after, the presented JSON). */
export const editableSettings = (row: PlatformSettingsRow) => ({
  reminderOffsetsMinutes: row.reminderOffsetsMinutes,
  defaultMinNoticeHours: row.defaultMinNoticeHours,
  defaultBufferMinutes: row.defaultBufferMinutes,
  defaultMaxAdvanceDays: row.defaultMaxAdvanceDays,
  defaultCancelDeadlineHours: row.defaultCancelDeadlineHours,
  contactEmail: row.contactEmail,
  maintenanceBanner: row.maintenanceBanner,
  platformFeePercent: row.platformFeePercent,
  operator: operatorDetails(row),
});

/** The operator's data of the row, every field present (a key missing from the stored JSON reads as ''). */
export function operatorDetails(row: Pick<PlatformSettingsRow, 'operator'>): OperatorDetails {
  const stored = row.operator ?? {};
  return Object.fromEntries(
    OPERATOR_FIELD_KEYS.map((key) => [key, typeof stored[key] === 'string' ? stored[key] : '']),
  ) as OperatorDetails;
}

/** Replaces the platform settings; the change is audited (before/after) in the same transaction. */
export async function updateSettings(
  db: Database,
  auth: ActiveSession,
  values: z.output<typeof platformSettingsBody>,
  ip?: string,
) {
  return db.transaction(async (tx) => {
    // The row lock makes two admins' saves apply one after the other, each audited against the right "before".
    const [before] = await tx.select().from(platformSettings).where(eq(platformSettings.id, 1)).for('update');
    const [after] = before
      ? await tx.update(platformSettings).set(values).where(eq(platformSettings.id, 1)).returning()
      : await tx
          .insert(platformSettings)
          .values({ id: 1, ...values })
          .returning();
    if (!after) throw new Error('platform settings write returned nothing');
    await recordAudit(tx, {
      actorUserId: auth.user.id,
      action: 'settings.update',
      entityType: 'platform_settings',
      entityId: '1',
      before: before ? editableSettings(before) : null,
      after: editableSettings(after),
      ip,
    });
    return after;
  });
}
