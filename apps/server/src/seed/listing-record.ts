import { fieldsOfRow, STANDARD_COLUMN_FIELDS } from '@hearth/domain';
import type { ListingsTable } from '../db/schema';
import type { SeedRow } from './bulk-insert';
import type { ListingFacts } from './listing-facts';
import type { ListingTimeline } from './listing-timeline';
import type { DemoMember } from './members';
import { ORIGINATING_SYSTEM_ID } from './offices';
import type { Random } from './random';
import { dateOfDayNumber } from './time';

type ListingRow = SeedRow<ListingsTable>;

/**
 * Fields of the RESO record that are for members only and must never reach a consumer:
 * compensation, showing and owner details.
 */
export const RESTRICTED_RECORD_FIELDS = [
  'BuyerAgencyCompensation',
  'BuyerAgencyCompensationType',
  'ShowingInstructions',
  'ShowingContactName',
  'ShowingContactPhone',
  'LockBoxType',
  'LockBoxLocation',
  'OwnerName',
  'OwnerPhone',
  'PrivateRemarks',
] as const;

export interface RecordExtras {
  facts: ListingFacts;
  timeline: ListingTimeline;
  agent: DemoMember;
  streetNumber: string;
  streetName: string;
  unitNumber: string | null;
  remarks: string;
  ownerName: string;
}

/** The full RESO Data Dictionary record of a listing as JSON, as the listing_records table keeps it. */
export function listingRecord(random: Random, row: ListingRow, extras: RecordExtras): string {
  return recordJson(fullRecord(random, row, extras));
}

/**
 * The record as JSON text, written field by field: as a RESO Web API payload does, it leaves
 * out empty fields (and skipping an intermediate object is measurably faster at a million).
 */
function recordJson(record: Record<string, unknown>): string {
  let json = '';
  for (const name in record) {
    const value = record[name];
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) {
      continue;
    }
    json += `${json ? ',' : '{'}"${name}":${JSON.stringify(value)}`;
  }
  return `${json || '{'}}`;
}

function fullRecord(
  random: Random,
  row: ListingRow,
  extras: RecordExtras,
): Record<string, unknown> {
  const { facts, timeline, agent } = extras;
  const office = agent.office.row;
  const endDay =
    timeline.closeDay ?? Math.max(timeline.onMarketDay, timeline.purchaseContractDay ?? 0);
  const daysOnMarket =
    timeline.status === 'Coming Soon' ? 0 : Math.max(0, endDay - timeline.onMarketDay);
  const lease = row.property_type === 'RLSE' || row.property_type === 'COML';
  const lotAcres = row.lot_size_acres === null ? null : Number(row.lot_size_acres);
  return {
    // The typed columns under their RESO names, as the listing field registry maps them.
    ...fieldsOfRow(row, STANDARD_COLUMN_FIELDS),
    OriginatingSystemName: ORIGINATING_SYSTEM_ID,
    MlsStatus: row.standard_status,
    OriginalListPrice: Math.round((Number(row.list_price) * random.float(1, 1.06)) / 100) * 100,
    ListingContractDate: dateOfDayNumber(
      Math.floor(timeline.entryTimestamp.getTime() / 86_400_000),
    ),
    PurchaseContractDate:
      timeline.purchaseContractDay === null ? null : dateOfDayNumber(timeline.purchaseContractDay),
    OriginalEntryTimestamp: timeline.entryTimestamp.toISOString(),
    DaysOnMarket: daysOnMarket,
    CumulativeDaysOnMarket: daysOnMarket + (random.chance(0.1) ? random.int(5, 60) : 0),
    StreetNumber: extras.streetNumber,
    StreetName: extras.streetName,
    UnitNumber: extras.unitNumber,
    Country: 'US',
    BathroomsFull: facts.bathsFull,
    BathroomsHalf: facts.bathsHalf,
    LivingAreaUnits: row.living_area === null ? null : 'Square Feet',
    LotSizeSquareFeet: lotAcres === null ? null : Math.round(lotAcres * 43_560),
    NumberOfUnitsTotal: facts.units,
    GarageYN: row.garage_spaces === null ? null : Number(row.garage_spaces) > 0,
    Stories: facts.stories,
    HeatingYN: row.bedrooms_total === null ? null : true,
    Heating:
      row.bedrooms_total === null
        ? []
        : [random.pick(['Central', 'Forced Air', 'Natural Gas', 'Heat Pump'])],
    ViewYN: row.view.length > 0,
    AssociationYN: facts.associationFee !== null,
    AssociationFee: facts.associationFee,
    AssociationFeeFrequency: facts.associationFee === null ? null : 'Monthly',
    TaxYear: row.tax_annual_amount === null ? null : Number(row.on_market_date.slice(0, 4)) - 1,
    Zoning:
      row.bedrooms_total === null ? random.pick(['A-1', 'RD-5', 'C-2', 'M-1', 'AG-20']) : null,
    ListAgentEmail: agent.row.public_email,
    ListAgentPreferredPhone: agent.phone,
    ListOfficePhone: office.office_phone,
    InternetAutomatedValuationDisplayYN: random.chance(0.9),
    InternetConsumerCommentYN: random.chance(0.5),
    IDXParticipationYN: row.internet_entire_listing_display_yn,
    PublicRemarks: extras.remarks,
    Directions: `From ${random.pick(['I-5', 'I-80', 'US-50', 'SR-99', 'SR-65'])}, exit toward ${row.city} and follow the signs.`,
    BuyerAgencyCompensation: lease
      ? 'One half of one month'
      : `${random.pick([2, 2.25, 2.5, 2.5, 3])}%`,
    BuyerAgencyCompensationType: lease ? 'See Remarks' : '%',
    ShowingInstructions: random.pick([
      'Call listing agent.',
      'Lockbox on front door. Text before showing.',
      'Tenant occupied: 24 hours notice required.',
      'Go direct; vacant.',
    ]),
    ShowingContactName: row.list_agent_full_name,
    ShowingContactPhone: agent.phone,
    LockBoxType: random.pick(['SentriLock', 'Combination', 'None']),
    LockBoxLocation: random.pick(['Front door', 'Side gate', 'Garage door', 'Hose bib']),
    OwnerName: extras.ownerName,
    OwnerPhone: `(916) 555-${String(random.int(1000, 9999))}`,
    PrivateRemarks: random.pick([
      'Seller prefers a quick close.',
      'Multiple offers expected; reviewed Tuesday.',
      'Please use the supplied disclosure package.',
      'Seller will consider a rent-back.',
    ]),
  };
}
