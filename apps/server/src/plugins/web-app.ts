import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicSettings, type PublicSettings, type Settings } from '@hearth/contracts';
import {
  fetchFirstSearch,
  isSearchRoute,
  SEARCH_ROUTE_PATHS,
  type FirstSearch,
} from '../modules/search/first-search';
import { withPolicy } from './route-policy';
import {
  earlyRequestsScript,
  fetchSavedListings,
  SAVED_LISTINGS_PATH,
  SAVED_LISTINGS_SCREEN,
  savedListingsMarkup,
  type SavedListingsData,
} from '../modules/consumer/saved-listings-page';
import { ShortLivedCache } from './short-lived-cache';

/** Paths that belong to the APIs: they never fall back to the web app. */
const API_PREFIXES = [
  '/api/',
  '/search/',
  '/member/',
  '/mls/',
  '/media/',
  '/basemap/',
  '/docs',
  '/dev/',
  '/healthz',
  '/readyz',
];

export interface WebAppOptions {
  distDir: string;
  settings: Settings;
}

/** What the web app's server build (apps/web/src/entry-server.tsx) offers. */
interface SearchScreenRenderer {
  renderSearchScreen(input: {
    path: string;
    settings: PublicSettings;
    firstSearch: { query: string; response: unknown };
    windowWidth: number;
  }): Promise<string | null>;
  /** Whether the app has a screen at a path (older builds lack it: every path is then known). */
  isKnownPath?(pathname: string): boolean;
  renderSavedListingsScreen?(input: {
    path: string;
    settings: PublicSettings;
    data: SavedListingsData;
    windowWidth: number;
  }): Promise<string | null>;
}

/** The server build beside the browser's (`vite build --ssr` writes dist-ssr/), if made. */
async function loadRenderer(distDir: string): Promise<SearchScreenRenderer | null> {
  const file = join(dirname(distDir), 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as SearchScreenRenderer;
}

/** Window widths a page is drawn for on the server: a phone's, else a desktop's. */
export const PHONE_WIDTH = 400;
export const DESKTOP_WIDTH = 1280;

/**
 * The window width to draw the page for, from the browser's own word (the `Sec-CH-UA-Mobile`
 * client hint) or else its user agent. A wrong guess costs only the head start: the browser then
 * draws the page afresh (main.tsx adopts a page only when its first view would be the same).
 */
export function assumedWindowWidth(headers: FastifyRequest['headers']): number {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return PHONE_WIDTH;
  if (hint === '?0') return DESKTOP_WIDTH;
  return /Mobi|iPhone|iPod/i.test(headers['user-agent'] ?? '') ? PHONE_WIDTH : DESKTOP_WIDTH;
}

/**
 * The page's root element with the server-drawn screen in it; `name` tells the browser which
 * screen it is when it is not a search screen.
 */
export function drawnRoot(html: string, width: number, screen: string, name?: string): string {
  const named = name === undefined ? '' : ` data-server-screen="${name}"`;
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-server-width="${width}"${named}>${screen}</div>`,
  );
}

/** The listing search screen's module in the build manifest. */
const SEARCH_SCREEN = 'src/features/listing-search/components/listing-search-page.tsx';
/** Where the web app looks for the first search's answer (features/listing-search/api). */
const FIRST_SEARCH_ELEMENT_ID = 'hearth-first-search';

/** `<` and friends escaped in JSON text so that no value can close the script element. */
function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderIndexHtml(
  template: string,
  settings: Settings,
): { html: string; scriptHash: string } {
  const script = `window.__HEARTH_SETTINGS__=${scriptSafe(JSON.stringify(publicSettings(settings)))};`;
  const scriptHash = createHash('sha256').update(script).digest('base64');
  const html = template.replace('<!--hearth-settings-->', () => `<script>${script}</script>`);
  return { html, scriptHash };
}

/** `&`, `<`, `>` and `"` escaped for an attribute value. */
function attribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The build manifest (`vite build` writes dist/.vite/manifest.json), if there is one. */
function readManifest(distDir: string): Manifest | null {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
}

const preloadLink = (file: string) =>
  `<link rel="modulepreload" crossorigin href="/${attribute(file)}">`;
const styleLink = (file: string) =>
  `<link rel="stylesheet" crossorigin href="/${attribute(file)}">`;

/** The build's chunks and style sheets that `entry` needs, by their path in the manifest. */
function chunkClosure(manifest: Manifest, entry: string) {
  const files = new Set<string>();
  const styles = new Set<string>();
  const pending = [entry];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const key = pending.pop() ?? '';
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) continue;
    seen.add(key);
    files.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    pending.push(...(chunk.imports ?? []));
  }
  return { files, styles };
}

