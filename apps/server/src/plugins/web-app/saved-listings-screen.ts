/**
 * /user/saved-listings: drawn for the signed-in person with their data; else the page starts
 * the requests its screen makes first (modules/consumer/saved-listings-page.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  earlyRequestsScript,
  fetchSavedListings,
  SAVED_LISTINGS_PATH,
  SAVED_LISTINGS_SCREEN,
  savedListingsMarkup,
} from '../../modules/consumer/saved-listings-page';
import { drawnRoot, searchPage } from './page-html';
import { screenHints } from './preload-hints';
import { wantsSpanish, type PageParts } from './screen-renderer';
import { assumedWindowWidth } from './window-width';

export { SAVED_LISTINGS_PATH };

/** The saved listings' page, and the hash of the script it may carry (for the CSP). */
export function savedListingsPages(
  app: FastifyInstance,
  parts: PageParts,
  mlsApiUrl: string,
): { scriptHash: string; page: (request: FastifyRequest) => Promise<string> } {
  const { renderer, settings } = parts;
  const early = earlyRequestsScript(mlsApiUrl);
  const hints = screenHints(parts.manifest, SAVED_LISTINGS_SCREEN);

  /**
   * The screen drawn for the signed-in person with their data, or null: no server build,
   * nobody signed in, the data late, a visitor in Spanish, an error. Never kept: it is one
   * person's.
   */
  const draw = async (request: FastifyRequest): Promise<string | null> => {
    if (!renderer?.renderSavedListingsScreen || wantsSpanish(settings, request)) return null;
    const data = await fetchSavedListings(app, request, settings.membioMlsApiUrl);
    if (!data) return null;
    const windowWidth = assumedWindowWidth(request.headers);
    try {
      const screen = await renderer.renderSavedListingsScreen({
        path: SAVED_LISTINGS_PATH,
        settings,
        data,
        windowWidth,
      });
      if (screen === null) return null;
      // The screen's style sheets first: they hold up the first paint; then its code, so that
      // the browser takes the page over soon after.
      return searchPage(drawnRoot(parts.drawnPage, windowWidth, screen, 'saved-listings'), {
        top: hints.styles,
        head: `${parts.shell.scripts}${hints.scripts}`,
        body: savedListingsMarkup(data),
      });
    } catch (error) {
      request.log.error({ err: error }, 'The saved listings could not be drawn on the server');
      return null;
    }
  };

  return {
    scriptHash: early.hash,
    page: async (request) => {
      const drawn = await draw(request);
      if (drawn !== null) return drawn;
      // Its data asked for first, then its screen's code fetched with the app's.
      return searchPage(parts.page, {
        top: early.tag,
        head: `${hints.styles}${hints.scripts}`,
        body: '',
      });
    },
  };
}
