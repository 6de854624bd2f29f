/**
 * Serves the built web app: hashed assets cached for a year, the page with the settings in it
 * for every screen's address (history fallback), and the screens the server draws. The parts
 * are in web-app/: the page's HTML, its Content-Security-Policy, the preload hints, the window
 * width guessed from the request, and one module per screen drawn on the server.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicSettings, type Settings } from '@hearth/contracts';
import { isSearchRoute, SEARCH_ROUTE_PATHS } from '../modules/search/first-search';
import { withPolicy } from './route-policy';
import { contentSecurityPolicy } from './web-app/content-security-policy';
import { NOT_BUILT_PAGE, renderIndexHtml } from './web-app/page-html';
import { MARKET_ROUTE_PATHS, marketScreenPages } from './web-app/market-screen';
import { readManifest, shellHints } from './web-app/preload-hints';
import { SAVED_LISTINGS_PATH, savedListingsPages } from './web-app/saved-listings-screen';
import { loadRenderer, type PageParts } from './web-app/screen-renderer';
import { searchScreenPages } from './web-app/search-screen';

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
    : { html: NOT_BUILT_PAGE, scriptHash: '' };
  const parts: PageParts = {
    page: page.html,
    drawnPage: built ? withHints(shell.styles).html : page.html,
    shell,
    manifest,
    renderer: built ? await loadRenderer(distDir) : null,
    settings: publicSettings(settings),
  };
  const searchPageFor = searchScreenPages(app, parts);
  const savedListings = savedListingsPages(app, parts, settings.membioMlsApiUrl);
  const marketPageFor = marketScreenPages(app, parts);
  const csp = contentSecurityPolicy([page.scriptHash, savedListings.scriptHash], settings);

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

  /** The page; a screen the server draws gets its own (its hints, its data, itself drawn). */
  const pageFor = async (request: FastifyRequest): Promise<string> => {
    const path = request.url.split('?')[0] ?? '/';
    if (!built) return page.html;
    if (path === SAVED_LISTINGS_PATH) return savedListings.page(request);
    if (isSearchRoute(path)) return searchPageFor(request, path);
    if (path === '/market' || path.startsWith('/market/')) return marketPageFor(request, path);
    return page.html;
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
  // page carries its first results, a market page its figures. A middling level: the page is made for each request.
  const pageRoute = {
    config: { policy: 'public' as const },
    schema: { hide: true },
    compress: {
      zlibOptions: { level: 6 },
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    },
  };
  for (const path of [...SEARCH_ROUTE_PATHS, ...MARKET_ROUTE_PATHS]) {
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
      return sendPage(request, reply, parts.renderer?.isKnownPath?.(path) === false ? 404 : 200);
    return reply
      .status(404)
      .send({ status: 404, code: 'not_found', message: `No route for ${request.method} ${path}` });
  });
}
