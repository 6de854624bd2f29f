/** Word lists the demo generators draw from; values follow RESO Data Dictionary lookups. */

// prettier-ignore
export const STREET_NAMES = [
  'Oak', 'Elm', 'Maple', 'Cedar', 'Pine', 'Walnut', 'Sycamore', 'Willow', 'Laurel', 'Magnolia',
  'Cypress', 'Redwood', 'Alder', 'Birch', 'Olive', 'Poplar', 'Almond', 'Orchard', 'Vineyard',
  'River', 'Lake', 'Hillcrest', 'Sunset', 'Sunrise', 'Highland', 'Meadow', 'Valley', 'Ridge',
  'Canyon', 'Creekside', 'Riverside', 'Park', 'Spring', 'Garden', 'Mission', 'Fair Oaks',
  'Folsom', 'Auburn', 'Sierra', 'Capitol', 'Del Paso', 'Freeport', 'Franklin', 'Stockton',
  'Florin', 'Madison', 'Greenback', 'Sunrise', 'Douglas', 'Blue Oaks', 'Pleasant Grove',
  'Sierra College', 'Green Valley', 'Cameron Park', 'Main', 'Central', 'Washington', 'Lincoln',
  'Jefferson', 'Grant', 'Kennedy', 'Marconi', 'El Camino', 'Arden', 'Howe', 'Watt', 'Bradshaw',
  'Mather', 'Elkhorn', 'Natomas', 'Gateway', 'Truxel', 'Bruceville', 'Laguna', 'Bond',
  'Calvine', 'Sheldon', 'Excelsior', 'Jackson', 'Grass Valley', 'Foothill', 'Golden', 'Poppy',
  'Quail', 'Heron', 'Egret', 'Hawk', 'Falcon', 'Deer Creek', 'Bear River', 'Feather River',
  'American River', 'Cosumnes', 'Putah Creek', 'Cache Creek', 'Dry Creek', 'Miners Ravine',
  'Gold Hill', 'Nugget', 'Pioneer', 'Ponderosa', 'Manzanita', 'Buckeye', 'Chaparral',
];

// prettier-ignore
export const STREET_SUFFIXES = [
  ['St', 20], ['Ave', 18], ['Dr', 16], ['Way', 12], ['Ct', 10], ['Ln', 8], ['Rd', 8],
  ['Blvd', 4], ['Cir', 3], ['Pl', 3], ['Loop', 1], ['Pkwy', 1],
] as const;

