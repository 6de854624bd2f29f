export type DeviceKind = 'desktop' | 'mobile';

/**
 * The geohash precision of map clusters by zoom (public-site.md §7). Desktop: 3; 4 from zoom 8;
 * 5 from 9; 6 from 13. Mobile: 3; 4 from zoom 7; 5 from 9; 6 from 13. Precision stays at 6 past
 * zoom 14, where markers show anyway.
 */
export function clusterPrecision(zoom: number, device: DeviceKind = 'desktop'): number {
  if (zoom >= 13) return 6;
  if (zoom >= 9) return 5;
  if (zoom >= (device === 'mobile' ? 7 : 8)) return 4;
  return 3;
}

/** Clusters show from this many results (§9). */
export const CLUSTER_MIN_ITEMS = 100;
/** Markers show at this zoom or closer, whatever the count (§9). */
export const MARKER_MIN_ZOOM = 12;

/** Clusters at 100 or more results; single markers below 100 or from zoom 12 (§9). */
export function mapLayerFor(totalItems: number, zoom: number): 'clusters' | 'markers' {
  return totalItems < CLUSTER_MIN_ITEMS || zoom >= MARKER_MIN_ZOOM ? 'markers' : 'clusters';
}

/** A cluster count as shown on the map: counts above 1000 show with 'k' (§9). */
export function formatClusterCount(count: number): string {
  if (count <= 1000) return String(count);
  const thousands = Math.round(count / 100) / 10;
  return `${thousands}k`;
}

/** The marker popup's width in px: the smaller of 642 and 320 per listing + 2 (§2). */
export function popupWidth(listingCount: number): number {
  return Math.min(642, 320 * Math.max(1, listingCount) + 2);
}

/** The marker popup's header: several listings at one spot get a count (§2). */
export function popupHeader(
  count: number,
  kind: 'listings' | 'offices' = 'listings',
): string | null {
  if (count < 2) return null;
  return `${count} ${kind === 'offices' ? 'Offices' : 'Listings'} at this Location`;
}
