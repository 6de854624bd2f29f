/** The feed a replication reads, from the settings (or the command line's flags over them). */
import type { FeedResource, Settings } from '@hearth/contracts';
import type { FeedVendor } from './vendor-profiles';

export interface FeedSettings {
  url: string;
  name: string;
  token: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  resources: readonly FeedResource[];
  originatingSystemName: string;
  pageSize: number;
  syncMinutes: number;
  requestsPerSecond: number;
  media: 'auto' | 'expand' | 'resource';
  reconcileHours: number;
  staleHours: number;
  /** Whose server the feed is (vendor-profiles.ts); generic when unset. */
  vendor?: FeedVendor;
  /** Budgets over the profile's (0 or absent: the profile's). */
  requestsPerHour?: number;
  requestsPerDay?: number;
  /** Hosts whose photos may be fetched though not on public addresses (safe-fetch.ts). */
  mediaAllowedHosts?: readonly string[];
}

export function feedSettings(settings: Settings): FeedSettings {
  return {
    url: settings.mlsFeedUrl.replace(/\/+$/, ''),
    name: settings.mlsFeedName,
    token: settings.mlsFeedToken,
    tokenUrl: settings.mlsFeedTokenUrl,
    clientId: settings.mlsFeedClientId,
    clientSecret: settings.mlsFeedClientSecret,
    scope: settings.mlsFeedScope,
    resources: settings.mlsFeedResources,
    originatingSystemName: settings.mlsFeedOriginatingSystemName,
    pageSize: settings.mlsFeedPageSize,
    syncMinutes: settings.mlsFeedSyncMinutes,
    requestsPerSecond: settings.mlsFeedRequestsPerSecond,
    media: settings.mlsFeedMedia,
    reconcileHours: settings.mlsFeedReconcileHours,
    staleHours: settings.mlsFeedStaleHours,
    vendor: settings.mlsFeedVendor,
    requestsPerHour: settings.mlsFeedRequestsPerHour,
    requestsPerDay: settings.mlsFeedRequestsPerDay,
    mediaAllowedHosts: settings.mlsFeedMediaAllowedHosts,
  };
}

/** Whether a feed is configured at all. */
export function hasFeed(settings: Settings): boolean {
  return settings.mlsFeedUrl !== '';
}

/**
 * The order resources are read in: offices and members before the listings that name them,
 * listings before their open houses and photos.
 */
export const RESOURCE_ORDER: readonly FeedResource[] = [
  'Office',
  'Member',
  'Property',
  'OpenHouse',
  'Media',
];
