import type { RegionCity } from './region';

/** The elementary and high school districts serving a city, as [elementary, high]. */
// prettier-ignore
const DISTRICTS: Record<string, readonly [string, string]> = {
  'Sacramento': ['Sacramento City Unified', 'Sacramento City Unified'],
  'Elk Grove': ['Elk Grove Unified', 'Elk Grove Unified'],
  'Wilton': ['Elk Grove Unified', 'Elk Grove Unified'],
  'Herald': ['Arcohe Union Elementary', 'Galt Joint Union High'],
  'Sloughhouse': ['Elk Grove Unified', 'Elk Grove Unified'],
  'Galt': ['Galt Joint Union Elementary', 'Galt Joint Union High'],
  'Citrus Heights': ['San Juan Unified', 'San Juan Unified'],
  'Carmichael': ['San Juan Unified', 'San Juan Unified'],
  'Fair Oaks': ['San Juan Unified', 'San Juan Unified'],
  'Orangevale': ['San Juan Unified', 'San Juan Unified'],
  'Folsom': ['Folsom Cordova Unified', 'Folsom Cordova Unified'],
  'Rancho Cordova': ['Folsom Cordova Unified', 'Folsom Cordova Unified'],
  'Mather': ['Folsom Cordova Unified', 'Folsom Cordova Unified'],
  'North Highlands': ['Twin Rivers Unified', 'Twin Rivers Unified'],
  'Rio Linda': ['Twin Rivers Unified', 'Twin Rivers Unified'],
  'Elverta': ['Elverta Joint Elementary', 'Center Joint Unified'],
  'McClellan': ['Twin Rivers Unified', 'Twin Rivers Unified'],
  'Antelope': ['Center Joint Unified', 'Center Joint Unified'],
  'Courtland': ['River Delta Unified', 'River Delta Unified'],
  'Hood': ['River Delta Unified', 'River Delta Unified'],
  'Isleton': ['River Delta Unified', 'River Delta Unified'],
  'Walnut Grove': ['River Delta Unified', 'River Delta Unified'],
  'Clarksburg': ['River Delta Unified', 'River Delta Unified'],
  'Roseville': ['Roseville City Elementary', 'Roseville Joint Union High'],
  'Granite Bay': ['Eureka Union Elementary', 'Roseville Joint Union High'],
  'Rocklin': ['Rocklin Unified', 'Rocklin Unified'],
  'Lincoln': ['Western Placer Unified', 'Western Placer Unified'],
  'Sheridan': ['Western Placer Unified', 'Western Placer Unified'],
  'Auburn': ['Auburn Union Elementary', 'Placer Union High'],
  'Newcastle': ['Newcastle Elementary', 'Placer Union High'],
  'Penryn': ['Loomis Union Elementary', 'Placer Union High'],
  'Loomis': ['Loomis Union Elementary', 'Placer Union High'],
  'Meadow Vista': ['Placer Hills Union Elementary', 'Placer Union High'],
  'Applegate': ['Placer Hills Union Elementary', 'Placer Union High'],
  'Weimar': ['Placer Hills Union Elementary', 'Placer Union High'],
  'Colfax': ['Colfax Elementary', 'Placer Union High'],
  'Foresthill': ['Foresthill Union Elementary', 'Placer Union High'],
  'Tahoe City': ['Tahoe Truckee Unified', 'Tahoe Truckee Unified'],
  'Kings Beach': ['Tahoe Truckee Unified', 'Tahoe Truckee Unified'],
  'Carnelian Bay': ['Tahoe Truckee Unified', 'Tahoe Truckee Unified'],
  'Tahoe Vista': ['Tahoe Truckee Unified', 'Tahoe Truckee Unified'],
  'Olympic Valley': ['Tahoe Truckee Unified', 'Tahoe Truckee Unified'],
  'South Lake Tahoe': ['Lake Tahoe Unified', 'Lake Tahoe Unified'],
  'Tahoma': ['Lake Tahoe Unified', 'Lake Tahoe Unified'],
  'Placerville': ['Placerville Union Elementary', 'El Dorado Union High'],
  'Diamond Springs': ['Mother Lode Union Elementary', 'El Dorado Union High'],
  'El Dorado': ['Mother Lode Union Elementary', 'El Dorado Union High'],
  'El Dorado Hills': ['Buckeye Union Elementary', 'El Dorado Union High'],
  'Shingle Springs': ['Buckeye Union Elementary', 'El Dorado Union High'],
  'Rescue': ['Rescue Union Elementary', 'El Dorado Union High'],
  'Pollock Pines': ['Pollock Pines Elementary', 'El Dorado Union High'],
  'Camino': ['Camino Union Elementary', 'El Dorado Union High'],
  'Somerset': ['Pioneer Union Elementary', 'El Dorado Union High'],
  'Cool': ['Black Oak Mine Unified', 'Black Oak Mine Unified'],
  'Georgetown': ['Black Oak Mine Unified', 'Black Oak Mine Unified'],
  'Garden Valley': ['Black Oak Mine Unified', 'Black Oak Mine Unified'],
  'Coloma': ['Gold Trail Union Elementary', 'El Dorado Union High'],
  'Lotus': ['Gold Trail Union Elementary', 'El Dorado Union High'],
  'Davis': ['Davis Joint Unified', 'Davis Joint Unified'],
  'Woodland': ['Woodland Joint Unified', 'Woodland Joint Unified'],
  'Knights Landing': ['Woodland Joint Unified', 'Woodland Joint Unified'],
  'West Sacramento': ['Washington Unified', 'Washington Unified'],
  'Winters': ['Winters Joint Unified', 'Winters Joint Unified'],
  'Esparto': ['Esparto Unified', 'Esparto Unified'],
  'Dunnigan': ['Pierce Joint Unified', 'Pierce Joint Unified'],
  'Yuba City': ['Yuba City Unified', 'Yuba City Unified'],
  'Live Oak': ['Live Oak Unified', 'Live Oak Unified'],
  'Sutter': ['Brittan Elementary', 'Sutter Union High'],
  'Meridian': ['Meridian Elementary', 'Sutter Union High'],
  'Nicolaus': ['Marcum-Illinois Union Elementary', 'East Nicolaus Joint Union High'],
  'Pleasant Grove': ['Pleasant Grove Joint Union Elementary', 'East Nicolaus Joint Union High'],
  'Robbins': ['Winship-Robbins Elementary', 'Sutter Union High'],
  'Rio Oso': ['Browns Elementary', 'East Nicolaus Joint Union High'],
  'Marysville': ['Marysville Joint Unified', 'Marysville Joint Unified'],
  'Olivehurst': ['Marysville Joint Unified', 'Marysville Joint Unified'],
  'Browns Valley': ['Marysville Joint Unified', 'Marysville Joint Unified'],
  'Smartsville': ['Marysville Joint Unified', 'Marysville Joint Unified'],
  'Wheatland': ['Wheatland Elementary', 'Wheatland Union High'],
};