// prettier-ignore
export const NUMBERED_STREETS = ['H', 'J', 'K', 'L', 'N', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X'];

// prettier-ignore
export const SUBDIVISION_PREFIXES = [
  'Sierra', 'Oak', 'Willow', 'River', 'Lake', 'Meadow', 'Quail', 'Heritage', 'Cambridge',
  'Stone', 'Vintage', 'Silver', 'Golden', 'Park', 'Laguna', 'Whitney', 'Sunset', 'Fiddyment',
  'Stanford', 'Crocker', 'Valley', 'Bridle', 'Morgan', 'Eagle', 'Fox', 'Hidden', 'Cobble',
  'Granite', 'Empire', 'Serrano', 'Placer', 'Cresleigh', 'Madrone', 'Redbud', 'Harvest',
];

// prettier-ignore
export const SUBDIVISION_SUFFIXES = [
  'Ranch', 'Estates', 'Park', 'Village', 'Oaks', 'Meadows', 'Hills', 'Crossing', 'Landing',
  'Glen', 'Pointe', 'Creek', 'Terrace', 'Heights', 'Grove', 'Commons', 'Trails', 'Square',
];

// prettier-ignore
export const BUILDING_NAMES = [
  'The Residences at', 'Capitol Towers', 'Riverfront Lofts', 'The Plaza', 'Park Place',
  'Sierra Vista', 'The Mansion Flats', 'Elevation', 'The Press', 'Bridge District Lofts',
  'Fremont Mews', 'The Bungalows', 'Garden Court', 'Lakeview Terrace', 'The Ice Blocks',
  'Legado', 'Warehouse Artist Lofts', 'The Creamery', 'Tower Flats', 'The Metropolitan',
];

// prettier-ignore
export const SCHOOL_NAME_STEMS = [
  'Lincoln', 'Washington', 'Jefferson', 'Roosevelt', 'Kennedy', 'Sutter', 'Crocker',
  'Cottonwood', 'Oak Ridge', 'Pioneer', 'Sierra', 'Valley Oak', 'Willow', 'Riverview',
  'Meadowview', 'Hillside', 'Maple', 'Greenwood', 'Heritage', 'Foothill', 'Golden Hills',
  'Cameron Ranch', 'Arcade', 'Harmony', 'Discovery', 'Twin Rivers', 'Cedar', 'Quail Run',
];

// prettier-ignore
export const DESIGNATIONS = [
  ['ABR', 14], ['CRS', 8], ['GRI', 12], ['SRES', 8], ['e-PRO', 6], ['SRS', 5], ['CIPS', 3],
  ['GREEN', 4], ['PSA', 4], ['RENE', 3], ['C2EX', 5], ['MRP', 3], ['CCIM', 2], ['ALC', 1],
] as const;

// prettier-ignore
export const LANGUAGES = [
  ['Spanish', 30], ['Chinese (Mandarin)', 8], ['Cantonese', 6], ['Vietnamese', 7],
  ['Hmong', 6], ['Punjabi', 7], ['Hindi', 6], ['Russian', 8], ['Ukrainian', 5],
  ['Tagalog', 6], ['Korean', 3], ['Portuguese', 3], ['Farsi', 3], ['French', 3],
  ['Japanese', 2], ['Arabic', 2], ['German', 2],
] as const;

// prettier-ignore
export const INTERIOR_FEATURES = [
  'Ceiling Fan(s)', 'Granite Counters', 'Quartz Counters', 'Walk-In Closet(s)', 'Kitchen Island',
  'Open Floorplan', 'High Ceilings', 'Pantry', 'Wet Bar', 'Vaulted Ceiling(s)',
  'Master Downstairs', 'Smart Home', 'Built-in Features', 'Crown Molding', 'Recessed Lighting',
  'Solid Surface Counters', 'Tile Counters', 'Breakfast Bar', 'Double Vanity', 'Storage',
];

// prettier-ignore
export const EXTERIOR_FEATURES = [
  'Covered Patio', 'Deck', 'Fenced Yard', 'Garden', 'Outdoor Kitchen', 'Balcony', 'Fire Pit',
  'Built-in Barbecue', 'Porch', 'Rain Gutters', 'Lighting', 'Private Yard', 'RV Parking',
  'Storage Shed', 'Dog Run', 'Sprinkler System',
];

// prettier-ignore
export const VIEWS = [
  'Hills', 'Mountain(s)', 'River', 'Lake', 'City', 'Park/Greenbelt', 'Golf Course', 'Vineyard',
  'Trees/Woods', 'Pasture', 'Panoramic', 'Canyon',
];

// prettier-ignore
export const WATERFRONT_FEATURES = ['River Front', 'Lake Front', 'Canal Front', 'Creek', 'Pond'];

// prettier-ignore
export const COOLING = [
  ['Central Air', 70], ['Ceiling Fan(s)', 12], ['Whole House Fan', 5], ['Evaporative Cooler', 4],
  ['Ductless', 3], ['Window Unit(s)', 3], ['None', 3],
] as const;

// prettier-ignore
export const BASEMENT = ['Finished', 'Partial', 'Unfinished', 'Full', 'Crawl Space'];

// prettier-ignore
export const PETS_ALLOWED = [
  ['No', 30], ['Yes', 15], ['Cats OK', 15], ['Dogs OK', 10], ['Call', 10],
  ['Breed Restrictions', 8], ['Size Limit', 6], ['Number Limit', 6],
] as const;

// prettier-ignore
export const RESIDENTIAL_LEASE_TERMS = [
  ['12 Months', 60], ['6 Months', 12], ['Month To Month', 14], ['24 Months', 6],
  ['Negotiable', 5], ['Short Term Lease', 3],
] as const;

// prettier-ignore
export const COMMERCIAL_LEASE_TERMS = [
  ['36 Months', 30], ['60 Months', 30], ['12 Months', 10], ['Negotiable', 25], ['120 Months', 5],
] as const;

// prettier-ignore
export const REMARK_OPENINGS = [
  'Welcome home to this', 'Discover this', 'Do not miss this', 'Step inside this',
  'Come see this', 'Presenting this', 'Opportunity knocks with this',
];

// prettier-ignore
export const REMARK_ADJECTIVES = [
  'charming', 'beautifully updated', 'light-filled', 'move-in ready', 'spacious', 'well-kept',
  'thoughtfully designed', 'classic', 'modern', 'inviting',
];

// prettier-ignore
export const REMARK_CLOSINGS = [
  'Close to parks, shopping and schools.', 'Minutes from downtown and the freeway.',
  'Walk to restaurants, cafes and the farmers market.', 'Quiet street with mature trees.',
  'Easy access to the light rail and commuter routes.', 'A short drive to the foothills and the lake.',
  'Near the river trails and bike paths.', 'Showings by appointment.',
];
