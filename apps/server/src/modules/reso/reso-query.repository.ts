/** Runs a compiled OData query, bounded: every statement has a time limit and a row limit. */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { CompiledQuery } from './odata-query';

/** No statement of our RESO Web API runs longer than this. */
export const STATEMENT_TIMEOUT_MS = 15_000;

export interface QueryRows {
  rows: Record<string, unknown>[];
  /** Whether more rows follow the page. */
  more: boolean;
  count?: number;
  /** Photos by listing id, when $expand=Media. */
  media?: Map<string, Record<string, unknown>[]>;
}

async function bounded<T>(
  db: Kysely<Database>,
  run: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = ${sql.lit(STATEMENT_TIMEOUT_MS)}`.execute(trx);
    return run(trx);
  });
}

export async function runQuery(db: Kysely<Database>, query: CompiledQuery): Promise<QueryRows> {
  const { resource } = query;
  const columns: RawBuilder<unknown>[] = [];
  let needsRecord = false;
  for (const field of query.select) {
    if (field.sql) columns.push(sql`${field.sql} as ${sql.ref(field.name)}`);
    else needsRecord = true;
  }
  const alias = resource.listingAlias;
  if (alias) {
    columns.push(
      sql`${sql.ref(`${alias}.id`)} as "__id"`,
      sql`${sql.ref(`${alias}.internet_address_display_yn`)} as "__address"`,
    );
    if (needsRecord) {
      columns.push(
        sql`(select r.record from listing_records r where r.listing_id = ${sql.ref(`${alias}.id`)}) as "__record"`,
      );
    }
  }
  if (query.keysetOrder && resource.keyset) {
    columns.push(
      sql`${resource.keyset.timestamp} as "__ts"`,
      sql`${resource.keyset.key} as "__key"`,
    );
  }
  return bounded(db, async (trx) => {
    const { rows } = await sql<Record<string, unknown>>`select ${sql.join(columns)}
      from ${resource.from} where ${query.where}
      order by ${query.orderBy} limit ${query.top + 1} offset ${query.skip}`.execute(trx);
    const more = rows.length > query.top;
    if (more) rows.pop();
    const result: QueryRows = { rows, more };
    if (query.count) {
      const counted = await sql<{
        n: string;
      }>`select count(*) as n from ${resource.from} where ${query.where}`.execute(trx);
      result.count = Number(counted.rows[0]?.n ?? 0);
    }
    if (query.expandMedia && rows.length > 0) {
      const ids = rows.map((row) => String(row.__id));
      const media = await sql<Record<string, unknown> & { listing_id: string }>`
        select m.listing_id, coalesce(m.media_key, 'M' || m.id) as "MediaKey", l.listing_key as "ResourceRecordKey",
          m.media_url as "MediaURL", m.position as "Order", m.caption as "ShortDescription",
          m.media_category as "MediaCategory",
          coalesce(m.modification_timestamp, l.modification_timestamp) as "ModificationTimestamp"
        from listing_media m join listings l on l.id = m.listing_id
        where m.listing_id = any(${ids}::bigint[]) order by m.listing_id, m.position`.execute(trx);
      result.media = new Map();
      for (const { listing_id: listingId, ...photo } of media.rows) {
        const list = result.media.get(String(listingId)) ?? [];
        list.push({ ResourceName: 'Property', ...photo });
        result.media.set(String(listingId), list);
      }
    }
    return result;
  });
}
