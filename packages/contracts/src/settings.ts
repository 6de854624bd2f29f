import { z } from 'zod';

/**
 * The settings object of public-site.md §1, plus the site options, as one schema.
 * The server validates it once at start; the browser receives `PublicSettings`
 * (everything except the keys listed in SECRET_SETTING_KEYS).
 */

const bounds = z.object({
  north: z.number().min(-90).max(90),
  south: z.number().min(-90).max(90),
  east: z.number().min(-180).max(180),
  west: z.number().min(-180).max(180),
});
export type Bounds = z.infer<typeof bounds>;

/** A filter set: RESO filter names (as spelt in §3) to values. */
const filterSet = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type FilterSet = z.infer<typeof filterSet>;

const notificationFrequency = z.enum(['never', 'instantly', 'daily']);

/** The resources of a RESO Web API feed that Hearth replicates. */
/** The MLS disclaimer when the association sets none; the web app shows it in the reader's language. */
export const DEFAULT_MLS_DISCLAIMER =
  'Listing information is deemed reliable but not guaranteed. Data provided by the association’s MLS.';

export const FEED_RESOURCES = ['Property', 'Member', 'Office', 'OpenHouse', 'Media'] as const;
export type FeedResource = (typeof FEED_RESOURCES)[number];

/**
 * The MLS's RESO Web API feed that Hearth replicates (server only: none reaches a browser).
 * An empty `mlsFeedUrl` means no feed: the data is the demo region's or entered by hand.
 */
const mlsFeedSettings = {
  /** The feed's service root, such as https://api.mls.example/odata. */
  mlsFeedUrl: z.union([z.literal(''), z.string().url()]).default(''),
  /** Names the feed in the replication state and on the rows it writes. */
  mlsFeedName: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'lower-case letters, digits, - and _')
    .default('mls'),
  /** A bearer token, or else OAuth2 client credentials below. */
  mlsFeedToken: z.string().default(''),
  mlsFeedTokenUrl: z.union([z.literal(''), z.string().url()]).default(''),
  mlsFeedClientId: z.string().default(''),
  mlsFeedClientSecret: z.string().default(''),
  mlsFeedScope: z.string().default(''),
  mlsFeedResources: z
    .array(z.enum(FEED_RESOURCES))
    .min(1)
    .default(['Property', 'Member', 'Office', 'OpenHouse']),
  /**
   * Whose server the feed is: chooses paging, page-size cap, replication endpoint, request
   * budgets, deletion signals and media policy from that vendor's documentation
   * (apps/server/src/modules/ingest/vendor-profiles.ts). `generic` is safe on any RESO server.
   */
  mlsFeedVendor: z.enum(['generic', 'mlsgrid', 'bridge', 'trestle', 'spark']).default('generic'),
  /** Sent as `OriginatingSystemName eq '…'` on every query (MLS Grid requires one). */
  mlsFeedOriginatingSystemName: z.string().default(''),
  mlsFeedPageSize: z.number().int().min(1).max(5000).default(1000),
  mlsFeedSyncMinutes: z.number().int().min(1).max(1440).default(15),
  mlsFeedRequestsPerSecond: z.number().positive().max(1000).default(2),
  /** Photos by `$expand=Media` (expand), the Media resource (resource), or expand where allowed (auto). */
  mlsFeedMedia: z.enum(['auto', 'expand', 'resource']).default('auto'),
  /** Hours between two reconciliations of the feed's full list of keys (0: every run). */
  mlsFeedReconcileHours: z.number().min(0).max(720).default(24),
  /** Hours without a successful sync after which the data counts as stale (the usual IDX rule: 12). */
  mlsFeedStaleHours: z.number().positive().max(720).default(12),
  /**
   * Requests to the feed allowed in any hour and any 24 hours, counted in the database across
   * restarts and processes; 0 takes the vendor profile's (MLS Grid: 7,200 and 40,000). Set them
   * when the vendor granted other limits.
   */
  mlsFeedRequestsPerHour: z.number().int().min(0).default(0),
  mlsFeedRequestsPerDay: z.number().int().min(0).default(0),
  /**
   * Hosts (names or addresses) whose photos may be fetched although they are not public
   * addresses (loopback, private, link-local, unique-local), such as an MLS's image server on
   * the association's own network. Any other photo address must resolve to public addresses only.
   */
  mlsFeedMediaAllowedHosts: z
    .array(
      z
        .string()
        .min(1)
        .max(253)
        .regex(/^[A-Za-z0-9.:[\]-]+$/, 'a host name or address'),
    )
    .default([]),
};

