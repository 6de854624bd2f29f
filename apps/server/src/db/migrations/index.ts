import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_listings';
import * as m0002 from './0002_search';
import * as m0003 from './0003_accounts';
import * as m0004 from './0004_outbox';
import * as m0006 from './0006_analytics';
import * as m0007 from './0007_leads';
import * as m0008 from './0008_directory';
import * as m0012 from './0012_members';
import * as m0013 from './0013_ingest';
import * as m0014 from './0014_outbox_hold';
import * as m0017 from './0017_consumer';
import * as m0018 from './0018_ams';
import * as m0019 from './0019_alerts';
import * as m0020 from './0020_contacts';
import * as m0021 from './0021_alert_new_matches';
import * as m0023 from './0023_co_list_agent';
import * as m0026 from './0026_agent_shares';
import * as m0027 from './0027_contact_connections';
import * as m0030 from './0030_shared_state';
import * as m0034 from './0034_index_snapshot';
import * as m0035 from './0035_record_compression';
import * as m0036 from './0036_data_dictionary_types';
import * as m0037 from './0037_lookups';
import * as m0038 from './0038_ingest_unknown_values';
import * as m0040 from './0040_feed_completeness';
import * as m0042 from './0042_feed_request_counts';
import * as m0043 from './0043_feed_media_downloads';
import * as m0044 from './0044_send_limits';
import * as m0045 from './0045_undo_email_change';
import * as m0046 from './0046_listing_view_days';
import * as m0049 from './0049_reso_keysets';
import * as m0051 from './0051_market_statistics';
import * as m0052 from './0052_market_editions';
import * as m0053 from './0053_feed_unknown_lookups';
import * as m0055 from './0055_market_change_ranges';

/** Ordered migrations, imported statically so they run the same under tsx, vitest and a bundle. */
const migrations: Record<string, Migration> = {
  '0001_listings': m0001,
  '0002_search': m0002,
  '0003_accounts': m0003,
  '0004_outbox': m0004,
  '0006_analytics': m0006,
  '0007_leads': m0007,
  '0008_directory': m0008,
  '0012_members': m0012,
  '0013_ingest': m0013,
  '0014_outbox_hold': m0014,
  '0017_consumer': m0017,
  '0018_ams': m0018,
  '0019_alerts': m0019,
  '0020_contacts': m0020,
  '0021_alert_new_matches': m0021,
  '0023_co_list_agent': m0023,
  '0026_agent_shares': m0026,
  '0027_contact_connections': m0027,
  '0030_shared_state': m0030,
  '0034_index_snapshot': m0034,
  '0035_record_compression': m0035,
  '0036_data_dictionary_types': m0036,
  '0037_lookups': m0037,
  '0038_ingest_unknown_values': m0038,
  '0040_feed_completeness': m0040,
  '0042_feed_request_counts': m0042,
  '0043_feed_media_downloads': m0043,
  '0044_send_limits': m0044,
  '0045_undo_email_change': m0045,
  '0046_listing_view_days': m0046,
  '0049_reso_keysets': m0049,
  '0051_market_statistics': m0051,
  '0052_market_editions': m0052,
  '0053_feed_unknown_lookups': m0053,
  '0055_market_change_ranges': m0055,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
