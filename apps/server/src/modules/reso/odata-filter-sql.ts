/**
 * A parsed `$filter` compiled to a parameterised SQL condition on one resource: fields from the
 * resource's list (their SQL), values as parameters with their type checked against the field's,
 * dates and timestamps checked to exist (odata-literals.ts) and kept to the microsecond.
 */
import { sql, type RawBuilder } from 'kysely';
import { ODataQueryError } from './odata-errors';
import type { FilterNode, Literal, Operand } from './odata-filter';
import { checkDate, checkTimestamp } from './odata-literals';
import type { EdmType, ResoField, ResoResource } from './reso-resources';

const NUMERIC: ReadonlySet<EdmType> = new Set(['Edm.Int32', 'Edm.Int64', 'Edm.Decimal']);

interface Typed {
  sql: RawBuilder<unknown>;
  type: EdmType;
  collection?: boolean;
}

/** Compiles a parsed $filter of one resource to SQL; a 400 names what cannot be compiled. */
export class FilterCompiler {
  constructor(
    private readonly resource: ResoResource,
    private readonly source: string,
  ) {}

  private fail(message: string, at?: number): never {
    throw new ODataQueryError(`$filter: ${message}${at ? ` (at character ${at})` : ''}`, '$filter');
  }

  compile(node: FilterNode, variables: Map<string, Typed> = new Map()): RawBuilder<unknown> {
    switch (node.kind) {
      case 'and':
        return sql`(${this.compile(node.left, variables)} and ${this.compile(node.right, variables)})`;
      case 'or':
        return sql`(${this.compile(node.left, variables)} or ${this.compile(node.right, variables)})`;
      case 'not':
        return sql`(not coalesce(${this.compile(node.expr, variables)}, false))`;
      case 'bool': {
        const operand = this.operand(node.operand, variables);
        if (operand.type !== 'Edm.Boolean' || operand.collection)
          this.fail('only a Boolean field may stand alone', node.at);
        return sql`(${operand.sql} = true)`;
      }
      case 'compare':
        return this.comparison(node.op, node.left, node.right, node.at, variables);
      case 'in': {
        const left = this.operand(node.left, variables);
        if (left.collection)
          this.fail(`${this.name(node.left)} holds many values: use has or any()`, node.at);
        const values = node.values.map((value) => this.literal(value, left.type, node.at));
        return sql`(${left.sql} in (${sql.join(values)}))`;
      }
      case 'has': {
        const left = this.operand(node.left, variables);
        if (left.type !== 'Edm.String') this.fail('has needs a lookup field', node.at);
        const value = this.literal(node.value, 'Edm.String', node.at);
        return left.collection ? sql`(${value} = any(${left.sql}))` : sql`(${left.sql} = ${value})`;
      }
      case 'test': {
        const [target, search] = node.args;
        const left = this.operand(target, variables);
        if (left.type !== 'Edm.String' || left.collection)
          this.fail(`${node.name}() needs a text field first`, node.at);
        if (search.kind !== 'literal' || search.literal.kind !== 'string')
          this.fail(`${node.name}() needs a text value second`, node.at);
        const value = sql`${search.literal.value}::text`;
        if (node.name === 'contains') return sql`(strpos(${left.sql}, ${value}) > 0)`;
        if (node.name === 'startswith')
          return sql`(left(${left.sql}, char_length(${value})) = ${value})`;
        return sql`(right(${left.sql}, char_length(${value})) = ${value})`;
      }
      case 'lambda': {
        const spec = this.field(node.field, node.at);
        if (!spec.collection)
          this.fail(`${node.field} holds one value: any() and all() need a field of many`, node.at);
        const inner = new Map(variables);
        inner.set(node.variable, { sql: sql.ref('lambda_item.v'), type: spec.type });
        const body = this.compile(node.body, inner);
        return node.op === 'any'
          ? sql`exists (select 1 from unnest(${spec.sql}) as lambda_item(v) where ${body})`
          : sql`not exists (select 1 from unnest(${spec.sql}) as lambda_item(v) where not coalesce(${body}, false))`;
      }
    }
  }

  private name(operand: Operand): string {
    return operand.kind === 'field' || operand.kind === 'variable' ? operand.name : 'the value';
  }

  private comparison(
    op: string,
    leftNode: Operand,
    rightNode: Operand,
    at: number,
    variables: Map<string, Typed>,
  ): RawBuilder<unknown> {
    const leftIsLiteral = leftNode.kind === 'literal';
    const [fieldNode, valueNode, flipped] = leftIsLiteral
      ? [rightNode, leftNode, true]
      : [leftNode, rightNode, false];
    const left = this.operand(fieldNode, variables);
    if (left.collection)
      this.fail(`${this.name(fieldNode)} holds many values: use has, any() or all()`, at);
    if (valueNode.kind === 'literal' && valueNode.literal.kind === 'null') {
      if (op === 'eq') return sql`(${left.sql} is null)`;
      if (op === 'ne') return sql`(${left.sql} is not null)`;
      this.fail(`null can be compared only with eq or ne`, at);
    }
    const right =
      valueNode.kind === 'literal'
        ? { sql: this.literal(valueNode.literal, left.type, valueNode.at), type: left.type }
        : this.operand(valueNode, variables);
    if (!compatible(left.type, right.type))
      this.fail(`${this.name(fieldNode)} (${left.type}) cannot be compared with ${right.type}`, at);
    if (left.type === 'Edm.Boolean' && op !== 'eq' && op !== 'ne')
      this.fail('true and false compare only with eq or ne', at);
    const operator = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' }[op]!;
    const flippedOperator = { '=': '=', '<>': '<>', '>': '<', '>=': '<=', '<': '>', '<=': '>=' }[
      operator
    ]!;
    const symbol = sql.raw(flipped ? flippedOperator : operator);
    // ne keeps the records where the field is empty, as a person reading "not X" expects.
    if (op === 'ne') return sql`(${left.sql} is distinct from ${right.sql})`;
    return sql`(${left.sql} ${symbol} ${right.sql})`;
  }

