/**
 * Queries run as named prepared statements. PostgreSQL plans an unnamed query on every run; a
 * named one is parsed once per connection and, after a few runs, keeps a generic plan. For a
 * small query run all the time (one listing by its key: a few index lookups; the newest entry of
 * the change log, asked before every search) planning is about as long as running it, so the hot
 * queries whose text never changes are run this way.
 *
 * Only queries passed to `executePrepared` are prepared: a statement lives as long as its
 * connection, so queries whose text varies with the request (searches) stay unnamed.
 */
import { createHash } from 'node:crypto';
import { finished } from 'node:stream/promises';
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** Statement names by SQL text: the same text always has the same name on every connection. */
const statementNames = new Map<string, string>();
/** Queries with more texts than this are a mistake (a text built from input): run unnamed. */
const MAX_STATEMENTS = 64;

/** Gives the text a statement name, unless it has one or the limit is reached. */
function register(text: string): void {
  if (statementNames.has(text) || statementNames.size >= MAX_STATEMENTS) return;
  statementNames.set(text, `hearth_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`);
}

/**
 * Runs the query as a named prepared statement (see the module's comment); its rows. A query
 * without parameters can be compiled once by the caller and passed compiled.
 */
export async function executePrepared<Row, DB>(
  db: Kysely<DB>,
  query: Compilable<Row> | CompiledQuery<Row>,
): Promise<Row[]> {
  const compiled = 'compile' in query ? query.compile() : query;
  register(compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}

type QueryConfig = pg.QueryConfig<unknown[]>;

/** `copy <table> (<columns>) from stdin $1`: COPY's text-format rows as the one parameter. */
const COPY_FROM_STDIN = /^copy [a-z_]+ \([a-z_, ]+\) from stdin \$1$/;

/**
 * The pool's client: Kysely sends every query as `query(text, values)`; a text named by
 * executePrepared goes as a named statement (pg parses it once per connection), a COPY from
 * stdin (see `copyRows`) as COPY's own messages with its parameter as the data, others as they
 * came.
 */
export class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values, ...rest] = args;
    if (
      typeof text === 'string' &&
      Array.isArray(values) &&
      typeof values[0] === 'string' &&
      COPY_FROM_STDIN.test(text)
    ) {
      return this.copyIn(text.slice(0, -' $1'.length), values[0]) as never;
    }
    const name = typeof text === 'string' ? statementNames.get(text) : undefined;
    const send = super.query.bind(this) as (...sent: unknown[]) => never;
    if (name === undefined || !Array.isArray(values)) return send(...args);
    const config: QueryConfig = { name, text: text as string, values };
    return send(config, ...rest);
  }

  private async copyIn(text: string, data: string) {
    const submit = super.query.bind(this) as (query: unknown) => ReturnType<typeof copyFrom>;
    const stream = submit(copyFrom(text));
    stream.end(data);
    await finished(stream);
    return { command: 'COPY', rowCount: stream.rowCount, rows: [], fields: [] };
  }
}

/** Stands in for one of a QueryTemplate's values while the query is compiled. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A query whose text never changes, built and compiled once per database: `build` is given
 * stand-ins for the values, and each run puts the values of the call in their places among the
 * compiled parameters. Building and compiling a query with Kysely takes about as long as a small
 * prepared statement's run in PostgreSQL (0.18 ms for one listing by its key), which a query run
 * for every request need not pay each time.
 *
 * `build` must pass each value to Kysely as a value (a parameter of the query), not use it to
 * choose the query's shape: compiling throws if a value does not end up among the parameters.
 */
export class QueryTemplate<DB, Values extends Record<string, unknown>, Row> {
  private readonly compiled = new WeakMap<object, CompiledQuery<Row>>();

  constructor(
    private readonly names: readonly (keyof Values & string)[],
    private readonly build: (db: Kysely<DB>, values: Values) => Compilable<Row>,
  ) {}

  /** The compiled query with these values. */
  compile(db: Kysely<DB>, values: Values): CompiledQuery<Row> {
    let query = this.compiled.get(db);
    if (!query) {
      const slots = Object.fromEntries(this.names.map((name) => [name, new Slot(name)]));
      query = this.build(db, slots as unknown as Values).compile();
      for (const name of this.names) {
        if (!query.parameters.includes(slots[name])) {
          throw new Error(`QueryTemplate: the value ${name} is not a parameter of the query`);
        }
      }
      this.compiled.set(db, query);
    }
    const parameters = query.parameters.map((parameter) =>
      parameter instanceof Slot ? values[parameter.name] : parameter,
    );
    return { ...query, parameters };
  }
}