/**
 * What every page needs before the app's first render: the entry and the steps it loads one after
 * the other (main.tsx imports each start-up step dynamically, so that each runs in a task of its
 * own), with everything they import.
 */
function shellClosure(manifest: Manifest) {
  const files = new Set<string>();
  const styles = new Set<string>();
  for (const key of ['index.html', ...(manifest['index.html']?.dynamicImports ?? [])]) {
    const closure = chunkClosure(manifest, key);
    closure.files.forEach((file) => files.add(file));
    closure.styles.forEach((file) => styles.add(file));
  }
  return { files, styles };
}

/**
 * Hints for every page: the app shell's style sheets (the header of a page drawn on the server
 * must not show unstyled) and the start-up steps' code, fetched together with the entry rather
 * than one step after another. What index.html links itself is left out.
 */
export function shellHints(manifest: Manifest | null): Hints {
  if (!manifest?.['index.html']) return { styles: '', scripts: '' };
  return hintLinks(shellClosure(manifest), chunkClosure(manifest, 'index.html'));
}

interface Hints {
  scripts: string;
  styles: string;
}

/** Links to these chunks (preloads) and style sheets, but for those `linked` has already. */
function hintLinks(
  closure: { files: Set<string>; styles: Set<string> },
  linked: { files: Set<string>; styles: Set<string> },
): Hints {
  return {
    scripts: [...closure.files]
      .filter((file) => !linked.files.has(file))
      .map(preloadLink)
      .join(''),
    styles: [...closure.styles]
      .filter((file) => !linked.styles.has(file))
      .map(styleLink)
      .join(''),
  };
}

/**
 * Hints that let a page fetch its screen's code (the modules `entries`) together with the app's
 * rather than after it, and the screen's style sheets, as read from the build manifest; empty
 * when the build has none.
 */
export function screenHints(manifest: Manifest | null, entries: readonly string[]): Hints {
  if (!manifest) return { scripts: '', styles: '' };
  const files = new Set<string>();
  const styles = new Set<string>();
  for (const entry of entries) {
    const closure = chunkClosure(manifest, entry);
    closure.files.forEach((file) => files.add(file));
    closure.styles.forEach((file) => styles.add(file));
  }
  // Style sheets, not preloads: a page drawn on the server must not show unstyled (the app's
  // loader finds them in the page and does not add them again).
  return hintLinks({ files, styles }, shellClosure(manifest));
}

/** screenHints for the search screen. */
export function searchScreenHints(manifest: Manifest | null): Hints {
  return screenHints(manifest, [SEARCH_SCREEN]);
}

/** The first search's answer (its first part) for the web app, and its first photo preloaded. */
export function firstSearchMarkup(search: FirstSearch): { head: string; body: string } {
  const data = scriptSafe(
    `{"query":${JSON.stringify(search.query)},"partial":${search.partial},"response":${search.body}}`,
  );
  return {
    head: search.photo
      ? `<link rel="preload" as="image" fetchpriority="high" href="${attribute(search.photo)}">`
      : '',
    // A data block: never run, so the Content-Security-Policy needs no hash for it.
    body: `<script type="application/json" id="${FIRST_SEARCH_ELEMENT_ID}">${data}</script>`,
  };
}

/**
 * The page with a search page's additions in place. Replaced by functions, not strings: a
 * replacement string gives `$&`, `$'` and `$$` a meaning, and the additions hold listing data.
 */
export function searchPage(
  html: string,
  extra: { top?: string; head: string; body: string },
): string {
  return html
    .replace('<head>', () => `<head>${extra.top ?? ''}`)
    .replace('</head>', () => `${extra.head}</head>`)
    .replace('</body>', () => `${extra.body}</body>`);
}

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

