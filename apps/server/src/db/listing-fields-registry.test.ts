/**
 * The listing field registry (packages/domain) against the database the migrations build: every
 * registry column exists with the registry's type and nullability, and every column of `listings`
 * is either a registry field or one of our own few. So a field is added by one registry entry
 * and a migration, and neither can be forgotten.
 */
import { LISTING_FIELD_REGISTRY } from '@hearth/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/databases';
import type { DatabaseHandle } from './database';

/** Columns of `listings` that are not listing fields: ids, links, derived search helpers. */
const OWN_COLUMNS = [
  'id',
  'geohash',
  'primary_photo_url',
  'next_open_house_at',
  'list_agent_id',
  'list_office_id',
  'origin',
];

interface Column {
  name: string;
  type: string;
  not_null: boolean;
}

describe('the listing field registry and the listings table', () => {
  let database: DatabaseHandle;
  let columns: Map<string, Column>;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const { rows } = await sql<Column>`select attname as name,
        format_type(atttypid, atttypmod) as type, attnotnull as not_null
      from pg_attribute where attrelid = 'listings'::regclass and attnum > 0
        and not attisdropped`.execute(database.db);
    columns = new Map(rows.map((row) => [row.name, row]));
  });
  afterAll(async () => {
    await database.close();
  });

  it('has each registry column with its type and nullability', () => {
    const found = LISTING_FIELD_REGISTRY.filter((entry) => entry.column).map((entry) => {
      const column = columns.get(entry.column!);
      return {
        name: entry.name,
        column: entry.column,
        type: column?.type,
        required: column?.not_null ?? null,
      };
    });
    const wanted = LISTING_FIELD_REGISTRY.filter((entry) => entry.column).map((entry) => ({
      name: entry.name,
      column: entry.column,
      type: entry.sqlType,
      required: entry.required ?? false,
    }));
    expect(found).toEqual(wanted);
  });

  it('has no column that is neither a registry field nor our own', () => {
    const described = new Set([
      ...LISTING_FIELD_REGISTRY.flatMap((entry) => (entry.column ? [entry.column] : [])),
      ...OWN_COLUMNS,
    ]);
    expect([...columns.keys()].filter((name) => !described.has(name))).toEqual([]);
    expect(OWN_COLUMNS.filter((name) => !columns.has(name))).toEqual([]);
  });

  it('names each field and each column once, and gives lookups a LookupName and decimals a scale', () => {
    const names = LISTING_FIELD_REGISTRY.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    const used = LISTING_FIELD_REGISTRY.flatMap((entry) => (entry.column ? [entry.column] : []));
    expect(new Set(used).size).toBe(used.length);
    for (const entry of LISTING_FIELD_REGISTRY) {
      if (entry.ddType.startsWith('String List')) expect(entry.lookup, entry.name).toBeTruthy();
      if (entry.ddType === 'Decimal') expect(entry.scale, entry.name).toBeGreaterThan(0);
      expect(entry.label.en && entry.label.es, entry.name).toBeTruthy();
    }
  });
});
