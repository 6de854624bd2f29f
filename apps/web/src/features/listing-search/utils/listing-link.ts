import type { ListingRecord } from '@hearth/contracts';
import { paths } from '../../../config/paths';

/** How a listing opens (public-site.md §2): a new tab, a full page load, or in the app. */
export interface ListingLink {
  readonly href: string;
  readonly newTab: boolean;
  readonly reload: boolean;
}

export function listingLink(
  listing: Pick<ListingRecord, 'id' | 'UnparsedAddress'>,
  options: { readonly searchRedirectUrl: string; readonly siteMode: boolean },
): ListingLink {
  const path = paths.listing(listing.id, listing.UnparsedAddress ?? undefined);
  const redirect = options.searchRedirectUrl.replace(/\/+$/, '');
  if (redirect) return { href: `${redirect}${path}`, newTab: true, reload: true };
  return { href: path, newTab: false, reload: options.siteMode };
}

/** Shown when a listing has no photo (§8): an inline picture, so it never fails to load. */
export const NO_PHOTO_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="419" height="235" viewBox="0 0 419 235"><rect width="419" height="235" fill="#e4e8ee"/><path d="M170 135l40-35 40 35v35h-80z" fill="none" stroke="#8795a5" stroke-width="6"/><text x="209.5" y="200" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#4a5361">No Photo</text></svg>',
)}`;