/** Where the server serves the `basemapFile` archive (with HTTP range requests). */
export const BASEMAP_ARCHIVE_PATH = '/basemap/region.pmtiles';
/** The offline map's geography: the region's counties, state lines and towns as GeoJSON. */
export const BASEMAP_OUTLINE_PATH = '/basemap/outline.geojson';

export const settingsSchema = z
  .object({
    /** The portal's name, in page titles and e-mails. */
    siteTitle: z.string().min(1).default('Hearth'),
    /** Geohash of the region's centre (12 characters). */
    geohash: z
      .string()
      .regex(/^[0-9b-hjkmnp-z]{1,12}$/, 'a geohash')
      .default('9qce7rd6p792'),
    /** The region's box: the map opens on it and searches outside it find nothing of the demo. */
    bounds: bounds.default({ north: 39.32, south: 38.1, east: -120.0, west: -122.1 }),
    /** Latitude of the region's centre. */
    latitude: z.number().min(-90).max(90).default(38.5816),
    /** Longitude of the region's centre. */
    longitude: z.number().min(-180).max(180).default(-121.4944),
    /** How the search screen is laid out for a first visit. */
    viewMode: z.enum(['desktop', 'mobile', 'windows']).default('desktop'),
    /** The site's time zone (IANA): open-house times, dates and the day's e-mail are in it. */
    timezone: z.string().min(1).default('America/Los_Angeles'),
    /** Whether the search shows a map; false gives the list only. */
    mapsEnabled: z.boolean().default(true),
    /** A MapLibre style URL; empty means the offline basemap shipped with the app. */
    mapStyleUrl: z.string().default(''),
    /** Publishable key of the tile provider (sent by browsers by design). */
    mapApiKey: z.string().default(''),
    /**
     * A PMTiles extract of the region on the server's disk, served at `BASEMAP_ARCHIVE_PATH` and
     * drawn with the Protomaps style; empty means the offline outline map (counties and towns).
     */
    basemapFile: z.string().default(''),
    /** The PMTiles archive browsers draw; set from `basemapFile` unless given (another server). */
    basemapUrl: z.string().default(''),
    /** Where listing photos are served from. */
    imageServerUrl: z.string().default('/media'),
    /** Filters every search of each kind starts with (RESO names as public-site.md §3 spells them). */
    defaultFilters: z
      .object({
        listing: filterSet.default({}),
        agent: filterSet.default({}),
        office: filterSet.default({}),
        savedSearch: filterSet.default({}),
        savedListing: filterSet.default({}),
      })
      .default({ listing: {}, agent: {}, office: {}, savedSearch: {}, savedListing: {} }),
    /** The search API's address as browsers call it (a trailing slash is removed). */
    searchApiUrl: z
      .string()
      .default('/search/v1')
      .transform((url) => url.replace(/\/+$/, '')),
    /** Publishable search key: browsers send it as a bearer token to the search API. */
    searchApiKey: z.string().min(8).default('hearth-demo-search-key'),
    /** When set, listing clicks open this URL plus /listing/{url} in a new tab. */
    searchRedirectUrl: z.string().default(''),
    /** The association's management system: empty for the embedded one, `growthzone`, or `disabled` (hides billing, calendar and education). */
    amsVendor: z.string().default(''),
    afterAccountLogoutUrl: z.string().default('/account/login'),
    afterUserLogoutUrl: z.string().default('/user/login'),
    membioEnabled: z.boolean().default(true),
    membioApiUrl: z.string().default('/member/v1'),
    membioApiKey: z.string().default(''),
    membioApiOrg: z.string().default(''),
    membioApiToken: z.string().default(''),
    membioMlsEnabled: z.boolean().default(true),
    membioMlsConsumerEnabled: z.boolean().default(true),
    membioMlsApiUrl: z.string().default('/mls/v1'),
    membioMlsApiKey: z.string().default(''),
    membioMlsApiOrg: z.string().default(''),
    membioMlsApiToken: z.string().default(''),
    /** How often a new consumer is told of saved listings and saved searches. */
    defaultNotificationSettings: z
      .object({
        savedListing: notificationFrequency.default('instantly'),
        savedSearch: notificationFrequency.default('daily'),
      })
      .default({ savedListing: 'instantly', savedSearch: 'daily' }),
    // Site options (§1).
    /** Whether a search for Active listings also finds Coming Soon ones. */
    comingSoonWithActive: z.boolean().default(true),
    allowClosed: z.boolean().default(true),
    openSingleResult: z.boolean().default(false),
    restoreCommonFilters: z.boolean().default(true),
    /** OfficeAOR / MemberAOR of a regional association whose agents and offices are excluded. */
    excludedAssociation: z.string().default(''),
    profileDisclaimer: z.boolean().default(false),
    spanishEnabled: z.boolean().default(true),
    consumerFeaturesEnabled: z.boolean().default(true),
    // Choices the spec leaves open (see ARCHITECTURE.md decisions).
    /** Who receives a listing's leads: its agent, or (`office`) the listing office. */
    leadRouting: z.enum(['agent', 'office']).default('agent'),
    /** The Leads tab of the account inbox; false removes it for everyone (members-area.md §2). */
    leadsTabEnabled: z.boolean().default(true),
    /** Minutes without activity after which a member account is signed out. */
    memberInactivityLogoutMinutes: z.number().int().positive().default(480),
    /** A reCAPTCHA site key; empty uses the self-hosted proof-of-work captcha. */
    recaptchaSiteKey: z.string().default(''),
    /** The reCAPTCHA secret that goes with `recaptchaSiteKey`. */
    recaptchaSecret: z.string().default(''),
    /** The MLS's notice shown under listings. */
    mlsDisclaimer: z.string().default(DEFAULT_MLS_DISCLAIMER),
    /** The association's postal address, shown in every e-mail. */
    associationPostalAddress: z
      .string()
      .default('Hearth Association of REALTORS®, 2003 Howe Ave, Sacramento, CA 95825'),
    /**
     * How often one server process stores a snapshot of its search index in the database (when
     * listings changed since the last), so a process that starts later loads it instead of
     * every listing; 0 neither writes nor reads snapshots (server only).
     */
    searchIndexSnapshotMinutes: z.number().int().min(0).max(1440).default(15),
    /** Market statistics: fewer closed sales in a month than this shows "not enough sales". */
    marketMinimumSales: z.number().int().min(1).max(100).default(5),
    /** The day of the month the previous month's market report edition is frozen (1–28). */
    marketEditionDay: z.number().int().min(1).max(28).default(10),
    ...mlsFeedSettings,
  })
  .strict();

