/**
 * Photos a vendor requires us to download and serve ourselves (profile.downloadMedia: MLS Grid,
 * "The URLs contained in the Media resource are to be used ONLY for the purpose of downloading a
 * local copy of the image file. DO NOT use these URLs on your website or in your application",
 * https://docs.mlsgrid.com/api-documentation/api-version-2.0, "Media"). The replication
 * downloads each photo of a page as soon as the page is stored (MLS Grid's media addresses are
 * signed, single-use and expire an hour after they are given,
 * https://docs.mlsgrid.com/upcoming-changes-to-media-delivery-migration-away-from-amazon-aws),
 * resizes it into our media store (feed-photo-store.ts), and the site serves it from there.
 *
 * Each photo address is a row of `feed_media_downloads`: stored, or failed with its reason, the
 * number of attempts and when the next is due (a minute, doubled each time, at most a day). A
 * failure never costs the listing: it keeps its photo's row and place, the site shows it once a
 * later attempt (at the end of this run or of a later one) has stored it, and the run counts it.
 * Only public addresses are fetched, or hosts the operator allows (safe-fetch.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { copyFeedPhoto, storeFeedPhoto } from '../media/feed-photo-store';
import { safeGet, UnsafeFetchError } from '../media/safe-fetch';
import type { FeedSettings } from './feed-settings';
import type { ListingPhoto } from './property-mapping';
import { vendorProfile } from './vendor-profiles';

type Db = Kysely<Database>;

const FIRST_RETRY_MS = 60_000;
const LAST_RETRY_MS = 86_400_000;
/** Downloads at once: image hosts answer slowly, and resizing wants a core of its own. */
const AT_ONCE = 4;
/** The most downloads retried at the end of one run. */
const RETRIES_PER_RUN = 1000;

export interface MediaCounts {
  /** Photos downloaded and stored in this run. */
  downloaded: number;
  /** Downloads that failed in this run (each retried later). */
  failed: number;
}

/**
 * Whether the media host may be sent the feed's token: the feed's own host, or a host of the
 * feed host's parent domain (media.mlsgrid.com for api.mlsgrid.com). Never another site's.
 */
export function mayCarryToken(mediaUrl: string, feedUrl: string): boolean {
  const media = new URL(mediaUrl).hostname.toLowerCase();
  const feed = new URL(feedUrl).hostname.toLowerCase();
  if (media === feed) return true;
  const labels = feed.split('.');
  if (labels.length < 3 || /^[0-9.]+$/.test(feed)) return false;
  return media.endsWith(`.${labels.slice(1).join('.')}`);
}

interface Due {
  url_hash: string;
  media_url: string;
  attempts: number;
}

export class FeedMedia {
  readonly counts: MediaCounts = { downloaded: 0, failed: 0 };
  private readonly profile;

  constructor(
    private readonly db: Db,
    private readonly feed: FeedSettings,
    private readonly dir: string,
    /** The feed's current access token (a fixed one, or the OAuth2 one). */
    private readonly token: () => Promise<string>,
    private readonly now: () => number = Date.now,
  ) {
    this.profile = vendorProfile(feed.vendor);
  }

  /** Whether the feed's photos are downloaded by the replication. */
  static wanted(feed: FeedSettings): boolean {
    return vendorProfile(feed.vendor).downloadMedia;
  }

  /** Queues the photos of these listings (just stored) and downloads those not stored yet. */
  async listingsStored(listingIds: readonly string[]): Promise<void> {
    if (listingIds.length === 0) return;
    const now = new Date(this.now());
    const { rows } = await sql<Due & { media_key: string | null; media_modified: Date | null }>`
      insert into feed_media_downloads (url_hash, feed, media_url, media_key, media_modified, next_attempt_at)
      select distinct on (m.url_hash) m.url_hash, ${this.feed.name}, m.media_url, m.media_key,
        m.modification_timestamp, ${now}::timestamptz
      from listing_media m
      where m.listing_id = any(${[...listingIds]}::bigint[]) and m.url_hash is not null
        and m.media_url ~* '^https?://'
      on conflict (url_hash) do update set media_url = excluded.media_url,
        next_attempt_at = least(feed_media_downloads.next_attempt_at, excluded.next_attempt_at)
        where feed_media_downloads.stored_at is null
      returning url_hash, media_url, attempts, media_key, media_modified`.execute(this.db);
    await this.fetchQueued(rows);
  }