/** Serves the built web app: hashed assets cached for a year, index.html with the settings injected, history fallback. */
export async function registerWebApp(
  app: FastifyInstance,
  { distDir, settings }: WebAppOptions,
): Promise<void> {
  const indexPath = join(distDir, 'index.html');
  const built = existsSync(indexPath);
  const manifest = built ? readManifest(distDir) : null;
  const template = built ? readFileSync(indexPath, 'utf8') : '';
  const shell = shellHints(manifest);
  // Style sheets first: they hold up the first paint, so they go before the code in the queue.
  const withHints = (hints: string) =>
    renderIndexHtml(
      template.replace('</head>', () => `${hints}</head>`),
      settings,
    );
  const page = built
    ? withHints(`${shell.styles}${shell.scripts}`)
    : {
        html: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hearth</title></head><body><main><h1>Hearth</h1><p>The web app is not built yet: run <code>npm run build</code>.</p></main></body></html>',
        scriptHash: '',
      };
  // A page the server draws needs the app's code only to take over, not to paint: the code is
  // not hinted there, so that it does not compete with the style sheets and the first photo for
  // the first paint (the entry loads each start-up step as it goes).
  const drawnPage = built ? withHints(shell.styles) : page;
  const early = earlyRequestsScript(settings.membioMlsApiUrl);
  const csp = contentSecurityPolicy([page.scriptHash, early.hash], settings);
  const searchHints = searchScreenHints(manifest);
  const savedListingsHints = screenHints(manifest, SAVED_LISTINGS_SCREEN);
  const browserSettings = publicSettings(settings);

  if (built) {
    await withPolicy(app, 'public', async (scope) => {
      await scope.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs): sent as they
        // are, so an asset is compressed once per build rather than on every request.
        preCompressed: true,
        allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
        setHeaders: (reply, path) => {
          // Vite names files under assets/ by their content hash, so they never change.
          const immutable = path.startsWith(join(distDir, 'assets'));
          reply.header(
            'Cache-Control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          );
        },
      });
    });
  }

  const renderer = built ? await loadRenderer(distDir) : null;
  /** Whether the visitor would see the site in Spanish (a page drawn in English is drawn again). */
  const wantsSpanish = (request: FastifyRequest) =>
    browserSettings.spanishEnabled && /^\s*es\b/i.test(request.headers['accept-language'] ?? '');

  // Drawn screens by address, width and answer, for a minute: drawing one takes tens of
  // milliseconds, and its cards speak of the time ("listed 3 days ago"), so not for longer.
  const drawnScreens = new ShortLivedCache<string | null>(60_000, 64);

  /**
   * The search screen drawn with the first results, or null: no server build, a visitor who
   * would see the site in Spanish (drawn in English, the page would be drawn again), an error.
   */
  const drawSearchScreen = async (request: FastifyRequest, path: string, search: FirstSearch) => {
    if (!renderer || wantsSpanish(request)) return null;
    const windowWidth = assumedWindowWidth(request.headers);
    const key = search.etag === null ? null : `${path} ${windowWidth} ${search.etag}`;
    const entry = key === null ? undefined : drawnScreens.get(key);
    if (entry) return entry.value === null ? null : { windowWidth, screen: entry.value };
    try {
      const screen = await renderer.renderSearchScreen({
        path,
        settings: browserSettings,
        firstSearch: { query: search.query, response: search.response },
        windowWidth,
      });
      if (key !== null) drawnScreens.set(key, screen);
      return screen === null ? null : { windowWidth, screen };
    } catch (error) {
      request.log.error({ err: error }, 'The search screen could not be drawn on the server');
      return null;
    }
  };

  /**
   * /user/saved-listings drawn for the signed-in person with their data, or null: no server
   * build, nobody signed in, the data late, a visitor in Spanish, an error. Never kept: it is
   * one person's.
   */
  const drawSavedListings = async (request: FastifyRequest): Promise<string | null> => {
    if (!renderer?.renderSavedListingsScreen || wantsSpanish(request)) return null;
    const data = await fetchSavedListings(app, request, browserSettings.membioMlsApiUrl);
    if (!data) return null;
    const windowWidth = assumedWindowWidth(request.headers);
    try {
      const screen = await renderer.renderSavedListingsScreen({
        path: SAVED_LISTINGS_PATH,
        settings: browserSettings,
        data,
        windowWidth,
      });
      if (screen === null) return null;
      // The screen's style sheets first: they hold up the first paint; then its code, so that
      // the browser takes the page over soon after.
      return searchPage(drawnRoot(drawnPage.html, windowWidth, screen, 'saved-listings'), {
        top: savedListingsHints.styles,
        head: `${shell.scripts}${savedListingsHints.scripts}`,
        body: savedListingsMarkup(data),
      });
    } catch (error) {
      request.log.error({ err: error }, 'The saved listings could not be drawn on the server');
      return null;
    }
  };

  /**
   * The page; a search route's page also carries its screen's hints and first results, and the
   * screen itself drawn with them.
   */
  const pageFor = async (request: FastifyRequest): Promise<string> => {
    const path = request.url.split('?')[0] ?? '/';
    if (built && path === SAVED_LISTINGS_PATH) {
      const drawn = await drawSavedListings(request);
      if (drawn !== null) return drawn;
      // Its data asked for first, then its screen's code fetched with the app's.
      return searchPage(page.html, {
        top: early.tag,
        head: `${savedListingsHints.styles}${savedListingsHints.scripts}`,
        body: '',
      });
    }
    if (!built || !isSearchRoute(path)) return page.html;
    const search = await fetchFirstSearch(app, request, browserSettings);
    const allHints = `${searchHints.scripts}${searchHints.styles}`;
    if (!search) return searchPage(page.html, { head: allHints, body: '' });
    const extra = firstSearchMarkup(search);
    const drawn = await drawSearchScreen(request, path, search);
    const html = drawn ? drawnRoot(drawnPage.html, drawn.windowWidth, drawn.screen) : page.html;
    // A drawn page hints neither the shell's code nor the screen's (see drawnPage).
    // The first photo and the screen's style sheets first of all: the largest thing a phone
    // paints and what holds up the first paint; the browser fetches in the order it finds
    // things (a few at a time on HTTP/1.1).
    if (drawn) {
      return searchPage(html, {
        top: `${extra.head}${searchHints.styles}`,
        head: '',
        body: extra.body,
      });
    }
    return searchPage(html, { top: extra.head, head: allHints, body: extra.body });
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, status = 200) => {
    const personal = (request.url.split('?')[0] ?? '/') === SAVED_LISTINGS_PATH;
    return (
      reply
        .status(status)
        .header('Content-Type', 'text/html; charset=utf-8')
        // The saved listings page carries one person's data: no shared cache may keep it.
        .header('Cache-Control', personal ? 'private, no-cache' : 'no-cache')
        // A search page is drawn for a phone or a desktop, in English or not; the saved listings
        // for whoever the cookies name.
        .header(
          'Vary',
          personal
            ? 'Accept-Language, Sec-CH-UA-Mobile, User-Agent, Cookie'
            : 'Accept-Language, Sec-CH-UA-Mobile, User-Agent',
        )
        .header('Content-Security-Policy', csp)
        .send(await pageFor(request))
    );
  };

  // Routes of their own (not the not-found handler) so that the pages are compressed: a search
  // page carries its first results. A middling level: the page is made for each request.
  const pageRoute = {
    config: { policy: 'public' as const },
    schema: { hide: true },
    compress: {
      zlibOptions: { level: 6 },
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    },
  };
  for (const path of SEARCH_ROUTE_PATHS) {
    app.get(path, pageRoute, (request, reply) => sendPage(request, reply));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some(
      (prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix),
    );
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi &&
      !/\.(?!html$)[a-z0-9]{2,5}$/i.test(path);
    // A path the app has no screen for gets its Page Not Found with a 404, so that search
    // engines and links checkers see it is gone (the app itself draws the page).
    if (wantsPage)
      return sendPage(request, reply, renderer?.isKnownPath?.(path) === false ? 404 : 200);
    return reply
      .status(404)
      .send({ status: 404, code: 'not_found', message: `No route for ${request.method} ${path}` });
  });
}
