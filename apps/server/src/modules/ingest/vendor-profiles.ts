/**
 * What each MLS vendor's server documents about reading it, in one place: how to page, how large
 * a page may be, where its replication endpoint is, how many requests it allows, how it signals a
 * deletion and whether photos must be downloaded and served by us. Each rule names the public
 * page it comes from. `generic` assumes nothing beyond the RESO Web API Core specification.
 */
import type { FeedResource } from '@hearth/contracts';

export type FeedVendor = 'generic' | 'mlsgrid' | 'bridge' | 'trestle' | 'spark';

/**
 * How a full or incremental run walks a resource:
 * - `keyset`: `$filter=(ModificationTimestamp gt T) or (ModificationTimestamp eq T and Key gt K)`
 *   with `$orderby=ModificationTimestamp asc,Key asc`, the next query built by us from the last
 *   row of each page. A record that changes mid-run moves to the end of the order; no later
 *   record shifts, so none is skipped (as `$skip` paging would).
 * - `next-link`: follow the server's `@odata.nextLink` (checked to stay on the feed's origin),
 *   for servers whose nextLink is a cursor (a replication id, a `$skiptoken`, a keyset filter).
 */
export type PagingStrategy = 'keyset' | 'next-link';

export interface RequestBudget {
  perSecond: number;
  perHour: number | null;
  perDay: number | null;
}

export interface VendorProfile {
  vendor: FeedVendor;
  paging: PagingStrategy;
  /**
   * How the page size is asked for: `$top` (the page size on most servers), or the OData
   * `Prefer: odata.maxpagesize=N` header where `$top` is the size of the whole answer (Bridge v3).
   */
  pageSizeVia: '$top' | 'maxpagesize';
  /** The largest `$top` the server accepts (or the largest page it serves), per resource. */
  maxPageSize: number;
  maxPageSizeWithExpand: number;
  /** The largest `$skip` the server accepts, when it caps it. */
  maxSkip: number | null;
  /** The path of a resource's replication endpoint, when the vendor has one. */
  replicationPath: ((resource: FeedResource) => string) | null;
  /** Query options added to every query (Trestle's `replication=true`). */
  extraQuery: Readonly<Record<string, string>>;
  /**
   * Whether our `$orderby=ModificationTimestamp asc,Key asc` is sent and kept by the server. When
   * not (a replication endpoint in its own order), the checkpoint moves only when a resource has
   * been read to its end, so a run stopped midway reads it all again rather than skip records.
   */
  ordered: boolean;
  /** Minutes after which an unused nextLink stops working (re-query from the last row read). */
  nextLinkExpiresMinutes: number | null;
  /** The most rows one query may page through, when the server caps it. */
  maxQueryRows: number | null;
  /**
   * How records are fetched by key (those a completeness check found missing): a `$filter` of
   * `Key eq '…' or …`, or the OData entity address `Resource('key')` where the server allows
   * filtering on few fields only.
   */
  keyLookup: 'filter' | 'entity';
  requestBudget: RequestBudget;
  /** Minutes re-read before the newest timestamp seen, on every incremental run. */
  overlapMinutes: number;
  /** Photos downloaded into our media store by the replication (never linked to the vendor's host). */
  downloadMedia: boolean;
  /** How the media host wants the feed's access token with each photo download, if at all. */
  mediaTokenAs: 'user-agent' | null;
  /**
   * Member and Office records are read with their Media expanded (an agent's portrait, an
   * office's logo), and those photos downloaded into our media store with the listings' (only
   * where downloadMedia says photos must be ours).
   */
  rosterMedia: boolean;
}

/** Safe on any RESO server: keyset paging on ModificationTimestamp and the key, with an overlap. */
export const GENERIC_PROFILE: VendorProfile = {
  vendor: 'generic',
  paging: 'keyset',
  pageSizeVia: '$top',
  maxPageSize: 1000,
  maxPageSizeWithExpand: 1000,
  maxSkip: null,
  replicationPath: null,
  extraQuery: {},
  ordered: true,
  nextLinkExpiresMinutes: null,
  maxQueryRows: null,
  keyLookup: 'filter',
  requestBudget: { perSecond: 2, perHour: null, perDay: null },
  // The longest server-side cache any vendor documents (Spark's, below): a record that appears
  // late with an older timestamp is still read by the next run.
  overlapMinutes: 20,
  downloadMedia: false,
  mediaTokenAs: null,
  rosterMedia: false,
};

/**
 * MLS Grid (https://docs.mlsgrid.com/, "MLS Grid API v2": "Rate Limits", "Replication",
 * "Resources and $expand"; the same figures are summarised at
 * https://git.hanson.xyz/brianhansonxyz/homeproz/src/branch/master/wp-content/plugins/mls-by-hansonxyz/docs/API.md):
 * - `$top` at most 5,000, and at most 1,000 with `$expand`;
 * - 2 requests a second, 7,200 an hour, 40,000 a day (HTTP 429 and a suspension beyond them);
 * - pages by `@odata.nextLink`; every query names `OriginatingSystemName` (mlsFeedOriginatingSystemName);
 * - photos must be downloaded and served by the client, not fetched from MLS Grid's hosts on
 *   a visitor's view ("Media": the media URLs are for download by the licensee);
 * - only a few fields may be filtered on (timestamps and statuses) and `$orderby` is not part of
 *   the replication API (https://docs.mlsgrid.com/api-documentation/api-version-2.0, "Limitations
 *   of Replication API"): no order is sent, and a record is fetched by key at its entity address
 *   `Property('key')` ("Added search by Id for each resource", https://docs.mlsgrid.com/).
 */