  private field(name: string, at: number): ResoField & { sql: RawBuilder<unknown> } {
    const spec = this.resource.fields.find((candidate) => candidate.name === name);
    if (!spec) this.fail(`${name} is not a field of ${this.resource.name}`, at);
    if (!spec.filterable || !spec.sql) this.fail(`${name} cannot be filtered on`, at);
    return spec as ResoField & { sql: RawBuilder<unknown> };
  }

  private operand(operand: Operand, variables: Map<string, Typed>): Typed {
    switch (operand.kind) {
      case 'field': {
        const spec = this.field(operand.name, operand.at);
        return { sql: spec.sql, type: spec.type, collection: spec.collection };
      }
      case 'variable': {
        const bound = variables.get(operand.name);
        if (!bound) this.fail(`unknown variable ${operand.name}`, operand.at);
        return bound;
      }
      case 'literal':
        this.fail('a value must be compared with a field', operand.at);
      // falls through: fail never returns
      case 'call': {
        if (operand.name === 'now') return { sql: sql`now()`, type: 'Edm.DateTimeOffset' };
        const argument = this.operand(operand.args[0]!, variables);
        if (argument.collection)
          this.fail(`${operand.name}() takes a field of one value`, operand.at);
        switch (operand.name) {
          case 'tolower':
          case 'toupper':
            if (argument.type !== 'Edm.String')
              this.fail(`${operand.name}() takes a text field`, operand.at);
            return {
              sql:
                operand.name === 'tolower'
                  ? sql`lower(${argument.sql})`
                  : sql`upper(${argument.sql})`,
              type: 'Edm.String',
            };
          case 'date':
            if (argument.type !== 'Edm.DateTimeOffset')
              this.fail('date() takes a timestamp field', operand.at);
            return { sql: sql`((${argument.sql}) at time zone 'UTC')::date`, type: 'Edm.Date' };
          default: {
            if (argument.type !== 'Edm.Date' && argument.type !== 'Edm.DateTimeOffset')
              this.fail(`${operand.name}() takes a date or timestamp field`, operand.at);
            const part = sql.raw(operand.name);
            const value =
              argument.type === 'Edm.Date'
                ? argument.sql
                : sql`(${argument.sql}) at time zone 'UTC'`;
            return { sql: sql`extract(${part} from ${value})::int`, type: 'Edm.Int32' };
          }
        }
      }
    }
  }

  private literal(literal: Literal, type: EdmType, at: number): RawBuilder<unknown> {
    const wrong = (): never => this.fail(`expected a ${describe(type)} value`, at);
    switch (literal.kind) {
      case 'null':
        return sql`null`;
      case 'string':
        if (type === 'Edm.String') return sql`${literal.value}::text`;
        // Some clients quote dates and timestamps: read them when they are one.
        if (type === 'Edm.Date') {
          const problem = checkDate(literal.value);
          if (problem) this.fail(`'${literal.value}' is not ${problem}`, at);
          return sql`${literal.value}::date`;
        }
        if (type === 'Edm.DateTimeOffset') {
          if (checkTimestamp(literal.value) === null)
            return sql`${literal.value}::text::timestamptz`;
          const problem = checkDate(literal.value);
          if (problem)
            this.fail(`'${literal.value}' is not a timestamp (2024-05-01T10:00:00Z)`, at);
          return sql`${`${literal.value}T00:00:00Z`}::text::timestamptz`;
        }
        return wrong();
      case 'number':
        if (!NUMERIC.has(type)) return wrong();
        return sql`${literal.text}::numeric`;
      case 'boolean':
        if (type !== 'Edm.Boolean') return wrong();
        return sql`${literal.value}::boolean`;
      case 'date':
        if (type === 'Edm.Date') return sql`${literal.value}::date`;
        if (type === 'Edm.DateTimeOffset')
          return sql`${`${literal.value}T00:00:00Z`}::text::timestamptz`;
        return wrong();
      case 'datetime':
        if (type !== 'Edm.DateTimeOffset') return wrong();
        // As written (checked by the parser): microseconds are kept, as the rows carry them.
        return sql`${literal.value}::text::timestamptz`;
    }
  }

  get text(): string {
    return this.source;
  }
}

function compatible(a: EdmType, b: EdmType): boolean {
  return a === b || (NUMERIC.has(a) && NUMERIC.has(b));
}

function describe(type: EdmType): string {
  if (NUMERIC.has(type)) return 'number';
  return (
    {
      'Edm.String': 'text',
      'Edm.Boolean': 'true/false',
      'Edm.Date': 'date (2024-05-01)',
      'Edm.DateTimeOffset': 'timestamp (2024-05-01T10:00:00Z)',
    }[type as 'Edm.String'] ?? type
  );
}
