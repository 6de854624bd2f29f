/** A signed-in consumer, their saved listings and a JSON answer, for the web app's tests. */
import type { SavedListing, SavedListingGroup } from '@hearth/contracts';

/** A fetch answer with a JSON body. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The consumer of `/api/session` (`{ user, account: null }`). */
export const consumerUser = {
  id: '7',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  language: 'en',
  avatar: null,
  roles: [{ name: 'user' }],
};

/** A listing group of `consumerUser`'s holding `savedListings`, of `savedListingCount` in all. */
export function savedListingGroup(
  savedListings: SavedListing[],
  savedListingCount: number,
  {
    id = '3',
    name = null,
    createdAt = '2026-01-01T00:00:00.000Z',
  }: {
    id?: string;
    name?: string | null;
    createdAt?: string;
  } = {},
): SavedListingGroup {
  return {
    id,
    name,
    notificationFrequency: 'daily',
    subscriptions: {
      openHouses: { enabled: false, lastRunAt: null },
      virtualTour: { enabled: false, lastRunAt: null },
    },
    notes: null,
    contact: null,
    userId: '7',
    agentId: null,
    contactId: null,
    configId: null,
    createdAt,
    updatedAt: createdAt,
    savedListings,
    savedListingCount,
  } as SavedListingGroup;
}
