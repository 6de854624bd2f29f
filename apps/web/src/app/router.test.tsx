import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('routes', () => {
  it('forces the root to /for-sale, in buy mode', async () => {
    const { router } = renderApp('/');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Residential Property For Sale' },
        // The first visit loads the search screen's code.
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/for-sale');
    // The body's classes follow in an effect, which can run just after the heading appears.
    await waitFor(() => expect(document.body.classList.contains('buy')).toBe(true));
    expect(document.body.classList.contains('site')).toBe(false);
    expect(document.title).toBe('Residential Property For Sale | Hearth');
  });

  it('keeps the filters when forcing the root to /for-sale', async () => {
    const { router } = renderApp('/?filters=%7B%22BedroomsTotal%22%3A3%7D');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/for-sale');
    expect(router.state.location.search).toBe('?filters=%7B%22BedroomsTotal%22%3A3%7D');
  });

  it.each([
    ['/for-rent', 'Residential Property For Lease', 'rent'],
    ['/commercial-lease', 'Commercial Property For Lease', 'commercial'],
    ['/homes/El-Dorado-Hills', 'Residential Property For Sale in El Dorado Hills', 'buy'],
    ['/directory', 'Find a REALTOR®', 'directory'],
    ['/agent/jane-doe/A100', 'Agent', 'agent'],
    ['/office/capitol-realty/O200', 'Office', 'office'],
    ['/user/login', 'Log In', 'site'],
    ['/my/favorites', 'My Account', 'user'],
    ['/mls-agent/saved-searches', 'Agent Tools', 'account'],
    // The agent's contacts ask a visitor to log in as a member first.
    ['/mls-agent/contacts', 'Member Log In', 'site'],
    // The account area asks a visitor to log in as a member first.
    ['/business-center/dashboard', 'Member Log In', 'site'],
  ])('%s shows "%s" in %s mode', async (path, title, mode) => {
    renderApp(path);
    // A screen's code loads on first use, which on a busy machine can take more than a second.
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(document.body.classList.contains(mode)).toBe(true);
  });

  it.each(['/listing/123', '/listing/123-main-st/ML81234', '/listing/a/b/c/d'])(
    '%s opens the listing page in listing mode',
    async (path) => {
      // The page fetches its listing from the server; here it shows its heading while it loads.
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeTruthy();
      expect(document.body.classList.contains('listing')).toBe(true);
    },
  );

  it('answers an unknown path with a 404 page in site mode', async () => {
    const { router } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no-such-page');
    expect(document.body.classList.contains('site')).toBe(true);
    expect(screen.getByRole('link', { name: 'Search homes for sale' }).getAttribute('href')).toBe(
      '/for-sale',
    );
  });

  it('has a /404 page', async () => {
    renderApp('/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(document.title).toBe('Page Not Found | Hearth');
  });
});

describe('layout', () => {
  it('has a skip link to the main region and names the main menu', async () => {
    renderApp('/for-sale');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main',
    );
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });

  it('highlights Buy on /for-sale and Rent after moving to /for-rent', async () => {
    const user = userEvent.setup();
    renderApp('/for-sale');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    // The search screen has Buy and Rent/Lease links of its own: look in the main menu.
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(menu.getByRole('link', { name: 'Buy' }).getAttribute('aria-current')).toBe('page');
    expect(menu.getByRole('link', { name: 'Rent' }).getAttribute('aria-current')).toBeNull();

    await user.click(menu.getByRole('link', { name: 'Rent' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Residential Property For Lease',
    });
    expect(menu.getByRole('link', { name: 'Rent' }).getAttribute('aria-current')).toBe('page');
    expect(menu.getByRole('link', { name: 'Buy' }).getAttribute('aria-current')).toBeNull();
    // The body's classes follow in an effect.
    await waitFor(() => expect(document.body.classList.contains('rent')).toBe(true));
    expect(document.body.classList.contains('buy')).toBe(false);
    // The route change names the tab and hands focus to the new heading.
    expect(document.title).toBe('Residential Property For Lease | Hearth');
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('closes the mobile menu when a route is tapped', async () => {
    const user = userEvent.setup();
    renderApp('/for-sale');
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByRole('link', { name: 'Find an Agent' }));
    await screen.findByRole('heading', { level: 1, name: 'Find a REALTOR®' });
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});
