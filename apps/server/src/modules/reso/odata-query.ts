/**
 * An OData request on one resource, checked against its fields and the limits of one request
 * (odata-limits.ts) and compiled to parameterised SQL: $filter, $select, $orderby, $top, $skip,
 * $skiptoken, $count, $expand=Media. Field names come from the resource's list, values travel
 * as parameters; nothing a client sends is ever spliced into the SQL text.
 */
import { sql, type RawBuilder } from 'kysely';
import { ODataQueryError } from './odata-errors';
import { FilterSyntaxError, parseFilter, type FilterNode } from './odata-filter';
import { FilterCompiler } from './odata-filter-sql';
import { afterSkipToken, orderBySql, orderTerm, type OrderTerm } from './odata-keyset';
import { checkFilterCost, RESO_LIMITS } from './odata-limits';
import type { ResoField, ResoResource } from './reso-resources';

export { ODataQueryError };

export const DEFAULT_TOP = 100;
/**
 * Past this, a client follows our nextLink (keyset, any depth) or pages with $filter: every row
 * skipped is read and sorted (RESO Web API Core 2.0.0 §2.5.7: how far is the provider's choice).
 */
export const MAX_SKIP = 10_000;

export interface CompiledQuery {
  resource: ResoResource;
  select: ResoField[];
  where: RawBuilder<unknown>;
  /** The sort, ending with the key: every row has one place, so a keyset token can follow it. */
  order: OrderTerm[];
  orderBy: RawBuilder<unknown>;
  /** Rows of this page: $top, or fewer when a limit or the client's odata.maxpagesize says so. */
  pageSize: number;
  skip: number;
  count: boolean;
  expandMedia: boolean;
  /** One record by its key (an index finds it at once). */
  byKey: boolean;
  /** The odata.maxpagesize applied, for Preference-Applied, when the client asked for one. */
  maxPageSizeApplied?: number;
  /** The query options as given, for nextLink. */
  options: URLSearchParams;
}

const SUPPORTED = new Set([
  '$filter',
  '$select',
  '$orderby',
  '$top',
  '$skip',
  '$count',
  '$expand',
  '$skiptoken',
  '$format',
]);

function integerOption(options: URLSearchParams, name: string, max: number): number | undefined {
  const raw = options.get(name);
  if (raw === null) return undefined;
  if (!/^\d{1,9}$/.test(raw.trim()))
    throw new ODataQueryError(`${name}: '${raw}' is not a whole number`, name);
  const value = Number(raw.trim());
  if (value > max)
    throw new ODataQueryError(`${name}: at most ${max.toLocaleString('en-US')}`, name);
  return value;
}

/** `Prefer: odata.maxpagesize=N` (OData 4.01 Part 1 Protocol, Preference odata.maxpagesize). */
export function preferredMaxPageSize(prefer: string | undefined): number | undefined {
  const match = /(?:^|[,;\s])(?:odata\.)?maxpagesize\s*=\s*"?(\d{1,9})"?/i.exec(prefer ?? '');
  const value = match ? Number(match[1]) : 0;
  return value > 0 ? value : undefined;
}

