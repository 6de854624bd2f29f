import { describe, expect, it } from 'vitest';
import { directoryHref, directoryRequest, withDirectoryFilter } from './directory-filters';

describe('directory filters', () => {
  it('goes to /directory when cleared and keeps the rest as JSON', () => {
    expect(directoryHref({})).toBe('/directory');
    expect(directoryHref({ offset: 0, OfficeCity: '' })).toBe('/directory');
    expect(directoryHref({ MemberLastName: 'Smith' })).toBe(
      `/directory?filters=${encodeURIComponent('{"MemberLastName":"Smith"}')}`,
    );
  });

  it('forces Active, excludes the association and pages by 25', () => {
    expect(
      directoryRequest('agent', { searchBy: 'agent', MemberLastName: 'Smith' }, 'PCAR'),
    ).toEqual({
      limit: 25,
      order: 'asc',
      MemberLastName: 'Smith',
      MemberStatus: 'Active',
      'MemberAOR[ne]': 'PCAR',
    });
  });

  it('leaves agent fields out of an office search', () => {
    expect(
      directoryRequest('office', { MemberLanguages: 'Spanish', OfficeCity: 'Davis' }, ''),
    ).toEqual({ limit: 25, order: 'asc', OfficeCity: 'Davis', OfficeStatus: 'Active' });
  });

  it('resets the offset on any change', () => {
    expect(withDirectoryFilter({ offset: 50, OfficeCity: 'Davis' }, 'OfficeCity', '')).toEqual({
      offset: 0,
    });
  });
});
