import { describe, expect, it } from 'vitest';
import {
  detectDirectoryMode,
  directoryRequestFilters,
  switchDirectoryMode,
  withDirectoryArea,
} from './directory-mode';

describe('directory mode (public-site.md §4)', () => {
  it('defaults to agent', () => {
    expect(detectDirectoryMode({})).toBe('agent');
  });

  it('is detected from which name or city field is filled', () => {
    expect(detectDirectoryMode({ 'MemberLastName[like]': 'Lee' })).toBe('agent');
    expect(detectDirectoryMode({ OfficeCity: 'Davis' })).toBe('office');
    expect(detectDirectoryMode({ 'OfficeName[like]': 'Hearth' })).toBe('office');
    expect(detectDirectoryMode({ searchBy: 'office', MemberLastName: 'Lee' })).toBe('office');
  });

  it('agent to office clears the place search, resets sort and offset, clears geohash', () => {
    expect(
      switchDirectoryMode(
        {
          OfficeCity: 'Davis',
          MemberLastName: 'Lee',
          geohash: 'a,b',
          sortBy: 'MemberLastName',
          offset: 40,
          limit: 20,
        },
        'office',
      ),
    ).toEqual({ limit: 20, searchBy: 'office', sortBy: 'OfficeName', offset: 0 });
  });

  it('office to agent clears the agent name fields, sorts by OfficeName, offset 0', () => {
    expect(
      switchDirectoryMode(
        { 'MemberFullName[like]': 'Ann', OfficeCity: 'Davis', offset: 40 },
        'agent',
      ),
    ).toEqual({
      OfficeCity: 'Davis',
      searchBy: 'agent',
      sortBy: 'OfficeName',
      offset: 0,
    });
  });

  it('lets a polygon and the map box replace each other', () => {
    expect(withDirectoryArea({ geohash: 'a,b' }, { poly: '0 0,1 0,1 1,0 0' })).toEqual({
      poly: '0 0,1 0,1 1,0 0',
      offset: 0,
    });
    expect(withDirectoryArea({ poly: 'x' }, { geohash: 'a,b' })).toEqual({
      geohash: 'a,b',
      offset: 0,
    });
  });

  it('forces Active members or offices and excludes the configured association (§5, §7)', () => {
    expect(directoryRequestFilters('agent', { searchBy: 'agent' }, 'XYZ')).toEqual({
      order: 'asc',
      MemberStatus: 'Active',
      'MemberAOR[ne]': 'XYZ',
    });
    expect(directoryRequestFilters('office', {})).toEqual({ order: 'asc', OfficeStatus: 'Active' });
  });
});
