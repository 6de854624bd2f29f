import { parseCalendarDate } from '../time/zoned-time';

export type FieldType =
  | 'text'
  | 'email'
  | 'url'
  | 'integer'
  | 'decimal'
  | 'number'
  | 'phone'
  | 'tel'
  | 'zip'
  | 'date'
  | 'alpha'
  | 'alphanumeric'
  | 'digits'
  | 'checkbox'
  | 'radio'
  | 'select'
  | 'password';

export interface FieldRule {
  readonly name: string;
  readonly type?: FieldType;
  readonly required?: boolean;
  /** Least value for number types, least length for text. */
  readonly min?: number;
  /** Greatest value for number types, greatest length for text. */
  readonly max?: number;
  /** The name of a field this one must equal. */
  readonly equalTo?: string;
  /** A pattern the text must match (used for passwords). */
  readonly pattern?: RegExp;
}

export type FormValue = string | boolean | null | undefined;
export type FormValues = Readonly<Record<string, FormValue>>;

const NUMERIC_TYPES: readonly FieldType[] = ['integer', 'decimal', 'number'];

const TYPE_TESTS: Partial<Record<FieldType, (text: string) => boolean>> = {
  email: (t) => /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(t),
  url: (t) => /^https?:\/\/[^\s/?#]+\.[^\s/?#]+\S*$/i.test(t),
  integer: (t) => /^[-+]?\d+$/.test(t),
  decimal: (t) => /^[-+]?(?:\d+\.?\d*|\.\d+)$/.test(t),
  number: (t) => /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i.test(t),
  phone: (t) => t.replace(/\D/g, '').length === 10,
  tel: (t) => t.replace(/\D/g, '').length === 10,
  zip: (t) => /^\d{5}(?:-\d{4})?$/.test(t),
  date: isDate,
  alpha: (t) => /^[a-z]+$/i.test(t),
  alphanumeric: (t) => /^[a-z0-9]+$/i.test(t),
  digits: (t) => /^\d+$/.test(t),
};

/** Dates as YYYY-MM-DD, MM/DD/YYYY or MM/DD/YY, and a real calendar day. */
function isDate(text: string): boolean {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return parseCalendarDate(text) !== null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (!us) return false;
  const year = us[3]?.length === 2 ? `20${us[3]}` : (us[3] ?? '');
  return (
    parseCalendarDate(`${year}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}`) !== null
  );
}

function isEmpty(value: FormValue): boolean {
  return value === null || value === undefined || value === false || String(value).trim() === '';
}

/** Checks one field against the generic rules of public-site.md §5; true when it passes. */
export function isFieldValid(rule: FieldRule, values: FormValues): boolean {
  const value = values[rule.name];
  const type = rule.type ?? 'text';
  if (type === 'checkbox' || type === 'radio')
    return !rule.required || value === true || value === 'on';
  if (isEmpty(value)) return !rule.required;
  const text = String(value).trim();
  const typeTest = TYPE_TESTS[type];
  if (typeTest && !typeTest(text)) return false;
  const measure = NUMERIC_TYPES.includes(type) ? Number(text) : text.length;
  if (rule.min !== undefined && measure < rule.min) return false;
  if (rule.max !== undefined && measure > rule.max) return false;
  if (rule.pattern && !rule.pattern.test(text)) return false;
  if (rule.equalTo !== undefined && values[rule.equalTo] !== value) return false;
  return true;
}

/** 'firstName', 'first_name' and 'first-name' all become 'First Name'. */
export function titleize(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export interface FormCheck {
  readonly valid: boolean;
  readonly invalidFields: readonly string[];
  /** 'Please Check' followed by the titleized name of each invalid field, or null. */
  readonly message: string | null;
}

/** Validates a form; a failure names each invalid field after 'Please Check' (§5). */
export function validateForm(rules: readonly FieldRule[], values: FormValues): FormCheck {
  const invalidFields = rules.filter((rule) => !isFieldValid(rule, values)).map((r) => r.name);
  const valid = invalidFields.length === 0;
  const message = valid ? null : `Please Check ${invalidFields.map(titleize).join(', ')}`;
  return { valid, invalidFields, message };
}
