import { calendarDateIn, type CalendarDate } from '@hearth/domain';

/** Price tolerance of the related listings: up to 1.1 times the listing's price (§9). */
export const RELATED_PRICE_FACTOR = 1.1;
export const RELATED_DEFAULT_LIMIT = 4;

/** The widget's data attributes (as an element's dataset gives them), public-site.md §7. */
export interface RelatedListingsAttributes {
  listingId?: string;
  city?: string;
  postalCode?: string;
  cityRegion?: string;
  propertyType?: string;
  propertySubType?: string;
  agentIds?: string;
  county?: string;
  beds?: string;
  baths?: string;
  listPrice?: string;
  closePrice?: string;
  status?: string;
  openHouse?: string;
  near?: string;
  limit?: string;
  sortBy?: string;
  order?: string;
  /** 'recent' lists listings on the market up to today; 'coming-soon' those after today. */
  recent?: 'recent' | 'coming-soon';
}

const isoDate = (d: CalendarDate) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** Commas in a value become the [in] form of the filter. */
function put(params: URLSearchParams, field: string, value: string | undefined) {
  const text = value?.trim();
  if (!text) return;
  if (text.includes(',')) params.set(`${field}[in]`, text);
  else params.set(field, text);
}

/**
 * The search request of the related-listings widget: filters from its data attributes, a price
 * cap of 1.1 times the list (or close) price, the current listing excluded, Active by default,
 * 4 by default, newest on the market first. Dates are the site's calendar dates.
 */
export function relatedListingsQuery(
  attributes: RelatedListingsAttributes,
  now: Date,
  timeZone: string,
): URLSearchParams {
  const params = new URLSearchParams();
  put(params, 'City', attributes.city);
  put(params, 'PostalCode', attributes.postalCode);
  put(params, 'CityRegion', attributes.cityRegion);
  put(params, 'PropertyType', attributes.propertyType);
  put(params, 'PropertySubType', attributes.propertySubType);
  put(params, 'ListAgentMlsId', attributes.agentIds);
  put(params, 'CountyOrParish', attributes.county);
  if (attributes.beds) params.set('BedroomsTotal[gte]', attributes.beds);
  if (attributes.baths) params.set('BathroomsTotalInteger[gte]', attributes.baths);
  const price = Number(attributes.listPrice || attributes.closePrice);
  if (Number.isFinite(price) && price > 0) {
    params.set('ListPrice[lte]', String(Math.round(price * RELATED_PRICE_FACTOR)));
  }
  if (attributes.listingId) params.set('ListingId[ne]', attributes.listingId);
  put(params, 'StandardStatus', attributes.status ?? 'Active');
  if (attributes.openHouse) params.set('OpenHouse', attributes.openHouse);
  if (attributes.near) params.set('near', attributes.near);
  if (attributes.recent) {
    const today = isoDate(calendarDateIn(now, timeZone));
    params.set(attributes.recent === 'recent' ? 'OnMarketDate[lte]' : 'OnMarketDate[gt]', today);
  }
  params.set('limit', attributes.limit ?? String(RELATED_DEFAULT_LIMIT));
  params.set('sortBy', attributes.sortBy ?? 'OnMarketDate');
  params.set('order', attributes.order ?? 'desc');
  return params;
}
