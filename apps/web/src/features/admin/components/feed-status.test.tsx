import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { memberAccount } from '../../../test/account-fixtures';
import { stubApi } from '../../../test/stub-api';

const admin = { ...memberAccount, roles: [{ name: 'association_admin' }] };
const hour = 3600;

/** An association admin's session, and the feed's status as `GET /api/admin/mls-feed` answers it. */
function serve(feed: unknown) {
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

  it('shows nothing of a feed when none is configured', async () => {
    serve({ configured: false });
    renderApp('/account/admin');
    await screen.findByRole('heading', { name: 'Notifications' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: /MLS feed/ })).toBeNull();
  });
});
