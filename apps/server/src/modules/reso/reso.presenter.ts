/** Rows of a compiled query to OData JSON: values by their EDM type, photos as absolute URLs. */
import { Readable } from 'node:stream';
import { servedPhotoUrl } from '../media/feed-photo-url';
import { encodeSkipToken } from './odata-keyset';
import type { CompiledQuery } from './odata-query';
import type { QueryRows } from './reso-query.repository';
import { PROPERTY_ADDRESS_RECORD_FIELDS, type ResoField } from './reso-resources';

function value(field: ResoField, raw: unknown): unknown {
  if (raw === null || raw === undefined) return field.collection ? [] : null;
  switch (field.type) {
    case 'Edm.Decimal':
    case 'Edm.Int32':
    case 'Edm.Int64':
      return typeof raw === 'number' ? raw : Number(raw);
    case 'Edm.DateTimeOffset':
      return new Date(raw as string | Date).toISOString();
    case 'Edm.Date':
      return raw instanceof Date ? raw.toISOString().slice(0, 10) : String(raw).slice(0, 10);
    default:
      return raw;
  }
}

/** A photo address as a client elsewhere can fetch it: our media route, absolute. */
export function absolutePhotoUrl(url: string, origin: string): string {
  const served = servedPhotoUrl(url);
  return served.startsWith('/') ? `${origin}${served}` : served;
}

function presentPhoto(photo: Record<string, unknown>, origin: string): Record<string, unknown> {
  return {
    ...photo,
    MediaURL: absolutePhotoUrl(String(photo.MediaURL), origin),
    Order: Number(photo.Order),
    ModificationTimestamp: new Date(photo.ModificationTimestamp as string | Date).toISOString(),
  };
}

export function presentRows(
  query: CompiledQuery,
  result: QueryRows,
  origin: string,
): Record<string, unknown>[] {
  return result.rows.map((row) => {
    const out: Record<string, unknown> = {};
    const record = (row.__record ?? null) as Record<string, unknown> | null;
    const addressShown = row.__address !== false;
    for (const field of query.select) {
      if (field.sql) {
        out[field.name] = value(field, row[field.name]);
      } else {
        const hidden = !addressShown && PROPERTY_ADDRESS_RECORD_FIELDS.has(field.name);
        out[field.name] = hidden
          ? field.collection
            ? []
            : null
          : value(field, record?.[field.name]);
      }
    }
    if (query.resource.name === 'Media' && typeof out.MediaURL === 'string') {
      out.MediaURL = absolutePhotoUrl(out.MediaURL, origin);
    }
    if (query.expandMedia) {
      out.Media = (result.media?.get(String(row.__id)) ?? []).map((photo) =>
        presentPhoto(photo, origin),
      );
    }
    return out;
  });
}

/**
 * The next page's address, or undefined on the last page: always a keyset `$skiptoken` after the
 * page's last row (never `$skip`, which has a limit), so that every nextLink works to the end.
 */
export function nextLink(query: CompiledQuery, result: QueryRows, url: string): string | undefined {
  const last = result.rows.at(-1);
  if (!result.more || !last) return undefined;
  const next = new URL(url);
  const options = new URLSearchParams(query.options);
  options.delete('$count');
  options.delete('$skip');
  options.set('$skiptoken', encodeSkipToken(query.resource.name, query.order, last));
  next.search = options.toString().replace(/\+/g, '%20');
  return next.toString();
}

/** Rows written between two turns of the event loop, so that a page never holds it for long. */
const ROWS_PER_TURN = 25;

/**
 * A collection's JSON as a stream: `{…head, "value": [rows…], …tail}`, written a few rows at a
 * time with a turn of the event loop between, so that serialising a page of 1,000 full listings
 * (several MB) does not keep other visitors' requests waiting.
 */
export function collectionBody(
  head: Record<string, unknown>,
  values: readonly Record<string, unknown>[],
  tail: Record<string, unknown>,
): Readable {
  return Readable.from(
    (async function* () {
      yield `${JSON.stringify(head).slice(0, -1)}${Object.keys(head).length > 0 ? ',' : ''}"value":[`;
      for (let i = 0; i < values.length; i += ROWS_PER_TURN) {
        const rows = values.slice(i, i + ROWS_PER_TURN).map((row) => JSON.stringify(row));
        yield `${i > 0 ? ',' : ''}${rows.join(',')}`;
        await new Promise((resolve) => setImmediate(resolve));
      }
      const rest = JSON.stringify(tail).slice(1);
      yield `]${rest === '}' ? '' : ','}${rest}`;
    })(),
    { objectMode: false },
  );
}
