import type { PlatformSettings, PublicSettings } from '@common/api/settings';
import { operatorDetails, type PlatformSettingsRow } from './settings.service';

export function presentSettings(row: PlatformSettingsRow): PlatformSettings {
  return {
    reminderOffsetsMinutes: row.reminderOffsetsMinutes,
    defaultMinNoticeHours: row.defaultMinNoticeHours,
    defaultBufferMinutes: row.defaultBufferMinutes,
    defaultMaxAdvanceDays: row.defaultMaxAdvanceDays,
    defaultCancelDeadlineHours: row.defaultCancelDeadlineHours,
    contactEmail: row.contactEmail,
    maintenanceBanner: row.maintenanceBanner,
    operator: operatorDetails(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentPublicSettings(row: PlatformSettingsRow): PublicSettings {
  return { maintenanceBanner: row.maintenanceBanner, contactEmail: row.contactEmail };
}