export const MLSGRID_PROFILE: VendorProfile = {
  ...GENERIC_PROFILE,
  vendor: 'mlsgrid',
  paging: 'next-link',
  ordered: false,
  keyLookup: 'entity',
  maxPageSize: 5000,
  maxPageSizeWithExpand: 1000,
  requestBudget: { perSecond: 2, perHour: 7200, perDay: 40000 },
  downloadMedia: true,
  // "ALL requests to download the expanded media using the provided Media URL MUST include a HTTP
  // User-Agent header. That User-Agent value MUST be the Oauth 2 access token"
  // (https://docs.mlsgrid.com/releases/changes-to-mls-grid-media-access, from June 1, 2026).
  mediaTokenAs: 'user-agent',
  // Member and Office expand their Media as Property does ("Expanded Resources",
  // https://docs.mlsgrid.com/api-documentation/api-version-2.0), and the same rule holds for
  // those photos: downloaded by the licensee, never linked to MLS Grid's hosts.
  rosterMedia: true,
};

/**
 * Bridge Interactive, RESO Web API v3:
 * - `$top` is the size of the whole answer (as OData says) and pages are asked for with the
 *   `maxpagesize` preference, default 10, at most 200
 *   (https://www.bridgeinteractive.com/upcoming-change-to-top-and-page-size-behavior-on-bridge-api-v3-endpoint
 *   and "Bridge RESO Web API changes coming", https://www.bridgeinteractive.com/author/kristiny/, item 1);
 * - "nextLink logic will be modified to allow for replication of any number of records" (same, item 2);
 * - `$skip` is capped at 10,000: larger sets are read from the `/{Resource}/replication`
 *   endpoint (https://bridgedataoutput.com/docs/platform/API/bridge, as summarised in
 *   https://raw.githubusercontent.com/api-evangelist/bridge-interactive/refs/heads/main/rate-limits/bridge-interactive-rate-limits.yml),
 *   which pages by its own nextLink in its own order.
 * Bridge publishes no per-hour or per-day request budget (same summary): the generic pace.
 */
export const BRIDGE_PROFILE: VendorProfile = {
  ...GENERIC_PROFILE,
  vendor: 'bridge',
  paging: 'next-link',
  pageSizeVia: 'maxpagesize',
  maxPageSize: 200,
  maxPageSizeWithExpand: 200,
  maxSkip: 10_000,
  replicationPath: (resource) => `${resource}/replication`,
  ordered: false,
};

/**
 * Trestle (CoreLogic):
 * - a standard query gives at most 1,000,000 rows, 1,000 a page; beyond, add `replication=true`
 *   and follow `@odata.nextLink` until a page is empty; the nextLink "will expire after five
 *   minutes of inactivity" (https://docs-trestle.corelogic.com/Subtopic/ReplicationEndpoint);
 * - `$top=1000` is the most Trestle returns in one request, and the quota is 7,200 queries an
 *   hour per connection (https://trestle-documentation.corelogic.com/webapi-at-scale.html,
 *   "Quota Management"; https://trestle-documentation.corelogic.com/webapi.html, "Quotas and Limits").
 * Our order (ModificationTimestamp, key) is sent so that an expired nextLink is replaced by a
 * keyset query from the last row read.
 */
export const TRESTLE_PROFILE: VendorProfile = {
  ...GENERIC_PROFILE,
  vendor: 'trestle',
  paging: 'next-link',
  maxPageSize: 1000,
  maxPageSizeWithExpand: 1000,
  extraQuery: { replication: 'true' },
  nextLinkExpiresMinutes: 5,
  maxQueryRows: 1_000_000,
  requestBudget: { perSecond: 2, perHour: 7200, perDay: null },
};

/**
 * Spark (FBS, Flexmls), RESO Web API replication (http://www.sparkplatform.com/docs/reso/replication):
 * - replication keys read from their own service root, https://replication.sparkapi.com/Reso/OData
 *   (mlsFeedUrl), where `$top` may be up to 1,000;
 * - the initial download takes no parameter but `$count`/`$select` (and `$top`), in the server's
 *   own ListingKey order, paged by the nextLink's `$skiptoken`;
 * - updates ask for `ModificationTimestamp gt` "the timestamp of your last successful update
 *   minus 20 minutes to account for server side caching".
 */
export const SPARK_PROFILE: VendorProfile = {
  ...GENERIC_PROFILE,
  vendor: 'spark',
  paging: 'next-link',
  maxPageSize: 1000,
  maxPageSizeWithExpand: 1000,
  ordered: false,
  overlapMinutes: 20,
};

export const VENDOR_PROFILES: Readonly<Record<FeedVendor, VendorProfile>> = {
  generic: GENERIC_PROFILE,
  mlsgrid: MLSGRID_PROFILE,
  bridge: BRIDGE_PROFILE,
  trestle: TRESTLE_PROFILE,
  spark: SPARK_PROFILE,
};

/** The profile of a vendor (generic when none is named). */
export function vendorProfile(vendor: FeedVendor | undefined): VendorProfile {
  return VENDOR_PROFILES[vendor ?? 'generic'];
}

/** The page size a query asks for: the operator's, within the vendor's cap. */
export function pageSizeFor(profile: VendorProfile, wanted: number, expand: boolean): number {
  return Math.max(
    1,
    Math.min(wanted, expand ? profile.maxPageSizeWithExpand : profile.maxPageSize),
  );
}
