import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedPages, pageEncoding } from './encoded-pages';

describe('encoded search pages', () => {
  it('picks brotli, then gzip, and honours q=0', () => {
    expect(pageEncoding('gzip, deflate, br')).toBe('br');
    expect(pageEncoding('gzip')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pageEncoding('*')).toBe('gzip');
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding('gzip;q=0')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });

  it('compresses a page once and gives the same bytes for the same text', () => {
    const pages = new EncodedPages(2);
    const text = JSON.stringify({ bundle: Array.from({ length: 200 }, (_, i) => ({ id: i })) });
    const first = pages.page(text);
    const gzip = first.encoded('gzip');
    expect(gunzipSync(gzip).toString()).toBe(text);
    expect(brotliDecompressSync(first.encoded('br')).toString()).toBe(text);
    const again = pages.page(`${text}`);
    expect(again).toBe(first);
    expect(again.encoded('gzip')).toBe(gzip);
    expect(pages.page(`${text} `).etag).not.toBe(first.etag);
    expect(first.encoded(null).toString()).toBe(text);
  });

  it('sends small pages as they are and forgets the oldest page past its capacity', () => {
    const pages = new EncodedPages(2);
    const small = pages.page('{"bundle":[]}');
    expect(small.encoded('gzip')).toBe(small.body);
    const a = pages.page('{"a":1}');
    pages.page('{"b":1}');
    pages.page('{"c":1}');
    expect(pages.page('{"a":1}')).not.toBe(a);
  });
});
