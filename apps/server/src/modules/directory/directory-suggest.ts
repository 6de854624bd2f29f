/**
 * `GET /suggest/agents` and `GET /suggest/offices`: lists keyed by MemberLastName and
 * MemberFullName, or OfficeName and OfficeCity (public-site.md §7). `q` is the typed text
 * (matched at the start of a word); other parameters are directory filters.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import { parseConditions } from '../search/search-params';
import { AGENT_FIELDS, OFFICE_FIELDS, RESERVED_PARAMS } from './directory-fields';
import { forcedConditions, type DirectoryKind, type ForcedFilters } from './directory-query';
import { agentsFrom, officesFrom } from './directory-search.repository';

type Db = Kysely<Database>;
type Query = Readonly<Record<string, unknown>>;

const SUGGEST_PARAMS = new Set([...RESERVED_PARAMS, 'q', 'token']);
const KEYS: Record<DirectoryKind, readonly string[]> = {
  agent: ['MemberLastName', 'MemberFullName'],
  office: ['OfficeName', 'OfficeCity'],
};
const DEFAULT_SUGGESTIONS = 10;
const MAX_SUGGESTIONS = 50;

function readText(query: Query, name: string): string | undefined {
  const raw = query[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.length > 100) {
    throw badRequest('invalid_value', `${name} must be one text of up to 100 characters`, name);
  }
  return raw.trim();
}

/** Prefix of the column or of any word in it, case-insensitive, the pattern escaped. */
function wordPrefix(column: string, text: string) {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase();
  const ref = sql.ref(column);
  return sql<boolean>`(lower(${ref}) like ${`${escaped}%`} or lower(${ref}) like ${`% ${escaped}%`})`;
}

export interface Suggestion {
  field: string;
  value: string;
  count?: number;
  id?: string;
}

export async function suggestDirectory(
  db: Db,
  kind: DirectoryKind,
  query: Query,
  forced: ForcedFilters,
) {
  const text = readText(query, 'q') ?? readText(query, 'token') ?? '';
  const limitRaw = readText(query, 'limit');
  const limit = limitRaw ? Number(limitRaw) : DEFAULT_SUGGESTIONS;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SUGGESTIONS) {
    throw badRequest('invalid_number', `limit must be 1 to ${MAX_SUGGESTIONS}`, 'limit');
  }
  const fieldsRaw = readText(query, 'fields');
  const keys = fieldsRaw ? fieldsRaw.split(',').map((name) => name.trim()) : [...KEYS[kind]];
  const unknown = keys.find((key) => !KEYS[kind].includes(key));
  if (unknown) throw badRequest('unknown_field', `Unknown field ${unknown} in fields`, 'fields');
  const specs = kind === 'agent' ? AGENT_FIELDS : OFFICE_FIELDS;
  const given = parseConditions(query, specs, SUGGEST_PARAMS);
  if (given instanceof Error) throw given;
  const filter = { conditions: forcedConditions(kind, given, forced), areas: [] };

  const bundle: Record<string, Suggestion[]> = {};
  for (const key of keys) {
    const column = specs[key]?.column ?? '';
    if (key === 'MemberFullName' || key === 'OfficeName') {
      const base = kind === 'agent' ? agentsFrom(db, filter) : officesFrom(db, filter);
      const keyColumn = kind === 'agent' ? 'm.member_key' : 'o.office_key';
      const rows = await base
        .where(text ? wordPrefix(column, text) : sql<boolean>`true`)
        .select([
          sql<string>`${sql.ref(column)}`.as('value'),
          sql<string>`${sql.ref(keyColumn)}`.as('id'),
        ])
        .orderBy(sql`lower(${sql.ref(column)})`)
        .limit(limit)
        .execute();
      bundle[key] = rows.map((row) => ({ field: key, value: row.value, id: row.id }));
    } else {
      const base = kind === 'agent' ? agentsFrom(db, filter) : officesFrom(db, filter);
      const value = sql<string>`${sql.ref(column)}`;
      const rows = await base
        .where(value, 'is not', null)
        .where(text ? wordPrefix(column, text) : sql<boolean>`true`)
        .select((eb) => [value.as('value'), eb.fn.countAll<string>().as('count')])
        .groupBy(value)
        .orderBy(sql`lower(${value})`)
        .limit(limit)
        .execute();
      bundle[key] = rows.map((row) => ({ field: key, value: row.value, count: Number(row.count) }));
    }
  }
  return { success: true as const, status: 200 as const, bundle };
}
