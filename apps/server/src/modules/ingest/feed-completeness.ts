/**
 * No silent loss: the keys a feed holds per resource against those Hearth stored. A run compares
 * them after every full run and at each reconciliation, fetches the missing records by key, and
 * reports any that are still missing (the run's summary, `/readyz`, the association console).
 * Listings whose status says they are gone are not expected to be stored (they are removed); an
 * open house or a photo is expected once its listing is stored (feed-completeness.repository.ts),
 * and a photo only when its category says it is one (other media are not kept).
 */
import type { FeedResource } from '@hearth/contracts';
import { KEY_FIELDS } from './feed-queries';
import { isGoneListing, LookupReader } from './property-mapping';
import { text, type ResoRecord } from './reso-values';

/** The resources whose every record is stored under its key, and so can be checked by key. */
export const CHECKED_RESOURCES: readonly FeedResource[] = [
  'Office',
  'Member',
  'Property',
  'OpenHouse',
  'Media',
];

/** The field naming the listing an open house or a photo belongs to. */
export const PARENT_FIELDS: Partial<Record<FeedResource, string>> = {
  OpenHouse: 'ListingKey',
  Media: 'ResourceRecordKey',
};

/** The fields read beside a resource's key: enough to know whether it should be stored. */
export function checkFields(resource: FeedResource): string[] {
  switch (resource) {
    case 'Property':
      return ['StandardStatus'];
    case 'OpenHouse':
      return ['ListingKey'];
    case 'Media':
      return ['ResourceRecordKey', 'MediaCategory'];
    default:
      return [];
  }
}

/** Media categories that are photos (as photosOf in property-mapping.ts keeps them). */
const PHOTO_CATEGORIES = new Set(['photo', 'photos', 'image', 'images']);

/**
 * The records a feed holds that Hearth should hold too, by key (and, for open houses and photos,
 * the listing each belongs to: expected only once that listing is stored).
 */
export function expectedRecords(
  resource: FeedResource,
  records: readonly ResoRecord[],
): { key: string; parent: string | null }[] {
  const keyField = KEY_FIELDS[resource];
  const parentField = PARENT_FIELDS[resource];
  // Whether mapProperty would delete the listing, without mapping every field of every record.
  const lookups = new LookupReader();
  return records
    .filter((record) => {
      if (resource === 'Property') {
        return text(record.ListingKey, 255) === null || !isGoneListing(record, lookups);
      }
      if (resource === 'Media') {
        const category = text(record.MediaCategory)?.toLowerCase() ?? 'photo';
        return PHOTO_CATEGORIES.has(category) && text(record.ResourceRecordKey) !== null;
      }
      if (resource === 'OpenHouse') return text(record.ListingKey) !== null;
      return true;
    })
    .map((record) => ({
      key: record[keyField] as string,
      parent: parentField ? (text(record[parentField], 255) ?? null) : null,
    }));
}
