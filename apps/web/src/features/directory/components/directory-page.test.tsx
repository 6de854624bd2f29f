import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../shared/lib/i18n';
import { renderApp } from '../../../test/render-app';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

function answer(url: string): Response {
  if (url.includes('/suggest/agents')) {
    return json({
      success: true,
      status: 200,
      bundle: { MemberLastName: [{ field: 'MemberLastName', value: 'Smith', count: 2 }] },
    });
  }
  if (url.startsWith('/api/directory/options')) {
    return json({
      cities: ['Davis'],
      postalCodes: [],
      counties: [],
      officeTypes: [],
      languages: [],
      designations: [],
    });
  }
  return json({ success: true, status: 200, bundle: [], total: 0, bounds: null });
}

describe('the directory screen', () => {
  let calls: string[];
  beforeEach(() => {
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        calls.push(url);
        return answer(url);
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows 'Oops!' with no match and switches to offices with their title", async () => {
    const { router } = renderApp('/directory');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find a REALTOR®' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByText('No Matching Agents or Offices')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Oops!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a new Search' }).getAttribute('href')).toBe(
      '/directory',
    );
    // Agent mode: grid only, no view switch.
    expect(screen.queryByRole('button', { name: 'Map + Grid' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Offices' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find a Real Estate Offices' }),
    ).toBeTruthy();
    const filters = JSON.parse(
      router.state.location.search.includes('filters')
        ? decodeURIComponent(router.state.location.search.slice(9))
        : '{}',
    ) as Record<string, unknown>;
    expect(filters).toMatchObject({ searchBy: 'office', sortBy: 'OfficeName' });
    expect(screen.getByRole('button', { name: 'Map + Grid' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((url) => url.includes('/search/v1/offices?'))).toBe(true),
    );
    expect(calls.find((url) => url.includes('/offices?'))).toContain('OfficeStatus=Active');
  });

  it('suggests names from 2 characters and filters by the chosen last name', async () => {
    // A fake clock that also runs on its own, so that `findBy` still polls.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderApp('/directory');
    const box = await screen.findByRole('combobox', { name: 'Agent name' }, { timeout: 5000 });
    await userEvent.type(box, 'S');
    // A second of the clock, at once: one letter has long stopped being typed.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await userEvent.type(box, 'm');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Smith (last name)' }, { timeout: 3000 }),
    );
    // Only the two letters were asked about, never the one before them.
    const suggested = calls.filter((url) => url.includes('/suggest/'));
    expect(suggested.length).toBeGreaterThan(0);
    for (const url of suggested) expect(new URL(url, 'http://x').search).toContain('Sm');
    await waitFor(() =>
      expect(decodeURIComponent(router.state.location.search)).toContain(
        '"MemberLastName":"Smith"',
      ),
    );
  });

  it('has the Spanish empty header', async () => {
    await setLanguage('es');
    renderApp('/directory');
    expect(await screen.findByText('No Hay Agentes ni Oficinas que Coincidan')).toBeTruthy();
  });
});
