import { describe, expect, it } from 'vitest';
import {
  clusterPrecision,
  formatClusterCount,
  mapLayerFor,
  popupHeader,
  popupWidth,
} from './clusters';

describe('cluster precision by zoom (public-site.md §7)', () => {
  it.each([
    [5, 3],
    [7, 3],
    [8, 4],
    [8.9, 4],
    [9, 5],
    [12.9, 5],
    [13, 6],
    [13.9, 6],
  ])('desktop zoom %s → %s', (zoom, precision) =>
    expect(clusterPrecision(zoom, 'desktop')).toBe(precision),
  );

  it.each([
    [6, 3],
    [7, 4],
    [8.9, 4],
    [9, 5],
    [13, 6],
  ])('mobile zoom %s → %s', (zoom, precision) =>
    expect(clusterPrecision(zoom, 'mobile')).toBe(precision),
  );
});

describe('clusters and markers (public-site.md §9)', () => {
  it('shows clusters at 100 or more items, markers under 100 or at zoom 12 or more', () => {
    expect(mapLayerFor(100, 11)).toBe('clusters');
    expect(mapLayerFor(99, 5)).toBe('markers');
    expect(mapLayerFor(5000, 12)).toBe('markers');
  });

  it("shows counts over 1000 with 'k'", () => {
    expect(formatClusterCount(1000)).toBe('1000');
    expect(formatClusterCount(1500)).toBe('1.5k');
    expect(formatClusterCount(23_456)).toBe('23.5k');
  });

  it('sizes the popup at min(642, 320 × n + 2) px', () => {
    expect(popupWidth(1)).toBe(322);
    expect(popupWidth(2)).toBe(642);
    expect(popupWidth(5)).toBe(642);
  });

  it("heads the popup '{n} Listings at this Location' for several", () => {
    expect(popupHeader(3)).toBe('3 Listings at this Location');
    expect(popupHeader(2, 'offices')).toBe('2 Offices at this Location');
    expect(popupHeader(1)).toBeNull();
  });
});
