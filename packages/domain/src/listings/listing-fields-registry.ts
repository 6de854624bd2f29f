/**
 * The listing field registry: every field of a listing described once, by its RESO Data
 * Dictionary name. The database columns of `listings`, the feed's readers (ingest), the RESO
 * Property resource and its `$metadata`, the search API's fields and the presenters are derived
 * from it; a test holds it against the database's own columns. Adding a field is one entry here
 * and a migration adding its column (docs/architecture.md, "The listing field registry"); its
 * label is the one the listing page shows among its facts.
 *
 * Types are those of the Data Dictionary 2.0 (RCP-040, RESOStandards/transport
 * proposals/data-dictionary.md; field pages at https://ddwiki.reso.org/display/DDW20/, e.g.
 * ListPrice+Field: Number, Precision 14, Scale 2; Latitude+Field: Number, Precision 12, Scale 8;
 * LivingArea+Field and GarageSpaces+Field: Number, Precision 14, Scale 2; LotSizeAcres+Field:
 * Number, Precision 16, Scale 4). Lookup fields are strings carrying their LookupName (RCP-040
 * §2.2, "Required Annotation"), never OData enumerations.
 */

/** Data Dictionary simple data types ("Number" split into Integer and Decimal as the DD does by scale). */
export type DdType =
  | 'String'
  | 'Decimal'
  | 'Integer'
  | 'Boolean'
  | 'Date'
  | 'Timestamp'
  | 'String List, Single'
  | 'String List, Multi';

export type EdmType =
  | 'Edm.String'
  | 'Edm.Int32'
  | 'Edm.Int64'
  | 'Edm.Decimal'
  | 'Edm.Boolean'
  | 'Edm.Date'
  | 'Edm.DateTimeOffset';

/** The search API's value kinds (the in-memory index keeps one column kind for each). */
export type SearchKind = 'text' | 'integer' | 'number' | 'boolean' | 'textArray' | 'date';

/**
 * Who may see a field: everyone; members only (never on the public site or the RESO API); or
 * everyone unless the listing hides its address (InternetAddressDisplayYN false), when it reads
 * as empty in answers and in filters alike.
 */
export type Visibility = 'public' | 'members' | 'address';

export interface ListingField {
  /** The RESO Data Dictionary name (or, for a field of our own, the name the search API uses). */
  readonly name: string;
  /** Whether the Data Dictionary defines the field (false: Hearth's own, never in the RESO API). */
  readonly standard: boolean;
  /** The typed column of `listings`; absent: read from the stored RESO record only. */
  readonly column?: string;
  /** The column's type as PostgreSQL's format_type() writes it. */
  readonly sqlType?: string;
  /** The column refuses nulls. */
  readonly required?: boolean;
  readonly ddType: DdType;
  /** Decimal precision and scale (Data Dictionary 2.0). */
  readonly precision?: number;
  readonly scale?: number;
  /** Integer and Decimal bounds a feed's value must be within (else the column reads null). */
  readonly min?: number;
  readonly max?: number;
  /** Longest String kept in the column (the stored record keeps the whole value). */
  readonly maxLength?: number;
  /** The LookupName of a String List field (RCP-040 §2.2). */
  readonly lookup?: string;
  /**
   * How the ingest fills the column: `read` by the generic reader of its type from the field
   * of the same name; `derived` by property-mapping.ts (fallbacks, our codes, computed values).
   */
  readonly ingest: 'read' | 'derived';
  /** In the search API (/api/listings): its kind, and whether `sortBy` takes it. */
  readonly search?: { readonly kind: SearchKind; readonly sortable?: boolean };
  /** In the RESO Property resource (filterable and sortable when it has a column). */
  readonly reso: boolean;
  /** The database index on the column, if any (the in-memory index serves the search API). */
  readonly index?: 'btree' | 'partial btree';
  readonly visibility: Visibility;
  readonly label: { readonly en: string; readonly es: string };
}

