/**
 * /user/saved-listings asks for what it shows before the app's code has arrived: a small script
 * in the page starts the session and saved-listing-group requests the screen makes first (in the
 * sort kept in the browser), and the app takes their answers instead of asking again
 * (apps/web/src/shared/lib/early-requests.ts). On a busy phone or machine the code takes a second
 * or more to arrive and run; the data is then there when the screen first renders.
 */
import { createHash } from 'node:crypto';
import {
  DEFAULT_SAVED_LISTING_SORT,
  SAVED_LISTING_PAGE_SIZE,
  SAVED_LISTING_SORT_OPTIONS,
  SAVED_LISTING_SORT_STORAGE_KEY,
} from '@hearth/domain';

export const SAVED_LISTINGS_PATH = '/user/saved-listings';

/** The screen's modules in the build manifest: its layout, screen, data and strings. */
export const SAVED_LISTINGS_SCREEN = [
  'src/features/consumer/components/consumer-layout.tsx',
  'src/features/consumer/components/saved-listings-page.tsx',
  'src/features/consumer/api/saved-listing-groups.ts',
  'src/locales/en/consumer.json',
];

/** A value as a JavaScript literal that cannot close the script element. */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The script that starts the requests, and its hash for the Content-Security-Policy. The
 * addresses are the ones the app asks for (`/api/session`, and the groups with their first
 * SAVED_LISTING_PAGE_SIZE in the stored sort, else the default); a failed request is left to
 * the app to report when it takes it.
 */
export function earlyRequestsScript(mlsApiUrl: string): { tag: string; hash: string } {
  const sorts = SAVED_LISTING_SORT_OPTIONS.map((option) => option.value);
  const script =
    `(function(){var e=window.__HEARTH_EARLY__={},s=null;` +
    `function get(u){e[u]=fetch(u,{credentials:'same-origin',headers:{Accept:'application/json'}});e[u].catch(function(){})}` +
    `try{s=localStorage.getItem(${literal(SAVED_LISTING_SORT_STORAGE_KEY)})}catch(x){}` +
    `if(${literal(sorts)}.indexOf(s)<0)s=${literal(DEFAULT_SAVED_LISTING_SORT)};` +
    `get('/api/session');` +
    `get(${literal(mlsApiUrl)}+'/saved-listing-group?sort='+s+'&limit=${SAVED_LISTING_PAGE_SIZE}')})();`;
  return {
    tag: `<script>${script}</script>`,
    hash: createHash('sha256').update(script).digest('base64'),
  };
}
