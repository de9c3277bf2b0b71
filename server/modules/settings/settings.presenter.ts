import type { PlatformSettings, PublicSettings } from '@common/api/settings';
import { editableSettings, type PlatformSettingsRow } from './settings.service';

export function presentSettings(row: PlatformSettingsRow): PlatformSettings {
  return { ...editableSettings(row), updatedAt: row.updatedAt.toISOString() };
}

export function presentPublicSettings(row: PlatformSettingsRow): PublicSettings {
  return { maintenanceBanner: row.maintenanceBanner, contactEmail: row.contactEmail };
}
