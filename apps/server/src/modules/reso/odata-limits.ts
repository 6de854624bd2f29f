/**
 * What one request to our RESO Web API may cost, checked before anything runs, so that no client
 * can hold the database other visitors are waiting on (RESO Web API Core 2.0.0 §2.6.1: a 400 for
 * a request the server will not run, a 429 for a client over its allowance). Each limit a
 * request passes is named in the 400, with the number, so a client can split its query.
 * docs/reso-api.md lists them for clients.
 */
import { MAX_FILTER_LENGTH, type FilterNode, type Operand } from './odata-filter';
import { ODataQueryError } from './odata-errors';

export const RESO_LIMITS = {
  /** Characters of `$filter`. */
  filterLength: MAX_FILTER_LENGTH,
  /** Comparisons, function tests, `in` and `has` in one `$filter`, any()/all() included. */
  filterTerms: 60,
  /** Values of one `in (…)` list. */
  inValues: 200,
  /** any()/all() over a collection field, which read every value of every row they test. */
  lambdas: 2,
  /** contains/startswith/endswith/tolower/toupper, which no index answers. */
  textFunctions: 6,
  /** Rows of one page; a larger `$top` is served in pages of this size with a nextLink. */
  pageSize: 1_000,
  /** Listings of one page with `$expand=Media` (each brings its photos). */
  expandPageSize: 100,
  /** Requests of one token being answered at once; more get a 429 with Retry-After. */
  requestsInFlight: 2,
} as const;

const TEXT_FUNCTIONS = new Set(['contains', 'startswith', 'endswith', 'tolower', 'toupper']);

interface Cost {
  terms: number;
  lambdas: number;
  textFunctions: number;
}

function operandCost(operand: Operand, cost: Cost): void {
  if (operand.kind !== 'call') return;
  if (TEXT_FUNCTIONS.has(operand.name)) cost.textFunctions++;
  for (const argument of operand.args) operandCost(argument, cost);
}

function walk(node: FilterNode, cost: Cost): void {
  switch (node.kind) {
    case 'and':
    case 'or':
      walk(node.left, cost);
      walk(node.right, cost);
      return;
    case 'not':
      walk(node.expr, cost);
      return;
    case 'lambda':
      cost.terms++;
      cost.lambdas++;
      walk(node.body, cost);
      return;
    case 'test':
      cost.terms++;
      cost.textFunctions++;
      node.args.forEach((argument) => operandCost(argument, cost));
      return;
    case 'in':
      cost.terms++;
      if (node.values.length > RESO_LIMITS.inValues)
        throw new ODataQueryError(
          `$filter: an in (…) list holds at most ${RESO_LIMITS.inValues} values (at character ${node.at}); split the query`,
          '$filter',
        );
      operandCost(node.left, cost);
      return;
    case 'compare':
      cost.terms++;
      operandCost(node.left, cost);
      operandCost(node.right, cost);
      return;
    case 'has':
    case 'bool':
      cost.terms++;
      return;
  }
}

/** Refuses, before it runs, a filter that would cost more than one request may. */
export function checkFilterCost(tree: FilterNode): void {
  const cost: Cost = { terms: 0, lambdas: 0, textFunctions: 0 };
  walk(tree, cost);
  const over = (what: string, limit: number, found: number): never => {
    throw new ODataQueryError(
      `$filter: at most ${limit} ${what} in one query (this one has ${found}); split it into several queries`,
      '$filter',
    );
  };
  if (cost.terms > RESO_LIMITS.filterTerms) over('conditions', RESO_LIMITS.filterTerms, cost.terms);
  if (cost.lambdas > RESO_LIMITS.lambdas)
    over('any()/all() over a collection', RESO_LIMITS.lambdas, cost.lambdas);
  if (cost.textFunctions > RESO_LIMITS.textFunctions)
    over(
      'text functions (contains, startswith, endswith, tolower, toupper)',
      RESO_LIMITS.textFunctions,
      cost.textFunctions,
    );
}
