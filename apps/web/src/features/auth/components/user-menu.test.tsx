import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { consumerUser } from '../../../test/consumer-fixtures';

function answerSession(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).startsWith('/api/session')
        ? new Response(JSON.stringify(body), {
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

const user = consumerUser;

describe('the user menu', () => {
  // The menu button's code loads lazily; load it once up front so that the first test does not
  // spend its wait on compiling it.
  beforeAll(() => import('./user-menu-dropdown'));

  beforeEach(() => {
    // jsdom has no CSS.escape, which the menu's popover uses.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers I’m a Consumer and I’m an Agent or Member when nobody is signed in', async () => {
    answerSession({ user: null, account: null });
    renderApp('/404');
    await userEvent.click(await screen.findByRole('button', { name: /Log In/ }, { timeout: 5000 }));
    expect(await screen.findByRole('menuitem', { name: "I'm a Consumer" })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: "I'm an Agent or Member" })).toBeTruthy();
  });

  it('opens from the keyboard, with the focus in the menu, as its code arrives', async () => {
    answerSession({ user: null, account: null });
    renderApp('/404');
    const button = await screen.findByRole('button', { name: /Log In/ }, { timeout: 5000 });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: "I'm a Consumer" });
    await waitFor(() =>
      expect(screen.getByRole('menu').contains(document.activeElement)).toBe(true),
    );
    await userEvent.keyboard('{ArrowDown}');
    expect([first, screen.getByRole('menuitem', { name: /Agent or Member/ })]).toContain(
      document.activeElement,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Log In'));
  });

  it('opens with an arrow key too, as menu buttons do', async () => {
    answerSession({ user: null, account: null });
    renderApp('/404');
    (await screen.findByRole('button', { name: /Log In/ }, { timeout: 5000 })).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menuitem', { name: "I'm a Consumer" })).toBeTruthy();
  });

  it('links straight to the one login when only consumers sign in', async () => {
    answerSession({ user: null, account: null });
    renderApp('/404', { membioEnabled: false });
    const link = await screen.findByRole('link', { name: 'Log In' });
    expect(link.getAttribute('href')).toBe('/user/login');
  });

  it('greets a signed-in consumer by first name, with the submenu', async () => {
    answerSession({ user, account: null });
    renderApp('/404');
    await userEvent.click(await screen.findByRole('button', { name: /Welcome, Ada/ }));
    for (const name of ['My Profile', 'Saved Listings', 'Saved Searches', 'Log Out']) {
      expect(await screen.findByRole('menuitem', { name })).toBeTruthy();
    }
  });

  it('shows no Log In until the session is known', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderApp('/404');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Log In/ })).toBeNull());
  });
});
