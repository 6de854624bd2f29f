/**
 * Reading values of RESO records as feeds send them: numbers as numbers or text, lists as JSON
 * arrays or comma-separated text (Data Dictionary 1.x string lists), yes/no as booleans or
 * text. Each reader answers null for what it cannot read, never throws.
 */

export type ResoRecord = Record<string, unknown>;

export function text(value: unknown, max = 1000): string | null {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed.slice(0, max);
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function number(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(/[$,\s]/g, ''));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** An integer within [min, max] (PostgreSQL smallint by default), else null. */
export function integer(value: unknown, min = -32768, max = 32767): number | null {
  const parsed = number(value);
  if (parsed === null) return null;
  const rounded = Math.round(parsed);
  return rounded >= min && rounded <= max ? rounded : null;
}

/**
 * A decimal within [min, max] kept to `scale` places (a Data Dictionary Number: 2.5 garage
 * spaces stay 2.5), else null.
 */
export function decimal(
  value: unknown,
  min = -Number.MAX_VALUE,
  max = Number.MAX_VALUE,
  scale = 2,
): number | null {
  const parsed = number(value);
  if (parsed === null || parsed < min || parsed > max) return null;
  const factor = 10 ** scale;
  return Math.round(parsed * factor) / factor;
}

export function flag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const lower = value.trim().toLowerCase();
    if (['true', 'yes', 'y', '1'].includes(lower)) return true;
    if (['false', 'no', 'n', '0'].includes(lower)) return false;
  }
  if (typeof value === 'number') return value !== 0;
  return null;
}

export function list(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.map((item) => text(item, 200)).filter((item): item is string => item !== null);
  }
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map((item) => item.slice(0, 200));
  }
  return [];
}

/** 'YYYY-MM-DD' from a date or a timestamp, else null. */
export function date(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  if (!match?.[1]) return null;
  return Number.isNaN(Date.parse(`${match[1]}T00:00:00Z`)) ? null : match[1];
}

export function timestamp(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = new Date(value.trim());
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** The record without OData annotations (`@odata.etag`, `Field@odata.type`) and the expanded navigations named. */
export function plainRecord(record: ResoRecord, navigations: readonly string[] = []): ResoRecord {
  const plain: ResoRecord = {};
  // for…in over the record's own keys (a parsed JSON object has no others): Object.entries
  // made an array per field, a fifth of the mapping's time.
  for (const name in record) {
    if (name.includes('@') || navigations.includes(name)) continue;
    plain[name] = record[name];
  }
  return plain;
}
