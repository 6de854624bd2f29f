import type { Settings } from '@hearth/contracts';

/** reCAPTCHA, when configured, loads its script and frame from Google. */
const RECAPTCHA_SOURCES = 'https://www.google.com https://www.gstatic.com';

/** The origin of an absolute http(s) address; a path on this site gives none. */
function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Our origin and the distinct origins of the configured servers, for a CSP source list. */
function sources(urls: readonly string[]): string {
  const origins = new Set(urls.map(originOf).filter((origin) => origin !== undefined));
  return ["'self'", ...origins].join(' ');
}

/**
 * The page's Content-Security-Policy. Pictures and requests may reach only this site and the
 * servers the settings name (map style and tiles, images, search and member APIs), not any https
 * address.
 */
export function contentSecurityPolicy(
  scriptHashes: string | readonly string[],
  settings: Pick<
    Settings,
    | 'recaptchaSiteKey'
    | 'mapStyleUrl'
    | 'basemapUrl'
    | 'imageServerUrl'
    | 'searchApiUrl'
    | 'membioApiUrl'
    | 'membioMlsApiUrl'
  >,
): string {
  const recaptcha = settings.recaptchaSiteKey !== '';
  const hashes = (typeof scriptHashes === 'string' ? [scriptHashes] : scriptHashes)
    .map((hash) => ` 'sha256-${hash}'`)
    .join('');
  const map = [settings.mapStyleUrl, settings.basemapUrl];
  const images = [settings.imageServerUrl];
  const apis = [settings.searchApiUrl, settings.membioApiUrl, settings.membioMlsApiUrl];
  return [
    "default-src 'self'",
    `script-src 'self'${hashes}${recaptcha ? ` ${RECAPTCHA_SOURCES}` : ''}`,
    ...(recaptcha ? [`frame-src ${RECAPTCHA_SOURCES}`] : []),
    // The map library sets inline styles on its elements.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources([...images, ...map])} data: blob:`,
    "font-src 'self' data:",
    `connect-src ${sources([...apis, ...map, ...images])}${recaptcha ? ` ${RECAPTCHA_SOURCES}` : ''}`,
    "worker-src 'self' blob:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
