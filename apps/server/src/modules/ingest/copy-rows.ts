/**
 * Rows sent with COPY … FROM STDIN: PostgreSQL reads COPY's tab-separated text faster than the
 * JSON of a `json_populate_recordset`, and the text is a third smaller (no field names). The
 * embedded PGlite does not take COPY from a client: there the writes send JSON as before.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

const supported = new WeakMap<Db, Promise<boolean>>();

/**
 * Whether the database takes COPY from this client (asked once per database): PostgreSQL does;
 * the embedded PGlite, behind its socket, leaves a COPY from stdin waiting.
 */
export function copySupported(db: Db): Promise<boolean> {
  let answer = supported.get(db);
  if (!answer) {
    answer = sql<{ pglite: boolean }>`select version() like '%PGlite%' as pglite`
      .execute(db)
      .then(({ rows }) => rows[0]?.pglite === false);
    supported.set(db, answer);
  }
  return answer;
}

const SPECIAL = /[\\\n\r\t]/;
const SPECIALS = /[\\\n\r\t]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A value as a field of COPY's text format (`\N` is null). */
export function copyField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  const text = String(value);
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPES[c]!) : text;
}

/** JSON text as a COPY field: JSON escapes control characters, so only backslashes remain. */
export function copyJson(json: string): string {
  return json.includes('\\') ? json.replaceAll('\\', '\\\\') : json;
}

/** Inserts rows (each a line of `copyField`s joined by tabs) into a table by COPY. */
export async function copyRows(
  db: Db,
  table: string,
  columns: readonly string[],
  lines: readonly string[],
): Promise<void> {
  if (lines.length === 0) return;
  // The client sends the one parameter as COPY's data (db/prepared.ts); names are ours.
  await sql`copy ${sql.raw(table)} (${sql.raw(columns.join(', '))}) from stdin ${`${lines.join('\n')}\n`}`.execute(
    db,
  );
}
