import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { memberAccount } from '../../test/account-fixtures';

const account = memberAccount;

const answers: Record<string, unknown> = {
  '/api/session': { user: null, account },
  '/api/element/membio-left-nav': {
    items: [
      { key: 'home', href: '/account/home', label: null, newTab: false },
      { key: 'inbox', href: '/account/inbox', label: null, newTab: false },
      { key: 'office', href: '/account/office/3', label: null, newTab: false },
      { key: 'link-0', href: 'https://example.com', label: 'MLS Rules', newTab: true },
    ],
  },
  '/member/v1/notification': { results: [], unread: 3, limit: 100, offset: 0, records: 5 },
};

describe('the user menu of a member account', () => {
  beforeAll(() => import('../../features/auth/components/user-menu-dropdown'), 60_000);
  beforeEach(() => {
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = String(url).split('?')[0] ?? '';
        const body = answers[path];
        return new Response(JSON.stringify(body ?? {}), {
          status: body ? 200 : 404,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('greets the member with the unread count and lists the account area’s pages', async () => {
    renderApp('/404');
    const button = await screen.findByRole(
      'button',
      { name: 'Welcome, Ada, 3 unread notifications' },
      { timeout: 5000 },
    );
    await userEvent.click(button);
    const items = await screen.findAllByRole('menuitem', {}, { timeout: 5000 });
    expect(items.map((item) => item.textContent)).toEqual([
      'My Dashboard',
      'Inbox',
      'My Office',
      'Log Out',
    ]);
  }, 30_000);

  it('shows the unread count on the menu toggle, which is all a phone shows of the menu', async () => {
    renderApp('/404');
    expect(
      await screen.findByRole(
        'button',
        { name: 'Menu, 3 unread notifications' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  }, 30_000);
});
