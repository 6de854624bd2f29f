/**
 * Keyset paging for every `$orderby`: a `$skiptoken` carries the sort values of the last row
 * served (as PostgreSQL wrote them, so a timestamp keeps its microseconds) and the order they
 * were taken in; the next page is the rows after that row in the same order. Unlike `$skip`,
 * it reaches the last page of any collection at the same cost per page, and a row changed
 * between two pages is neither served twice nor skipped because others moved.
 *
 * OData 4.01 Part 1 Protocol, "Server-Driven Paging" (the nextLink is opaque to the client)
 * and RESO Web API Core 2.0.0 §2.5.7 ($skip: how far is the provider's choice).
 */
import { sql, type RawBuilder } from 'kysely';
import { ODataQueryError } from './odata-errors';
import { checkDate, checkTimestamp } from './odata-literals';
import type { EdmType, ResoField } from './reso-resources';

export interface OrderTerm {
  field: ResoField & { sql: RawBuilder<unknown> };
  desc: boolean;
  /** The field's SQL is never null (a NOT NULL column, or a coalesce over one). */
  neverNull: boolean;
}

/** Fields every resource reads from a NOT NULL column (or a coalesce ending in one). */
const NEVER_NULL = new Set(['ModificationTimestamp']);

const CAST: Record<EdmType, string> = {
  'Edm.String': 'text',
  'Edm.Int32': 'numeric',
  'Edm.Int64': 'numeric',
  'Edm.Decimal': 'numeric',
  'Edm.Boolean': 'boolean',
  'Edm.Date': 'date',
  'Edm.DateTimeOffset': 'timestamptz',
};

export function orderTerm(
  field: ResoField & { sql: RawBuilder<unknown> },
  desc: boolean,
  key: string,
): OrderTerm {
  return { field, desc, neverNull: field.name === key || NEVER_NULL.has(field.name) };
}

/** What a token is bound to: the same resource and order, or it is refused. */
function signature(resource: string, order: readonly OrderTerm[]): string {
  return [
    resource,
    ...order.map((term) => `${term.field.name} ${term.desc ? 'desc' : 'asc'}`),
  ].join(',');
}

/** ORDER BY for the terms: never-null terms without NULLS LAST, so that an index serves them. */
export function orderBySql(order: readonly OrderTerm[]): RawBuilder<unknown> {
  return sql.join(
    order.map((term) => {
      const direction = sql.raw(
        term.neverNull
          ? term.desc
            ? 'desc'
            : 'asc'
          : term.desc
            ? 'desc nulls last'
            : 'asc nulls last',
      );
      return sql`${term.field.sql} ${direction}`;
    }),
  );
}

/**
 * The hidden columns holding each row's sort values as text, for the next token: exact (a
 * timestamp to the microsecond, in UTC and of fixed width) and, in the C collation, in the order
 * of the values, so that pages read apart can be merged (reso-chunked-query.ts).
 */
