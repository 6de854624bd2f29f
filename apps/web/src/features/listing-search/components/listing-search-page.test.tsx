import type { ListingSearchResponse } from '@hearth/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../../config/settings';
import { createQueryClient } from '../../../shared/lib/query-client';
import { renderApp } from '../../../test/render-app';
import { firstSearchQuery, testListing, twoListings } from '../../../test/search-fixtures';
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
