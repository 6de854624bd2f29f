/**
 * A compiled OData query run on the embedded database (PGlite) in short statements. PGlite
 * answers one statement at a time for the whole site and cannot cancel one, so no statement of
 * ours may read much: the resource's rows are read in slices of SLICES.scan rows in key order,
 * each slice giving its best rows in the requested order (and how many match, for $count); the
 * slices' best rows are merged here, and the page's rows are then read in batches of SLICES.read.
 * A costly filter (any() over a collection, contains on text) so reads at most SLICES.scan rows per
 * statement, and a visitor's query waits behind one such statement at most.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { compareRows, keysetColumns } from './odata-keyset';
import type { CompiledQuery } from './odata-query';

export const SLICES = {
  /** Rows of the resource one statement reads to find matches. */
  scan: 1_000,
  /** Rows whose served fields one statement reads. */
  read: 25,
};

export type Statement = <T>(run: (db: Kysely<Database>) => Promise<T>) => Promise<T>;

type Row = Record<string, unknown>;

/** The page's rows in order (with the served columns), whether more follow, and the count. */
export async function runInSlices(
  statement: Statement,
  query: CompiledQuery,
  columns: RawBuilder<unknown>[],
): Promise<{ rows: Row[]; more: boolean; count?: number }> {
  const { resource, order } = query;
  const keySql = order.find((term) => term.field.name === resource.key)!.field.sql;
  const wanted = query.pageSize > 0 ? query.skip + query.pageSize + 1 : 0;
  // In key order the slices come in the order of the answer: stop once the page is full.
  const keyFirst = order[0]!.field.name === resource.key && !order[0]!.desc;
  const sortColumns = keysetColumns(order);

  let best: Row[] = [];
  let count = 0;
  let after: string | null = null;
  for (;;) {
    const from: RawBuilder<unknown> = after === null ? sql`true` : sql`${keySql} > ${after}::text`;
    const edge = await statement((db) =>
      sql<{ k: string }>`select (${keySql})::text as k from ${resource.from} where ${from}
        order by ${keySql} offset ${SLICES.scan - 1} limit 1`.execute(db),
    );
    const until = edge.rows[0]?.k ?? null;
    const slice = sql.join(
      [query.where, from, ...(until === null ? [] : [sql`${keySql} <= ${until}::text`])],
      sql` and `,
    );
    const limit = Math.max(wanted, 1);
    const found = await statement((db) =>
      sql<Row>`select (${keySql})::text as "__key", ${sql.join(sortColumns)}${
        query.count ? sql`, count(*) over () as "__n"` : sql``
      } from ${resource.from} where ${slice} order by ${query.orderBy} limit ${limit}`.execute(db),
    );
    count += Number(found.rows[0]?.__n ?? 0);
    if (wanted > 0) {
      best = [...best, ...found.rows].sort((a, b) => compareRows(order, a, b)).slice(0, wanted);
    }
    if (until === null) break;
    if (keyFirst && !query.count && best.length >= wanted) break;
    after = until;
  }

  const page = best.slice(query.skip, query.skip + query.pageSize + 1);
  const more = page.length > query.pageSize;
  if (more) page.pop();
  const byKey = new Map<string, Row>();
  for (let start = 0; start < page.length; start += SLICES.read) {
    const keys = page.slice(start, start + SLICES.read).map((row) => String(row.__key));
    const { rows } = await statement((db) =>
      sql<Row>`select (${keySql})::text as "__key", ${sql.join(columns)} from ${resource.from}
        where ${query.where} and ${keySql} = any(${keys}::text[])`.execute(db),
    );
    for (const row of rows) byKey.set(String(row.__key), row);
  }
  return {
    // A row removed, or changed so that it no longer matches, since it was found is left out.
    rows: page.flatMap((row): Row[] => {
      const read = byKey.get(String(row.__key));
      return read ? [read] : [];
    }),
    more,
    ...(query.count ? { count } : {}),
  };
}
