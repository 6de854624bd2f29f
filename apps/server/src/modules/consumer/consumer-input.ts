/** The consumer area's input rules, applied with packages/domain; each 400 names its field. */
import {
  MISSING_NAME,
  defaultSubscriptions,
  normaliseNotes,
  notificationFrequencyOrDefault,
  validateRating,
  validateSavedName,
  type NotificationFrequency,
  type SavedSearchSubscriptions,
} from '@hearth/domain';
import type { SubscriptionsJson } from '../../db/schema';
import { badRequest, notFound } from '../../errors';

export function checkedName(name: string): string {
  const result = validateSavedName(name);
  if (!result.ok) throw badRequest('missing_name', MISSING_NAME, 'name');
  return result.value;
}

/** Notes as stored: undefined leaves them, blank clears them (null). */
export function checkedNotes(notes: string | null | undefined): string | null | undefined {
  if (notes === undefined) return undefined;
  const result = normaliseNotes(notes);
  if (!result.ok) throw badRequest('invalid_notes', result.error, 'notes');
  return result.value;
}

export function checkedRating(rating: number | null | undefined): number | null | undefined {
  if (rating === undefined || rating === null) return rating;
  const result = validateRating(rating);
  if (!result.ok) throw badRequest('invalid_rating', result.error, 'rating');
  return result.value;
}

/** An empty frequency falls back to never (§5). */
export function checkedFrequency(value: string | null): NotificationFrequency {
  return notificationFrequencyOrDefault(value);
}

/** The subscriptions with the person's changes; when each last ran is kept. */
export function mergedSubscriptions(
  current: SavedSearchSubscriptions | undefined,
  change: { openHouses?: { enabled: boolean }; virtualTour?: { enabled: boolean } } | undefined,
): SubscriptionsJson {
  const base = current ?? defaultSubscriptions();
  return {
    openHouses: { ...base.openHouses, ...change?.openHouses },
    virtualTour: { ...base.virtualTour, ...change?.virtualTour },
  };
}

const NOT_FOUND_TEXT = {
  saved_search: 'This saved search does not exist.',
  saved_listing_group: 'This listing group does not exist.',
  saved_listing: 'This saved listing does not exist.',
  listing: 'This listing does not exist.',
} as const;

/** Another person's object answers the same 404 as one that does not exist. */
export function notFoundFor(kind: keyof typeof NOT_FOUND_TEXT) {
  return notFound(`${kind}_not_found`, NOT_FOUND_TEXT[kind]);
}
