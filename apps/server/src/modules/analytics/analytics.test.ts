import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import type { AnalyticsEvent } from './analytics-event';
import { eventPath, eventSite } from './analytics.service';

describe.each(testDatabaseKinds())('page views and listing events on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/events', payload, headers });

  async function rows() {
    const db = t.database.db.withTables<{
      page_events: { kind: string; path: string; listing_id: string | null; site: string };
    }>();
    return db.selectFrom('page_events').select(['kind', 'path', 'listing_id', 'site']).execute();
  }

  it('stores a page view with its path only, never the query string', async () => {
    const response = await post(
      { kind: 'page_view', path: '/for-sale?filters=%7B%22City%22%3A%22Davis%22%7D' },
      { host: 'Hearth.Example:8080' },
    );
    expect(response.statusCode).toBe(204);
    expect(await rows()).toContainEqual({
      kind: 'page_view',
      path: '/for-sale',
      listing_id: null,
      site: 'hearth.example',
    });
  });

  it('stores a listing event with its listing', async () => {
    expect(
      (await post({ kind: 'listing_saved', path: '/listing/42', listingId: '42' })).statusCode,
    ).toBe(204);
    expect(await rows()).toContainEqual(
      expect.objectContaining({ kind: 'listing_saved', listing_id: '42' }),
    );
  });

  it.each([
    [{ kind: 'clicked', path: '/' }, 'kind'],
    [{ kind: 'page_view', path: 'no-slash' }, 'path'],
    [{ kind: 'page_view', path: '/', email: 'a@b.c' }, null],
    [{ kind: 'virtual_tour_clicked', path: '/listing/1' }, 'listingId'],
  ])('refuses %j naming %s', async (payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request', ...(field ? { field } : {}) });
  });

  it('refuses events written from another site', async () => {
    const response = await post(
      { kind: 'page_view', path: '/' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('event fields', () => {
  it('keeps the path before any query or fragment', () => {
    expect(eventPath('/homes/Davis?filters=x#top')).toBe('/homes/Davis');
  });
  it('reads the site from the host, without its port', () => {
    expect(eventSite('WWW.Hearth.org:443')).toBe('www.hearth.org');
    expect(eventSite(undefined)).toBe('unknown');
    expect(eventSite('<script>')).toBe('unknown');
  });
  it('lets a deployment plug in its own sink', async () => {
    const { AnalyticsService } = await import('./analytics.service');
    const seen: AnalyticsEvent[] = [];
    const service = new AnalyticsService({ record: async (event) => void seen.push(event) });
    await service.record({ kind: 'page_view', path: '/directory' }, 'example.org');
    expect(seen).toEqual([
      { kind: 'page_view', path: '/directory', listingId: null, site: 'example.org' },
    ]);
  });
});