/** Checks and compiles the query options of a request on `resource`; `key` fetches one record. */
export function compileQuery(
  resource: ResoResource,
  options: URLSearchParams,
  key?: string,
  preferences: { maxPageSize?: number } = {},
): CompiledQuery {
  for (const name of options.keys()) {
    if (name.startsWith('$') && !SUPPORTED.has(name))
      throw new ODataQueryError(`${name} is not supported`, name);
  }
  const format = options.get('$format');
  if (format !== null && !/^(json|application\/json)(;.*)?$/i.test(format))
    throw new ODataQueryError('$format: only json', '$format');

  const byName = new Map(resource.fields.map((f) => [f.name, f]));
  const selectText = options.get('$select');
  let select = resource.fields;
  if (selectText !== null && selectText.trim() !== '*') {
    const names = selectText.split(',').map((name) => name.trim());
    select = names.map((name) => {
      const found = byName.get(name);
      if (!found)
        throw new ODataQueryError(
          `$select: ${name || '(empty)'} is not a field of ${resource.name}`,
          '$select',
        );
      return found;
    });
  }

  const conditions: RawBuilder<unknown>[] = [resource.where];
  const keyField = byName.get(resource.key)!;
  if (key !== undefined) conditions.push(sql`${keyField.sql!} = ${key}::text`);
  const filterText = options.get('$filter');
  if (filterText !== null) {
    const compiler = new FilterCompiler(resource, filterText);
    let tree: FilterNode;
    try {
      tree = parseFilter(filterText);
    } catch (error) {
      if (error instanceof FilterSyntaxError)
        throw new ODataQueryError(
          `$filter: ${error.message} (at character ${error.at})`,
          '$filter',
        );
      throw error;
    }
    checkFilterCost(tree);
    conditions.push(sql`coalesce(${compiler.compile(tree)}, false)`);
  }

  const orderText = options.get('$orderby');
  const order: OrderTerm[] = [];
  if (orderText !== null && orderText.trim() !== '') {
    for (const part of orderText.split(',')) {
      const match = /^\s*(\w+)(?:\s+(asc|desc))?\s*$/i.exec(part);
      const found = match ? byName.get(match[1]!) : undefined;
      if (!match || !found)
        throw new ODataQueryError(
          `$orderby: '${part.trim()}' is not a field of ${resource.name} with asc or desc`,
          '$orderby',
        );
      if (!found.sortable || !found.sql)
        throw new ODataQueryError(`$orderby: ${found.name} cannot be sorted on`, '$orderby');
      order.push(
        orderTerm(
          found as ResoField & { sql: RawBuilder<unknown> },
          match[2]?.toLowerCase() === 'desc',
          resource.key,
        ),
      );
    }
  }
  // The key ends every order, in the direction of the term before it, so that an index on
  // (ModificationTimestamp, key) serves `ModificationTimestamp desc` too.
  if (!order.some((term) => term.field.name === resource.key)) {
    order.push(
      orderTerm(
        keyField as ResoField & { sql: RawBuilder<unknown> },
        order.at(-1)?.desc ?? false,
        resource.key,
      ),
    );
  }

  const skiptoken = options.get('$skiptoken');
  if (skiptoken !== null) conditions.push(afterSkipToken(skiptoken, resource.name, order));

  const top = integerOption(options, '$top', 999_999_999) ?? DEFAULT_TOP;
  const skip = integerOption(options, '$skip', MAX_SKIP) ?? 0;
  const countText = options.get('$count');
  if (countText !== null && !/^(true|false)$/.test(countText))
    throw new ODataQueryError('$count: true or false', '$count');
  const expand = options.get('$expand');
  if (
    expand !== null &&
    expand.trim() !== '' &&
    (expand.trim() !== 'Media' || resource.name !== 'Property')
  ) {
    throw new ODataQueryError(`$expand: only Media, on Property`, '$expand');
  }
  const expandMedia = expand?.trim() === 'Media';
  // RESO Web API Core 2.0.0 §2.5.5: "Servers MAY respond with a page size different than the
  // one requested"; what is left of $top follows in the nextLink.
  const { maxPageSize } = preferences;
  const limit = expandMedia ? RESO_LIMITS.expandPageSize : RESO_LIMITS.pageSize;
  const pageSize = Math.min(
    options.has('$top') ? top : (maxPageSize ?? DEFAULT_TOP),
    maxPageSize ?? limit,
    limit,
  );
  return {
    resource,
    select,
    where: sql.join(conditions, sql` and `),
    order,
    orderBy: orderBySql(order),
    pageSize,
    skip,
    count: countText === 'true',
    expandMedia,
    byKey: key !== undefined,
    ...(maxPageSize !== undefined ? { maxPageSizeApplied: Math.min(maxPageSize, limit) } : {}),
    options,
  };
}
