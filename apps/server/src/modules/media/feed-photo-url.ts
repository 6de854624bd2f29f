/** Where the site shows a feed's photo: our media route, which fetches, resizes and caches it. */
import { hash } from 'node:crypto';

/** The 32 hex digits by which the media route finds a feed photo's address. */
export function mediaUrlHash(url: string): string {
  // The one-shot hash: a fifth of createHash's time, which a feed's photos (about ten a
  // listing) made a tenth of the replication's mapping.
  return hash('sha256', url, 'hex').slice(0, 32);
}

/**
 * A feed's photo address (http or https) as the site serves it; our own addresses stay as they
 * are. `hash`: the address's mediaUrlHash when the caller has it already.
 */
export function servedPhotoUrl(url: string, hash?: string): string {
  return /^https?:\/\//i.test(url) ? `/media/feed/${hash ?? mediaUrlHash(url)}.jpg` : url;
}
