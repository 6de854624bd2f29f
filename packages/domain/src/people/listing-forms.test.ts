import { describe, expect, it } from 'vitest';
import {
  CONTACT_FORM_INVALID_MESSAGE,
  canConfirmShare,
  contactPrefill,
  listingLead,
  validateContactForm,
  validateShareForm,
} from './listing-forms';

const share = {
  fromName: 'Ann',
  fromEmail: 'ann@example.com',
  toName: 'Bo',
  toEmail: 'bo@example.com',
};

describe('share form (public-site.md §5)', () => {
  it('requires fromName, fromEmail (email), toName and toEmail (email)', () => {
    expect(validateShareForm(share).valid).toBe(true);
    expect(validateShareForm({ ...share, toEmail: 'bo' }).message).toBe('Please Check To Email');
    expect(validateShareForm({}).invalidFields).toEqual([
      'fromName',
      'fromEmail',
      'toName',
      'toEmail',
    ]);
  });

  it('confirms only when the captcha is solved (if a key is set) and the form validates', () => {
    expect(canConfirmShare({ captchaKeySet: true, captchaSolved: false, values: share })).toBe(
      false,
    );
    expect(canConfirmShare({ captchaKeySet: true, captchaSolved: true, values: share })).toBe(true);
    expect(canConfirmShare({ captchaKeySet: false, captchaSolved: false, values: share })).toBe(
      true,
    );
    expect(canConfirmShare({ captchaKeySet: false, captchaSolved: false, values: {} })).toBe(false);
  });
});

describe('contact form (public-site.md §2, §5)', () => {
  it('needs a name and an e-mail, and a date and time for a tour', () => {
    expect(validateContactForm({ name: 'Ann', email: 'ann@example.com' }).valid).toBe(true);
    expect(
      validateContactForm({ name: 'Ann', email: 'ann@example.com', scheduleTour: true })
        .invalidFields,
    ).toEqual(['tourDate', 'tourTime']);
    expect(CONTACT_FORM_INVALID_MESSAGE).toBe('Something went wrong');
  });

  it('pre-fills and locks name and e-mail for a signed-in visitor', () => {
    expect(contactPrefill({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' })).toEqual(
      {
        name: 'Ann Lee',
        email: 'ann@example.com',
        readOnly: true,
      },
    );
    expect(contactPrefill(null).readOnly).toBe(false);
  });

  it("creates a lead with objectType 'listing'", () => {
    expect(listingLead('L1', { name: 'Ann' }, { agentId: 'A1', leadRouting: 'agent' })).toEqual({
      objectType: 'listing',
      objectId: 'L1',
      fields: { name: 'Ann' },
      agentId: 'A1',
      leadRouting: 'agent',
    });
  });
});