type Options = Partial<
  Omit<ListingField, 'name' | 'ddType' | 'label' | 'column' | 'sqlType' | 'ingest'>
> & { ingest?: 'read' | 'derived' };

function field(
  name: string,
  ddType: DdType,
  column: string | null,
  sqlType: string | null,
  en: string,
  es: string,
  options: Options = {},
): ListingField {
  return {
    name,
    standard: true,
    ddType,
    ...(column ? { column } : {}),
    ...(sqlType ? { sqlType } : {}),
    ingest: 'read',
    reso: true,
    visibility: 'public',
    label: { en, es },
    ...options,
  };
}

// Shapes that repeat, with their Data Dictionary 2.0 types.
const MONEY = { precision: 14, scale: 2, min: 0, max: 1e12 - 0.01 } as const;
const AREA = { precision: 14, scale: 2, min: 0, max: 1e12 - 0.01 } as const;
const COORDINATE = { precision: 12, scale: 8 } as const;
const COUNT = { min: 0, max: 999 } as const;

const text = (name: string, column: string, en: string, es: string, options: Options = {}) =>
  field(name, 'String', column, 'text', en, es, { maxLength: 200, ...options });
const lookup = (
  name: string,
  column: string,
  en: string,
  es: string,
  options: Options = {},
): ListingField =>
  field(name, 'String List, Single', column, 'text', en, es, {
    maxLength: 200,
    lookup: name,
    search: { kind: 'text' },
    ...options,
  });
const multi = (name: string, column: string, en: string, es: string): ListingField =>
  field(name, 'String List, Multi', column, 'text[]', en, es, {
    required: true, // an empty list when the record has none
    lookup: name,
    search: { kind: 'textArray' },
  });
const yesNo = (name: string, column: string, en: string, es: string): ListingField =>
  field(name, 'Boolean', column, 'boolean', en, es, { search: { kind: 'boolean' } });
/** A field served from the stored record only (no column: shown, not filtered or sorted). */
const recordOnly = (
  name: string,
  ddType: DdType,
  en: string,
  es: string,
  options: Options = {},
): ListingField => field(name, ddType, null, null, en, es, options);

