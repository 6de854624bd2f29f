import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { memberAccount } from '../../../test/account-fixtures';
import { stubApi } from '../../../test/stub-api';

const admin = { ...memberAccount, roles: [{ name: 'association_admin' }] };
const hour = 3600;

const noRequests = {
  perHour: null,
  perDay: null,
  lastHour: 0,
  lastDay: 0,
  pausedUntil: null,
  pausedBecause: null,
};

/**
 * An association admin's session, and the feed's status as `GET /api/admin/mls-feed` answers it
 * (a configured feed's fields that a test does not name take their quiet values).
 */
function serve(given: { configured: boolean; requests?: object } & Record<string, unknown>) {
  const feed = given.configured
    ? {
        url: 'https://api.mls.example/odata',
        lastRun: null,
        incomplete: false,
        photos: null,
        ...given,
        requests: { ...noRequests, ...given.requests },
      }
    : given;
  stubApi((path) =>
    path === '/api/session'
      ? [200, { user: null, account: admin }]
      : path === '/api/admin/mls-feed'
        ? [200, feed]
        : [404, {}],
  );
}

const resource = (name: string, lagSeconds: number | null, lastError: string | null = null) => ({
  resource: name,
  lastSuccessAt:
    lagSeconds === null ? null : new Date(Date.now() - lagSeconds * 1000).toISOString(),
  lagSeconds,
  stale: lagSeconds === null || lagSeconds > 12 * hour,
  lastError,
  missing: null,
  feedCount: null,
  checkedAt: null,
});

describe("the association console's MLS feed", { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('warns when the feed’s data is older than the IDX rule allows, and says which resource', async () => {
    serve({
      configured: true,
      feed: 'mls',
      url: 'https://api.mls.example/odata',
      lastRun: null,
      staleHours: 12,
      stale: true,
      resources: [
        resource('Property', 30 * hour, '503 from the feed'),
        resource('Member', 2 * hour),
      ],
    });
    renderApp('/account/admin');
    const section = await screen.findByRole(
      'region',
      { name: 'MLS feed: mls' },
      { timeout: 10_000 },
    );
    expect(within(section).getByRole('alert').textContent).toContain('more than 12 hours old');
    const property = within(section).getByRole('row', { name: /Property/ });
    expect(property.textContent).toContain('30 hours');
    expect(property.textContent).toContain('503 from the feed');
  });

  it('shows the last syncs without a warning while the data is fresh', async () => {
    serve({
      configured: true,
      feed: 'mls',
      url: 'https://api.mls.example/odata',
      lastRun: null,
      staleHours: 12,
      stale: false,
      resources: [resource('Property', hour / 4)],
    });
    renderApp('/account/admin');
    const section = await screen.findByRole(
      'region',
      { name: 'MLS feed: mls' },
      { timeout: 10_000 },
    );
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(section.textContent).toContain('synced within the last 12 hours');
  });

  it('warns when the feed holds records Hearth does not, and says how many of which resource', async () => {
    serve({
      configured: true,
      feed: 'mls',
      staleHours: 12,
      stale: false,
      incomplete: true,
      resources: [
        { ...resource('Property', hour / 4), missing: 3, feedCount: 2500 },
        { ...resource('Member', hour / 4), missing: 0, feedCount: 40 },
        { ...resource('Office', hour / 4), missing: null, feedCount: null },
      ],
    });
    renderApp('/account/admin');
    const section = await screen.findByRole(
      'region',
      { name: 'MLS feed: mls' },
      { timeout: 10_000 },
    );
    expect(within(section).getByRole('alert').textContent).toContain(
      'holds 3 records that Hearth does not',
    );
    expect(within(section).getByRole('row', { name: /Property/ }).textContent).toContain(
      '3 of 2,500',
    );
    expect(within(section).getByRole('row', { name: /Office/ }).textContent).toContain(
      'Not checked yet',
    );
  });

  it('says when a spent request budget lets the replication go on, and how many photos wait for a download', async () => {
    serve({
      configured: true,
      feed: 'grid',
      staleHours: 12,
      stale: false,
      resources: [resource('Property', hour / 4)],
      requests: {
        pausedUntil: '2026-11-29T11:01:00.000Z',
        pausedBecause: 'the hourly budget of 7200 requests is spent',
      },
      photos: { stored: 40, waiting: 3, lastError: 'the image server answered 503' },
    });
    renderApp('/account/admin');
    const section = await screen.findByRole(
      'region',
      { name: 'MLS feed: grid' },
      { timeout: 10_000 },
    );
    const paused = within(section).getByRole('status');
    expect(paused.textContent).toContain('the hourly budget of 7200 requests is spent');
    expect(paused.textContent).toContain('2026');
    expect(section.textContent).toContain('Photos waiting for a download: 3');
    expect(section.textContent).toContain('the image server answered 503');
  });

  it('shows nothing of a feed when none is configured', async () => {
    serve({ configured: false });
    renderApp('/account/admin');
    await screen.findByRole('heading', { name: 'Notifications' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: /MLS feed/ })).toBeNull();
  });
});
