import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../shared/lib/i18n';
import { stubApi } from '../../../test/stub-api';
import { MyMarketWidget } from './my-market-widget';

const month = (m: string, closedSales: number, medianSalesPrice: number | null) => ({
  month: m,
  group: 'all' as const,
  closedSales,
  medianSalesPrice,
  averageSalesPrice: medianSalesPrice,
  newListings: 40,
  pendingSales: 30,
  inventory: 120,
  monthsSupply: 2.5,
  medianDaysOnMarket: 21,
  percentOfListPriceReceived: 99.1,
  enoughSales: closedSales >= 5,
});

/** 24 months of Davis to October 2026: 50 sales at $600,000 then, 40 at $500,000 a year before. */
const davis = {
  area: { type: 'city' as const, name: 'Davis', county: 'Yolo' },
  lastMonth: '2026-10',
  minimumSales: 5,
  updatedAt: null,
  revised: [],
  months: Array.from({ length: 24 }, (_, index) => {
    const date = new Date(Date.UTC(2024, 10 + index, 1)).toISOString().slice(0, 7);
    if (date === '2026-10') return month(date, 50, 600_000);
    if (date === '2025-10') return month(date, 40, 500_000);
    return month(date, 30, 550_000);
  }),
};

function renderWidget() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <MyMarketWidget accountId="7" />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('My market on the dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows an area's last month with its change from a year before, its trend and its files", async () => {
    stubApi((path) =>
      path === '/api/market/mine' ? [200, { source: 'areas-served', areas: [davis] }] : [404, {}],
    );
    renderWidget();
    const area = await screen.findByRole('article', { name: 'Davis market' });
    expect(within(area).getByText('October 2026')).toBeTruthy();
    const price = within(area).getByText('Median sales price').closest('div');
    expect(price?.textContent).toContain('$600,000');
    expect(price?.textContent).toContain('+20 % from a year before');
    const closed = within(area).getByText('Closed sales').closest('div');
    expect(closed?.textContent).toContain('+25 % from a year before');
    expect(
      within(area).getByRole('img', {
        name: /^Median sales price from \$500,000 in October 2025 to \$600,000 in October 2026$/,
      }),
    ).toBeTruthy();
    expect(within(area).getByRole('link', { name: 'Davis market' }).getAttribute('href')).toBe(
      '/market/city/Davis',
    );
    expect(
      within(area).getByRole('link', { name: 'Davis report (PDF)' }).getAttribute('href'),
    ).toBe('/api/market/city/Davis/report.pdf?lang=en');
    expect(
      within(area).getByRole('link', { name: 'Davis figures (CSV)' }).getAttribute('href'),
    ).toBe('/api/market/city/Davis/report.csv');
  });

  it('speaks Spanish and asks for the Spanish PDF', async () => {
    await setLanguage('es');
    stubApi((path) =>
      path === '/api/market/mine' ? [200, { source: 'office', areas: [davis] }] : [404, {}],
    );
    renderWidget();
    const widget = await screen.findByRole('region', { name: 'Mi mercado' });
    expect(await within(widget).findByText(/^La ciudad de su oficina/)).toBeTruthy();
    expect(
      (await within(widget).findByRole('link', { name: 'Informe de Davis (PDF)' })).getAttribute(
        'href',
      ),
    ).toBe('/api/market/city/Davis/report.pdf?lang=es');
  });

  it('says "not enough sales" instead of a median of too few', async () => {
    const thin = {
      ...davis,
      months: davis.months.map((m) => (m.month === '2026-10' ? month(m.month, 2, null) : m)),
    };
    stubApi((path) =>
      path === '/api/market/mine' ? [200, { source: 'areas-served', areas: [thin] }] : [404, {}],
    );
    renderWidget();
    const area = await screen.findByRole('article', { name: 'Davis market' });
    expect(within(area).getByText('Median sales price').closest('div')?.textContent).toContain(
      'not enough sales',
    );
  });
});