export const LISTING_FIELD_REGISTRY: readonly ListingField[] = [
  // Identity and status
  text('ListingKey', 'listing_key', 'Listing key', 'Clave del anuncio', {
    required: true,
    maxLength: 255,
    ingest: 'derived',
    search: { kind: 'text' },
    index: 'btree',
  }),
  text('ListingId', 'listing_id', 'MLS Number', 'Número MLS', {
    required: true,
    maxLength: 255,
    ingest: 'derived',
    search: { kind: 'text', sortable: true },
    index: 'btree',
  }),
  recordOnly('OriginatingSystemName', 'String', 'Originating system', 'Sistema de origen'),
  lookup('StandardStatus', 'standard_status', 'Status', 'Estado', {
    required: true,
    ingest: 'derived',
  }),
  lookup('PropertyType', 'property_type', 'Property Type', 'Tipo de propiedad', {
    required: true,
    ingest: 'derived',
  }),
  lookup('PropertySubType', 'property_sub_type', 'Property Style', 'Estilo de propiedad'),
  field('ListPrice', 'Decimal', 'list_price', 'numeric(14,2)', 'Price', 'Precio', {
    ...MONEY,
    required: true,
    ingest: 'derived',
    search: { kind: 'number', sortable: true },
  }),
  field('ClosePrice', 'Decimal', 'close_price', 'numeric(14,2)', 'Sold Price', 'Precio de venta', {
    ...MONEY,
    search: { kind: 'number', sortable: true },
  }),
  recordOnly('OriginalListPrice', 'Decimal', 'Original Price', 'Precio original', MONEY),
  field('CloseDate', 'Date', 'close_date', 'date', 'Sold On', 'Vendida el', {
    search: { kind: 'date', sortable: true },
  }),
  field('OnMarketDate', 'Date', 'on_market_date', 'date', 'Listed On', 'En el mercado desde', {
    required: true,
    ingest: 'derived',
    search: { kind: 'date', sortable: true },
  }),
  recordOnly('ListingContractDate', 'Date', 'Listed on', 'Fecha del contrato de listado'),
  recordOnly('PurchaseContractDate', 'Date', 'Under contract on', 'Fecha del contrato de compra'),
  recordOnly('OriginalEntryTimestamp', 'Timestamp', 'First entered', 'Primera entrada'),
  field(
    'ModificationTimestamp',
    'Timestamp',
    'modification_timestamp',
    'timestamp with time zone',
    'Last updated',
    'Última actualización',
    { required: true, ingest: 'derived', search: { kind: 'date', sortable: true }, index: 'btree' },
  ),
  recordOnly('DaysOnMarket', 'Integer', 'Days on Market', 'Días en el mercado'),
  recordOnly('CumulativeDaysOnMarket', 'Integer', 'Cumulative days on market', 'Días acumulados'),

  // Location
  field('Latitude', 'Decimal', 'latitude', 'double precision', 'Latitude', 'Latitud', {
    ...COORDINATE,
    min: -90,
    max: 90,
    ingest: 'derived',
    visibility: 'address',
  }),
  field('Longitude', 'Decimal', 'longitude', 'double precision', 'Longitude', 'Longitud', {
    ...COORDINATE,
    min: -180,
    max: 180,
    ingest: 'derived',
    visibility: 'address',
  }),
  text('UnparsedAddress', 'unparsed_address', 'Address', 'Dirección', {
    maxLength: 500,
    search: { kind: 'text' },
    visibility: 'address',
  }),
  text('UnparsedStreet', 'unparsed_street', 'Street', 'Calle', {
    standard: false,
    reso: false,
    maxLength: 500,
    ingest: 'derived',
    search: { kind: 'text' },
    visibility: 'address',
  }),
  recordOnly('StreetNumber', 'String', 'Street number', 'Número', { visibility: 'address' }),
  recordOnly('StreetName', 'String', 'Street name', 'Nombre de la calle', {
    visibility: 'address',
  }),
  recordOnly('UnitNumber', 'String', 'Unit', 'Unidad', { visibility: 'address' }),
  text('PostalCode', 'postal_code', 'Postal Code', 'Código postal', {
    maxLength: 20,
    search: { kind: 'text', sortable: true },
  }),
  lookup('City', 'city', 'City', 'Ciudad', { search: { kind: 'text', sortable: true } }),
  text('CityRegion', 'city_region', 'Area', 'Zona', { search: { kind: 'text' } }),
  lookup('CountyOrParish', 'county_or_parish', 'County', 'Condado'),
  lookup('StateOrProvince', 'state_or_province', 'State', 'Estado o provincia', {
    maxLength: 50,
  }),
  recordOnly('Country', 'String List, Single', 'Country', 'País', { lookup: 'Country' }),
  text('Township', 'township', 'Township', 'Municipio', { search: { kind: 'text' } }),
  text('SubdivisionName', 'subdivision_name', 'Subdivision', 'Urbanización', {
    search: { kind: 'text' },
  }),
  text('BuildingName', 'building_name', 'Building', 'Edificio', { search: { kind: 'text' } }),
  lookup('ElementarySchool', 'elementary_school', 'Elementary School', 'Escuela primaria'),
  lookup(
    'ElementarySchoolDistrict',
    'elementary_school_district',
    'Elementary school district',
    'Distrito escolar de primaria',
  ),
  lookup('MiddleOrJuniorSchool', 'middle_or_junior_school', 'Middle School', 'Escuela secundaria'),
  lookup(
    'MiddleOrJuniorSchoolDistrict',
    'middle_or_junior_school_district',
    'Middle school district',
    'Distrito escolar de secundaria básica',
  ),
  lookup('HighSchool', 'high_school', 'High School', 'Preparatoria'),
  lookup(
    'HighSchoolDistrict',
    'high_school_district',
    'High School District',
    'Distrito de preparatoria',
  ),

  // The building
  field('BedroomsTotal', 'Integer', 'bedrooms_total', 'smallint', 'Bedrooms', 'Recámaras', {
    ...COUNT,
    search: { kind: 'integer', sortable: true },
  }),
  field(
    'BathroomsTotalInteger',
    'Integer',
    'bathrooms_total_integer',
    'smallint',
    'Bathrooms',
    'Baños',
    { ...COUNT, search: { kind: 'integer', sortable: true } },
  ),
  recordOnly('BathroomsFull', 'Integer', 'Full Bathrooms', 'Baños completos'),
  recordOnly('BathroomsHalf', 'Integer', 'Half Bathrooms', 'Medios baños'),
  field(
    'BuildingAreaTotal',
    'Decimal',
    'building_area_total',
    'numeric(14,2)',
    'Building Area',
    'Superficie construida',
    { ...AREA, search: { kind: 'number', sortable: true } },
  ),
  field(
    'LivingArea',
    'Decimal',
    'living_area',
    'numeric(14,2)',
    'Living Area',
    'Superficie habitable',
    {
      ...AREA,
      search: { kind: 'number', sortable: true },
    },
  ),
  recordOnly('LivingAreaUnits', 'String List, Single', 'Area units', 'Unidades de superficie', {
    lookup: 'AreaUnits',
  }),
  field(
    'LeasableArea',
    'Decimal',
    'leasable_area',
    'numeric(14,2)',
    'Leasable Area',
    'Superficie arrendable',
    { ...AREA, search: { kind: 'number', sortable: true } },
  ),
  field(
    'LotSizeAcres',
    'Decimal',
    'lot_size_acres',
    'numeric(16,4)',
    'Lot Size',
    'Tamaño del terreno',
    {
      precision: 16,
      scale: 4,
      min: 0,
      max: 1e8,
      ingest: 'derived',
      search: { kind: 'number', sortable: true },
    },
  ),
  recordOnly('LotSizeSquareFeet', 'Decimal', 'Lot Area', 'Superficie del terreno', AREA),
  field('YearBuilt', 'Integer', 'year_built', 'smallint', 'Year Built', 'Año de construcción', {
    min: 1000,
    max: 3000,
    search: { kind: 'integer', sortable: true },
  }),
  field(
    'GarageSpaces',
    'Decimal',
    'garage_spaces',
    'numeric(14,2)',
    'Garage Spaces',
    'Espacios de garaje',
    { precision: 14, scale: 2, min: 0, max: 9999, search: { kind: 'number', sortable: true } },
  ),
  recordOnly('GarageYN', 'Boolean', 'Garage', 'Garaje'),
  recordOnly('NumberOfUnitsTotal', 'Integer', 'Units', 'Unidades'),
  recordOnly('Stories', 'Integer', 'Stories', 'Pisos'),
  multi('Levels', 'levels', 'Levels', 'Niveles'),
  text('Ownership', 'ownership', 'Ownership', 'Propiedad', { search: { kind: 'text' } }),
  multi('Basement', 'basement', 'Basement', 'Sótano'),
  multi('Cooling', 'cooling', 'Cooling', 'Aire acondicionado'),
  yesNo('CoolingYN', 'cooling_yn', 'Air conditioning', 'Aire acondicionado'),
  recordOnly('Heating', 'String List, Multi', 'Heating', 'Calefacción', { lookup: 'Heating' }),
  recordOnly('HeatingYN', 'Boolean', 'Heating', 'Calefacción'),
  yesNo('FireplaceYN', 'fireplace_yn', 'Fireplace', 'Chimenea'),
  yesNo('PoolPrivateYN', 'pool_private_yn', 'Private Pool', 'Piscina privada'),
  yesNo('WaterfrontYN', 'waterfront_yn', 'Waterfront', 'Frente al agua'),
  multi(
    'WaterfrontFeatures',
    'waterfront_features',
    'Waterfront Features',
    'Características frente al agua',
  ),
  multi('View', 'view', 'View', 'Vista'),
  recordOnly('ViewYN', 'Boolean', 'View', 'Vista'),
  multi('InteriorFeatures', 'interior_features', 'Interior Features', 'Características interiores'),
  multi('ExteriorFeatures', 'exterior_features', 'Exterior Features', 'Características exteriores'),
  lookup('LeaseTerm', 'lease_term', 'Lease Term', 'Plazo del contrato'),
  multi('PetsAllowed', 'pets_allowed', 'Pets Allowed', 'Se permiten mascotas'),
  recordOnly('PublicRemarks', 'String', 'Description', 'Descripción'),
  recordOnly('Zoning', 'String', 'Zoning', 'Zonificación'),

  // Costs
  field(
    'TaxAnnualAmount',
    'Decimal',
    'tax_annual_amount',
    'numeric(14,2)',
    'Annual Taxes',
    'Impuestos anuales',
    { ...MONEY, search: { kind: 'number', sortable: true } },
  ),
  recordOnly('TaxYear', 'Integer', 'Tax Year', 'Año fiscal'),
  recordOnly('AssociationYN', 'Boolean', 'Association', 'Asociación de propietarios'),
  recordOnly('AssociationFee', 'Decimal', 'Association Fee', 'Cuota de asociación', MONEY),
  recordOnly(
    'AssociationFeeFrequency',
    'String List, Single',
    'Association Fee Paid',
    'Cuota de asociación pagada',
    { lookup: 'FeeFrequency' },
  ),
  text('VirtualTourURLBranded', 'virtual_tour_url_branded', 'Virtual tour', 'Visita virtual', {
    maxLength: 2000,
    search: { kind: 'text' },
  }),

  // Agent and office
  text('ListAgentKey', 'list_agent_key', 'Listing agent key', 'Clave del agente', {
    maxLength: 255,
    index: 'partial btree',
  }),
  text('ListAgentMlsId', 'list_agent_mls_id', 'Listing agent MLS id', 'Id MLS del agente', {
    required: true,
    ingest: 'derived',
    search: { kind: 'text' },
  }),
  text('CoListAgentKey', 'co_list_agent_key', 'Co-listing agent key', 'Clave del coagente', {
    maxLength: 255,
    index: 'partial btree',
  }),
  text(
    'CoListAgentMlsId',
    'co_list_agent_mls_id',
    'Co-listing agent MLS id',
    'Id MLS del coagente',
    { index: 'partial btree' },
  ),
  text('ListAgentFullName', 'list_agent_full_name', 'Listing agent', 'Agente', {
    required: true,
    maxLength: 300,
    ingest: 'derived',
    search: { kind: 'text' },
  }),
  recordOnly('ListAgentEmail', 'String', 'Agent e-mail', 'Correo del agente'),
  recordOnly('ListAgentPreferredPhone', 'String', 'Agent phone', 'Teléfono del agente'),
  text('ListOfficeKey', 'list_office_key', 'Listing office key', 'Clave de la oficina', {
    maxLength: 255,
    index: 'partial btree',
  }),
  text('ListOfficeMlsId', 'list_office_mls_id', 'Listing office MLS id', 'Id MLS de la oficina', {
    required: true,
    ingest: 'derived',
    search: { kind: 'text' },
  }),
  text('CoListOfficeKey', 'co_list_office_key', 'Co-listing office key', 'Clave de la cooficina', {
    maxLength: 255,
    index: 'partial btree',
  }),
  text('ListOfficeName', 'list_office_name', 'Listing office', 'Oficina', {
    required: true,
    maxLength: 300,
    ingest: 'derived',
    search: { kind: 'text' },
  }),
  recordOnly('ListOfficePhone', 'String', 'Office phone', 'Teléfono de la oficina'),
  lookup('ListAOR', 'list_aor', 'Association', 'Asociación', {
    required: true,
    lookup: 'AOR',
    ingest: 'derived',
  }),

  // Display rules and photos
  field(
    'InternetEntireListingDisplayYN',
    'Boolean',
    'internet_entire_listing_display_yn',
    'boolean',
    'Shown on the internet',
    'Se muestra en internet',
    { required: true, ingest: 'derived' },
  ),
  field(
    'InternetAddressDisplayYN',
    'Boolean',
    'internet_address_display_yn',
    'boolean',
    'Address shown',
    'Dirección visible',
    { required: true, ingest: 'derived' },
  ),
  recordOnly(
    'InternetAutomatedValuationDisplayYN',
    'Boolean',
    'Automated valuation shown',
    'Valoración automática visible',
  ),
  recordOnly('InternetConsumerCommentYN', 'Boolean', 'Comments allowed', 'Comentarios permitidos'),
  field('PhotosCount', 'Integer', 'photos_count', 'smallint', 'Photos', 'Fotos', {
    required: true,
    min: 0,
    max: 32767,
    ingest: 'derived',
    search: { kind: 'integer', sortable: true },
  }),
];

