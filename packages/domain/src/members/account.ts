import { titleize } from '../people/form-validation';

export type RoleLike = string | { readonly name?: string | null };

function roleNames(roles: readonly RoleLike[]): string[] {
  return roles
    .map((role) => (typeof role === 'string' ? role : (role.name ?? '')))
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The account title: role names in title case joined by commas (members-area.md §5). */
export function accountTitle(roles: readonly RoleLike[]): string {
  return roleNames(roles)
    .map((name) => titleize(name.toLowerCase()))
    .join(', ');
}

export type PrimaryRole = 'broker' | 'agent' | 'member';

/** The role that decides what an account sees: broker, then agent, then member (§5). */
export function primaryRole(roles: readonly RoleLike[]): PrimaryRole | null {
  const names = roleNames(roles).map((name) => name.toLowerCase());
  return (['broker', 'agent', 'member'] as const).find((role) => names.includes(role)) ?? null;
}

/** A broker counts as admin (§5, §6). */
export function isAdmin(roles: readonly RoleLike[]): boolean {
  return primaryRole(roles) === 'broker';
}

/** The profile widget's links by role (§2). */
export function profileWidgetLinks(
  role: PrimaryRole | null,
): readonly { readonly label: string; readonly href: string }[] {
  const education = { label: 'Education', href: '/account/education' };
  const calendar = { label: 'My Calendar', href: '/account/calendar' };
  const billing = { label: 'Billing', href: '/account/billing' };
  if (role === 'broker' || role === 'agent') return [education, calendar, billing];
  if (role === 'member') return [calendar, billing];
  return [];
}

export interface AddressedListing {
  readonly UnparsedAddress?: string | null;
  readonly UnparsedStreet?: string | null;
  readonly InternetAddressDisplayYN?: boolean | null;
  readonly City?: string | null;
  readonly UnitNumber?: string | null;
  readonly StreetNumber?: string | null;
  readonly StreetName?: string | null;
  readonly StreetDirPrefix?: string | null;
  readonly StreetSuffix?: string | null;
  readonly StreetSuffixModifier?: string | null;
  readonly StreetDirSuffix?: string | null;
}

export const ADDRESS_NOT_LISTED = 'Address Not Listed';
export const STREET_NOT_LISTED = 'Street Not Listed';

const hidden = (listing: AddressedListing): boolean => listing.InternetAddressDisplayYN === false;

/** The address line, or 'Address Not Listed' when missing or not to be shown (§5). */
export function addressLine(listing: AddressedListing): string {
  const text = listing.UnparsedAddress?.trim();
  return !hidden(listing) && text ? text : ADDRESS_NOT_LISTED;
}

/** The street line, or 'Street Not Listed'. */
export function streetLine(listing: AddressedListing): string {
  const text = listing.UnparsedStreet?.trim();
  return !hidden(listing) && text ? text : STREET_NOT_LISTED;
}

const ADDRESS_FIELDS = [
  'City',
  'UnitNumber',
  'StreetNumber',
  'StreetName',
  'StreetDirPrefix',
  'StreetSuffix',
  'StreetSuffixModifier',
  'StreetDirSuffix',
] as const;

/** The separate address fields, each an empty string when missing (§5). */
export function addressFields(
  listing: AddressedListing,
): Readonly<Record<(typeof ADDRESS_FIELDS)[number], string>> {
  const out = {} as Record<(typeof ADDRESS_FIELDS)[number], string>;
  for (const field of ADDRESS_FIELDS)
    out[field] = hidden(listing) ? '' : (listing[field] ?? '').trim();
  return out;
}

export interface Photo {
  readonly url?: string | null;
  readonly createdAt?: string | null;
  readonly updatedAt?: string | null;
}

/**
 * An avatar address with a cache parameter (§9): the version is the photo's update time, else its
 * creation time; without a photo, the generic user image.
 */
export function avatarUrl(photo: Photo | null | undefined, fallbackUrl: string): string {
  if (!photo?.url) return fallbackUrl;
  const stamp = photo.updatedAt || photo.createdAt;
  if (!stamp) return photo.url;
  const ms = Date.parse(stamp);
  const version = Number.isNaN(ms) ? encodeURIComponent(stamp) : String(ms);
  return `${photo.url}${photo.url.includes('?') ? '&' : '?'}v=${version}`;
}