export function keysetColumns(order: readonly OrderTerm[]): RawBuilder<unknown>[] {
  return order.map((term, i) => {
    const text =
      term.field.type === 'Edm.DateTimeOffset'
        ? sql`to_char((${term.field.sql}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
        : sql`(${term.field.sql})::text`;
    return sql`${text} as ${sql.ref(`__k${i}`)}`;
  });
}

const NUMERIC_TYPES: ReadonlySet<EdmType> = new Set(['Edm.Int32', 'Edm.Int64', 'Edm.Decimal']);

/** Compares two rows carrying keysetColumns as the SQL order does (NULLS LAST, C collation). */
export function compareRows(
  order: readonly OrderTerm[],
  a: Record<string, unknown>,
  b: Record<string, unknown>,
): number {
  for (let i = 0; i < order.length; i++) {
    const term = order[i]!;
    const x = a[`__k${i}`] as string | null;
    const y = b[`__k${i}`] as string | null;
    if (x === y) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    const c = NUMERIC_TYPES.has(term.field.type)
      ? Math.sign(Number(x) - Number(y))
      : Buffer.compare(Buffer.from(x), Buffer.from(y));
    if (c !== 0) return term.desc ? -c : c;
  }
  return 0;
}

export function encodeSkipToken(
  resource: string,
  order: readonly OrderTerm[],
  row: Record<string, unknown>,
): string {
  const values = order.map((_, i) => {
    const value = row[`__k${i}`];
    return value === null || value === undefined ? null : String(value);
  });
  return Buffer.from(JSON.stringify({ o: signature(resource, order), v: values })).toString(
    'base64url',
  );
}

const NUMBER = /^-?\d{1,30}(\.\d{1,30})?$/;

function checkValue(type: EdmType, value: string): void {
  const bad = (what: string): never => {
    throw new ODataQueryError(`$skiptoken: '${value}' is not ${what}`, '$skiptoken');
  };
  switch (type) {
    case 'Edm.Int32':
    case 'Edm.Int64':
    case 'Edm.Decimal':
      if (!NUMBER.test(value)) bad('a number');
      return;
    case 'Edm.Boolean':
      if (value !== 'true' && value !== 'false') bad('true or false');
      return;
    case 'Edm.Date': {
      const problem = checkDate(value);
      if (problem) bad(problem);
      return;
    }
    case 'Edm.DateTimeOffset': {
      const problem = checkTimestamp(value);
      if (problem) bad(problem);
      return;
    }
    default:
      return;
  }
}

/** The condition "after the row the token names", in the order given; a 400 for a bad token. */
export function afterSkipToken(
  token: string,
  resource: string,
  order: readonly OrderTerm[],
): RawBuilder<unknown> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    decoded = null;
  }
  const shape = decoded as { o?: unknown; v?: unknown } | null;
  if (
    !shape ||
    typeof shape.o !== 'string' ||
    !Array.isArray(shape.v) ||
    shape.v.length !== order.length ||
    !shape.v.every((value) => value === null || typeof value === 'string')
  ) {
    throw new ODataQueryError('$skiptoken: not a token this server gave', '$skiptoken');
  }
  if (shape.o !== signature(resource, order))
    throw new ODataQueryError(
      '$skiptoken: given for another resource or $orderby; follow the nextLink as it is',
      '$skiptoken',
    );
  const values = shape.v as (string | null)[];
  values.forEach((value, i) => {
    if (value !== null) checkValue(order[i]!.field.type, value);
  });
  const cast = (i: number) => sql`${values[i]}::text::${sql.raw(CAST[order[i]!.field.type])}`;

  // All never-null and one direction: a row comparison, which an index on the terms answers.
  const direction = order[0]!.desc;
  if (order.every((term, i) => term.neverNull && term.desc === direction && values[i] !== null)) {
    const left = sql.join(order.map((term) => term.field.sql));
    const right = sql.join(order.map((_, i) => cast(i)));
    return direction ? sql`((${left}) < (${right}))` : sql`((${left}) > (${right}))`;
  }
  // Otherwise lexicographic, with nulls after every value in either direction (NULLS LAST).
  const branches: RawBuilder<unknown>[] = [];
  for (let i = 0; i < order.length; i++) {
    const term = order[i]!;
    if (values[i] !== null) {
      const beyond = term.desc
        ? sql`${term.field.sql} < ${cast(i)}`
        : sql`${term.field.sql} > ${cast(i)}`;
      const equalBefore = order
        .slice(0, i)
        .map((earlier, j) =>
          values[j] === null
            ? sql`${earlier.field.sql} is null`
            : sql`${earlier.field.sql} = ${cast(j)}`,
        );
      const after = term.neverNull ? beyond : sql`(${beyond} or ${term.field.sql} is null)`;
      branches.push(sql.join([...equalBefore, sql`(${after})`], sql` and `));
    }
  }
  return branches.length === 0 ? sql`false` : sql`(${sql.join(branches, sql` or `)})`;
}
