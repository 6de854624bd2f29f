/**
 * What our RESO Web API should answer, read straight from the tables and decided here, apart
 * from the OData translator (nothing here imports odata-query, odata-filter or the resources):
 * the rows a client may see, as the database holds them, and every key a query returns when
 * its nextLinks are followed to the end.
 */
import { sql, type Kysely } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/schema';

/** A listing a client may see (IDX: internet_entire_listing_display_yn), as stored. */
export interface RawListing {
  key: string;
  beds: number | null;
  price: number | null;
  /** YYYY-MM-DD */
  onMarket: string | null;
  /** UTC, to the microsecond, of fixed width: compares as text. */
  modified: string;
  status: string | null;
  typeCode: string | null;
  city: string | null;
  levels: string[];
  cooling: string[];
  fireplace: boolean | null;
  pool: boolean | null;
}

const UTC_MICROS = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

export async function rawListings(db: Kysely<Database>): Promise<RawListing[]> {
  const { rows } = await sql<RawListing>`select listing_key as key, bedrooms_total as beds,
      list_price::float8 as price, on_market_date::text as "onMarket",
      to_char(modification_timestamp at time zone 'UTC', ${sql.raw(UTC_MICROS)}) as modified,
      standard_status as status, property_type as "typeCode", city,
      coalesce(levels, '{}') as levels, coalesce(cooling, '{}') as cooling,
      fireplace_yn as fireplace, pool_private_yn as pool
    from listings where internet_entire_listing_display_yn`.execute(db);
  return rows;
}

export type Get = (url: string) => Promise<LightMyRequestResponse>;

/** Every value of `field` a query returns, following its nextLinks to the end. */
export async function followAll(
  get: Get,
  start: string,
  field: string,
  pageLimit = 500,
): Promise<{ values: string[]; pages: number }> {
  const values: string[] = [];
  let url: string | undefined = start;
  let pages = 0;
  while (url) {
    const response = await get(url.replace(/^https?:\/\/[^/]+/, ''));
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    const body = response.json() as {
      value: Record<string, unknown>[];
      '@odata.nextLink'?: string;
    };
    values.push(...body.value.map((row) => String(row[field])));
    url = body['@odata.nextLink'];
    if (++pages > pageLimit) throw new Error(`more than ${pageLimit} pages from ${start}`);
  }
  return { values, pages };
}

/** Sorted copies, for comparing what was returned with what should have been, as sets. */
export const sorted = (values: Iterable<string>): string[] => [...values].sort();
