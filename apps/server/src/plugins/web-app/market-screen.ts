/**
 * The market pages drawn on the server with the area's figures (modules/market/market-page.ts),
 * and the figures in the page for the browser to take it over without asking again.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  fetchMarketPage,
  MARKET_ELEMENT_ID,
  marketPageArea,
} from '../../modules/market/market-page';
import { ShortLivedCache } from '../short-lived-cache';
import { dataBlock, drawnRoot, searchPage } from './page-html';
import { screenHints } from './preload-hints';
import { wantsSpanish, type PageParts } from './screen-renderer';
import { assumedWindowWidth } from './window-width';

/** The addresses of the market pages (an edition's, /market/reports/{month}, is not drawn). */
export const MARKET_ROUTE_PATHS = ['/market', '/market/:areaType/:areaName'];

/** The screen's modules in the build manifest: its screen and strings. */
const MARKET_SCREEN = [
  'src/features/market/components/market-page.tsx',
  'src/locales/en/market.json',
];

/** A market page, made for each request (its drawing kept for a minute). */
export function marketScreenPages(
  app: FastifyInstance,
  parts: PageParts,
): (request: FastifyRequest, path: string) => Promise<string> {
  const { renderer, settings } = parts;
  const hints = screenHints(parts.manifest, MARKET_SCREEN);
  // Drawn pages by address and width, for a minute: the figures change with the listings, and
  // a page says when they were revised.
  const drawnPages = new ShortLivedCache<string | null>(60_000, 64);

  /**
   * The page with the screen drawn and its data, or null: no server build, a visitor who would
   * see the site in Spanish, an area without figures, an error.
   */
  const draw = async (request: FastifyRequest, path: string): Promise<string | null> => {
    const area = marketPageArea(path);
    if (!renderer?.renderMarketScreen || !area || wantsSpanish(settings, request)) return null;
    const windowWidth = assumedWindowWidth(request.headers);
    const key = `${path} ${windowWidth}`;
    const kept = drawnPages.get(key);
    if (kept) return kept.value;
    const data = await fetchMarketPage(app, request, area);
    if (!data) return null;
    try {
      const screen = await renderer.renderMarketScreen({ path, settings, data, windowWidth });
      const page =
        screen === null
          ? null
          : searchPage(drawnRoot(parts.drawnPage, windowWidth, screen, 'market'), {
              // The screen's style sheets first: they hold up the first paint; then its code,
              // so that the browser takes the page over soon after.
              top: hints.styles,
              head: `${parts.shell.scripts}${hints.scripts}`,
              body: dataBlock(MARKET_ELEMENT_ID, JSON.stringify(data)),
            });
      drawnPages.set(key, page);
      return page;
    } catch (error) {
      request.log.error({ err: error }, 'The market page could not be drawn on the server');
      return null;
    }
  };

  return async (request, path) =>
    (await draw(request, path)) ??
    // Not drawn: the screen's code and style fetched with the app's.
    searchPage(parts.page, { head: `${hints.styles}${hints.scripts}`, body: '' });
}
