import type { ListingFilters } from '@hearth/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../../../config/settings';
import { SettingsProvider } from '../../../../config/settings-context';
import { i18n } from '../../../../shared/lib/i18n';
import { PlaceSearch } from './place-search';

type Bundle = Record<string, { field: string; value: string; count: number }[]>;
const place = (field: string, value: string, count = 10) => ({ field, value, count });

/** Suggestions as the search API sends them, per typed text (lower-cased). */
const answers: Record<string, Bundle> = {
  davis: {
    City: [place('City', 'Davis')],
    ElementarySchoolDistrict: [place('ElementarySchoolDistrict', 'Davis Joint Unified')],
  },
  sacramneto: {
    City: [place('City', 'Sacramento', 900), place('City', 'West Sacramento', 80)],
  },
  sacramento: {
    City: [place('City', 'Sacramento', 900)],
    CountyOrParish: [place('CountyOrParish', 'Sacramento', 1200)],
  },
};

function Harness({ initial }: { initial: ListingFilters }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const [filters, setFilters] = useState(initial);
  return (
    <SettingsProvider settings={defaultSettings}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <PlaceSearch filters={filters} onChange={setFilters} />
          <output data-testid="filters">{JSON.stringify(filters)}</output>
        </QueryClientProvider>
      </I18nextProvider>
    </SettingsProvider>
  );
}

function searched(): Record<string, unknown> {
  return JSON.parse(screen.getByTestId('filters').textContent ?? '{}') as Record<string, unknown>;
}

describe('the place search box', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const q = new URL(String(input), 'http://localhost').searchParams.get('q') ?? '';
        const bundle = answers[q.toLowerCase()] ?? {};
        return new Response(JSON.stringify({ success: true, status: 200, bundle }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes straight to the one place named exactly as typed, and keeps it in the box', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ 'PropertyType[in]': ['RESI'] }} />);
    const box = screen.getByRole('combobox');
    await user.type(box, 'Davis{Enter}');
    await waitFor(() => expect(searched()).toMatchObject({ City: 'Davis' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(box).toHaveProperty('value', 'Davis');
  });

  it('asks "Did you mean Sacramento?" for a misspelling and searches the one chosen', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{}} />);
    await user.type(screen.getByRole('combobox'), 'Sacramneto{Enter}');
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('Did you mean Sacramento?');
    const choices = dialog.querySelectorAll('li button');
    expect(choices).toHaveLength(2);
    await user.click(choices[0]!);
    await waitFor(() => expect(searched()).toMatchObject({ City: 'Sacramento' }));
    expect(screen.getByRole('combobox')).toHaveProperty('value', 'Sacramento');
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('lets the visitor choose between places of the same name', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{}} />);
    await user.type(screen.getByRole('combobox'), 'sacramento{Enter}');
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('Did you Mean...');
    expect(dialog.querySelectorAll('li button')).toHaveLength(2);
    expect(searched()).toEqual({});
  });

  it('shows the place already searched', () => {
    render(<Harness initial={{ PostalCode: '95618' }} />);
    expect(screen.getByRole('combobox')).toHaveProperty('value', '95618');
  });
});
