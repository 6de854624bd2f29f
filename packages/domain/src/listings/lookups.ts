/**
 * Standard lookup values of the Data Dictionary 2.0 (the "Lookups" sheet of the DD 2.0
 * reference spreadsheet, linked from RESOStandards/transport proposals/data-dictionary.md; one
 * page per lookup at https://ddwiki.reso.org/display/DDW20/, e.g. StandardStatus+Field), as
 * display names (StandardLookupValue). Feeds also send the Data Dictionary 1.7 enumeration
 * members (LegacyODataValue: "ActiveUnderContract" for "Active Under Contract"), which are the
 * display names without their spaces and punctuation; `lookupKey` folds both spellings to one.
 *
 * `closed`: the Data Dictionary allows only these values (StandardStatus, PropertyType). The
 * others are open to local values the feed lists in its own Lookup resource (RCP-040 §2.2:
 * "Vendors MAY add their own"). Where we hold only some of a lookup's standard values
 * (`complete` false), the others are read as sent.
 */

export interface StandardLookup {
  readonly closed: boolean;
  /**
   * Whether `values` is every standard value of the lookup: then a value that is none of them
   * (nor the feed's own) is unknown. Otherwise only the spellings of these values are folded.
   */
  readonly complete: boolean;
  readonly values: readonly string[];
}

export const STANDARD_LOOKUPS: Readonly<Record<string, StandardLookup>> = {
  StandardStatus: {
    closed: true,
    complete: true,
    values: [
      'Active',
      'Active Under Contract',
      'Canceled',
      'Closed',
      'Coming Soon',
      'Delete',
      'Expired',
      'Hold',
      'Incomplete',
      'Pending',
      'Withdrawn',
    ],
  },
  PropertyType: {
    closed: true,
    complete: true,
    values: [
      'Business Opportunity',
      'Commercial Lease',
      'Commercial Sale',
      'Farm',
      'Land',
      'Manufactured In Park',
      'Residential',
      'Residential Income',
      'Residential Lease',
    ],
  },
  PropertySubType: {
    closed: false,
    complete: false,
    values: [
      'Apartment',
      'Boat Slip',
      'Cabin',
      'Condominium',
      'Deeded Parking',
      'Duplex',
      'Farm',
      'Manufactured Home',
      'Manufactured On Land',
      'Mobile Home',
      'Own Your Own',
      'Quadruplex',
      'Ranch',
      'Single Family Residence',
      'Stock Cooperative',
      'Timeshare',
      'Townhouse',
      'Triplex',
    ],
  },
  Levels: { closed: false, complete: true, values: ['Multi/Split', 'One', 'Three Or More', 'Two'] },
  Cooling: {
    closed: false,
    complete: false,
    values: [
      'Attic Fan',
      'Ceiling Fan(s)',
      'Central Air',
      'Ductless',
      'Electric',
      'Evaporative Cooling',
      'Heat Pump',
      'None',
      'Other',
      'See Remarks',
      'Wall/Window Unit(s)',
      'Zoned',
    ],
  },
  FeeFrequency: {
    closed: false,
    complete: true,
    values: ['Annually', 'Bi-Monthly', 'Monthly', 'One Time', 'Quarterly', 'Semi-Annually'],
  },
  AreaUnits: { closed: false, complete: true, values: ['Square Feet', 'Square Meters'] },
};

/** A lookup value with its spaces, punctuation and case folded away: both spellings give one key. */
export function lookupKey(value: string): string {
  return value.replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase();
}

/** The Data Dictionary 1.7 enumeration member of a display name ("Ceiling Fan(s)": "CeilingFans"). */
export function legacyODataValue(value: string): string {
  return value.replace(/[^\p{L}\p{N}]+/gu, '');
}

const BY_KEY = new Map(
  Object.entries(STANDARD_LOOKUPS).map(([name, lookup]) => [
    name,
    new Map(lookup.values.map((value) => [lookupKey(value), value])),
  ]),
);

/**
 * The standard value a feed's spelling stands for ("ActiveUnderContract", "active under
 * contract": "Active Under Contract"), or null when the lookup has no such standard value.
 */
export function standardLookupValue(lookupName: string, value: string): string | null {
  return BY_KEY.get(lookupName)?.get(lookupKey(value)) ?? null;
}
