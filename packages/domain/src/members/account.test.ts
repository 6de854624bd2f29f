import { describe, expect, it } from 'vitest';
import {
  accountTitle,
  addressFields,
  addressLine,
  avatarUrl,
  isAdmin,
  primaryRole,
  profileWidgetLinks,
  streetLine,
} from './account';

describe('account title and roles (members-area.md §5)', () => {
  it('titles role names in title case joined by commas', () => {
    expect(accountTitle([{ name: 'broker' }, { name: 'office admin' }])).toBe(
      'Broker, Office Admin',
    );
  });

  it('ranks broker, then agent, then member; broker is admin', () => {
    expect(primaryRole(['member', 'agent'])).toBe('agent');
    expect(primaryRole([{ name: 'Broker' }, 'agent'])).toBe('broker');
    expect(primaryRole(['user'])).toBeNull();
    expect(isAdmin(['broker'])).toBe(true);
    expect(isAdmin(['agent'])).toBe(false);
  });

  it('links the profile widget by role (§2)', () => {
    expect(profileWidgetLinks('agent').map((l) => l.label)).toEqual([
      'Education',
      'My Calendar',
      'Billing',
    ]);
    expect(profileWidgetLinks('member').map((l) => l.label)).toEqual(['My Calendar', 'Billing']);
    expect(profileWidgetLinks(null)).toEqual([]);
  });
});

describe('address fallbacks (members-area.md §5)', () => {
  it("falls back to 'Address Not Listed' and 'Street Not Listed'", () => {
    expect(addressLine({})).toBe('Address Not Listed');
    expect(streetLine({ UnparsedStreet: ' ' })).toBe('Street Not Listed');
    expect(addressLine({ UnparsedAddress: '1 Main St', InternetAddressDisplayYN: false })).toBe(
      'Address Not Listed',
    );
    expect(addressLine({ UnparsedAddress: '1 Main St' })).toBe('1 Main St');
  });

  it('gives empty strings for missing address fields', () => {
    expect(addressFields({ StreetName: 'Main' })).toMatchObject({
      StreetName: 'Main',
      City: '',
      UnitNumber: '',
    });
  });
});

describe('avatar cache parameter (members-area.md §9)', () => {
  it('versions by update time, else creation time, else the generic image', () => {
    const photo = {
      url: '/media/a.jpg',
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-02-01T00:00:00Z',
    };
    expect(avatarUrl(photo, '/user.png')).toBe(
      `/media/a.jpg?v=${Date.parse('2025-02-01T00:00:00Z')}`,
    );
    expect(avatarUrl({ ...photo, updatedAt: null, url: '/a.jpg?s=1' }, '/user.png')).toBe(
      `/a.jpg?s=1&v=${Date.parse('2025-01-01T00:00:00Z')}`,
    );
    expect(avatarUrl(null, '/user.png')).toBe('/user.png');
  });
});
