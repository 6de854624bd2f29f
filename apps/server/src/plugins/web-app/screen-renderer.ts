/**
 * The web app's server build (apps/web/src/entry-server.tsx; `vite build --ssr` writes
 * dist-ssr/) and what the screens it draws share: the page, its hints, the browser's settings.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import type { PublicSettings } from '@hearth/contracts';
import type { SavedListingsData } from '../../modules/consumer/saved-listings-page';
import type { MarketPageData } from '../../modules/market/market-page';
import type { Hints, Manifest } from './preload-hints';

/** What the server build offers. */
export interface ScreenRenderer {
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
  renderMarketScreen?(input: {
    path: string;
    settings: PublicSettings;
    data: MarketPageData;
    windowWidth: number;
  }): Promise<string | null>;
}

/** The server build beside the browser's, if made. */
export async function loadRenderer(distDir: string): Promise<ScreenRenderer | null> {
  const file = join(dirname(distDir), 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ScreenRenderer;
}

/** What every screen the server draws starts from. */
export interface PageParts {
  /** The page with the shell's hints (style sheets and code). */
  page: string;
  /**
   * The page for a screen drawn on the server: it needs the app's code only to take over, not
   * to paint, so the code is not hinted there and does not compete with the style sheets and
   * the first photo for the first paint (the entry loads each start-up step as it goes).
   */
  drawnPage: string;
  shell: Hints;
  manifest: Manifest | null;
  renderer: ScreenRenderer | null;
  settings: PublicSettings;
}

/**
 * Whether the visitor would see the site in Spanish: screens are drawn in English, so such a
 * page would be drawn again in the browser, and is left to it.
 */
export function wantsSpanish(settings: PublicSettings, request: FastifyRequest): boolean {
  return settings.spanishEnabled && /^\s*es\b/i.test(request.headers['accept-language'] ?? '');
}
