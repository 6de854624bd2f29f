export interface PhotoMedia {
  readonly MediaURL?: string | null;
  readonly Order: number;
}

/**
 * A listing's first photo at thumbnail size (419 wide), or null when it has none. The demo
 * region's pictures and an MLS feed's (served by our media route) come in that size with
 * `?w=419`; other addresses are used as they are.
 */
export function thumbnailUrl(listing: {
  readonly Media?: readonly PhotoMedia[] | null;
}): string | null {
  const first = [...(listing.Media ?? [])].sort((a, b) => a.Order - b.Order)[0];
  if (!first?.MediaURL) return null;
  return /\/media\/(demo|feed)\//.test(first.MediaURL) && !first.MediaURL.includes('?')
    ? `${first.MediaURL}?w=419`
    : first.MediaURL;
}