export type Settings = z.infer<typeof settingsSchema>;

/** Keys never sent to a browser. */
export const SECRET_SETTING_KEYS = [
  'membioApiKey',
  'membioApiToken',
  'membioMlsApiKey',
  'membioMlsApiToken',
  'recaptchaSecret',
  // A path on the server's disk: browsers get `basemapUrl` instead.
  'basemapFile',
  'searchIndexSnapshotMinutes',
  ...(Object.keys(mlsFeedSettings) as (keyof typeof mlsFeedSettings)[]),
] as const satisfies readonly (keyof Settings)[];

export type PublicSettings = Omit<Settings, (typeof SECRET_SETTING_KEYS)[number]>;

/** The browser-visible part of the settings: an explicit omission of every secret. */
export function publicSettings(settings: Settings): PublicSettings {
  const copy: Record<string, unknown> = { ...settings };
  for (const key of SECRET_SETTING_KEYS) delete copy[key];
  return copy as PublicSettings;
}

export const publicSettingsSchema = settingsSchema.omit({
  membioApiKey: true,
  membioApiToken: true,
  membioMlsApiKey: true,
  membioMlsApiToken: true,
  recaptchaSecret: true,
  basemapFile: true,
  searchIndexSnapshotMinutes: true,
  ...(Object.fromEntries(Object.keys(mlsFeedSettings).map((key) => [key, true])) as Record<
    keyof typeof mlsFeedSettings,
    true
  >),
});
