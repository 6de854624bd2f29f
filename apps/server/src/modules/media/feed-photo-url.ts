/** Where the site shows a feed's photo: our media route, which fetches, resizes and caches it. */
import { createHash } from 'node:crypto';

/** The 32 hex digits by which the media route finds a feed photo's address. */
export function mediaUrlHash(url: string): string {
  return createHash('sha256').update(url).digest('hex').slice(0, 32);
}

/**
 * A feed's photo address (http or https) as the site serves it; our own addresses stay as they
 * are. `hash`: the address's mediaUrlHash when the caller has it already.
 */
export function servedPhotoUrl(url: string, hash?: string): string {
  return /^https?:\/\//i.test(url) ? `/media/feed/${hash ?? mediaUrlHash(url)}.jpg` : url;
}
