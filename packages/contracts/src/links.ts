/**
 * Links the association's console sets (notification actions, services, left-navigation) and
 * the pages render. Accepted: an absolute https address, a mailto: or tel: address (they open
 * no page), and a path of this site: a single `/` then a path character. Refused: anything a
 * browser could read as another site, such as `//evil.example`, `/\evil.example` (browsers
 * treat a backslash as a slash, WHATWG URL Standard §4.4 "special authority ignore slashes
 * state": https://url.spec.whatwg.org/#special-authority-ignore-slashes-state), or
 * `/%5cevil.example`; and any control character, space or backslash anywhere.
 */

// RFC 3986 §3.3 pchar, with a percent sign only before two hex digits that are not / or \.
const PATH_START = /^\/(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%(?!2f|5c)[0-9a-f]{2})/i;
// eslint-disable-next-line no-control-regex
const UNSAFE_ANYWHERE = /[\u0000-\u0020\u007f-\u009f\\]/;

/** Whether a console link may be stored and rendered (see the module's comment). */
export function isSafeLink(value: string): boolean {
  if (value.length === 0 || value.length > 2000 || UNSAFE_ANYWHERE.test(value)) return false;
  if (value === '/') return true;
  if (value.startsWith('/')) return PATH_START.test(value);
  if (/^(mailto|tel):[^/]/i.test(value)) return true;
  if (!/^https:\/\/[^/?#]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The link when it is safe to render, else undefined (an older stored value, say). */
export function safeLink(value: string | null | undefined): string | undefined {
  return value && isSafeLink(value) ? value : undefined;
}
