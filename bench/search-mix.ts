/**
 * The fixed query mix of the search benchmark, in the demo region (around Sacramento).
 * Each entry is one request of the search API; `kind` groups them for the goals table.
 */
export interface MixQuery {
  name: string;
  kind: 'search' | 'cluster' | 'suggest' | 'listing' | 'agents';
  path: string;
}

const ACTIVE = 'StandardStatus[in]=Active,Coming%20Soon';
const CITY_VIEWPORT = 'box=-121.56,38.52,-121.40,38.62';
const FILTERS = `PropertyType[in]=RESI&${ACTIVE}&ListPrice[gte]=300000`;

export function searchMix(listingIds: readonly string[]): MixQuery[] {
  const mix: MixQuery[] = [
    {
      name: 'city viewport, price, beds, type',
      kind: 'search',
      path: `/listings?City=Sacramento&${CITY_VIEWPORT}&ListPrice[gte]=300000&ListPrice[lte]=800000&BedroomsTotal[gte]=3&PropertyType[in]=RESI&${ACTIVE}`,
    },
    {
      name: 'whole region, newest first',
      kind: 'search',
      path: `/listings?PropertyType[in]=RESI&${ACTIVE}&sortBy=OnMarketDate&order=desc`,
    },
    {
      name: 'polygon',
      kind: 'search',
      path: `/listings?poly=-121.52%2038.50,-121.38%2038.52,-121.36%2038.64,-121.50%2038.66,-121.52%2038.50&${ACTIVE}`,
    },
    {
      name: 'radius 5 miles',
      kind: 'search',
      path: `/listings?near=38.58,-121.49&radius=5&${ACTIVE}&PropertyType[in]=RESI,RINC`,
    },
  ];
  // The map asks for clusters of its viewport at the precision of its zoom (public-site.md §7):
  // p3 and p4 see the whole region, p5 a city, p6 a neighbourhood.
  const viewports: Record<number, string> = {
    3: '',
    4: '&box=-122.5,38.0,-120.0,39.6',
    5: '&box=-121.60,38.45,-121.30,38.70',
    6: '&box=-121.52,38.54,-121.44,38.60',
  };
  for (const precision of [3, 4, 5, 6]) {
    const area = viewports[precision] ?? '';
    mix.push({
      name: `clusters p${precision}`,
      kind: 'cluster',
      path: `/listings/cluster?precision=${precision}${area}`,
    });
    mix.push({
      name: `clusters p${precision} filtered`,
      kind: 'cluster',
      path: `/listings/cluster?precision=${precision}${area}&${FILTERS}`,
    });
  }
  for (const q of ['s', 'sac', 'sacram']) {
    mix.push({ name: `suggest '${q}'`, kind: 'suggest', path: `/suggest/listings?q=${q}` });
  }
  mix.push({ name: 'agents by last name', kind: 'agents', path: '/agents?MemberLastName=Smith' });
  const id = listingIds[Math.floor(listingIds.length / 2)] ?? '1';
  mix.push({ name: 'one listing by id', kind: 'listing', path: `/listings/${id}` });
  return mix;
}

/** Goals on a real PostgreSQL with a million listings (p95, ms); PGlite at 100,000 gets 4×. */
export const GOALS_MS: Record<MixQuery['kind'], number> = {
  search: 50,
  cluster: 100,
  suggest: 20,
  listing: 5,
  agents: 50,
};
