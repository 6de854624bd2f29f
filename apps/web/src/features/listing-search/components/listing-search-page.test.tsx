import type { ListingSearchResponse } from '@hearth/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../../config/settings';
import { createQueryClient } from '../../../shared/lib/query-client';
import { renderApp } from '../../../test/render-app';
import { firstSearchQuery, testListing, twoListings } from '../../../test/search-fixtures';
import { stubApi } from '../../../test/stub-api';
import { seedFirstSearch } from '../api/first-search';

const first: ListingSearchResponse = { ...twoListings, total: 3 };
const whole: ListingSearchResponse = {
  ...first,
  bundle: [...first.bundle, testListing('103', 380000, '4 Pine Court')],
};

/** The page as the server sends /for-sale: its first listings of the first search. */
function drawnPage(): Pick<Document, 'getElementById'> {
  const query = firstSearchQuery(defaultSettings, 'RESI');
  const element = document.createElement('script');
  element.textContent = JSON.stringify({ query, response: first, partial: true });
  return { getElementById: () => element };
}

describe('the search screen of a page that arrived with its first listings', () => {
  // A fake clock that also runs on its own, so that `findBy` still polls.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows them at once, asks for the whole page, and re-renders only when it arrives', async () => {
    let commits = 0;
    let commitsWhenAsked = -1;
    let answer: (response: Response) => void = () => undefined;
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = String(input);
        // Other requests of the screen (its page view, say) are answered at once.
        if (!url.includes('/listings?'))
          return Promise.resolve(new Response(null, { status: 204 }));
        asked.push(url);
        return new Promise<Response>((resolve) => {
          commitsWhenAsked = commits;
          answer = resolve;
        });
      }),
    );
    const queryClient = createQueryClient();
    seedFirstSearch(queryClient, defaultSettings, drawnPage());

    renderApp('/for-sale', {}, { queryClient, onCommit: () => (commits += 1) });
    expect(await screen.findByText('12 Elm Street', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('3 Results, Showing 1 to 3')).toBeTruthy();
    await waitFor(() => expect(asked).toHaveLength(1));

    // While the page is on its way nothing on screen changes, so nothing is drawn again (on a
    // slow phone, a render of the whole screen is one long task), and no 'Searching...'.
    // A second of the clock, at once.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(commits).toBe(commitsWhenAsked);
    expect(screen.queryByText('Searching...')).toBeNull();

    answer(
      new Response(JSON.stringify(whole), { headers: { 'Content-Type': 'application/json' } }),
    );
    expect(await screen.findByText('4 Pine Court')).toBeTruthy();
    expect(commits).toBeGreaterThan(commitsWhenAsked);
  });
});

describe('the search screen on a phone', () => {
  const desktopWidth = window.innerWidth;
  afterEach(() => {
    vi.unstubAllGlobals();
    window.innerWidth = desktopWidth;
  });

  /** The screen at /for-sale in a 390 px window, with a view mode chosen on an earlier visit. */
  function phoneSearch(viewMode: string) {
    window.innerWidth = 390;
    localStorage.setItem('hearth.search.viewMode', viewMode);
    stubApi((path) => {
      if (path.endsWith('/listings')) return [200, twoListings];
      if (path === '/api/session') return [200, { user: null, account: null }];
      return [404, {}];
    });
    return renderApp('/for-sale?filters=' + encodeURIComponent('{"BedroomsTotal[gte]":3}'));
  }

  it('with Map + Grid, puts the map first, the list under it, and folds the filters', async () => {
    const { container } = phoneSearch('map+grid');
    expect(await screen.findByText('12 Elm Street')).toBeTruthy();
    const map = screen.getByText(/Loading the map|The map cannot be shown/);
    const list = screen.getByRole('region', { name: 'Results' });
    // The map comes before the list, on screen and for the keyboard alike.
    expect(map.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelector('[data-map-first]')).not.toBeNull();

    // The menus wait behind Filters, which counts the one filter set (3+ beds).
    const filters = screen.getByRole('button', { name: 'Filters (1)' });
    expect(filters.getAttribute('aria-expanded')).toBe('false');
    const folded = document.getElementById(filters.getAttribute('aria-controls') ?? '');
    expect(folded?.contains(screen.getByRole('button', { name: 'More Filters' }))).toBe(true);
    fireEvent.click(filters);
    expect(filters.getAttribute('aria-expanded')).toBe('true');
  });

  it('with the grid, keeps the list first and the filters open', async () => {
    const { container } = phoneSearch('grid');
    expect(await screen.findByText('12 Elm Street')).toBeTruthy();
    expect(screen.queryByText(/Loading the map|The map cannot be shown/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    expect(container.querySelector('[data-map-first]')).toBeNull();
  });
});
