/**
 * Every error code the server can answer with is in the one registry, with English and Spanish
 * (packages/contracts, error-codes.ts), so the web app never shows a Spanish reader English. The
 * codes are read from the source: each error factory's first argument.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_TEXT } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../src');
const FACTORY =
  /\b(?:badRequest|notFound|conflict|AppError)\(\s*(?:\d+\s*,\s*)?(['`])([A-Za-z_${}]+)\1/g;
const CODE_PROPERTY = /\bcode:\s*'([a-z_]+)'/g;
/** The codes a code written with a placeholder stands for. */
const EXPANSIONS: Record<string, readonly string[]> = {
  // listing-query.ts: wholeNumber(limit, offset) and the boxes.
  'invalid_${key}': [
    'invalid_limit',
    'invalid_offset',
    'invalid_box',
    'invalid_geohash',
    'invalid_mapbound',
  ],
  // consumer-input.ts: NOT_FOUND_TEXT.
  '${kind}_not_found': [
    'saved_search_not_found',
    'saved_listing_group_not_found',
    'saved_listing_not_found',
    'listing_not_found',
  ],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function codesInSource(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const where = file.slice(SRC.length + 1);
    for (const match of text.matchAll(FACTORY)) codes.set(match[2]!, where);
    // Error bodies written out (the error handler, rate limits, media routes).
    if (/status:\s*\d{3}|statusCode/.test(text))
      for (const match of text.matchAll(CODE_PROPERTY)) codes.set(match[1]!, where);
  }
  return codes;
}

describe('error codes', () => {
  const found = codesInSource();

  it('reads the codes from the source', () => {
    expect(found.size).toBeGreaterThan(50);
    expect(found.get('listing_not_found')).toBeDefined();
  });

  it('has every code the server answers with in the registry, in English and Spanish', () => {
    const missing: string[] = [];
    for (const [code, file] of found) {
      const codes = code.includes('$') ? EXPANSIONS[code] : [code];
      if (!codes) {
        missing.push(`${code} (${file}): say in this test which codes it stands for`);
        continue;
      }
      for (const one of codes)
        if (!Object.hasOwn(ERROR_TEXT, one)) missing.push(`${one} (${file})`);
    }
    expect(missing).toEqual([]);
  });
});
