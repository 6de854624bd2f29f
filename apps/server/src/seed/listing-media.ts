import type { ListingMediaTable, PropertyType } from '../db/schema';
import type { SeedRow } from './bulk-insert';
import { ATTACHED_SUB_TYPES } from './listing-facts';
import type { Random } from './random';
import { ROOM_CAPTIONS } from './vocabulary';

/** The picture style of a listing's demo photos, encoded in the photo's name. */
export type MediaKind = 'house' | 'condo' | 'multi' | 'commercial' | 'farm' | 'land';

export function mediaKind(type: PropertyType, subType: string): MediaKind {
  if (type === 'RINC') return 'multi';
  if (type === 'COMS' || type === 'COML') return 'commercial';
  if (type === 'FARM') return 'farm';
  if (type === 'LAND') return 'land';
  return ATTACHED_SUB_TYPES.has(subType) || subType === 'Townhouse' ? 'condo' : 'house';
}

const LAND_CAPTIONS = ['Lot view', 'Aerial view', 'Road frontage', 'Looking north'];

/** Photos named `<kind>-<listing id>-<position>.jpg`, served by the demo media route. */
export function listingMedia(
  random: Random,
  ids: { media: number },
  listingId: number,
  kind: MediaKind,
  count: number,
): SeedRow<ListingMediaTable>[] {
  const captions = kind === 'land' ? LAND_CAPTIONS : ROOM_CAPTIONS;
  return Array.from({ length: count }, (_, index) => ({
    id: ids.media++,
    listing_id: listingId,
    position: index + 1,
    media_url: `/media/demo/${kind}-${listingId}-${index + 1}.jpg`,
    caption: index === 0 || random.chance(0.8) ? (captions[index % captions.length] ?? null) : null,
    media_category: 'Photo',
    media_key: null,
    url_hash: null,
    media_order: null,
    modification_timestamp: null,
  }));
}
