import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';
import type { MarketDatabase } from './market-schema';

/** Kysely table types; they mirror migrations/ (snake_case in SQL, RESO names in the API). */

/** A bigint identity, read as a string by pg. */
type Id = GeneratedAlways<string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DateOnly = ColumnType<string, string, string>; // 'YYYY-MM-DD'
type Numeric = ColumnType<string, number | string, number | string>; // pg returns numeric as text
type TextArray = ColumnType<string[], string[] | undefined, string[]>;
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;
type RefId = ColumnType<string, string | number | bigint, string | number | bigint>;

export interface OfficesTable {
  id: Id;
  office_key: string;
  office_mls_id: string;
  office_name: string;
  office_address1: string | null;
  office_address2: string | null;
  office_city: string | null;
  office_state_or_province: string | null;
  office_postal_code: string | null;
  office_county_or_parish: string | null;
  office_phone: string | null;
  office_fax: string | null;
  office_email: string | null;
  office_type: string | null;
  office_aor: string;
  office_national_association_id: string | null;
  originating_system_id: string | null;
  office_status: ColumnType<string, string | undefined, string>;
  website: string | null;
  /** The office's photo (logo) as the site serves it (migration 0053). */
  photo_url: ColumnType<string | null, string | null | undefined, string | null>;
  latitude: number | null;
  longitude: number | null;
  geohash: string | null;
  responsible_member_id: RefId | null;
  contact_member_id: RefId | null;
  modification_timestamp: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The feed that wrote the row (migration 0013_ingest); null for rows entered another way. */
  origin: string | null;
}

export interface MembersTable {
  id: Id;
  member_key: string;
  member_mls_id: string;
  member_first_name: string;
  member_last_name: string;
  member_full_name: string;
  member_email: string | null;
  public_email: string | null;
  member_status: ColumnType<string, string | undefined, string>;
  member_type: ColumnType<string, string | undefined, string>;
  member_aor: string;
  member_national_association_id: string | null;
  member_state_or_province: string | null;
  title: string | null;
  bio: string | null;
  areas_served: TextArray;
  languages: TextArray;
  website: string | null;
  photo_url: string | null;
  modification_timestamp: ColumnType<Date, Date | string | undefined, Date | string>;
  origin: string | null;
}

