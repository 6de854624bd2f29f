import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { member, office, property } from '../../../test/feed-records';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { StandInFeed } from '../../../test/stand-in-feed';
import type { FeedSettings } from './feed-settings';
import { runReplication } from './replication-thread';

/** A small real JPEG of one colour. */
function image(r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();
}

describe('photos of an MLS Grid feed, downloaded by the replication and served from our store', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-feed-media-'));
  const photos = new Map<string, Buffer>();
  const photoFailures = new Map<string, number>();
  let feed: StandInFeed;
  let t: TestApp;
  let clock = Date.parse('2026-11-29T10:00:00.000Z');
  const client = {
    now: () => clock,
    sleep: async (ms: number) => {
      clock += ms;
    },
    backoffMs: 1,
  };
  const settings = (extra: Partial<FeedSettings> = {}): FeedSettings => ({
    url: feed.url,
    name: 'grid',
    token: 'stand-in-token',
    tokenUrl: '',
    clientId: '',
    clientSecret: '',
    scope: '',
    resources: ['Property'],
    originatingSystemName: '',
    pageSize: 10,
    syncMinutes: 15,
    requestsPerSecond: 1000,
    media: 'expand',
    reconcileHours: 24,
    staleHours: 12,
    vendor: 'mlsgrid',
    // The stand-in feed and its photos are on this machine: allowed as an operator would.
    mediaAllowedHosts: ['127.0.0.1'],
    ...extra,
  });
  const replicate = (extra: Partial<FeedSettings> = {}) =>
    runReplication(t.database, settings(extra), {
      client,
      mediaDir: join(dataDir, 'media', 'feed'),
    });
  const photo = (listing: number, order: number) => ({
    MediaKey: `MK${listing}-${order}`,
    ResourceName: 'Property',
    ResourceRecordKey: `LK${String(listing).padStart(5, '0')}`,
    MediaURL: `${feed.origin}/photos/${listing}-${order}.jpg`,
    MediaCategory: 'Photo',
    Order: order,
    ModificationTimestamp: '2026-01-05T10:00:00.000Z',
  });
  /** The photo addresses the listing page gives for a listing. */
  const servedPhotos = async (listingKey: string): Promise<string[]> => {
    const { id } = await t.database.db
      .selectFrom('listings')
      .select('id')
      .where('listing_key', '=', listingKey)
      .executeTakeFirstOrThrow();
    const page = await t.app.inject({ url: `/api/listing/${id}` });
    expect(page.statusCode).toBe(200);
    return [...new Set(page.body.match(/\/media\/feed\/[0-9a-f]{32}\.jpg/g) ?? [])];
  };

  beforeAll(async () => {
    photos.set('1-1.jpg', await image(200, 40, 40));
    photos.set('1-2.jpg', await image(40, 200, 40));
    photos.set('2-1.jpg', await image(40, 40, 200));
    photos.set('member-7.jpg', await image(220, 200, 40));
    photos.set('office-7.jpg', await image(40, 200, 200));
    feed = await new StandInFeed({
      paging: 'nextLink',
      photos,
      photoFailures,
      // MLS Grid wants the access token as the User-Agent of every photo download.
      photoUserAgent: 'stand-in-token',
    }).start();
    t = await buildTestApp('pglite', {
      env: { DATA_DIR: dataDir },
      settings: {
        mlsFeedUrl: feed.url,
        mlsFeedName: 'grid',
        mlsFeedToken: 'stand-in-token',
        mlsFeedVendor: 'mlsgrid',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await feed.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await sql`truncate listings, ingest_state, ingest_runs, feed_media_downloads, feed_request_counts cascade`.execute(
      t.database.db,
    );
    feed.photoRequests.length = 0;
  });

  it('downloads each photo with the token as User-Agent, resized into our store; a visitor’s view never reaches the vendor; a failed download is retried later and costs the listing nothing', async () => {
    feed.put('Property', property(1, 1), property(2, 2));
    feed.put('Media', photo(1, 1), photo(1, 2), photo(2, 1));
    photoFailures.set('2-1.jpg', 1);
    const first = await replicate();
    expect(first).toMatchObject({
      status: 'succeeded',
      added: 2,
      photos: { downloaded: 2, failed: 1 },
    });
    expect(feed.photoRequests.every((r) => r.userAgent === 'stand-in-token')).toBe(true);

    // Both listings are there with all their photos, the one whose download failed included.
    const one = await servedPhotos('LK00001');
    const two = await servedPhotos('LK00002');
    expect([one.length, two.length]).toEqual([2, 1]);
    const asked = feed.photoRequests.length;
    for (const url of one) {
      const small = await t.app.inject({ url: `${url}?w=419` });
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-type']).toBe('image/jpeg');
      const metadata = await sharp(small.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 419, 236]);
      const full = await t.app.inject({ url });
      expect((await sharp(full.rawPayload).metadata()).width).toBe(1024);
    }
    // Not downloaded yet: not fetched from the vendor on a view either.
    expect((await t.app.inject({ url: two[0]! })).statusCode).toBe(404);
    expect(feed.photoRequests.length).toBe(asked);

    const waiting = await t.database.db
      .selectFrom('feed_media_downloads')
      .select(['attempts', 'last_error', 'stored_at'])
      .where('stored_at', 'is', null)
      .execute();
    expect(waiting).toEqual([
      { attempts: 1, last_error: 'the image server answered 503', stored_at: null },
    ]);

    // A run a minute later retries it, with nothing new in the feed.
    clock += 61_000;
    const second = await replicate();
    expect(second).toMatchObject({ status: 'succeeded', photos: { downloaded: 1, failed: 0 } });
    const served = await t.app.inject({ url: `${two[0]!}?w=419` });
    expect(served.statusCode).toBe(200);
    const { dominant } = await sharp(served.rawPayload).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);

    // The listing changes and comes with new signed addresses for the same, unchanged photos:
    // they are not downloaded again.
    const asked2 = feed.photoRequests.length;
    feed.put('Property', property(1, 5));
    feed.put(
      'Media',
      ...[1, 2].map((order) => ({
        ...photo(1, order),
        MediaURL: `${feed.origin}/photos/1-${order}.jpg?token=second`,
      })),
    );
    const third = await replicate();
    expect(third).toMatchObject({ status: 'succeeded', photos: { downloaded: 0, failed: 0 } });
    expect(feed.photoRequests.length).toBe(asked2);
    const renamed = await servedPhotos('LK00001');
    expect(renamed).toHaveLength(2);
    expect(renamed).not.toEqual(one);
    for (const url of renamed) expect((await t.app.inject({ url })).statusCode).toBe(200);
  });

  it('refuses a photo at a loopback address unless the operator allows its host', async () => {
    feed.remove('Property', 'LK00002');
    for (const key of ['MK1-2', 'MK2-1']) feed.remove('Media', key);
    feed.put('Property', property(1, 1));
    feed.put('Media', photo(1, 1));
    const refused = await replicate({ mediaAllowedHosts: [] });
    expect(refused).toMatchObject({
      status: 'succeeded',
      added: 1,
      photos: { downloaded: 0, failed: 1 },
    });
    expect(feed.photoRequests).toEqual([]);
    const [row] = await t.database.db
      .selectFrom('feed_media_downloads')
      .select(['last_error'])
      .execute();
    expect(row!.last_error).toMatch(/127\.0\.0\.1 is not a public address/);
  });

  it('downloads the photos of agents and offices too, with the token as User-Agent, and serves them from our store', async () => {
    const rosterPhoto = (resource: 'Member' | 'Office', key: string, name: string) => ({
      MediaKey: `MK-${key}`,
      ResourceName: resource,
      ResourceRecordKey: key,
      MediaURL: `${feed.origin}/photos/${name}`,
      MediaCategory: 'Photo',
      Order: 1,
      ModificationTimestamp: '2026-01-05T10:00:00.000Z',
    });
    feed.put('Office', office(7));
    feed.put('Member', member(7, 7), member(8, 7));
    feed.put(
      'Media',
      rosterPhoto('Member', 'MEM7', 'member-7.jpg'),
      rosterPhoto('Office', 'OFF7', 'office-7.jpg'),
    );
    const summary = await replicate({ resources: ['Office', 'Member'] });
    expect(summary).toMatchObject({ status: 'succeeded', photos: { downloaded: 2, failed: 0 } });
    // Asked with their Media expanded, as MLS Grid serves members and offices.
    const asked = feed.requests.map((path) => decodeURIComponent(path));
    expect(
      asked.some((path) => path.startsWith('/odata/Member?') && path.includes('$expand=Media')),
    ).toBe(true);
    expect(
      asked.some((path) => path.startsWith('/odata/Office?') && path.includes('$expand=Media')),
    ).toBe(true);
    expect(feed.photoRequests.map((r) => [r.name, r.userAgent]).sort()).toEqual([
      ['member-7.jpg', 'stand-in-token'],
      ['office-7.jpg', 'stand-in-token'],
    ]);

    const members = await t.database.db
      .selectFrom('members')
      .select(['member_key', 'photo_url'])
      .where('member_key', 'in', ['MEM7', 'MEM8'])
      .orderBy('member_key')
      .execute();
    const [office7] = await t.database.db
      .selectFrom('offices')
      .select(['photo_url'])
      .where('office_key', '=', 'OFF7')
      .execute();
    expect(members[0]!.photo_url).toMatch(/^\/media\/feed\/[0-9a-f]{32}\.jpg$/);
    expect(members[1]!.photo_url).toBeNull();
    expect(office7!.photo_url).toMatch(/^\/media\/feed\/[0-9a-f]{32}\.jpg$/);
    const requests = feed.photoRequests.length;
    // The agent's photo is yellow (red over blue), the office's cyan (green over red).
    for (const [url, more, less] of [
      [members[0]!.photo_url!, 'r', 'b'],
      [office7!.photo_url!, 'g', 'r'],
    ] as const) {
      const served = await t.app.inject({ url: `${url}?w=419` });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(419);
      const { dominant } = await sharp(served.rawPayload).stats();
      expect(dominant[more]).toBeGreaterThan(dominant[less]);
    }
    // Served from our store: the vendor's host is not asked again.
    expect(feed.photoRequests.length).toBe(requests);
  });
});