// Parts of the city of Sacramento served by neighbouring districts.
// prettier-ignore
const SACRAMENTO_BY_POSTAL_CODE: Record<string, string> = {
  '95833': 'Natomas Unified', '95834': 'Natomas Unified', '95835': 'Natomas Unified',
  '95836': 'Natomas Unified', '95837': 'Natomas Unified', '95821': 'San Juan Unified',
  '95825': 'San Juan Unified', '95864': 'San Juan Unified', '95841': 'Twin Rivers Unified',
  '95842': 'Twin Rivers Unified', '95838': 'Twin Rivers Unified', '95815': 'Twin Rivers Unified',
  '95828': 'Elk Grove Unified', '95829': 'Elk Grove Unified', '95830': 'Elk Grove Unified',
  '95827': 'Folsom Cordova Unified',
};

export interface SchoolDistricts {
  elementary: string;
  middle: string;
  high: string;
}

/** The districts serving an address; a unified district serves every grade. */
export function schoolDistricts(city: RegionCity, postalCode: string): SchoolDistricts {
  const override = city.name === 'Sacramento' ? SACRAMENTO_BY_POSTAL_CODE[postalCode] : undefined;
  if (override) return { elementary: override, middle: override, high: override };
  const [elementary, high] = DISTRICTS[city.name] ?? [
    `${city.name} Union Elementary`,
    `${city.county} Union High`,
  ];
  return { elementary, middle: elementary, high };
}
