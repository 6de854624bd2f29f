/**
 * Why a listing is in an alert e-mail, and whether a change of a listing is news to a saved
 * search or a listing group. A reason has a key: a search or group is told about a listing once
 * per key, so the same news is never sent twice, while new news (a further price cut, a new open
 * house, coming back on the market again) has a new key.
 */

/** What alerts compare of a listing before and after a change. */
export interface AlertFacts {
  readonly price: number;
  readonly status: string;
  /** The next public open house's start and end (ISO instants), if there is one. */
  readonly openHouse: { readonly start: string; readonly end: string } | null;
  readonly virtualTour: boolean;
}

export type AlertReason =
  | { readonly kind: 'new' }
  | { readonly kind: 'matches' }
  | { readonly kind: 'back' }
  | { readonly kind: 'priceReduced'; readonly from: number; readonly to: number }
  | { readonly kind: 'priceChanged'; readonly from: number; readonly to: number }
  | { readonly kind: 'status'; readonly status: string }
  | { readonly kind: 'openHouse'; readonly start: string; readonly end: string }
  | { readonly kind: 'virtualTour' };

export interface KeyedReason {
  readonly key: string;
  readonly reason: AlertReason;
}

/** Statuses a listing is on the market in: a change into one from another is "back on the market". */
export const ON_MARKET_STATUSES: ReadonlySet<string> = new Set(['Active', 'Coming Soon']);

export interface SearchSubscriptions {
  readonly openHouses: boolean;
  readonly virtualTour: boolean;
}

function backOnMarket(before: AlertFacts | null, after: AlertFacts): boolean {
  return (
    before !== null &&
    !ON_MARKET_STATUSES.has(before.status) &&
    ON_MARKET_STATUSES.has(after.status)
  );
}

function priceReason(before: AlertFacts, after: AlertFacts): KeyedReason | null {
  if (before.price === after.price) return null;
  const change = { from: before.price, to: after.price };
  return {
    key: `price:${after.price}`,
    reason: { kind: after.price < before.price ? 'priceReduced' : 'priceChanged', ...change },
  };
}

function openHouseReason(before: AlertFacts | null, after: AlertFacts): KeyedReason | null {
  const next = after.openHouse;
  if (!next || next.start === before?.openHouse?.start) return null;
  return { key: `open:${next.start}`, reason: { kind: 'openHouse', ...next } };
}

/**
 * What a saved search is told about a listing that matches it after a change (`day`: the site's
 * local date, so a listing that comes back on the market again another day is news again).
 * A listing that newly matches is "New listing" (new to the data), "Back on the market", "Price
 * reduced…" (a cut brought it into the search) or "Now matches"; one that matched already is
 * news only for a price cut; open houses and virtual tours are news when subscribed to.
 */
export function searchReasons(
  before: AlertFacts | null,
  after: AlertFacts,
  matchedBefore: boolean,
  subscriptions: SearchSubscriptions,
  day: string,
): KeyedReason[] {
  const out: KeyedReason[] = [];
  if (!matchedBefore) {
    const price = before ? priceReason(before, after) : null;
    if (before === null) out.push({ key: 'listed', reason: { kind: 'new' } });
    else if (backOnMarket(before, after))
      out.push({ key: `back:${day}`, reason: { kind: 'back' } });
    else if (price?.reason.kind === 'priceReduced') out.push(price);
    else out.push({ key: 'listed', reason: { kind: 'matches' } });
  } else if (before) {
    const price = priceReason(before, after);
    if (price?.reason.kind === 'priceReduced') out.push(price);
  }
  if (subscriptions.openHouses) {
    const openHouse = openHouseReason(before, after);
    if (openHouse) out.push(openHouse);
  }
  if (subscriptions.virtualTour && after.virtualTour && !before?.virtualTour) {
    out.push({ key: 'tour', reason: { kind: 'virtualTour' } });
  }
  return out;
}

/** What a listing group is told about one of its saved listings: price, status, open house. */
export function groupReasons(before: AlertFacts, after: AlertFacts, day: string): KeyedReason[] {
  const out: KeyedReason[] = [];
  const price = priceReason(before, after);
  if (price) out.push(price);
  if (before.status !== after.status) {
    out.push({
      key: `status:${after.status}:${day}`,
      reason: backOnMarket(before, after)
        ? { kind: 'back' }
        : { kind: 'status', status: after.status },
    });
  }
  const openHouse = openHouseReason(before, after);
  if (openHouse) out.push(openHouse);
  return out;
}
