import ngeohash from 'ngeohash';
import type { ListingMediaTable, ListingsTable, OpenHousesTable, PropertyType } from '../db/schema';
import type { SeedRow } from './bulk-insert';
import type { ListingContext } from './listing-context';
import { PROPERTY_TYPES } from './listing-context';
import { ATTACHED_SUB_TYPES, listingFacts } from './listing-facts';
import { listingFeatures } from './listing-features';
import { listingMedia, mediaKind } from './listing-media';
import { listingRecord } from './listing-record';
import { publicRemarks } from './listing-text';
import { listingTimeline } from './listing-timeline';
import { priceLevel, saleToListRatio } from './market-history';
import { near, type Point } from './places';
import { Random } from './random';
import { statusHistory, type StatusHistoryRow } from './status-history';
import { dateOfDayNumber } from './time';

export type ListingRow = SeedRow<ListingsTable>;

export interface GeneratedListing {
  row: ListingRow;
  /** The full RESO record, as JSON text. */
  record: string;
  media: SeedRow<ListingMediaTable>[];
  openHouses: SeedRow<OpenHousesTable>[];
  statusHistory: StatusHistoryRow[];
}

/** The market history's past sales: residential, a fifth of them leases. */
const HISTORY_TYPES: readonly (readonly [PropertyType, number])[] = [
  ['RESI', 80],
  ['RLSE', 20],
];

/** Running ids of the child rows; the listing's own id is its index + 1. */
export interface ChildIds {
  media: number;
  openHouse: number;
}

/** Public Land Survey township of a point (Mount Diablo meridian), as rural listings give it. */
function township(point: Point): string {
  const north = Math.floor((point.latitude - 37.8814) / 0.0869) + 1;
  const east = Math.floor((point.longitude + 121.9142) / 0.1106);
  return `T${north}N R${east >= 0 ? `${east + 1}E` : `${-east}W`}`;
}

