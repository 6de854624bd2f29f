import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../config/settings';
import { SettingsProvider } from '../../config/settings-context';
import { i18n } from '../lib/i18n';
import { ViewerProvider } from '../lib/viewer';
import { consumerUser, jsonResponse } from '../../test/consumer-fixtures';
import { FavouriteButton } from './favourite-button';

const json = jsonResponse;
const user = consumerUser;

/** A server whose favourite answer the test releases by hand, so the moment before it shows. */
function server(session: unknown = { user, account: null }) {
  let release: (response: Response) => void = () => undefined;
  const calls: { method: string; url: string; body: unknown; keepalive?: boolean }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({
      method,
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      keepalive: init.keepalive,
    });
    if (url.startsWith('/api/session')) return json(session);
    if (url === '/mls/v1/saved-listing' && method === 'GET') return json({ results: [] });
    if (url.startsWith('/mls/v1/saved-listing')) {
      return new Promise<Response>((resolve) => (release = resolve));
    }
    return json({}, 204);
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, answer: (response: Response) => act(() => release(response)) };
}

function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <SettingsProvider settings={defaultSettings}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <ViewerProvider>{children}</ViewerProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </SettingsProvider>
  );
}

/** The same listing's heart on a card and in a map popup. */
function twoHearts() {
  render(
    <Providers>
      <FavouriteButton listingId="ML100" label="Save 1 Main St (card)" />
      <FavouriteButton listingId="ML100" label="Save 1 Main St (popup)" />
    </Providers>,
  );
  return [
    screen.getByRole('button', { name: /card/ }),
    screen.getByRole('button', { name: /popup/ }),
  ] as const;
}

const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');

describe('the heart of a listing', () => {
  // A fake clock that also runs on its own, so that the library's waits still poll: a test
  // moves it on at once where it must see that nothing more happens.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fills at once on every screen, before the server answers, and stays when it agrees', async () => {
    const api = server();
    const [card, popup] = twoHearts();
    await waitFor(() =>
      expect(api.calls.some((c) => c.url === '/mls/v1/saved-listing')).toBe(true),
    );
    await userEvent.click(card);
    // The server's answer is held: both hearts fill before it.
    await waitFor(() => expect(pressed(card)).toBe('true'));
    expect(pressed(popup)).toBe('true');
    await waitFor(() =>
      expect(api.calls.at(-1)).toMatchObject({
        method: 'POST',
        url: '/mls/v1/saved-listing',
        body: { listingId: 'ML100' },
        // Sent even if the person leaves the page at once.
        keepalive: true,
      }),
    );
    await api.answer(
      json({
        message: 'Saved',
        results: { id: '55', listingId: 'ML100', savedListingGroupId: '3' },
      }),
    );
    await waitFor(() =>
      expect(api.calls.some((c) => c.url === '/api/events' && c.method === 'POST')).toBe(true),
    );
    expect(api.calls.find((c) => c.url === '/api/events')?.body).toMatchObject({
      kind: 'listing_saved',
      listingId: 'ML100',
    });
    expect(pressed(popup)).toBe('true');

    // Unfavouriting from the other screen deletes the saved listing the server named.
    await userEvent.click(popup);
    await waitFor(() => expect(pressed(card)).toBe('false'));
    await waitFor(() =>
      expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/mls/v1/saved-listing/55' }),
    );
  });

  it('goes back on every screen when the server refuses', async () => {
    const api = server();
    const [card, popup] = twoHearts();
    await waitFor(() =>
      expect(api.calls.some((c) => c.url === '/mls/v1/saved-listing')).toBe(true),
    );
    await userEvent.click(popup);
    await waitFor(() => expect(pressed(card)).toBe('true'));
    await waitFor(() => expect(api.calls.at(-1)?.method).toBe('POST'));
    await api.answer(json({ status: 409, code: 'saved_listing_limit', message: 'Too many' }, 409));
    await waitFor(() => expect(pressed(card)).toBe('false'));
    expect(pressed(popup)).toBe('false');
    expect(api.calls.some((c) => c.url === '/api/events')).toBe(false);
  });

  it('asks a visitor to sign in, and keeps the listing to favourite after', async () => {
    server({ user: null, account: null });
    const [card] = twoHearts();
    await userEvent.click(card);
    // The sign-in prompt (a native dialog) offers Log In and Sign Up.
    expect((await screen.findByText('Log In')).getAttribute('href')).toContain('/user/login');
    expect(sessionStorage.getItem('hearth.pendingFavourite')).toBe('ML100');
    expect(pressed(card)).toBe('false');
  });

  it('asks nothing of the saved listings for a visitor who is not signed in', async () => {
    const api = server({ user: null, account: null });
    render(
      <Providers>
        {['ML1', 'ML2', 'ML3', 'ML4'].map((id) => (
          <FavouriteButton key={id} listingId={id} label={`Save ${id}`} />
        ))}
      </Providers>,
    );
    await waitFor(() => expect(api.calls.some((c) => c.url === '/api/session')).toBe(true));
    // A second of the clock, at once: the hearts have long settled.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(api.calls.filter((c) => c.url === '/api/session')).toHaveLength(1);
    expect(api.calls.some((c) => c.url.startsWith('/mls/v1/saved-listing'))).toBe(false);
  });

  it('asks for the saved listings once for every heart of a signed-in person', async () => {
    const api = server();
    const [card, popup] = twoHearts();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.url === '/mls/v1/saved-listing')).toHaveLength(1),
    );
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(api.calls.filter((c) => c.url === '/mls/v1/saved-listing')).toHaveLength(1);
    expect(pressed(card)).toBe('false');
    expect(pressed(popup)).toBe('false');
  });
});
