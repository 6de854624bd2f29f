import type { ListingMediaTable, PropertyType } from '../db/schema';
import { demoPhotoCaption } from '../modules/media/demo-photo-scenes';
import type { SeedRow } from './bulk-insert';
import { ATTACHED_SUB_TYPES } from './listing-facts';
import type { Random } from './random';

/** The picture style of a listing's demo photos, encoded in the photo's name. */
export type MediaKind = 'house' | 'condo' | 'multi' | 'commercial' | 'farm' | 'land';

export function mediaKind(type: PropertyType, subType: string): MediaKind {
  if (type === 'RINC') return 'multi';
  if (type === 'COMS' || type === 'COML') return 'commercial';
  if (type === 'FARM') return 'farm';
  if (type === 'LAND') return 'land';
  return ATTACHED_SUB_TYPES.has(subType) || subType === 'Townhouse' ? 'condo' : 'house';
}

/**
 * Photos named `<kind>-<listing id>-<position>.jpg`, served by the demo media route, which draws
 * the room or the outside that each position's caption names.
 */
export function listingMedia(
  random: Random,
  ids: { media: number },
  listingId: number,
  kind: MediaKind,
  count: number,
): SeedRow<ListingMediaTable>[] {
  return Array.from({ length: count }, (_, index) => ({
    id: ids.media++,
    listing_id: listingId,
    position: index + 1,
    media_url: `/media/demo/${kind}-${listingId}-${index + 1}.jpg`,
    caption: index === 0 || random.chance(0.8) ? demoPhotoCaption(kind, index + 1) : null,
    media_category: 'Photo',
    media_key: null,
    url_hash: null,
    media_order: null,
    modification_timestamp: null,
  }));
}