export interface OfficeMembersTable {
  office_id: RefId;
  member_id: RefId;
  is_primary: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface MemberPhonesTable {
  id: Id;
  member_id: RefId;
  kind: 'preferred' | 'direct' | 'mobile' | 'home' | 'office' | 'fax';
  number: string;
  extension: string | null;
}

export interface MemberDesignationsTable {
  member_id: RefId;
  name: string;
}

export interface MemberLicensesTable {
  id: Id;
  member_id: RefId;
  license_number: string;
  license_type: string | null;
  license_state: string | null;
  license_expiration_date: DateOnly | null;
}

export type StandardStatus =
  'Active' | 'Coming Soon' | 'Pending' | 'Active Under Contract' | 'Closed';
export type PropertyType = 'RESI' | 'RLSE' | 'RINC' | 'COMS' | 'COML' | 'FARM' | 'LAND';
/**
 * What a listing's status or type is stored as when its feed sent a lookup value neither the
 * feed's Lookup resource nor the Data Dictionary knows (its raw value stays in the record). Such
 * a listing is stored hidden (InternetEntireListingDisplayYN false): never shown as if it had a
 * status or type it may not have (migration 0053).
 */
export const UNKNOWN_STATUS = 'Unknown';
export const UNKNOWN_PROPERTY_TYPE = 'UNKN';

export interface ListingsTable {
  id: Id;
  listing_key: string;
  listing_id: string;
  standard_status: StandardStatus | typeof UNKNOWN_STATUS;
  property_type: PropertyType | typeof UNKNOWN_PROPERTY_TYPE;
  property_sub_type: string | null;
  list_price: Numeric;
  close_price: Numeric | null;
  close_date: DateOnly | null;
  on_market_date: DateOnly;
  modification_timestamp: Timestamp;
  latitude: number | null;
  longitude: number | null;
  geohash: string | null;
  unparsed_address: string | null;
  unparsed_street: string | null;
  postal_code: string | null;
  city: string | null;
  city_region: string | null;
  county_or_parish: string | null;
  state_or_province: string | null;
  township: string | null;
  subdivision_name: string | null;
  building_name: string | null;
  elementary_school_district: string | null;
  elementary_school: string | null;
  middle_or_junior_school: string | null;
  middle_or_junior_school_district: string | null;
  high_school: string | null;
  high_school_district: string | null;
  bedrooms_total: number | null;
  bathrooms_total_integer: number | null;
  building_area_total: Numeric | null;
  living_area: Numeric | null;
  leasable_area: Numeric | null;
  lot_size_acres: Numeric | null;
  year_built: number | null;
  garage_spaces: Numeric | null;
  levels: TextArray;
  ownership: string | null;
  basement: TextArray;
  cooling: TextArray;
  cooling_yn: boolean | null;
  fireplace_yn: boolean | null;
  pool_private_yn: boolean | null;
  waterfront_yn: boolean | null;
  waterfront_features: TextArray;
  view: TextArray;
  interior_features: TextArray;
  exterior_features: TextArray;
  lease_term: string | null;
  pets_allowed: TextArray;
  tax_annual_amount: Numeric | null;
  virtual_tour_url_branded: string | null;
  /** Null when the agent or office is not (yet) in the Member or Office data. */
  list_agent_id: RefId | null;
  list_office_id: RefId | null;
  /** The agents' and offices' own keys as the feed gives them (migration 0036); null without. */
  list_agent_key: OptionalText;
  list_office_key: OptionalText;
  co_list_agent_key: OptionalText;
  co_list_office_key: OptionalText;
  list_agent_mls_id: string;
  /** The co-list agent's MLS id as the feed gives it (migration 0023); null without one. */
  co_list_agent_mls_id: ColumnType<string | null, string | null | undefined, string | null>;
  list_agent_full_name: string;
  list_office_mls_id: string;
  list_office_name: string;
  list_aor: string;
  internet_entire_listing_display_yn: ColumnType<boolean, boolean | undefined, boolean>;
  internet_address_display_yn: ColumnType<boolean, boolean | undefined, boolean>;
  photos_count: ColumnType<number, number | undefined, number>;
  primary_photo_url: string | null;
  next_open_house_at: Timestamp | null;
  origin: string | null;
}

/** The RESO Lookup resource's rows (migration 0037). */
export interface LookupsTable {
  lookup_key: string;
  lookup_name: string;
  lookup_value: string;
  standard_lookup_value: string | null;
  legacy_odata_value: string | null;
  modification_timestamp: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ListingRecordsTable {
  listing_id: RefId;
  /** The full RESO record of the listing. */
  record: ColumnType<
    Record<string, unknown>,
    string | Record<string, unknown>,
    string | Record<string, unknown>
  >;
}

export interface ListingMediaTable {
  id: Id;
  listing_id: RefId;
  position: number;
  media_url: string;
  caption: string | null;
  media_category: ColumnType<string, string | undefined, string>;
  /** The feed's MediaKey, and the first 32 hex digits of the sha256 of media_url (0013_ingest). */
  media_key: string | null;
  url_hash: string | null;
  /** The feed's Order of the photo; positions follow it. */
  media_order: number | null;
  modification_timestamp: Timestamp | null;
}

export interface OpenHousesTable {
  id: Id;
  listing_id: RefId;
  open_house_type: 'Public' | 'Broker';
  start_time: Timestamp;
  end_time: Timestamp;
  remarks: string | null;
  open_house_key: string | null;
  modification_timestamp: Timestamp | null;
}

// --- Accounts and mail (migrations 0003_accounts, 0004_outbox) ---

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type PersonLanguage = 'en' | 'es';
export type AccountRole = 'agent' | 'broker' | 'member' | 'office_admin' | 'association_admin';

export interface UsersTable {
  id: Id;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  status: ColumnType<'pending' | 'active', 'pending' | 'active' | undefined, 'pending' | 'active'>;
  language: ColumnType<PersonLanguage, PersonLanguage | undefined, PersonLanguage>;
  photo_name: string | null;
  photo_created_at: Timestamp | null;
  photo_updated_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  password_changed_at: CreatedAt;
}

export interface AccountsTable {
  id: Id;
  member_id: RefId | null;
  email: string;
  first_name: string;
  last_name: string;
  roles: ColumnType<AccountRole[], AccountRole[] | undefined, AccountRole[]>;
  password_hash: string | null;
  status: ColumnType<
    'pending' | 'active' | 'disabled',
    'pending' | 'active' | 'disabled' | undefined,
    'pending' | 'active' | 'disabled'
  >;
  language: ColumnType<PersonLanguage, PersonLanguage | undefined, PersonLanguage>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  password_changed_at: CreatedAt;
}

export interface SessionsTable {
  id: Id;
  token_hash: string;
  user_id: RefId | null;
  account_id: RefId | null;
  created_at: CreatedAt;
  last_seen_at: CreatedAt;
  expires_at: Timestamp;
}

export type OneTimeTokenPurpose =
  'activate' | 'reset_password' | 'change_email' | 'undo_email_change';

export interface OneTimeTokensTable {
  id: Id;
  token_hash: string;
  purpose: OneTimeTokenPurpose;
  user_id: RefId | null;
  account_id: RefId | null;
  new_email: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AuditLogTable {
  id: Id;
  at: CreatedAt;
  action: string;
  subject_kind: 'user' | 'account';
  subject_id: RefId | null;
  ip: string | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface OutboxTable {
  id: Id;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  language: ColumnType<PersonLanguage, PersonLanguage | undefined, PersonLanguage>;
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  user_id: RefId | null;
  account_id: RefId | null;
  /** `held`: written while no mail server was set; sent only once an operator releases it. */
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: CreatedAt;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  /** When the message's link expires: it is never sent after (migration 0014). */
  expires_at: Timestamp | null;
}

export type OutboxStatus = 'pending' | 'sent' | 'held';

/** Whether the last start had a mail server (one row, migration 0014). */
export interface MailTransportTable {
  id: number;
  sending: boolean;
  since: CreatedAt;
}

export interface AccountsDatabase {
  users: UsersTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  mail_transport: MailTransportTable;
}

// --- end of accounts and mail ---

// --- Leads, listing shares and used captchas (migration 0007_leads) ---

export interface LeadsTable {
  id: Id;
  object_type: 'listing' | 'agent' | 'office';
  object_id: string;
  listing_id: RefId | null;
  fields: ColumnType<Record<string, unknown>, string, string>;
  name: string;
  email: string;
  schedule_tour: ColumnType<boolean, boolean | undefined, boolean>;
  tour_date: DateOnly | null;
  tour_time: string | null;
  agent_id: RefId | null;
  office_id: RefId | null;
  routed_to: 'agent' | 'office';
  routed_to_email: string;
  user_id: RefId | null;
  status: ColumnType<
    'pending' | 'active' | 'inactive',
    'pending' | 'active' | 'inactive' | undefined,
    'pending' | 'active' | 'inactive'
  >;
  language: ColumnType<PersonLanguage, PersonLanguage | undefined, PersonLanguage>;
  consent_text_version: string;
  consent_at: Timestamp;
  ip: string | null;
  created_at: CreatedAt;
  /** When its handler first opened (or removed) it (migration 0012_members). */
  first_opened_at: Timestamp | null;
  first_opened_by: RefId | null;
  status_changed_at: Timestamp | null;
}

export interface ListingSharesTable {
  id: Id;
  listing_id: RefId | null;
  from_name: string;
  from_email: string;
  to_name: string;
  to_email: string;
  message: string | null;
  language: ColumnType<PersonLanguage, PersonLanguage | undefined, PersonLanguage>;
  ip: string | null;
  /** The agent who shared it with one of their contacts (migration 0026); null for a visitor. */
  agent_account_id: ColumnType<string | null, string | number | null | undefined, string | null>;
  contact_id: ColumnType<string | null, string | number | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface CaptchaReplaysTable {
  signature: string;
  expires_at: Timestamp;
}

export interface LeadsDatabase {
  leads: LeadsTable;
  listing_shares: ListingSharesTable;
  captcha_replays: CaptchaReplaysTable;
}

// --- end of leads ---

// ---- Analytics (migration 0006) ----

export interface PageEventsTable {
  id: GeneratedAlways<string>;
  kind: string;
  path: string;
  listing_id: string | null;
  site: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

// --- Members area (migration 0012_members) ---

export interface EducationRecordsTable {
  id: Id;
  member_id: RefId;
  course_name: string;
  provider: string | null;
  category: string | null;
  start_date: DateOnly;
  completion_date: DateOnly | null;
  grade: string | null;
  attended: ColumnType<'Y' | 'N', 'Y' | 'N' | undefined, 'Y' | 'N'>;
  credits: ColumnType<string, number | string | undefined, number | string>;
}

export type NotificationAudienceKind = 'all' | 'office' | 'role' | 'association' | 'account';
export type NotificationPriority = 'low' | 'normal' | 'high';

export interface NotificationsTable {
  id: Id;
  organization_name: string;
  subject: string;
  /** Sanitised HTML (see modules/notifications/sanitize-html.ts). */
  content_html: ColumnType<string, string | undefined, string>;
  priority: ColumnType<
    NotificationPriority,
    NotificationPriority | undefined,
    NotificationPriority
  >;
  starts_at: CreatedAt;
  expires_at: Timestamp | null;
  dismissable: ColumnType<boolean, boolean | undefined, boolean>;
  action_type: ColumnType<'view' | 'link', 'view' | 'link' | undefined, 'view' | 'link'>;
  action_url: string | null;
  action_label: string | null;
  audience_kind: NotificationAudienceKind;
  audience_value: string | null;
  created_by_account_id: RefId | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  withdrawn_at: Timestamp | null;
}

export interface NotificationActionsTable {
  id: Id;
  notification_id: RefId;
  account_id: RefId;
  viewed_at: Timestamp | null;
  dismissed_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface MessagesTable {
  id: Id;
  account_id: RefId;
  sender_name: string;
  subject: string;
  body_html: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  read_at: Timestamp | null;
}

export interface DashboardContentTable {
  id: Id;
  area: 'top' | 'middle' | 'bottom';
  position: ColumnType<number, number | undefined, number>;
  html: string;
  updated_at: CreatedAt;
}

export interface DashboardServicesTable {
  id: Id;
  position: ColumnType<number, number | undefined, number>;
  label: string;
  url: string;
  target: ColumnType<'_self' | '_blank', '_self' | '_blank' | undefined, '_self' | '_blank'>;
  image_url: string | null;
  icon: string | null;
}

export interface DashboardOptionsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: CreatedAt;
}

export interface MembersAreaDatabase {
  education_records: EducationRecordsTable;
  notifications: NotificationsTable;
  notification_actions: NotificationActionsTable;
  messages: MessagesTable;
  dashboard_content: DashboardContentTable;
  dashboard_services: DashboardServicesTable;
  dashboard_options: DashboardOptionsTable;
}

// --- end of members area ---

// --- MLS feed replication and our RESO Web API (migration 0013_ingest) ---

export interface IngestStateTable {
  feed: string;
  resource: string;
  checkpoint_timestamp: Timestamp | null;
  checkpoint_key: string | null;
  full_pending: ColumnType<boolean, boolean | undefined, boolean>;
  last_success_at: Timestamp | null;
  last_attempt_at: Timestamp | null;
  last_reconciled_at: Timestamp | null;
  last_error: string | null;
  /** The feed's own count of the resource when last checked (migration 0040). */
  feed_count: number | null;
  /** Records the feed holds that Hearth does not, when last checked. */
  missing_count: number | null;
  checked_at: Timestamp | null;
}

export type IngestRunStatus = 'running' | 'succeeded' | 'incomplete' | 'failed' | 'interrupted';

export interface IngestRunsTable {
  id: Id;
  feed: string;
  full: boolean;
  resources: string[];
  status: ColumnType<IngestRunStatus, IngestRunStatus | undefined, IngestRunStatus>;
  added: ColumnType<number, number | undefined, number>;
  changed: ColumnType<number, number | undefined, number>;
  deleted: ColumnType<number, number | undefined, number>;
  skipped: ColumnType<Record<string, number>, string | undefined, string>;
  /** Records the feed holds that Hearth does not, per resource, when the run ended. */
  missing: ColumnType<Record<string, number>, string | undefined, string>;
  /** Unknown lookup values by field (migration 0038). */
  unknown_values: ColumnType<Record<string, number>, string | undefined, string>;
  error: string | null;
  started_at: CreatedAt;
  finished_at: Timestamp | null;
  /** When a run paused for a spent request budget, the time it goes on (0042). */
  paused_until: Timestamp | null;
}

/** Requests sent to a feed per minute, for its vendor's budgets (0042_feed_request_counts). */
export interface FeedRequestCountsTable {
  feed: string;
  minute: Timestamp;
  requests: number;
}

/** A feed photo to download into our media store, and how that went (0043_feed_media_downloads). */
export interface FeedMediaDownloadsTable {
  url_hash: string;
  feed: string;
  media_url: string;
  media_key: string | null;
  media_modified: Timestamp | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
  stored_at: Timestamp | null;
}

export interface ResoClientsTable {
  id: Id;
  name: string;
  token_hash: string;
  /** The token's first characters, to tell tokens apart in lists. */
  token_hint: string;
  requests_per_minute: number;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface IngestDatabase {
  ingest_state: IngestStateTable;
  ingest_runs: IngestRunsTable;
  feed_request_counts: FeedRequestCountsTable;
  feed_media_downloads: FeedMediaDownloadsTable;
  reso_clients: ResoClientsTable;
}

// --- end of MLS feed ---

// --- Consumer area (migration 0017_consumer) ---

export type NotificationFrequency = 'never' | 'daily' | 'instantly';
type Json<T> = ColumnType<T, string, string>;
export interface SubscriptionsJson {
  openHouses: { enabled: boolean; lastRunAt: string | null };
  virtualTour: { enabled: boolean; lastRunAt: string | null };
}
type Frequency = ColumnType<
  NotificationFrequency,
  NotificationFrequency | undefined,
  NotificationFrequency
>;

export interface SavedSearchesTable {
  id: Id;
  user_id: RefId;
  agent_id: RefId | null;
  contact_id: RefId | null;
  config_id: string | null;
  name: string;
  notification_frequency: Frequency;
  subscriptions: ColumnType<SubscriptionsJson, string | undefined, string>;
  query: Json<Record<string, unknown>>;
  notes: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** When the person last ran the search (migration 0019_alerts). */
  last_run_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SavedListingGroupsTable {
  id: Id;
  user_id: RefId;
  agent_id: RefId | null;
  contact_id: RefId | null;
  config_id: string | null;
  name: string | null;
  notification_frequency: Frequency;
  subscriptions: ColumnType<SubscriptionsJson, string | undefined, string>;
  notes: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface SavedListingsTable {
  id: Id;
  saved_listing_group_id: RefId;
  user_id: RefId;
  agent_id: RefId | null;
  listing_id: string;
  listing: Json<Record<string, unknown>>;
  rating: number | null;
  notes: string | null;
  created_at: CreatedAt;
}

export interface ConsumerDatabase {
  saved_searches: SavedSearchesTable;
  saved_listing_groups: SavedListingGroupsTable;
  saved_listings: SavedListingsTable;
}

// --- end of consumer area ---

// --- Association management, embedded (migration 0018_ams) ---

export interface AmsInvoicesTable {
  id: Id;
  member_id: RefId;
  number: string;
  description: string;
  amount: Numeric;
  issued_on: DateOnly;
  due_on: DateOnly;
  paid_on: DateOnly | null;
  pay_url: string | null;
}

export interface AmsEventsTable {
  id: Id;
  title: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  location: string | null;
  online_url: string | null;
  description: ColumnType<string, string | undefined, string>;
  registration_url: string | null;
  capacity: number | null;
  seats_taken: ColumnType<number, number | undefined, number>;
}

export interface AmsCommitteesTable {
  id: Id;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  next_meeting_at: Timestamp | null;
  next_meeting_place: string | null;
}

export interface AmsCommitteeMembersTable {
  committee_id: RefId;
  member_id: RefId;
  role: ColumnType<string, string | undefined, string>;
}

export interface CalendarFeedTokensTable {
  account_id: RefId;
  token_hash: string;
  created_at: CreatedAt;
}

export interface AmsDatabase {
  ams_invoices: AmsInvoicesTable;
  ams_events: AmsEventsTable;
  ams_committees: AmsCommitteesTable;
  ams_committee_members: AmsCommitteeMembersTable;
  calendar_feed_tokens: CalendarFeedTokensTable;
}

// --- end of association management ---

// --- Alerts (migration 0019_alerts) ---

export interface AlertStateTable {
  id: number;
  change_seq: string | null;
  digest_on: DateOnly | null;
  token_key: string | null;
}

export interface AlertListingsTable {
  listing_id: RefId;
  row: Json<Record<string, unknown>>;
}

export interface AlertItemsTable {
  id: Id;
  user_id: RefId;
  saved_search_id: RefId | null;
  saved_listing_group_id: RefId | null;
  listing_id: RefId;
  reason: Json<Record<string, unknown>>;
  reason_key: string;
  listing: Json<Record<string, unknown>>;
  status: ColumnType<
    'pending' | 'sent' | 'skipped',
    'pending' | 'sent' | 'skipped' | undefined,
    'pending' | 'sent' | 'skipped'
  >;
  outbox_id: RefId | null;
  created_at: ColumnType<Date, Date, Date>;
  sent_at: Timestamp | null;
  /** A saved search's item for a listing that newly matched it (counted as new since last run). */
  new_match: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface AlertsDatabase {
  alert_state: AlertStateTable;
  alert_listings: AlertListingsTable;
  alert_items: AlertItemsTable;
}

// --- end of alerts ---

// --- An agent's contacts (migration 0020_contacts) ---

/** How a contact came: added by the agent, synced from a lead, or a consumer who connected. */
export type ContactSource = 'added' | 'lead' | 'connected';

export interface ContactsTable {
  id: Id;
  agent_account_id: RefId;
  user_id: RefId | null;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  nickname: string | null;
  notes: string | null;
  rating: ColumnType<number, number | undefined, number>;
  source: ColumnType<ContactSource, ContactSource | undefined, ContactSource>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** lower("first last") and lower(email), apart; generated. */
  search_text: GeneratedAlways<string>;
}

export interface AgentCrmDatabase {
  contacts: ContactsTable;
}

// --- end of contacts ---

// --- Invite and connect (migration 0027_contact_connections) ---

export interface ContactInvitesTable {
  id: Id;
  contact_id: RefId;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface AgentConnectionsTable {
  id: Id;
  agent_account_id: RefId;
  user_id: RefId;
  contact_id: RefId | null;
  connected_at: CreatedAt;
}

export interface AgentConnectDatabase {
  contact_invites: ContactInvitesTable;
  agent_connections: AgentConnectionsTable;
}

// --- end of invite and connect ---

// --- Shared across processes (migration 0030_shared_state) ---

export interface RateLimitsTable {
  key: string;
  hits: number;
  resets_at: Timestamp;
}

export interface JobLeasesTable {
  job: string;
  holder: string | null;
  leased_until: Timestamp;
  last_started_at: Timestamp | null;
  last_finished_at: Timestamp | null;
  runs: Generated<string>;
}

export interface SharedStateDatabase {
  rate_limits: RateLimitsTable;
  job_leases: JobLeasesTable;
}

// --- end of shared across processes ---

// --- What agents sent (migration 0044_send_limits) ---

export interface AgentDailySendsTable {
  account_id: RefId;
  kind: 'share' | 'invite';
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  sent: number;
}

export interface InviteRecipientsTable {
  agent_account_id: RefId;
  /** Lower case. */
  email: string;
  last_sent_at: Timestamp;
}

export interface SendLimitsDatabase {
  agent_daily_sends: AgentDailySendsTable;
  invite_recipients: InviteRecipientsTable;
}

// --- end of what agents sent ---

export interface Database
  extends
    SendLimitsDatabase,
    AccountsDatabase,
    LeadsDatabase,
    MembersAreaDatabase,
    IngestDatabase,
    ConsumerDatabase,
    AmsDatabase,
    AlertsDatabase,
    AgentCrmDatabase,
    AgentConnectDatabase,
    SharedStateDatabase,
    MarketDatabase {
  page_events: PageEventsTable;
  offices: OfficesTable;
  members: MembersTable;
  office_members: OfficeMembersTable;
  member_phones: MemberPhonesTable;
  member_designations: MemberDesignationsTable;
  member_licenses: MemberLicensesTable;
  listings: ListingsTable;
  listing_records: ListingRecordsTable;
  lookups: LookupsTable;
  listing_media: ListingMediaTable;
  open_houses: OpenHousesTable;
}

export type Listing = Selectable<ListingsTable>;
export type NewListing = Insertable<ListingsTable>;
export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type Office = Selectable<OfficesTable>;
export type NewOffice = Insertable<OfficesTable>;
