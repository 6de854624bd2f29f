/**
 * The search screens' pages: each carries its first results (asked of our own search API) and,
 * with the server build, the screen drawn with them; its hints let the browser fetch the
 * screen's code and style with the app's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fetchFirstSearch, type FirstSearch } from '../../modules/search/first-search';
import { ShortLivedCache } from '../short-lived-cache';
import { attribute, dataBlock, drawnRoot, searchPage } from './page-html';
import { screenHints } from './preload-hints';
import { wantsSpanish, type PageParts } from './screen-renderer';
import { assumedWindowWidth } from './window-width';

/** The listing search screen's module in the build manifest. */
const SEARCH_SCREEN = 'src/features/listing-search/components/listing-search-page.tsx';
/** Where the web app looks for the first search's answer (features/listing-search/api). */
const FIRST_SEARCH_ELEMENT_ID = 'hearth-first-search';

/** The first search's answer (its first part) for the web app, and its first photo preloaded. */
export function firstSearchMarkup(search: FirstSearch): { head: string; body: string } {
  return {
    head: search.photo
      ? `<link rel="preload" as="image" fetchpriority="high" href="${attribute(search.photo)}">`
      : '',
    body: dataBlock(
      FIRST_SEARCH_ELEMENT_ID,
      `{"query":${JSON.stringify(search.query)},"partial":${search.partial},"response":${search.body}}`,
    ),
  };
}

/** The page of a search route, made for each request. */
export function searchScreenPages(
  app: FastifyInstance,
  parts: PageParts,
): (request: FastifyRequest, path: string) => Promise<string> {
  const { renderer, settings } = parts;
  const hints = screenHints(parts.manifest, [SEARCH_SCREEN]);
  // Drawn screens by address, width and answer, for a minute: drawing one takes tens of
  // milliseconds, and its cards speak of the time ("listed 3 days ago"), so not for longer.
  const drawnScreens = new ShortLivedCache<string | null>(60_000, 64);

  /**
   * The search screen drawn with the first results, or null: no server build, a visitor who
   * would see the site in Spanish (drawn in English, the page would be drawn again), an error.
   */
  const drawSearchScreen = async (request: FastifyRequest, path: string, search: FirstSearch) => {
    if (!renderer || wantsSpanish(settings, request)) return null;
    const windowWidth = assumedWindowWidth(request.headers);
    const key = search.etag === null ? null : `${path} ${windowWidth} ${search.etag}`;
    const entry = key === null ? undefined : drawnScreens.get(key);
    if (entry) return entry.value === null ? null : { windowWidth, screen: entry.value };
    try {
      const screen = await renderer.renderSearchScreen({
        path,
        settings,
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

  return async (request, path) => {
    const search = await fetchFirstSearch(app, request, settings);
    const allHints = `${hints.scripts}${hints.styles}`;
    if (!search) return searchPage(parts.page, { head: allHints, body: '' });
    const extra = firstSearchMarkup(search);
    const drawn = await drawSearchScreen(request, path, search);
    // A drawn page hints neither the shell's code nor the screen's (see PageParts.drawnPage).
    // The first photo and the screen's style sheets first of all: the largest thing a phone
    // paints and what holds up the first paint; the browser fetches in the order it finds
    // things (a few at a time on HTTP/1.1).
    if (drawn) {
      return searchPage(drawnRoot(parts.drawnPage, drawn.windowWidth, drawn.screen), {
        top: `${extra.head}${hints.styles}`,
        head: '',
        body: extra.body,
      });
    }
    return searchPage(parts.page, { top: extra.head, head: allHints, body: extra.body });
  };
}
