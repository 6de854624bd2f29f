import { calendarDateIn } from '@hearth/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { createHmac } from 'node:crypto';
import type { Database } from '../../db/schema';
import { authOf } from '../auth/request-auth';
import { captchaSecrets } from '../captcha/captcha-secret';
import { recordListingView } from '../search/listing-stats.service';

/** The site listing pages are viewed on, in the 30-day view statistics. */
export const LISTING_PAGE_SITE = 'web';

/**
 * User agents of robots, which are not counted: search engines' crawlers name themselves with
 * "bot", "crawler", "spider" or "slurp" (e.g. Google's, https://developers.google.com/search/docs/crawling-indexing/overview-google-crawlers),
 * and headless browsers, command-line clients and HTTP libraries name themselves too.
 */
const ROBOT =
  /bot\b|crawl|spider|slurp|headless|phantomjs|puppeteer|playwright|selenium|lighthouse|curl\/|wget\/|python-requests|python-urllib|aiohttp|httpx|go-http-client|java\/|okhttp|libwww|axios\/|node-fetch|undici|scrapy|httpclient|facebookexternalhit/i;

/** Whether a user agent is a robot's, or missing (a browser always sends one). */
export function isRobot(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || ROBOT.test(userAgent);
}

/** Views being counted, so shutdown and tests can wait for them. */
const counting = new Set<Promise<void>>();

/** Settles once every view counted so far is written (or has failed). */
export async function listingViewsCounted(): Promise<void> {
  await Promise.allSettled([...counting]);
}

function day(now: Date, timeZone: string): string {
  const date = calendarDateIn(now, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/**
 * Counts a served listing page as a view for the 30-day view statistics: once per visitor
 * (a keyed hash of client address, user agent and day, so no address is stored) per listing and
 * day, never for robots or the listing's own agent. It does not hold the page up, and a failure
 * to count never fails it.
 */
export function recordListingPageView(
  db: Kysely<Database>,
  listingRowId: string,
  request: FastifyRequest,
  now = new Date(),
): void {
  const userAgent = request.headers['user-agent'];
  if (isRobot(userAgent)) return;
  const { config } = request.server;
  const today = day(now, config.settings.timezone);
  const visitorHash = createHmac('sha256', captchaSecrets(config, request.log).signature)
    .update(`listing-view\n${request.ip}\n${userAgent}\n${today}`)
    .digest('base64url');
  const log: Pick<FastifyBaseLogger, 'warn'> = request.log;
  const write = authOf(request)
    .then(({ account }) =>
      recordListingView(db, listingRowId, LISTING_PAGE_SITE, {
        day: today,
        visitorHash,
        accountId: account?.personId ?? null,
      }),
    )
    .catch((error: unknown) =>
      log.warn({ err: error, listingRowId }, 'a listing view could not be recorded'),
    )
    .finally(() => counting.delete(write));
  counting.add(write);
}
