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
 * - `keyset`: `$filter=ModificationTimestamp gt T or (ModificationTimestamp eq T and Key gt K)`
 *   with `$orderby=ModificationTimestamp,Key`, the next query built by us from the last row.
 * - `next-link`: follow the server's `@odata.nextLink` (checked to stay on the feed's origin).
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
  /** The largest `$top` the server accepts (or the largest page it serves), per resource. */
  maxPageSize: number;
  maxPageSizeWithExpand: number;
  /** The largest `$skip` the server accepts, when it caps it. */
  maxSkip: number | null;
  /** The path of a resource's replication endpoint, when the vendor has one. */
  replicationPath: ((resource: FeedResource) => string) | null;
  requestBudget: RequestBudget;
  /** Minutes re-read before the newest timestamp seen, on every incremental run. */
  overlapMinutes: number;
  /** Photos downloaded into our media store by the replication (never linked to the vendor's host). */
  downloadMedia: boolean;
}

/** Safe on any RESO server: keyset paging on ModificationTimestamp and the key, with an overlap. */
export const GENERIC_PROFILE: VendorProfile = {
  vendor: 'generic',
  paging: 'keyset',
  maxPageSize: 1000,
  maxPageSizeWithExpand: 1000,
  maxSkip: null,
  replicationPath: null,
  requestBudget: { perSecond: 2, perHour: null, perDay: null },
  overlapMinutes: 20,
  downloadMedia: false,
};
