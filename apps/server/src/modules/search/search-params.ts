/**
 * The query language of the search API, in the style MLS vendors' listing APIs use:
 * `Field=value`, `Field[op]=value` or the dot form `Field.op=value`, with the operators
 * eq (bare), gte, lte, gt, lt, ne, in, nin (comma lists), like (case-insensitive contains)
 * and exists. Fields are declared per resource; anything else is a 400 naming the parameter.
 */
import { badRequest, type AppError } from '../../errors';

export type FieldType = 'number' | 'integer' | 'text' | 'date' | 'boolean' | 'textArray';
export type Operator = 'eq' | 'gte' | 'lte' | 'gt' | 'lt' | 'ne' | 'in' | 'nin' | 'like' | 'exists';

export interface FieldSpec {
  /** The SQL column (snake_case). */
  column: string;
  type: FieldType;
  sortable?: boolean;
  /**
   * More columns searched with the first (e.g. a school district at any level): a positive
   * operator matches when any column does, a negative one (ne, nin, exists=false) when all do.
   */
  alsoColumns?: readonly string[];
  /** A boolean column: where it is false the field reads as empty (e.g. a hidden address). */
  visibleIf?: string;
}
export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

export type ConditionValue = number | string | boolean | readonly (number | string)[];
export interface Condition {
  field: string;
  op: Operator;
  value: ConditionValue;
}

const OPERATORS: Readonly<Record<FieldType, readonly Operator[]>> = {
  number: ['eq', 'gte', 'lte', 'gt', 'lt', 'ne', 'in', 'nin', 'exists'],
  integer: ['eq', 'gte', 'lte', 'gt', 'lt', 'ne', 'in', 'nin', 'exists'],
  date: ['eq', 'gte', 'lte', 'gt', 'lt', 'ne', 'exists'],
  text: ['eq', 'ne', 'in', 'nin', 'like', 'exists'],
  boolean: ['eq', 'ne', 'exists'],
  // On a multi-valued field: eq contains the value, ne does not, in shares any, nin shares none.
  textArray: ['eq', 'ne', 'in', 'nin', 'like', 'exists'],
};

const KEY_PATTERN = /^([A-Za-z][A-Za-z0-9_]*)(?:\[([a-z]+)\]|\.([a-z]+))?$/;
const MAX_LIST_ITEMS = 200;
const MAX_TEXT_LENGTH = 200;

/** Splits `ListPrice[gte]` or `ListPrice.gte` into field and operator. */
export function parseKey(key: string): { field: string; op: string } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match?.[1]) return null;
  return { field: match[1], op: match[2] ?? match[3] ?? 'eq' };
}

function parseScalar(
  type: FieldType,
  raw: string,
  param: string,
): number | string | boolean | AppError {
  const text = raw.trim();
  if (text.length > MAX_TEXT_LENGTH)
    return badRequest('invalid_value', `${param} is too long`, param);
  switch (type) {
    case 'number':
    case 'integer': {
      const value = text === '' ? Number.NaN : Number(text);
      if (!Number.isFinite(value))
        return badRequest('invalid_number', `${param} must be a number`, param);
      if (type === 'integer' && !Number.isInteger(value)) {
        return badRequest('invalid_number', `${param} must be a whole number`, param);
      }
      return value;
    }
    case 'boolean':
      if (['true', '1'].includes(text.toLowerCase())) return true;
      if (['false', '0'].includes(text.toLowerCase())) return false;
      return badRequest('invalid_boolean', `${param} must be true, false, 1 or 0`, param);
    case 'date':
      if (
        !/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) ||
        Number.isNaN(Date.parse(text))
      ) {
        return badRequest('invalid_date', `${param} must be a date (YYYY-MM-DD)`, param);
      }
      return text;
    default:
      if (text === '') return badRequest('invalid_value', `${param} is empty`, param);
      return text;
  }
}

/** Reads one `key=value` pair against the declared fields. */
export function parseCondition(key: string, raw: string, fields: FieldSpecs): Condition | AppError {
  const parsed = parseKey(key);
  if (!parsed) return badRequest('unknown_parameter', `Unknown parameter ${key}`, key);
  const spec = Object.hasOwn(fields, parsed.field) ? fields[parsed.field] : undefined;
  if (!spec) return badRequest('unknown_field', `Unknown field ${parsed.field}`, key);
  const op = parsed.op as Operator;
  if (!OPERATORS[spec.type].includes(op)) {
    return badRequest(
      'invalid_operator',
      `The operator ${parsed.op} does not apply to ${parsed.field}`,
      key,
    );
  }
  if (op === 'exists') {
    const flag = parseScalar('boolean', raw, key);
    return flag instanceof Error ? flag : { field: parsed.field, op, value: flag };
  }
  if (op === 'like') {
    const text = parseScalar('text', raw, key);
    return text instanceof Error ? text : { field: parsed.field, op, value: text };
  }
  if (op === 'in' || op === 'nin') {
    const parts = raw.split(',').filter((part) => part.trim() !== '');
    if (parts.length === 0)
      return badRequest('invalid_value', `${key} needs at least one value`, key);
    if (parts.length > MAX_LIST_ITEMS)
      return badRequest('invalid_value', `${key} has too many values`, key);
    const itemType = spec.type === 'textArray' ? 'text' : spec.type;
    const values: (number | string)[] = [];
    for (const part of parts) {
      const value = parseScalar(itemType, part, key);
      if (value instanceof Error) return value;
      if (typeof value === 'boolean')
        return badRequest('invalid_operator', `${key}: lists do not apply to flags`, key);
      values.push(value);
    }
    return { field: parsed.field, op, value: values };
  }
  const value = parseScalar(spec.type === 'textArray' ? 'text' : spec.type, raw, key);
  return value instanceof Error ? value : { field: parsed.field, op, value };
}

/**
 * Reads every non-reserved query parameter as a condition. A parameter given twice is an error
 * (its meaning would be ambiguous); the first bad parameter is reported.
 */
export function parseConditions(
  query: Readonly<Record<string, unknown>>,
  fields: FieldSpecs,
  reserved: ReadonlySet<string>,
): Condition[] | AppError {
  const conditions: Condition[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (reserved.has(key) || raw === undefined) continue;
    if (Array.isArray(raw))
      return badRequest('duplicate_parameter', `${key} is given more than once`, key);
    const text = typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : raw;
    if (typeof text !== 'string') return badRequest('invalid_value', `${key} must be text`, key);
    const condition = parseCondition(key, text, fields);
    if (condition instanceof Error) return condition;
    conditions.push(condition);
  }
  return conditions;
}