  /**
   * Queues photos of members and offices (a portrait, a logo) just stored, and downloads those
   * not stored yet, as listingsStored does for listings' photos.
   */
  async photosStored(photos: readonly ListingPhoto[]): Promise<void> {
    const wanted = photos.filter((photo) => /^https?:\/\//i.test(photo.media_url));
    if (wanted.length === 0) return;
    const now = new Date(this.now());
    const json = JSON.stringify(
      wanted.map((photo) => ({
        url_hash: photo.url_hash,
        media_url: photo.media_url,
        media_key: photo.media_key,
        media_modified: photo.modification_timestamp?.toISOString() ?? null,
      })),
    );
    const { rows } = await sql<Due & { media_key: string | null; media_modified: Date | null }>`
      insert into feed_media_downloads (url_hash, feed, media_url, media_key, media_modified, next_attempt_at)
      select distinct on (p.url_hash) p.url_hash, ${this.feed.name}, p.media_url, p.media_key,
        p.media_modified, ${now}::timestamptz
      from json_to_recordset(${json}::json)
        as p(url_hash text, media_url text, media_key text, media_modified timestamptz)
      on conflict (url_hash) do update set media_url = excluded.media_url,
        next_attempt_at = least(feed_media_downloads.next_attempt_at, excluded.next_attempt_at)
        where feed_media_downloads.stored_at is null
      returning url_hash, media_url, attempts, media_key, media_modified`.execute(this.db);
    await this.fetchQueued(rows);
  }

  /** Copies (same MediaKey, stored before) or downloads the photos just queued. */
  private async fetchQueued(
    rows: readonly (Due & { media_key: string | null; media_modified: Date | null })[],
  ): Promise<void> {
    const copied = await this.copyStored(rows);
    await this.download(rows.filter((row) => !copied.has(row.url_hash)));
  }

  /**
   * Photos already stored under another address (the same MediaKey, not modified since): their
   * files are copied, not downloaded again ("There is NEVER a reason to download the same media
   * more than once", MLS Grid, https://docs.mlsgrid.com/api-documentation/api-version-2.0, "Media").
   * Answers the url_hash of each photo copied.
   */
  private async copyStored(
    rows: readonly (Due & { media_key: string | null; media_modified: Date | null })[],
  ): Promise<Set<string>> {
    const copied = new Set<string>();
    const keys = [...new Set(rows.flatMap((row) => (row.media_key ? [row.media_key] : [])))];
    if (keys.length === 0) return copied;
    const stored = await this.db
      .selectFrom('feed_media_downloads')
      .select(['url_hash', 'media_key', 'media_modified'])
      .where('feed', '=', this.feed.name)
      .where('stored_at', 'is not', null)
      .where('media_key', 'in', keys)
      .execute();
    const time = (value: Date | string | null) => (value ? new Date(value).getTime() : null);
    for (const row of rows) {
      const same = stored.find(
        (s) =>
          s.media_key === row.media_key &&
          s.url_hash !== row.url_hash &&
          time(s.media_modified) === time(row.media_modified),
      );
      if (!same || !(await copyFeedPhoto(this.dir, same.url_hash, row.url_hash))) continue;
      await this.db
        .updateTable('feed_media_downloads')
        .set({ stored_at: new Date(this.now()), last_error: null })
        .where('url_hash', '=', row.url_hash)
        .execute();
      copied.add(row.url_hash);
    }
    return copied;
  }

  /** Retries the downloads that failed before and are due now. */
  async retryDue(): Promise<void> {
    const due = await this.db
      .selectFrom('feed_media_downloads')
      .select(['url_hash', 'media_url', 'attempts'])
      .where('feed', '=', this.feed.name)
      .where('stored_at', 'is', null)
      .where('next_attempt_at', '<=', new Date(this.now()))
      .orderBy('next_attempt_at')
      .limit(RETRIES_PER_RUN)
      .execute();
    await this.download(due);
  }

  private async download(due: readonly Due[]): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < due.length) await this.downloadOne(due[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, due.length) }, worker));
  }

  private async downloadOne(photo: Due): Promise<void> {
    try {
      const headers: Record<string, string> = { accept: 'image/*' };
      if (
        this.profile.mediaTokenAs === 'user-agent' &&
        mayCarryToken(photo.media_url, this.feed.url)
      ) {
        headers['user-agent'] = await this.token();
      }
      const answer = await safeGet(photo.media_url, {
        allowedHosts: this.feed.mediaAllowedHosts ?? [],
        headers,
      });
      if (answer.status !== 200) throw new Error(`the image server answered ${answer.status}`);
      await storeFeedPhoto(this.dir, photo.url_hash, answer.body).catch(() => {
        throw new Error('the file is not an image');
      });
      await this.db
        .updateTable('feed_media_downloads')
        .set({ stored_at: new Date(this.now()), last_error: null, attempts: photo.attempts + 1 })
        .where('url_hash', '=', photo.url_hash)
        .execute();
      this.counts.downloaded++;
    } catch (failure) {
      const reason =
        failure instanceof UnsafeFetchError || failure instanceof Error
          ? failure.message
          : String(failure);
      const attempts = photo.attempts + 1;
      const wait = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempts - 1));
      await this.db
        .updateTable('feed_media_downloads')
        .set({
          attempts,
          last_error: reason.slice(0, 500),
          next_attempt_at: new Date(this.now() + wait),
        })
        .where('url_hash', '=', photo.url_hash)
        .execute();
      this.counts.failed++;
    }
  }
}

/** The feed's photo downloads in short, for its status. */
export async function mediaStatus(db: Db, feed: string) {
  const row = await db
    .selectFrom('feed_media_downloads')
    .select([
      sql<number>`count(*) filter (where stored_at is not null)::int`.as('stored'),
      sql<number>`count(*) filter (where stored_at is null)::int`.as('waiting'),
      sql<string | null>`max(last_error) filter (where stored_at is null)`.as('lastError'),
    ])
    .where('feed', '=', feed)
    .executeTakeFirst();
  return {
    stored: row?.stored ?? 0,
    waiting: row?.waiting ?? 0,
    lastError: row?.lastError ?? null,
  };
}
