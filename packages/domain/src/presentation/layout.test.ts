import { describe, expect, it } from 'vitest';
import {
  defaultViewMode,
  effectiveViewMode,
  gridColumns,
  isPhoneLayout,
  layoutWidth,
} from './layout';
import { pageLinkCount } from './results-header';

describe('grid columns (public-site.md §2, ARCHITECTURE.md decision)', () => {
  it.each([
    [639, 1],
    [640, 3],
    [1024, 3],
    [1025, 4],
    [1280, 4],
    [1281, 5],
    [1920, 5],
    [1921, 6],
  ])('%s px → %s columns', (width, columns) => expect(gridColumns(width)).toBe(columns));
});

describe('view mode (public-site.md §2)', () => {
  it('defaults to map+grid wider than 768 px, otherwise grid', () => {
    expect(defaultViewMode(769)).toBe('map+grid');
    expect(defaultViewMode(768)).toBe('grid');
  });

  it('falls back to grid without maps or in agent search', () => {
    expect(effectiveViewMode('map', { mapsEnabled: false })).toBe('grid');
    expect(effectiveViewMode('map+grid', { mapsEnabled: true, agentSearch: true })).toBe('grid');
    expect(effectiveViewMode('map', { mapsEnabled: true })).toBe('map');
  });
});

describe('isPhoneLayout', () => {
  it("is a phone below 576 px (§2: the spec's narrowest layout ends at 575)", () => {
    expect([390, 575, 576, 768].map(isPhoneLayout)).toEqual([true, true, false, false]);
  });
});

describe('layoutWidth', () => {
  it('gives the same columns, view mode and page links as the width it stands for', () => {
    for (let width = 200; width <= 2600; width += 1) {
      const stand = layoutWidth(width);
      expect(gridColumns(stand)).toBe(gridColumns(width));
      expect(defaultViewMode(stand)).toBe(defaultViewMode(width));
      expect(pageLinkCount(stand)).toBe(pageLinkCount(width));
      expect(isPhoneLayout(stand)).toBe(isPhoneLayout(width));
    }
    // A phone a few pixels wider than another lays out alike.
    expect(layoutWidth(400)).toBe(layoutWidth(412));
    expect(layoutWidth(1279)).toBe(layoutWidth(1280));
  });
});
