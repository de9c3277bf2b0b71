import type { Adviser, BillingAddress, PublicAdviser, SeriesRule } from '@common/api/advisers';
import { BILLING_FIELDS, isBillingComplete } from '@common/api/advisers';

type BillingField = (typeof BILLING_FIELDS)[number];

import type { advisers, consultationTypes, users } from '../../db/schema';
import type { MediaRow } from '../media/media.presenter';
import type { MediaUrls } from '../media/media-urls';
import { presentType } from '../types/types.presenter';
import { isListed } from './listed';

export interface AdviserRecord {
  adviser: Omit<typeof advisers.$inferSelect, 'searchVector'>;
  user: Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'disabledAt'>;
  /** The types the adviser offers, each with the adviser's gross price (0: free). */
  topics: (Pick<typeof consultationTypes.$inferSelect, 'id' | 'name' | 'color' | 'durationMinutes'> & {
    priceHuf: number;
    /** The adviser's series rule of the type (absent on search cards, which do not need it). */
    series?: SeriesRule | null;
  })[];
  avatar: Pick<MediaRow, 'path' | 'thumbnailPath'> | null;
  /** The adviser's payout account takes card payments (priced consultations can be booked). */
  acceptsPayments: boolean;
}

/** What a public card shows: an AdviserRecord narrowed to it (the search index keeps these in memory). */
export interface PublicAdviserSource {
  adviser: Pick<
    AdviserRecord['adviser'],
    | 'id'
    | 'description'
    | 'workSchedule'
    | 'ratingAverageX100'
    | 'reviewCount'
    | 'active'
    | 'expirationDate'
    | 'createdAt'
    | 'nextFreeSlotAt'
    | 'searchEngineIndexing'
    | 'cancelDeadlineHours'
  >;
  user: Pick<AdviserRecord['user'], 'id' | 'name' | 'disabledAt'>;
  topics: AdviserRecord['topics'];
  avatar: AdviserRecord['avatar'];
  acceptsPayments: AdviserRecord['acceptsPayments'];
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * An adviser as anyone may see it: no e-mail, billing data or internal state. Image URLs are absolute
 * (SPEC §7); a hidden adviser's (shown only to themself and admins) are signed, not public.
 */
export function presentPublicAdviser(record: PublicAdviserSource, urls: MediaUrls, now: Date): PublicAdviser {
  const { adviser, user, topics, avatar } = record;
  const image = (key: string) => urls.image(key, isListed(record, now), { absolute: true });
  return {
    _id: adviser.id,
    id: adviser.id,
    userId: user.id,
    user: { _id: user.id, id: user.id, name: user.name },
    name: user.name,
    description: adviser.description,
    workSchedule: adviser.workSchedule,
    consultingTopics: topics.map((topic) => ({
      ...presentType(topic),
      priceHuf: topic.priceHuf,
      series: topic.series ?? null,
    })),
    consultingAreas: topics.map((t) => ({ name: t.name, color: t.color })),
    avatar: avatar ? image(avatar.path) : null,
    avatarThumbnail: avatar?.thumbnailPath ? image(avatar.thumbnailPath) : null,
    // No reviews yet means a rating of 0, not an average of nothing (SPEC.md §3).
    rating: adviser.reviewCount > 0 ? adviser.ratingAverageX100 / 100 : 0,
    reviewCount: adviser.reviewCount,
    active: adviser.active,
    expirationDate: iso(adviser.expirationDate),
    expired: adviser.expirationDate !== null && adviser.expirationDate <= now,
    createdAt: adviser.createdAt.toISOString(),
    nextFreeSlot: iso(adviser.nextFreeSlotAt),
    indexable: adviser.searchEngineIndexing,
    cancelDeadlineHours: adviser.cancelDeadlineHours,
    acceptsPayments: record.acceptsPayments,
  };
}

/** One adviser of the autocomplete list (only visible advisers are suggested, so images are public). */
export function presentAdviserSuggestion(record: PublicAdviserSource, urls: MediaUrls) {
  const thumbnail = record.avatar?.thumbnailPath ?? record.avatar?.path;
  return {
    id: record.adviser.id,
    name: record.user.name,
    avatarThumbnail: thumbnail ? urls.image(thumbnail, true, { absolute: true }) : null,
    areas: record.topics.map((t) => t.name),
  };
}

/** The seven billing fields of an adviser or asker row, empty strings for what is missing. */
export function billingOf(row: Record<BillingField, string | null>): BillingAddress {
  return Object.fromEntries(BILLING_FIELDS.map((field) => [field, row[field] ?? ''])) as BillingAddress;
}

/** What the adviser themself and admins see. */
export function presentAdviser(record: AdviserRecord, urls: MediaUrls, now: Date): Adviser {
  const { adviser, user } = record;
  const billingAddress = billingOf(adviser);
  return {
    ...presentPublicAdviser(record, urls, now),
    user: { _id: user.id, id: user.id, name: user.name, email: user.email },
    billingAddress,
    billingComplete: isBillingComplete(billingAddress),
    activationRequest: adviser.activationRequest,
    activationRequestDate: iso(adviser.activationRequestDate),
    minNoticeHours: adviser.minNoticeHours,
    bufferMinutes: adviser.bufferMinutes,
    bufferBeforeMinutes: adviser.bufferBeforeMinutes,
    maxAdvanceDays: adviser.maxAdvanceDays,
  };
}
