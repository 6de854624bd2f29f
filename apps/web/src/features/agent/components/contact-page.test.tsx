import type {
  AgentContactDetail,
  ContactTimelineEntry,
  ListingSuggestion,
  SavedListing,
} from '@hearth/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberAccount } from '../../../test/account-fixtures';
import { savedListingGroup } from '../../../test/consumer-fixtures';
import { renderApp } from '../../../test/render-app';
import { stubApi } from '../../../test/stub-api';

const contact: AgentContactDetail = {
  id: '5',
  firstName: 'Rosa',
  lastName: 'Vega',
  name: 'Rosa Vega',
  email: 'rosa@example.com',
  phoneNumber: null,
  nickname: null,
  notes: null,
  rating: 0,
  source: 'added',
  createdAt: '2026-01-01T00:00:00.000Z',
  timeline: [],
};

/** A rental the contact saved herself, with its photo, beds, baths and area. */
const rental: SavedListing = {
  id: '91',
  listingId: 'ML500',
  savedListingGroupId: '3',
  rating: 4,
  notes: 'Near her work',
  userId: '7',
  agentId: null,
  agent: null,
  createdAt: '2026-01-02T00:00:00.000Z',
  listing: {
    id: '500',
    ListingId: 'ML500',
    StandardStatus: 'Pending',
    PropertyType: 'RLSE',
    ListPrice: 2400,
    BedroomsTotal: 3,
    BathroomsTotalInteger: 2,
    LivingArea: 1450,
    UnparsedAddress: '12 Maple Ave',
    Media: [{ MediaURL: 'https://photos.example.com/500.jpg', Order: 1 }],
  },
};

const suggestion: ListingSuggestion = {
  id: '777',
  ListingId: 'ML777',
  address: '1234 Gateway Way',
  City: 'Roseville',
  ListPrice: 615000,
  PropertyType: 'RESI',
  StandardStatus: 'Active',
};

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T15:00:00.000Z`;
const listingRef = { ListingId: 'ML500', address: '12 Maple Ave', City: 'Roseville' };
/** 21 entries, newest first: the first page holds 20 of them. */
const entries: ContactTimelineEntry[] = [
  {
    kind: 'alert',
    id: '1',
    at: at(21),
    reason: 'priceReduced',
    source: 'Homes in Roseville',
    listing: listingRef,
  },
  { kind: 'share', id: '2', at: at(20), message: 'Take a look', listing: listingRef },
  ...Array.from({ length: 18 }, (_, i): ContactTimelineEntry => ({
    kind: 'lead',
    id: String(10 + i),
    at: at(19 - i),
    status: 'active',
    scheduleTour: false,
    message: null,
    listing: listingRef,
  })),
  {
    kind: 'lead',
    id: '99',
    at: at(1),
    status: 'pending',
    scheduleTour: true,
    message: 'Saturday?',
    listing: null,
  },
];

describe('an agent’s view of a client', { timeout: 60_000 }, () => {
  let requests: { method: string; url: string; body: unknown }[];
  beforeEach(() => {
    requests = [];
    stubApi((path, request) => {
      requests.push(request);
      const query = new URL(request.url, 'http://x').searchParams;
      switch (path) {
        case '/api/session':
          return [200, { user: null, account: memberAccount }];
        case '/mls/v1/contact/5':
          return [200, { results: contact }];
        case '/mls/v1/contact/5/timeline':
          return query.get('before') === 'p2'
            ? [200, { results: entries.slice(20), next: null }]
            : [200, { results: entries.slice(0, 20), next: 'p2' }];
        case '/mls/v1/contact/5/connection':
          return [
            200,
            {
              results: {
                status: 'connected',
                invitedAt: null,
                connectedAt: '2026-01-01T00:00:00.000Z',
                resendAt: null,
              },
            },
          ];
        case '/mls/v1/contact/5/saved-listing-group':
          return [200, { results: [savedListingGroup([rental], 1)] }];
        case '/mls/v1/listing-suggestion':
          return [200, { results: query.get('q')?.startsWith('1234') ? [suggestion] : [] }];
        case '/mls/v1/contact/5/saved-listing':
          return [
            200,
            {
              message: 'Saved',
              results: {
                ...rental,
                id: '92',
                listingId: 'ML777',
                agentId: '40',
                agent: { name: 'Ada Agent' },
                listing: { id: '777', ListingId: 'ML777' },
              },
            },
          ];
        default:
          return [404, {}];
      }
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the client’s saved listing on the card the client sees', async () => {
    renderApp('/mls-agent/contact/5');
    const card = (
      await screen.findByRole('heading', { name: '12 Maple Ave' }, { timeout: 20_000 })
    ).closest('article')!;
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('$2,400/mo')).toBeTruthy();
    expect(inCard.getByText('Pending')).toBeTruthy();
    expect(inCard.getByText('3 Beds · 2 Baths · 1,450 Sq Ft')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe(
      'https://photos.example.com/500.jpg',
    );
    // The client's own: her rating and notes are shown, not changed, and not removable.
    expect(inCard.getByLabelText('Rated 4 stars of 5')).toBeTruthy();
    expect(inCard.getByText('Near her work')).toBeTruthy();
    expect(inCard.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('adds a listing picked by the start of its address', async () => {
    const user = userEvent.setup();
    renderApp('/mls-agent/contact/5');
    const field = await screen.findByRole(
      'combobox',
      { name: 'Address or MLS Number' },
      { timeout: 10_000 },
    );
    await user.type(field, '1234 Ga');
    const option = await screen.findByRole('option', { name: /1234 Gateway Way, Roseville/ });
    expect(option.textContent).toContain('MLS #ML777');
    expect(option.textContent).toContain('$615,000');
    await user.keyboard('{ArrowDown}{Enter}');
    expect((field as HTMLInputElement).value).toBe('1234 Gateway Way');
    await user.click(screen.getByRole('button', { name: 'Add Listing' }));
    await waitFor(() =>
      expect(
        requests.find((r) => r.method === 'POST' && r.url.endsWith('/saved-listing'))?.body,
      ).toEqual({ listingId: 'ML777' }),
    );
    expect(await screen.findByText('Saved for Rosa Vega')).toBeTruthy();
  });

  it('says when nothing starts with what was typed', async () => {
    const user = userEvent.setup();
    renderApp('/mls-agent/contact/5');
    const field = await screen.findByRole(
      'combobox',
      { name: 'Address or MLS Number' },
      { timeout: 10_000 },
    );
    await user.type(field, 'Zz');
    expect(
      await screen.findByText('No listing starts with that address or MLS number.'),
    ).toBeTruthy();
  });

  it('tells the story newest first, with dates and listing links, and pages to older entries', async () => {
    const user = userEvent.setup();
    renderApp('/mls-agent/contact/5');
    const region = await screen.findByRole('region', { name: 'Timeline' }, { timeout: 10_000 });
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(items[0]!.textContent).toContain('Alert sent: price reduced');
    expect(items[0]!.textContent).toContain('From Homes in Roseville');
    expect(items[1]!.textContent).toContain('Shared a listing');
    expect(items[0]!.querySelector('time')?.getAttribute('dateTime')).toBe(at(21));
    expect(within(items[0]!).getByRole('link', { name: 'About 12 Maple Ave' })).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Show Older' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(21));
    expect(within(region).getAllByRole('listitem')[20]!.textContent).toContain('Asked for a tour');
    expect(within(region).queryByRole('button', { name: 'Show Older' })).toBeNull();
  });
});
