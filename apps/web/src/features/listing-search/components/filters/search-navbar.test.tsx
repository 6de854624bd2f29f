import type { ListingFilters } from '@hearth/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../../config/settings';
import { SettingsProvider } from '../../../../config/settings-context';
import { i18n } from '../../../../shared/lib/i18n';
import { SearchNavbar } from './search-navbar';

/**
 * The navbar beside a search that has not answered yet: a change is a route change the page
 * takes its time over, and the filters the navbar gets stay as they were until `finish` is called.
 */
function Harness() {
  const [client] = useState(() => new QueryClient());
  const [filters, setFilters] = useState<ListingFilters>({});
  return (
    <MemoryRouter>
      <SettingsProvider settings={defaultSettings}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={client}>
            <SearchNavbar
              filters={filters}
              mode="buy"
              onChange={(next) =>
                new Promise<void>((resolve) => {
                  asked.push(next);
                  finishers.push(() => {
                    setFilters(next);
                    resolve();
                  });
                })
              }
            />
          </QueryClientProvider>
        </I18nextProvider>
      </SettingsProvider>
    </MemoryRouter>
  );
}

let finishers: (() => void)[] = [];
let asked: ListingFilters[] = [];

describe('a filter checkbox of the more-filters panel', () => {
  it('shows its tick at once, before the search it starts has re-routed the page', async () => {
    finishers = [];
    asked = [];
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'More Filters' }));
    const pool = await screen.findByRole('checkbox', { name: 'Pool' }, { timeout: 5000 });

    await user.click(pool);
    // The search is asked for, and the tick is there while the page is still on its way.
    await waitFor(() => expect(asked).toEqual([{ PoolPrivateYN: 1, offset: 0 }]));
    expect((pool as HTMLInputElement).checked).toBe(true);

    // Once the page shows the new filters, the tick is theirs.
    act(() => finishers.forEach((finish) => finish()));
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Pool' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
  });
});
