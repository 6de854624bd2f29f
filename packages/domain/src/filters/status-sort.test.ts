import { describe, expect, it } from 'vitest';
import {
  SORT_OPTIONS,
  displayedSortBy,
  effectiveStatuses,
  withClosedSort,
  withStatuses,
} from './status-sort';

describe('status and sort (public-site.md §2, §4)', () => {
  it('offers ListPrice and OnMarketDate, each ascending or descending', () => {
    expect(SORT_OPTIONS).toHaveLength(4);
  });

  it('switches a ListPrice sort to ClosePrice when Closed is chosen, and back', () => {
    const closed = withClosedSort({ 'StandardStatus[in]': ['Closed'], sortBy: 'ListPrice' });
    expect(closed.sortBy).toBe('ClosePrice');
    expect(withClosedSort({ ...closed, 'StandardStatus[in]': ['Active'] }).sortBy).toBe(
      'ListPrice',
    );
    expect(withClosedSort({ 'StandardStatus[in]': ['Closed'] }).sortBy).toBe('ClosePrice');
    expect(
      withClosedSort({ 'StandardStatus[in]': ['Closed'], sortBy: 'OnMarketDate' }).sortBy,
    ).toBe('OnMarketDate');
  });

  it('shows a ClosePrice sort as ListPrice', () => {
    expect(displayedSortBy('ClosePrice')).toBe('ListPrice');
    expect(displayedSortBy('OnMarketDate')).toBe('OnMarketDate');
  });

  it('searches Coming Soon with Active unless the setting turns it off', () => {
    expect(effectiveStatuses(['Active'])).toEqual(['Active', 'Coming Soon']);
    expect(effectiveStatuses(['Active'], { comingSoonWithActive: false })).toEqual(['Active']);
    expect(effectiveStatuses(['Pending'])).toEqual(['Pending']);
  });

  it('drops Closed when Closed listings are not allowed', () => {
    expect(effectiveStatuses(['Pending', 'Closed'], { allowClosed: false })).toEqual(['Pending']);
    expect(
      withStatuses({}, ['Closed', 'Pending'], { allowClosed: false })['StandardStatus[in]'],
    ).toEqual(['Pending']);
  });

  it('falls back to Active plus Coming Soon, or Active alone, when emptied', () => {
    expect(effectiveStatuses([])).toEqual(['Active', 'Coming Soon']);
    expect(
      effectiveStatuses(['Closed'], { allowClosed: false, comingSoonWithActive: false }),
    ).toEqual(['Active']);
    expect(withStatuses({ 'StandardStatus[in]': ['Pending'] }, [])).toEqual({});
  });
});
