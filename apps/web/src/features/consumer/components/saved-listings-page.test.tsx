import type { SavedListing } from '@hearth/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consumerUser, jsonResponse, savedListingGroup } from '../../../test/consumer-fixtures';
import { renderApp } from '../../../test/render-app';

const json = jsonResponse;
const user = consumerUser;

function item(n: number): SavedListing {
  return {
    id: `s${n}`,
    listingId: `ML${n}`,
    savedListingGroupId: '3',
    rating: null,
    notes: null,
    userId: '7',
    agentId: null,
    agent: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    listing: {
      id: String(n),
      ListingId: `ML${n}`,
      StandardStatus: 'Active',
      ListPrice: 1_000_000 - n * 1000,
      UnparsedAddress: `${n} Main St`,
    },
  } as SavedListing;
}

const group = savedListingGroup;

const range = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => item(from + i));

/** A server holding 30 saved listings in one group: the groups call sends the first 12. */
function server() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/session')) return json({ user, account: null });
      if (url.startsWith('/mls/v1/saved-listing-group?')) {
        return json({ results: [group(range(0, 12), 30)] });
      }
      const page = /saved-listing-group\/3\/saved-listing\?.*offset=(\d+)&limit=(\d+)/.exec(url);
      if (page) {
        const offset = Number(page[1]);
        return json({ results: range(offset, Math.min(30, offset + Number(page[2]))), total: 30 });
      }
      if (url === '/mls/v1/saved-listing' && method === 'GET') return json({ results: [] });
      if (url.startsWith('/mls/v1/saved-listing/') && method === 'PATCH') {
        return json({
          message: 'Rating has been updated',
          results: { ...item(20), rating: 4 },
        });
      }
      return json({}, 204);
    }),
  );
  return calls;
}

const cards = () => document.querySelectorAll('[data-saved-listing]');
/** Waits for `count` cards (generously: a busy machine draws thirty cards slowly). */
const untilCards = (count: number) =>
  waitFor(() => expect(cards()).toHaveLength(count), { timeout: 5000 });

describe('the saved listings screen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the first page of each group in the kept sort, and the next pages on "Show more"', async () => {
    localStorage.setItem('hearth.savedListings.sort', 'rating');
    const calls = server();
    renderApp('/user/saved-listings');
    await untilCards(12);
    expect(
      calls.filter((c) => c.url.startsWith('/mls/v1/saved-listing-group')).map((c) => c.url),
    ).toEqual(['/mls/v1/saved-listing-group?sort=rating&limit=12']);
    expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('rating');

    await userEvent.click(screen.getByRole('button', { name: 'Show 12 more saved listings' }));
    await untilCards(24);
    expect(calls.at(-1)?.url).toBe(
      '/mls/v1/saved-listing-group/3/saved-listing?sort=rating&offset=12&limit=12',
    );
    // From the keyboard too.
    const more = screen.getByRole('button', { name: 'Show 6 more saved listings' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await untilCards(30);
    expect(calls.at(-1)?.url).toContain('offset=24');
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).toBeNull();
    expect([...cards()].map((card) => card.getAttribute('data-saved-listing'))).toEqual(
      range(0, 30).map((each) => each.listingId),
    );
  });

  it('rates a card of a later page in place, and asks the server again for another sort', async () => {
    const calls = server();
    renderApp('/user/saved-listings');
    await untilCards(12);
    expect(
      calls.some((c) => c.url.endsWith('saved-listing-group?sort=ListPriceDown&limit=12')),
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Show 12 more saved listings' }));
    await untilCards(24);
    const card = document.querySelector<HTMLElement>('[data-saved-listing="ML20"]')!;
    await userEvent.click(within(card).getByText('4 stars'));
    await waitFor(() =>
      expect(within(card).getByRole<HTMLInputElement>('radio', { name: '4 stars' }).checked).toBe(
        true,
      ),
    );
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/mls/v1/saved-listing/s20',
      body: { rating: 4 },
    });

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'ListPriceUp');
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/mls/v1/saved-listing-group?sort=ListPriceUp&limit=12'),
    );
    expect(localStorage.getItem('hearth.savedListings.sort')).toBe('ListPriceUp');
    // The new sort starts each group again from its first page.
    await untilCards(12);
  });
});
