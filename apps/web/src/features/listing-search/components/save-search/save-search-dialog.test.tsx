import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../../../config/settings';
import { SettingsProvider } from '../../../../config/settings-context';
import { i18n } from '../../../../shared/lib/i18n';
import SaveSearchDialog from './save-search-dialog';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const folsom = {
  id: '5',
  name: 'Folsom homes',
  notificationFrequency: 'instantly',
  subscriptions: {
    openHouses: { enabled: true, lastRunAt: null },
    virtualTour: { enabled: false, lastRunAt: null },
  },
  query: { City: 'Folsom', 'PropertyType[in]': ['RESI'] },
  notes: null,
  userId: '7',
  agentId: null,
  contactId: null,
  configId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function server() {
  const calls: { method: string; url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ method, url, body });
      if (url === '/mls/v1/saved-search' && method === 'GET') return json({ results: [folsom] });
      if (url === '/mls/v1/saved-search' && method === 'POST') {
        return json({ message: 'Saved', results: { ...folsom, id: '6', name: body.name } });
      }
      if (url === '/mls/v1/saved-search/5') {
        return json({ message: 'Updated Saved Search: Folsom homes', results: folsom });
      }
      return json({}, 404);
    }),
  );
  return calls;
}

function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <SettingsProvider settings={defaultSettings}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </I18nextProvider>
    </SettingsProvider>
  );
}

function open(filters: Record<string, unknown>, total = 120) {
  const onSavedNew = vi.fn();
  const onClose = vi.fn();
  render(
    <Providers>
      <SaveSearchDialog
        filters={{ 'PropertyType[in]': ['RESI'], ...filters }}
        active={filters}
        total={total}
        onClose={onClose}
        onSavedNew={onSavedNew}
      />
    </Providers>,
  );
  return { onSavedNew, onClose };
}

describe('the save-search dialog', () => {
  // jsdom has no CSS.escape, which React Aria's dialog uses.
  beforeEach(() => {
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers Update for a search that came from a saved search, and overwrites its query', async () => {
    const calls = server();
    const { onSavedNew, onClose } = open({
      City: 'Folsom',
      'BedroomsTotal[gte]': 3,
      savedSearchId: '5',
      offset: 24,
    });
    const update = await screen.findByRole('radio', { name: 'Update Folsom homes' });
    expect((update as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Folsom homes');
    expect((screen.getByLabelText('E-mail me') as HTMLSelectElement).value).toBe('instantly');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/mls/v1/saved-search/5');
    expect(patch?.body.query).toEqual({
      City: 'Folsom',
      'BedroomsTotal[gte]': 3,
      'PropertyType[in]': ['RESI'],
    });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(onSavedNew).not.toHaveBeenCalled();
  });

  it('Save New makes another search, whose id becomes the active savedSearchId', async () => {
    const calls = server();
    const { onSavedNew } = open({ City: 'Folsom', savedSearchId: '5' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Save New' }));
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    // Save New starts from the site's defaults, not the saved search's.
    expect(name.value).toBe('');
    expect((screen.getByLabelText('E-mail me') as HTMLSelectElement).value).toBe('daily');
    await userEvent.type(name, 'Folsom, bigger');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSavedNew).toHaveBeenCalledWith('6'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ name: 'Folsom, bigger', notificationFrequency: 'daily' });
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it("offers only Save New without a savedSearchId, and says 'Missing Name' for a short name", async () => {
    const calls = server();
    open({ City: 'Folsom' });
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.type(screen.getByLabelText('Name'), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Missing Name');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows 'Please Refine Your Search' past 1,000 results", async () => {
    server();
    open({}, 1001);
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(screen.getByText('Please Refine Your Search')).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
  });
});
