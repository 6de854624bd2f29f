/**
 * The ingest benchmark's local OData server, in a process of its own: the stand-in feed of the
 * server tests holding the demo region's generator output as RESO records (offices, members,
 * listings with their photos expanded, open houses). Messages: { listings } starts it and is
 * answered { url, token, listings }; { change: n } gives n listings a new price and timestamp
 * and is answered { changed, fromPrice }. Each record's JSON is written once, when it is loaded.
 */
import { StandInFeed, type Rec } from '../apps/server/test/stand-in-feed';
import { PROPERTY_TYPE_NAMES } from '../apps/server/src/modules/ingest/property-mapping';
import { buildListingContext } from '../apps/server/src/seed/listing-context';
import { generateListing } from '../apps/server/src/seed/listings';
import { generateMembers } from '../apps/server/src/seed/members';
import { generateOffices } from '../apps/server/src/seed/offices';
import { DEMO_REGION } from '../apps/server/src/seed/region';
import { startOfUtcDay } from '../apps/server/src/seed/time';
import type { PropertyType } from '../apps/server/src/db/schema';

const SEED = 42;
// Records kept as their JSON, written when loaded: an MLS's servers are not on this machine, and
// their work is not what the benchmark measures (each page is still filtered, paged and gzipped).
const feed = new StandInFeed({ paging: 'nextLink', maxPageSize: 1000, cacheJson: true });

function load(listings: number): void {
  const reference = startOfUtcDay(new Date());
  const offices = generateOffices(
    DEMO_REGION,
    SEED,
    Math.max(1, Math.round(listings / 100)),
    reference,
  );
  const directory = generateMembers(
    DEMO_REGION,
    SEED,
    offices,
    Math.max(offices.length, Math.round(listings / 12)),
    reference,
  );
  const iso = (value: unknown) => new Date(value as string | Date).toISOString();
  feed.put(
    'Office',
    ...offices.map(({ row }) => ({
      OfficeKey: row.office_key,
      OfficeMlsId: row.office_mls_id,
      OfficeName: row.office_name,
      OfficeCity: row.office_city,
      OfficeAOR: row.office_aor,
      OfficePhone: row.office_phone,
      ModificationTimestamp: iso(row.modification_timestamp),
    })),
  );
  feed.put(
    'Member',
    ...directory.members.map(({ row, office }) => ({
      MemberKey: row.member_key,
      MemberMlsId: row.member_mls_id,
      MemberFirstName: row.member_first_name,
      MemberLastName: row.member_last_name,
      MemberFullName: row.member_full_name,
      MemberEmail: row.public_email,
      MemberAOR: row.member_aor,
      OfficeKey: office.row.office_key,
      ModificationTimestamp: iso(row.modification_timestamp),
    })),
  );
  const context = buildListingContext(DEMO_REGION, SEED, reference, directory.members);
  const ids = { media: 1, openHouse: 1 };
  const properties: Rec[] = [];
  const media: Rec[] = [];
  const openHouses: Rec[] = [];
  for (let index = 0; index < listings; index++) {
    const generated = generateListing(context, index, ids);
    const record = JSON.parse(generated.record) as Rec;
    record.PropertyType = PROPERTY_TYPE_NAMES[record.PropertyType as PropertyType];
    properties.push(record);
    for (const photo of generated.media) {
      media.push({
        MediaKey: `M${photo.id}`,
        ResourceName: 'Property',
        ResourceRecordKey: record.ListingKey,
        MediaURL: `https://photos.feed.example${photo.media_url}`,
        MediaCategory: 'Photo',
        Order: photo.position,
        ShortDescription: photo.caption,
        ModificationTimestamp: record.ModificationTimestamp,
      });
    }
    for (const openHouse of generated.openHouses) {
      openHouses.push({
        OpenHouseKey: `OH${openHouse.id}`,
        ListingKey: record.ListingKey,
        OpenHouseType: openHouse.open_house_type,
        OpenHouseStartTime: iso(openHouse.start_time),
        OpenHouseEndTime: iso(openHouse.end_time),
        OpenHouseRemarks: openHouse.remarks,
        ModificationTimestamp: record.ModificationTimestamp,
      });
    }
  }
  feed.put('Property', ...[]);
  for (const record of properties) feed.records.Property!.push(record);
  for (const record of media) feed.records.Media!.push(record);
  for (const record of openHouses) feed.records.OpenHouse!.push(record);
  feed.put('Media');
  feed.put('OpenHouse');
  feed.prepare('Property', true);
  for (const resource of ['Office', 'Member', 'OpenHouse']) feed.prepare(resource, false);
}

/** n listings, spread over the data, get a new price and a timestamp of now. */
function change(n: number): { changed: number; shown: number; fromPrice: number } {
  const all = feed.records.Property!;
  const step = Math.max(1, Math.floor(all.length / n));
  const fromPrice = 90_000_000;
  const now = new Date().toISOString();
  const changed: Rec[] = [];
  for (let i = 0; i < n && i * step < all.length; i++) {
    changed.push({ ...all[i * step]!, ListPrice: fromPrice + i, ModificationTimestamp: now });
  }
  feed.put('Property', ...changed);
  const shown = changed.filter((record) => record.InternetEntireListingDisplayYN !== false).length;
  return { changed: changed.length, shown, fromPrice };
}

process.on('message', async (message: { listings?: number; change?: number }) => {
  if (message.listings !== undefined) {
    load(message.listings);
    await feed.start();
    process.send?.({
      url: feed.url,
      token: 'stand-in-token',
      listings: feed.records.Property!.length,
    });
  } else if (message.change !== undefined) {
    process.send?.(change(message.change));
  }
});
process.on('disconnect', () => void feed.stop().then(() => process.exit(0)));