function round(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

/**
 * One listing with its record, photos and open houses; the same (seed, index) gives the same
 * listing. A `history` listing is a past sale of the market's five years (seed/market-history.ts).
 */
export function generateListing(
  context: ListingContext,
  index: number,
  ids: ChildIds,
  history = false,
): GeneratedListing {
  const random = new Random(context.seed, 41, index);
  const id = index + 1;
  const type = random.weighted(history ? HISTORY_TYPES : PROPERTY_TYPES);
  const rural = type === 'FARM' || type === 'LAND';
  const places = (rural ? context.ruralPlaces : context.places).at(random.next());
  const city = places.city;
  const facts = listingFacts(random, type, city, rural && city.weight < 1, context.newestYear);
  const features = listingFeatures(random, type, facts, city);
  const timeline = listingTimeline(random, type, context.reference, context.referenceDay, history);
  // A past sale was listed at its day's prices.
  if (timeline.closeDay !== null) {
    facts.price =
      Math.round(
        (facts.price * priceLevel(city.name, timeline.closeDay, context.referenceDay)) /
          (facts.price > 20_000 ? 500 : 5),
      ) * (facts.price > 20_000 ? 500 : 5);
  }

  const attached = ATTACHED_SUB_TYPES.has(facts.subType) && (type === 'RESI' || type === 'RLSE');
  const building =
    attached && places.buildings.length > 0 && random.chance(0.75)
      ? random.pick(places.buildings)
      : null;
  const subdivision =
    building?.subdivision ??
    (rural && random.chance(0.5) ? null : random.pick(places.subdivisions));
  const postal = subdivision
    ? (city.postalCodes.find((code) => code.postalCode === subdivision.postalCode) ??
      city.postalCodes[0])
    : random.pick(city.postalCodes);
  if (!postal) throw new Error(`No postal code for ${city.name}`);
  const point =
    building ?? near(context.region, random, subdivision ?? postal, subdivision ? 0.004 : 0.03);
  const [streetNumber, ...streetParts] = (
    building?.street ?? `${random.int(100, 9999)} ${random.pick(places.streets)}`
  ).split(' ');
  const streetName = streetParts.join(' ');
  const unitNumber = building
    ? `${random.int(1, building.floors)}${String(random.int(1, 24)).padStart(2, '0')}`
    : attached
      ? String(random.int(1, 240))
      : null;
  const street = `${streetNumber} ${streetName}${unitNumber ? ` #${unitNumber}` : ''}`;

  const agent = (context.agentsByCounty.get(city.county) ?? context.agents).at(random.next());
  const office = agent.office.row;
  const lease = type === 'RLSE' || type === 'COML';
  const closePrice =
    timeline.closeDay === null
      ? null
      : lease
        ? Math.round((facts.price * random.float(0.97, 1.02)) / 5) * 5
        : Math.round(
            (facts.price * saleToListRatio(random, timeline.closeDay, context.referenceDay)) / 500,
          ) * 500;
  const listingId = String(224_000_001 + index);
  const mediaKindName = mediaKind(type, facts.subType);
  const photoCount =
    type === 'LAND'
      ? random.int(1, 4)
      : random.weighted([
          [2, 15],
          [4, 25],
          [6, 25],
          [9, 20],
          [12, 15],
        ]) - random.int(0, 1);
  const media = listingMedia(random, ids, id, mediaKindName, history ? 1 : Math.max(1, photoCount));
  const openHouses = timeline.openHouses.map((event) => ({
    id: ids.openHouse++,
    listing_id: id,
    open_house_type: event.type,
    start_time: event.start,
    end_time: event.end,
    remarks: event.remarks,
    open_house_key: null,
    modification_timestamp: null,
  }));
  const referenceMs = context.reference.getTime();
  const nextPublic = timeline.openHouses.find(
    (event) => event.type === 'Public' && event.start.getTime() >= referenceMs,
  );

  const row: ListingRow = {
    id,
    // Ascending keys keep the unique index's inserts at its right edge (the seed's write speed).
    listing_key: `${id.toString(16).padStart(10, '0')}${random.int(0, 0xffffff).toString(16).padStart(6, '0')}`,
    listing_id: listingId,
    standard_status: timeline.status,
    property_type: type,
    property_sub_type: facts.subType,
    list_price: facts.price,
    close_price: closePrice,
    close_date: timeline.closeDay === null ? null : dateOfDayNumber(timeline.closeDay),
    on_market_date: dateOfDayNumber(timeline.onMarketDay),
    modification_timestamp: timeline.modificationTimestamp,
    latitude: round(point.latitude, 6),
    longitude: round(point.longitude, 6),
    geohash: ngeohash.encode(round(point.latitude, 6), round(point.longitude, 6), 12),
    unparsed_address: `${street}, ${city.name}, CA ${postal.postalCode}`,
    unparsed_street: street,
    postal_code: postal.postalCode,
    city: city.name,
    city_region: subdivision?.cityRegion ?? city.name,
    county_or_parish: city.county,
    state_or_province: 'CA',
    township: rural ? township(point) : null,
    subdivision_name: subdivision?.name ?? null,
    building_name: building?.name ?? null,
    elementary_school_district: subdivision?.elementaryDistrict ?? null,
    elementary_school: subdivision?.elementarySchool ?? null,
    middle_or_junior_school: subdivision?.middleSchool ?? null,
    middle_or_junior_school_district: subdivision?.middleDistrict ?? null,
    high_school: subdivision?.highSchool ?? null,
    high_school_district: subdivision?.highDistrict ?? null,
    bedrooms_total: facts.bedrooms,
    bathrooms_total_integer:
      facts.bathsFull === null ? null : facts.bathsFull + (facts.bathsHalf ?? 0),
    building_area_total: facts.buildingArea,
    living_area: facts.livingArea,
    leasable_area: facts.leasableArea,
    lot_size_acres: facts.lotAcres === null ? null : round(facts.lotAcres, 4),
    year_built: facts.yearBuilt,
    garage_spaces: facts.garageSpaces,
    levels: features.levels,
    ownership: features.ownership,
    basement: features.basement,
    cooling: features.cooling,
    cooling_yn: features.coolingYN,
    fireplace_yn: features.fireplaceYN,
    pool_private_yn: features.poolPrivateYN,
    waterfront_yn: features.waterfrontYN,
    waterfront_features: features.waterfrontFeatures,
    view: features.view,
    interior_features: features.interiorFeatures,
    exterior_features: features.exteriorFeatures,
    lease_term: features.leaseTerm,
    pets_allowed: features.petsAllowed,
    tax_annual_amount: lease ? null : round(facts.price * random.float(0.004, 0.0115), 2),
    virtual_tour_url_branded:
      type !== 'LAND' && random.chance(0.15) ? `https://tours.hearth.example/${listingId}` : null,
    list_agent_id: agent.row.id,
    list_office_id: office.id,
    list_agent_key: agent.row.member_key,
    list_office_key: office.office_key,
    co_list_agent_key: null,
    co_list_office_key: null,
    list_agent_mls_id: agent.row.member_mls_id,
    co_list_agent_mls_id: null,
    list_agent_full_name: agent.row.member_full_name,
    list_office_mls_id: office.office_mls_id,
    list_office_name: office.office_name,
    list_aor: office.office_aor,
    internet_entire_listing_display_yn: !random.chance(0.005),
    internet_address_display_yn: !random.chance(0.01),
    photos_count: media.length,
    primary_photo_url: media[0]?.media_url ?? null,
    next_open_house_at: nextPublic?.start ?? null,
    origin: null,
  };
  const remarks = publicRemarks(random, type, facts, features, {
    city: city.name,
    subdivision: subdivision?.name ?? null,
  });
  const ownerName = random.pick(context.ownerNames);
  const record = listingRecord(random, row, {
    facts,
    timeline,
    agent,
    streetNumber: streetNumber ?? '',
    streetName,
    unitNumber,
    remarks,
    ownerName,
  });
  return { row, record, media, openHouses, statusHistory: statusHistory(id, timeline) };
}
