/** RESO records as feeds send them, for the replication tests. */
import type { Rec } from './stand-in-feed';

export const BASE_TIME = Date.parse('2026-01-05T10:00:00.000Z');

export function at(minutes: number): string {
  return new Date(BASE_TIME + minutes * 60_000).toISOString();
}

export function office(n: number, minutes = 0): Rec {
  return {
    OfficeKey: `OFF${n}`,
    OfficeMlsId: `O${n}`,
    OfficeName: `Stand-in Realty ${n}`,
    OfficeCity: 'Sacramento',
    OfficeAOR: 'SAR',
    OfficePhone: '916-555-0100',
    ModificationTimestamp: at(minutes),
  };
}

export function member(n: number, officeNumber = 1, minutes = 0): Rec {
  return {
    MemberKey: `MEM${n}`,
    MemberMlsId: `M${n}`,
    MemberFirstName: 'Ann',
    MemberLastName: `Agent${n}`,
    MemberFullName: `Ann Agent${n}`,
    MemberEmail: `ann${n}@stand-in.example`,
    MemberAOR: 'SAR',
    OfficeKey: `OFF${officeNumber}`,
    ModificationTimestamp: at(minutes),
  };
}

/** A listing in Sacramento with two photos (as Media records of the feed). */
export function property(n: number, minutes = 0, extra: Rec = {}): Rec {
  return {
    ListingKey: `LK${String(n).padStart(5, '0')}`,
    ListingId: `L${n}`,
    OriginatingSystemName: 'standin',
    StandardStatus: 'Active',
    PropertyType: 'Residential',
    PropertySubType: 'Single Family Residence',
    ListPrice: 400_000 + n * 1000,
    OnMarketDate: '2026-01-02',
    ModificationTimestamp: at(minutes),
    Latitude: 38.58 + n * 0.0001,
    Longitude: -121.49,
    UnparsedAddress: `${100 + n} Main St, Sacramento, CA 95814`,
    City: 'Sacramento',
    StateOrProvince: 'CA',
    PostalCode: '95814',
    BedroomsTotal: 3,
    BathroomsTotalInteger: 2,
    LivingArea: 1500,
    Levels: 'One,Two',
    Cooling: ['Central Air'],
    ListAgentKey: 'MEM1',
    ListAgentMlsId: 'M1',
    ListAgentFullName: 'Ann Agent1',
    ListOfficeKey: 'OFF1',
    ListOfficeMlsId: 'O1',
    ListOfficeName: 'Stand-in Realty 1',
    InternetEntireListingDisplayYN: true,
    InternetAddressDisplayYN: true,
    PublicRemarks: 'A stand-in listing.',
    BuyerAgencyCompensation: '2.5%',
    LocalOnlyField: `extra ${n}`,
    ...extra,
  };
}

export function photo(listingNumber: number, order: number, minutes = 0): Rec {
  return {
    MediaKey: `MK${listingNumber}-${order}`,
    ResourceName: 'Property',
    ResourceRecordKey: `LK${String(listingNumber).padStart(5, '0')}`,
    MediaURL: `https://photos.stand-in.example/${listingNumber}/${order}.jpg`,
    MediaCategory: 'Photo',
    Order: order,
    ShortDescription: order === 1 ? 'Front' : null,
    ModificationTimestamp: at(minutes),
  };
}

export function openHouse(listingNumber: number, daysAhead: number, minutes = 0): Rec {
  const start = new Date(Date.now() + daysAhead * 86_400_000);
  start.setUTCMinutes(0, 0, 0);
  return {
    OpenHouseKey: `OH${listingNumber}-${daysAhead}`,
    ListingKey: `LK${String(listingNumber).padStart(5, '0')}`,
    OpenHouseType: 'Public',
    OpenHouseStartTime: start.toISOString(),
    OpenHouseEndTime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    OpenHouseRemarks: 'Come by',
    ModificationTimestamp: at(minutes),
  };
}
