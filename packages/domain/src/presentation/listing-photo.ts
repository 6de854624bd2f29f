export interface PhotoMedia {
  readonly MediaURL?: string | null;
  readonly Order: number;
}

/**
 * A listing's first photo at thumbnail size (419 × 235), or null when it has none. The demo
 * region's pictures come in that size with `?w=419`; other addresses are used as they are.
 */
export function thumbnailUrl(listing: {
  readonly Media?: readonly PhotoMedia[] | null;
}): string | null {
  const first = [...(listing.Media ?? [])].sort((a, b) => a.Order - b.Order)[0];
  if (!first?.MediaURL) return null;
  return first.MediaURL.includes('/media/demo/') && !first.MediaURL.includes('?')
    ? `${first.MediaURL}?w=419`
    : first.MediaURL;
}
