/**
 * The market pages (`/market`, `/market/{areaType}/{areaName}`) drawn on the server: the page
 * carries the screen drawn with the area's figures and the list of areas, and the same data for
 * the browser to take the page over without asking again (apps/web/src/entry-server.tsx,
 * app/start.tsx, features/market/api/drawn-market.ts). The data is asked of our own
 * `/api/market` routes, so the page says what the API says.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the web app's market page asks for: 24 months of charts and the year before them. */
export const MARKET_PAGE_MONTHS = 36;

/** The element in which the page carries its data (apps/web: drawn-market.ts). */
export const MARKET_ELEMENT_ID = 'hearth-market';

/** The area types a market page's address may name (`/market` is the region). */
const AREA_TYPES = new Set(['county', 'city', 'zip']);

export interface MarketPageArea {
  readonly areaType: string;
  readonly areaName: string;
}

/** What a market page is drawn with. */
export interface MarketPageData extends MarketPageArea {
  readonly figures: unknown;
  readonly areas: unknown;
}

/** The area a market page's path names, or null for another path (an edition, a bad type). */
export function marketPageArea(path: string): MarketPageArea | null {
  if (path === '/market' || path === '/market/') return { areaType: 'region', areaName: 'all' };
  const match = /^\/market\/([^/]+)\/([^/]+)\/?$/.exec(path);
  if (!match || !AREA_TYPES.has(match[1] ?? '')) return null;
  try {
    return { areaType: match[1] ?? '', areaName: decodeURIComponent(match[2] ?? '') };
  } catch {
    return null;
  }
}

/**
 * The area's figures and the list of areas, asked of our own routes; null when the area has no
 * figures (the browser then says so) or an answer fails.
 */
export async function fetchMarketPage(
  app: FastifyInstance,
  request: FastifyRequest,
  area: MarketPageArea,
): Promise<MarketPageData | null> {
  const ask = (url: string) =>
    app
      .inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
        remoteAddress: request.ip,
      })
      .then((response) => (response.statusCode === 200 ? (response.json() as unknown) : null))
      .catch(() => null);
  const [figures, areas] = await Promise.all([
    ask(
      `/api/market/${encodeURIComponent(area.areaType)}/${encodeURIComponent(area.areaName)}?months=${MARKET_PAGE_MONTHS}`,
    ),
    ask('/api/market'),
  ]);
  if (figures === null) return null;
  return { ...area, figures, areas };
}