/** The registry's fields by name. */
export const LISTING_FIELD_BY_NAME: ReadonlyMap<string, ListingField> = new Map(
  LISTING_FIELD_REGISTRY.map((entry) => [entry.name, entry]),
);

/** Fields with a typed column of `listings`. */
export const LISTING_COLUMN_FIELDS: readonly (ListingField & { column: string })[] =
  LISTING_FIELD_REGISTRY.filter((entry): entry is ListingField & { column: string } =>
    Boolean(entry.column),
  );

/** The EDM type our OData metadata declares for a field (lookups are strings, RCP-040 §2.2). */
export function edmTypeOf(entry: Pick<ListingField, 'ddType'>): EdmType {
  switch (entry.ddType) {
    case 'Decimal':
      return 'Edm.Decimal';
    case 'Integer':
      return 'Edm.Int32';
    case 'Boolean':
      return 'Edm.Boolean';
    case 'Date':
      return 'Edm.Date';
    case 'Timestamp':
      return 'Edm.DateTimeOffset';
    default:
      return 'Edm.String';
  }
}

/** Whether a field holds a list of values (Collection(Edm.String)). */
export function isCollection(entry: Pick<ListingField, 'ddType'>): boolean {
  return entry.ddType === 'String List, Multi';
}

/** The column fields of the Data Dictionary (not our own helpers such as UnparsedStreet). */
export const STANDARD_COLUMN_FIELDS: readonly (ListingField & { column: string })[] =
  LISTING_COLUMN_FIELDS.filter((entry) => entry.standard);

