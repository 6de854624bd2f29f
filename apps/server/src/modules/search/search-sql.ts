/** Compiles parsed conditions into Kysely expressions: every value is a bound parameter. */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Condition, FieldSpec, FieldSpecs } from './search-params';

/** `like` input is matched literally: its own % and _ are escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function arrayCondition(column: string, condition: Condition): Expression<SqlBool> {
  const ref = sql.ref(column);
  const values = Array.isArray(condition.value)
    ? condition.value.map(String)
    : [String(condition.value)];
  switch (condition.op) {
    case 'eq':
      return sql<SqlBool>`${ref} @> ${values}::text[]`;
    case 'ne':
      return sql<SqlBool>`not (${ref} @> ${values}::text[])`;
    case 'in':
      return sql<SqlBool>`${ref} && ${values}::text[]`;
    case 'nin':
      return sql<SqlBool>`not (${ref} && ${values}::text[])`;
    case 'like':
      return sql<SqlBool>`exists (select 1 from unnest(${ref}) as v where v ilike ${likePattern(values[0] ?? '')})`;
    case 'exists':
      return condition.value
        ? sql<SqlBool>`cardinality(${ref}) > 0`
        : sql<SqlBool>`cardinality(${ref}) = 0`;
    default:
      throw new Error(`operator ${condition.op} on a list field`);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBuilder = ExpressionBuilder<any, any>;

/** Operators that keep a row when the field is empty; over several columns all must agree. */
const NEGATIVE_OPERATORS: ReadonlySet<string> = new Set(['ne', 'nin']);

/** One condition as a SQL expression over its declared column (or columns). */
export function conditionExpression(
  eb: AnyBuilder,
  condition: Condition,
  fields: FieldSpecs,
): Expression<SqlBool> {
  const spec = fields[condition.field];
  if (!spec) throw new Error(`undeclared field ${condition.field}`);
  if (spec.type === 'textArray') return arrayCondition(spec.column, condition);
  const columns = [spec.column, ...(spec.alsoColumns ?? [])];
  const parts = columns.map((column) =>
    columnCondition(eb, columnRef(eb, column, spec.visibleIf), spec.type, condition),
  );
  if (parts.length === 1 && parts[0]) return parts[0];
  const negative =
    NEGATIVE_OPERATORS.has(condition.op) || (condition.op === 'exists' && !condition.value);
  return negative ? eb.and(parts) : eb.or(parts);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyExpression = Expression<any>;

/** The column, or NULL where its visibility flag is false. */
function columnRef(eb: AnyBuilder, column: string, visibleIf: string | undefined): AnyExpression {
  if (!visibleIf) return eb.ref(column);
  return eb.case().when(eb.ref(visibleIf), '=', true).then(eb.ref(column)).end();
}

function columnCondition(
  eb: AnyBuilder,
  ref: AnyExpression,
  type: FieldSpec['type'],
  condition: Condition,
): Expression<SqlBool> {
  const value = condition.value;
  switch (condition.op) {
    case 'eq':
      return type === 'text'
        ? eb(eb.fn('lower', [ref]), '=', String(value).toLowerCase())
        : eb(ref, '=', value);
    case 'ne':
      // "not equal" keeps rows where the field is empty, as a person would expect.
      return eb.or([
        eb(ref, 'is', null),
        type === 'text'
          ? eb(eb.fn('lower', [ref]), '<>', String(value).toLowerCase())
          : eb(ref, '<>', value),
      ]);
    case 'gte':
      return eb(ref, '>=', value);
    case 'lte':
      return eb(ref, '<=', value);
    case 'gt':
      return eb(ref, '>', value);
    case 'lt':
      return eb(ref, '<', value);
    case 'in':
    case 'nin': {
      const list = (value as readonly (string | number)[]).map((item) =>
        type === 'text' ? String(item).toLowerCase() : item,
      );
      const target = type === 'text' ? eb.fn('lower', [ref]) : ref;
      return condition.op === 'in'
        ? eb(target, 'in', list)
        : eb.or([eb(ref, 'is', null), eb(target, 'not in', list)]);
    }
    case 'like':
      return eb(ref, 'ilike', likePattern(String(value)));
    case 'exists':
      return value ? eb(ref, 'is not', null) : eb(ref, 'is', null);
  }
}

/** All conditions joined with AND. */
export function conditionsExpression(
  eb: AnyBuilder,
  conditions: readonly Condition[],
  fields: FieldSpecs,
): Expression<SqlBool> {
  return eb.and(conditions.map((condition) => conditionExpression(eb, condition, fields)));
}
