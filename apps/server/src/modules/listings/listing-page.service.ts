import {
  buildingUnitSchema,
  recentSaleSchema,
  type BuildingDataResponse,
  type BuildingUnit,
  type ListingPageResponse,
  type LocationDataResponse,
  type RecentSale,
} from '@hearth/contracts';
import { fieldsOfRow, isLeasePropertyType, registryFields } from '@hearth/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import {
  findAgent,
  findListing,
  findOffice,
  listingMedia,
  listingOpenHouses,
  type ListingRow,
} from './listing-page.repository';
import {
  listingHeader,
  presentAgent,
  presentListingRecord,
  presentOffice,
  showsAddress,
} from './listing-page.presenter';
import {
  activeListingsPerSchool,
  areaPriceStatistics,
  recentSalesNear,
  unitsInBuilding,
  type ListingColumn,
} from './nearby.repository';

type Db = Kysely<Database>;

/** The fields of a recent sale and of a unit in the building, read by the registry's columns. */
const SALE_FIELDS = registryFields(Object.keys(recentSaleSchema.shape));
const UNIT_FIELDS = registryFields(
  Object.keys(buildingUnitSchema.shape).filter((name) => name !== 'UnitNumber'),
);
const columnsOf = (fields: typeof SALE_FIELDS) =>
  fields.map((entry) => entry.column as ListingColumn);

const listingNotFound = () =>
  notFound('listing_not_found', 'This listing does not exist or is no longer shown.');

export async function requireListing(db: Db, id: string): Promise<ListingRow> {
  const row = await findListing(db, id);
  if (!row) throw listingNotFound();
  return row;
}

/** Everything the listing page shows about the listing itself. */
export async function listingPage(
  db: Db,
  id: string,
  site: { siteTitle: string; timezone: string },
) {
  const row = await requireListing(db, id);
  const [media, openHouses, agent, office] = await Promise.all([
    listingMedia(db, row.id),
    listingOpenHouses(db, row.id),
    // A feed's listing may name an agent or office not (yet) in the Member or Office data.
    row.list_agent_id === null ? undefined : findAgent(db, row.list_agent_id),
    row.list_office_id === null ? undefined : findOffice(db, row.list_office_id),
  ]);
  const page: ListingPageResponse = {
    listing: presentListingRecord(row, media, openHouses, new Date(), site.timezone),
    agents: agent ? [presentAgent(agent)] : [],
    offices: office ? [presentOffice(office)] : [],
    header: listingHeader(row, site.siteTitle),
    dataUpdatedAt: new Date(row.modification_timestamp).toISOString(),
  };
  return { row, page };
}

const rounded = (value: string | null) => (value === null ? null : Math.round(Number(value)));

/**
 * Schools, recent sales and price statistics around a listing (by its id; its stored position
 * is used and never echoed) or around a point.
 */
export async function locationData(
  db: Db,
  query: { ListingId?: string; Latitude?: number; Longitude?: number },
): Promise<LocationDataResponse> {
  const row = query.ListingId ? await requireListing(db, query.ListingId) : null;
  const latitude = row ? row.latitude : (query.Latitude ?? null);
  const longitude = row ? row.longitude : (query.Longitude ?? null);
  if (!row && (latitude === null || longitude === null)) {
    throw badRequest('invalid_request', 'Give a ListingId, or a Latitude and a Longitude.');
  }
  const schoolsWanted = row
    ? ([
        ['Elementary', 'elementary_school', row.elementary_school, row.elementary_school_district],
        [
          'Middle',
          'middle_or_junior_school',
          row.middle_or_junior_school,
          row.middle_or_junior_school_district,
        ],
        ['High', 'high_school', row.high_school, row.high_school_district],
      ] as const)
    : [];
  const named = schoolsWanted.filter((s) => s[2] !== null);
  const counts = await activeListingsPerSchool(
    db,
    named.map(([, column, name]) => ({ column, name: name as string })),
  );
  const salesKind = row && isLeasePropertyType(row.property_type) ? 'leases' : 'sales';
  const sales =
    latitude !== null && longitude !== null
      ? await recentSalesNear(
          db,
          { latitude, longitude },
          row?.id ?? null,
          salesKind,
          columnsOf(SALE_FIELDS),
        )
      : [];
  const area = row?.postal_code
    ? ({ column: 'postal_code', value: row.postal_code, label: row.postal_code } as const)
    : row?.city
      ? ({ column: 'city', value: row.city, label: row.city } as const)
      : null;
  const stats = area ? await areaPriceStatistics(db, area) : null;
  return {
    header: { title: 'What is around', description: area ? `Around ${area.label}` : '' },
    schools: named.map(([level, , name, district], index) => ({
      level,
      name: name as string,
      district,
      activeListings: counts[index] ?? 0,
    })),
    recentSales: sales.map((sale) => {
      const fields = fieldsOfRow(sale, SALE_FIELDS) as RecentSale;
      return {
        ...fields,
        UnparsedAddress: sale.internet_address_display_yn ? fields.UnparsedAddress : null,
        CloseDate: fields.CloseDate ?? '',
      };
    }),
    recentSalesKind: salesKind,
    priceStatistics:
      stats && area
        ? {
            area: area.label,
            activeCount: Number(stats.active.n),
            medianListPrice: rounded(stats.active.median),
            closedCount: Number(stats.sold.n),
            medianClosePrice: rounded(stats.sold.median),
            medianPricePerSquareFoot: rounded(stats.sold.per_sqft),
            averageDaysOnMarket: rounded(stats.sold.days),
          }
        : null,
  };
}

/** Other units in the listing's building, and the regions it lies in. */
export async function buildingData(db: Db, id: string): Promise<BuildingDataResponse> {
  const row = await requireListing(db, id);
  // A building's name places a listing as surely as its address does.
  const buildingName = showsAddress(row) ? row.building_name : null;
  const units = buildingName
    ? await unitsInBuilding(db, buildingName, row.id, columnsOf(UNIT_FIELDS))
    : [];
  return {
    header: {
      title: buildingName ?? 'Regions',
      description: buildingName ? `Other units in ${buildingName}` : '',
    },
    BuildingName: buildingName,
    units: units.map((unit): BuildingUnit => ({
      ...(fieldsOfRow(unit, UNIT_FIELDS) as Omit<BuildingUnit, 'UnitNumber'>),
      UnitNumber: unit.unit_number,
    })),
    Regions: {
      neighborhoods: row.subdivision_name ? [row.subdivision_name] : [],
      MLSAreaMinor: row.township,
      CountyOrParish: row.county_or_parish,
      CityRegion: row.city_region,
    },
  };
}