/**
 * A column's value as its field reads in a RESO record: numeric columns (which the database
 * gives as text) as numbers, instants as ISO 8601 text, everything else as it is.
 */
export function fieldValueOf(entry: Pick<ListingField, 'sqlType'>, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (entry.sqlType?.startsWith('numeric')) return Number(value);
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** A listing row's typed columns as their RESO fields, for the given fields (all by default). */
export function fieldsOfRow(
  row: Readonly<Record<string, unknown>>,
  fields: readonly (ListingField & { column: string })[] = LISTING_COLUMN_FIELDS,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const entry of fields) out[entry.name] = fieldValueOf(entry, row[entry.column]);
  return out;
}

/** The registry's fields by name, for these names (a name not in the registry is an error). */
export function registryFields(
  names: readonly string[],
): readonly (ListingField & { column: string })[] {
  return names.map((name) => {
    const entry = LISTING_FIELD_BY_NAME.get(name);
    if (!entry?.column) throw new Error(`${name} is not a listing field with a column`);
    return entry as ListingField & { column: string };
  });
}

/** A field's human label in English or Spanish; undefined for a name the registry lacks. */
export function listingFieldLabel(name: string, language: 'en' | 'es'): string | undefined {
  return LISTING_FIELD_BY_NAME.get(name)?.label[language];
}
