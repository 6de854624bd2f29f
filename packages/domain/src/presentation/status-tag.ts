import { englishTimeAgo, isEnglishLocale, type RelativeUnit } from '../english-numbers';
import { cachedFormatter } from '../intl-cache';
import { formatOpenHouseStart, upcomingOpenHouses, type OpenHouseEntry } from './open-house';

export type StatusColour = 'green' | 'orange' | 'red';

export interface StatusTag {
  readonly label: string;
  readonly detail?: string;
  readonly colour: StatusColour;
}

export interface TaggedListing {
  readonly StandardStatus?: string | null;
  readonly DaysOnMarket?: number | null;
  readonly ModificationTimestamp?: string | null;
  readonly OpenHouse?: readonly OpenHouseEntry[] | null;
}

export interface TagContext {
  readonly now: Date;
  readonly timeZone: string;
  readonly locale?: string;
}

/** Listed under this many days on market counts as recent (§9). */
export const RECENT_LISTING_DAYS = 7;
/** Modified under this many days ago counts as a recent update (§9). */
export const RECENT_UPDATE_DAYS = 1;

/** Status colours: Active green, Pending orange, any other red (members-area.md §4). */
export function statusColour(status: string | null | undefined): StatusColour {
  if (status === 'Active') return 'green';
  if (status === 'Pending') return 'orange';
  return 'red';
}

/**
 * The tag on a listing card (public-site.md §2). An Active listing shows, in priority: Coming Soon
 * when days on market is negative; Open House with the next start; Listed with a relative time
 * under 7 days on market; Updated when modified under 1 day ago; otherwise nothing. Other statuses
 * show their own label.
 */
export function statusTag(listing: TaggedListing, context: TagContext): StatusTag | null {
  const status = listing.StandardStatus ?? '';
  if (status !== 'Active') return status ? { label: status, colour: statusColour(status) } : null;
  const locale = context.locale ?? 'en-US';
  const ago = (value: number, unit: RelativeUnit) =>
    (isEnglishLocale(locale) ? englishTimeAgo(value, unit) : null) ??
    cachedFormatter(
      `relative|${locale}`,
      () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
    ).format(value, unit);
  const days = listing.DaysOnMarket;
  if (typeof days === 'number' && days < 0) return { label: 'Coming Soon', colour: 'green' };
  const [next] = upcomingOpenHouses(listing.OpenHouse, context.now, context.timeZone);
  if (next) {
    const detail = formatOpenHouseStart(next.start, context.timeZone, locale, next.startWall);
    return { label: 'Open House', detail, colour: 'green' };
  }
  if (typeof days === 'number' && days < RECENT_LISTING_DAYS) {
    return { label: 'Listed', detail: ago(-Math.floor(days), 'day'), colour: 'green' };
  }
  const modified = listing.ModificationTimestamp ? Date.parse(listing.ModificationTimestamp) : NaN;
  const ageMs = context.now.getTime() - modified;
  if (ageMs >= 0 && ageMs < RECENT_UPDATE_DAYS * 86_400_000) {
    const hours = Math.floor(ageMs / 3_600_000);
    const detail = hours === 0 ? ago(-Math.floor(ageMs / 60_000), 'minute') : ago(-hours, 'hour');
    return { label: 'Updated', detail, colour: 'green' };
  }
  return null;
}
