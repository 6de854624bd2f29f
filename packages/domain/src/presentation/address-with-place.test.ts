import { describe, expect, it } from 'vitest';
import { addressWithPlace } from './address-with-place';

describe('addressWithPlace', () => {
  it('adds the city, state and postal code to a street address', () => {
    expect(addressWithPlace('699 Elm St', ['Kings Beach', 'CA', '96143'])).toBe(
      '699 Elm St, Kings Beach, CA, 96143',
    );
  });

  it('does not repeat what a whole address already names', () => {
    expect(
      addressWithPlace('699 Elm St, Kings Beach, CA 96143', ['Kings Beach', 'CA', '96143']),
    ).toBe('699 Elm St, Kings Beach, CA 96143');
    expect(addressWithPlace('12 Oak Ave, Davis', ['Davis', 'CA', '95616'])).toBe(
      '12 Oak Ave, Davis, CA, 95616',
    );
  });

  it('compares without case and skips empty parts', () => {
    expect(addressWithPlace('1 Main St, FOLSOM, CA', ['Folsom', null, undefined, ''])).toBe(
      '1 Main St, FOLSOM, CA',
    );
  });

  it('looks for whole words: a state code inside a street name is not the state', () => {
    expect(addressWithPlace('12 Cabrillo Dr', ['Davis', 'CA', '95616'])).toBe(
      '12 Cabrillo Dr, Davis, CA, 95616',
    );
    expect(addressWithPlace('40 Davisville Rd, CA', ['Davis', 'CA'])).toBe(
      '40 Davisville Rd, CA, Davis',
    );
  });
});
