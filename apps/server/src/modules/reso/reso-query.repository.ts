/**
 * Runs a compiled OData query in short statements. On PostgreSQL each has a time limit
 * (statement_timeout). The embedded database (PGlite) answers one statement at a time for the
 * whole site and cannot cancel one, so there our statements go one at a time through a lane of
 * their own (a visitor's query waits behind at most one of them), and each reads a slice of
 * rows only (reso-chunked-query.ts); a page's photos come in statements of a few listings.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { keysetColumns } from './odata-keyset';
import type { CompiledQuery } from './odata-query';
import { runInSlices, type Statement } from './reso-chunked-query';

/** No statement of our RESO Web API runs longer than this on PostgreSQL. */
export const STATEMENT_TIMEOUT_MS = 5_000;
/** Listings whose photos one statement reads for $expand=Media. */
export const EXPAND_BATCH = 10;

/** The client left before its answer was ready: the statements still to run are not run. */
export class ClientGoneError extends Error {
  override name = 'ClientGoneError';
}

export interface QueryRows {
  rows: Record<string, unknown>[];
  /** Whether more rows follow the page. */
  more: boolean;
  count?: number;
  /** Photos by listing id, when $expand=Media. */
  media?: Map<string, Record<string, unknown>[]>;
}

/** One RESO statement at a time on each embedded database. */
const lanes = new WeakMap<Kysely<Database>, Promise<unknown>>();

/**
 * Runs `run` when the RESO statements before it on this database are done, then keeps the lane
 * free as long again: our API has at most half of the embedded database's time, and a visitor's
 * query finds it busy with one short statement at most.
 */
function inLane(db: Kysely<Database>): Statement {
  return <T>(run: (db: Kysely<Database>) => Promise<T>) => {
    const before = lanes.get(db) ?? Promise.resolve();
    let took = 0;
    const mine = before.then(async () => {
      const started = performance.now();
      try {
        return await run(db);
      } finally {
        took = performance.now() - started;
      }
    });
    lanes.set(
      db,
      mine
        .catch(() => undefined)
        .then(() => new Promise((resolve) => setTimeout(resolve, Math.min(took, 1_000)))),
    );
    return mine;
  };
}

async function withStatements<T>(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  gone: () => boolean,
  work: (statement: Statement) => Promise<T>,
): Promise<T> {
  const checked =
    (statement: Statement): Statement =>
    <U>(run: (db: Kysely<Database>) => Promise<U>) =>
      statement((db) => {
        if (gone()) throw new ClientGoneError('The client closed the connection.');
        return run(db);
      });
  if (database.kind === 'pglite') return work(checked(inLane(database.db)));
  return database.db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = ${sql.lit(STATEMENT_TIMEOUT_MS)}`.execute(trx);
    return work(checked(<U>(run: (db: Kysely<Database>) => Promise<U>) => run(trx)));
  });
}

function columnsOf(query: CompiledQuery): RawBuilder<unknown>[] {
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
  return [...columns, ...keysetColumns(query.order)];
}

async function photosOf(
  statement: Statement,
  ids: string[],
): Promise<Map<string, Record<string, unknown>[]>> {
  const media = new Map<string, Record<string, unknown>[]>();
  for (let start = 0; start < ids.length; start += EXPAND_BATCH) {
    const batch = ids.slice(start, start + EXPAND_BATCH);
    const { rows } = await statement((db) =>
      sql<Record<string, unknown> & { listing_id: string }>`
        select m.listing_id, coalesce(m.media_key, 'M' || m.id::text) as "MediaKey", l.listing_key as "ResourceRecordKey",
          m.media_url as "MediaURL", m.position as "Order", m.caption as "ShortDescription",
          m.media_category as "MediaCategory",
          coalesce(m.modification_timestamp, l.modification_timestamp) as "ModificationTimestamp"
        from listing_media m join listings l on l.id = m.listing_id
        where m.listing_id = any(${batch}::bigint[]) order by m.listing_id, m.position`.execute(db),
    );
    for (const { listing_id: listingId, ...photo } of rows) {
      const list = media.get(String(listingId)) ?? [];
      list.push({ ResourceName: 'Property', ...photo });
      media.set(String(listingId), list);
    }
  }
  return media;
}

/** Runs `query`; `gone` says whether the client has left (its remaining statements are dropped). */
export async function runQuery(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  query: CompiledQuery,
  gone: () => boolean = () => false,
): Promise<QueryRows> {
  const { resource } = query;
  return withStatements(database, gone, async (statement) => {
    let result: QueryRows;
    if (database.kind === 'pglite' && !query.byKey) {
      result = await runInSlices(statement, query, columnsOf(query));
    } else {
      let rows: Record<string, unknown>[] = [];
      let more = false;
      if (query.pageSize > 0) {
        ({ rows } = await statement((db) =>
          sql<Record<string, unknown>>`select ${sql.join(columnsOf(query))}
            from ${resource.from} where ${query.where}
            order by ${query.orderBy} limit ${query.pageSize + 1} offset ${query.skip}`.execute(db),
        ));
        more = rows.length > query.pageSize;
        if (more) rows.pop();
      }
      result = { rows, more };
      if (query.count) {
        const counted = await statement((db) =>
          sql<{
            n: string;
          }>`select count(*) as n from ${resource.from} where ${query.where}`.execute(db),
        );
        result.count = Number(counted.rows[0]?.n ?? 0);
      }
    }
    if (query.expandMedia && result.rows.length > 0) {
      result.media = await photosOf(
        statement,
        result.rows.map((row) => String(row.__id)),
      );
    }
    return result;
  });
}
