/** The columns of `listings` the in-memory index keeps, and geohash cells as numbers. */
import type { Selectable } from 'kysely';
import type { ListingsTable } from '../../../db/schema';
import { LISTING_FIELDS } from '../listing-fields';

const EXTRA_COLUMNS = [
  'id',
  'latitude',
  'longitude',
  'geohash',
  'next_open_house_at',
  'internet_entire_listing_display_yn',
  'internet_address_display_yn',
] as const;

/** Every column the index reads. */
export const INDEX_COLUMNS = [
  ...new Set<string>([
    ...EXTRA_COLUMNS,
    ...Object.values(LISTING_FIELDS).flatMap((spec) => [spec.column, ...(spec.alsoColumns ?? [])]),
  ]),
] as (keyof ListingsTable)[];

export type IndexRow = Pick<Selectable<ListingsTable>, (typeof EXTRA_COLUMNS)[number]> &
  Partial<Selectable<ListingsTable>>;

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';
/** Cells are kept to 8 characters (the finest cluster precision). */
export const CELL_CHARACTERS = 8;

/** The first 8 characters of a geohash as a 40-bit number. */
export function geohashNumber(geohash: string): number {
  let value = 0;
  for (let i = 0; i < CELL_CHARACTERS; i++) {
    const digit = i < geohash.length ? BASE32.indexOf(geohash[i] ?? '0') : 0;
    value = value * 32 + Math.max(0, digit);
  }
  return value;
}

/** The geohash of a cell number at a precision (its first `precision` characters). */
export function cellKey(cell: number, precision: number): string {
  let text = '';
  let value = cell;
  for (let i = 0; i < precision; i++) {
    text = BASE32[value % 32] + text;
    value = Math.floor(value / 32);
  }
  return text;
}

/** The cell number of a 40-bit geohash number at a precision. */
export function cellOf(geohash: number, precision: number): number {
  return Math.floor(geohash / 32 ** (CELL_CHARACTERS - precision));
}
