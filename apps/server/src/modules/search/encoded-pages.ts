/**
 * Search pages as sent: the JSON text encoded once, its ETag, and its compressed forms, kept for
 * the pages sent most recently. A popular page (a site's default search, asked for by every
 * visitor and by every search page the server renders) is then compressed once rather than for
 * each request. Entries are found by a hash of the text, so an entry is only ever used for the
 * very same bytes.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { LruCache } from '../../lru-cache';

export type PageEncoding = 'br' | 'gzip';

export interface EncodedPage {
  etag: string;
  body: Buffer;
  /** The body compressed with `encoding`, or the body as it is without one. */
  encoded(encoding: PageEncoding | null): Buffer;
}

/** Pages smaller than this are sent as they are. */
const MIN_COMPRESSED_BYTES = 1024;

/** The encoding to use for an Accept-Encoding header: brotli, then gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

export class EncodedPages {
  private readonly entries: LruCache<string, EncodedPage>;

  constructor(capacity = 64) {
    this.entries = new LruCache({ maxEntries: capacity });
  }

  /** The encoded form of a page's JSON text. */
  page(text: string): EncodedPage {
    const body = Buffer.from(text);
    const hash = createHash('sha1').update(body).digest('base64url');
    const found = this.entries.get(hash);
    if (found) return found;
    const forms = new Map<PageEncoding, Buffer>();
    const page: EncodedPage = {
      etag: `"${hash}"`,
      body,
      encoded(encoding) {
        if (encoding === null || body.length < MIN_COMPRESSED_BYTES) return body;
        let form = forms.get(encoding);
        if (!form) {
          // Fast levels: pages change with the data, and most are sent a few times at most.
          form =
            encoding === 'br'
              ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } })
              : gzipSync(body, { level: 1 });
          forms.set(encoding, form);
        }
        return form;
      },
    };
    this.entries.set(hash, page);
    return page;
  }
}
