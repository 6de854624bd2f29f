/** "My market": the figures of the areas a member serves, for their dashboard. */
import type { MyMarketResponse } from '@hearth/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccountActor } from '../members/account-actor';
import { servedPlaces } from '../members/members.service';
import { findMarketArea } from './market.repository';
import { marketReport } from './market.service';

/** At most this many areas on the dashboard: the first of the profile's list, in its order. */
export const MY_MARKET_AREAS = 4;

/** 24 months: a year's trend and the same month a year before the first of it. */
const MY_MARKET_MONTHS = 24;

async function citiesWithFigures(db: Kysely<Database>, names: readonly string[]) {
  const found: string[] = [];
  for (const name of names) {
    if (found.length === MY_MARKET_AREAS) break;
    const area = name.trim() ? await findMarketArea(db, 'city', name.trim()) : undefined;
    if (area && !found.includes(area.name)) found.push(area.name);
  }
  return found;
}

/** The areas served that have figures; else the offices' cities; else the region. */
export async function myMarket(
  db: Kysely<Database>,
  actor: AccountActor,
  minimumSales: number,
): Promise<MyMarketResponse> {
  const places = await servedPlaces(db, actor);
  let source: MyMarketResponse['source'] = 'areas-served';
  let cities = await citiesWithFigures(db, places.areasServed);
  if (cities.length === 0) {
    source = 'office';
    cities = await citiesWithFigures(db, places.officeCities);
  }
  const query = { months: MY_MARKET_MONTHS, group: 'all' } as const;
  if (cities.length === 0) {
    const region = await findMarketArea(db, 'region', 'all');
    return {
      source: 'region',
      areas: region ? [await marketReport(db, 'region', 'all', query, minimumSales)] : [],
    };
  }
  const areas = [];
  for (const city of cities) areas.push(await marketReport(db, 'city', city, query, minimumSales));
  return { source, areas };
}
