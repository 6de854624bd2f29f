import { describe, expect, it } from 'vitest';
import { pageLinkCount, pageLinks, resultsHeader, totalCount } from './results-header';

describe('results header (public-site.md §2)', () => {
  it("reads 'Searching...' while loading", () => {
    expect(resultsHeader({ loading: true, total: 5, offset: 0, limit: 100 })).toBe('Searching...');
  });

  it("reads '{n} Results, Showing {a} to {b}'", () => {
    expect(resultsHeader({ loading: false, total: 1234, offset: 100, limit: 100 })).toBe(
      '1,234 Results, Showing 101 to 200',
    );
    expect(resultsHeader({ loading: false, total: { value: 150 }, offset: 100, limit: 100 })).toBe(
      '150 Results, Showing 101 to 150',
    );
  });

  it("reads 'No Matching Properties' when empty, or the directory's text", () => {
    expect(resultsHeader({ loading: false, total: 0, offset: 0, limit: 100 })).toBe(
      'No Matching Properties',
    );
    expect(
      resultsHeader(
        { loading: false, total: null, offset: 0, limit: 100 },
        'No Matching Agents or Offices',
      ),
    ).toBe('No Matching Agents or Offices');
  });

  it('reads a total given as a number or an object with a value', () => {
    expect(totalCount(7)).toBe(7);
    expect(totalCount({ value: 9 })).toBe(9);
    expect(totalCount(undefined)).toBe(0);
  });
});

describe('pagination (public-site.md §2, §9)', () => {
  it('shows 10 page links, 7 at 480 px or narrower', () => {
    expect(pageLinkCount(1024)).toBe(10);
    expect(pageLinkCount(480)).toBe(7);
    expect(pageLinks(5000, 0, 100, 1024)).toHaveLength(10);
    expect(pageLinks(5000, 0, 100, 480)).toHaveLength(7);
  });

  it('is hidden with one page or none', () => {
    expect(pageLinks(100, 0, 100, 1024)).toEqual([]);
    expect(pageLinks(0, 0, 100, 1024)).toEqual([]);
  });

  it('centres the links on the current page and gives each its offset', () => {
    const links = pageLinks(5000, 2000, 100, 1024);
    expect(links.map((l) => l.page)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(links.find((l) => l.current)).toEqual({ page: 21, offset: 2000, current: true });
    expect(pageLinks(5000, 4900, 100, 480).map((l) => l.page)).toEqual([
      44, 45, 46, 47, 48, 49, 50,
    ]);
  });
});
