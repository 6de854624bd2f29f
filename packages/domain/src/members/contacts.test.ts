import { describe, expect, it } from 'vitest';
import { contactMatches, isValidRating, shouldSaveFieldEdit, validateNewContact } from './contacts';

describe('contact rules (members-area.md §5)', () => {
  it('needs first and last names of at least 2 characters and an e-mail; phone optional', () => {
    expect(
      validateNewContact({ firstName: 'Al', lastName: 'Li', email: 'al@example.com' }).valid,
    ).toBe(true);
    expect(validateNewContact({ firstName: 'A', lastName: 'Li', email: 'al' }).message).toBe(
      'Please Check First Name, Email',
    );
    expect(
      validateNewContact({
        firstName: 'Al',
        lastName: 'Li',
        email: 'al@example.com',
        phoneNumber: '555',
      }).valid,
    ).toBe(false);
  });

  it('searches name or e-mail, case-insensitively', () => {
    const contact = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };
    expect(contactMatches(contact, 'LEE')).toBe(true);
    expect(contactMatches(contact, 'example')).toBe(true);
    expect(contactMatches(contact, 'bob')).toBe(false);
  });

  it('rates from 1 to 5 stars', () => {
    expect(isValidRating(1)).toBe(true);
    expect(isValidRating(5)).toBe(true);
    expect(isValidRating(0)).toBe(false);
    expect(isValidRating(6)).toBe(false);
  });

  it('saves a field edit only when non-empty and changed', () => {
    expect(shouldSaveFieldEdit('Ann', 'Ann ')).toBe(false);
    expect(shouldSaveFieldEdit('Ann', '')).toBe(false);
    expect(shouldSaveFieldEdit('Ann', 'Anne')).toBe(true);
  });
});
