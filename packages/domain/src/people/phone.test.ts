import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayPhone, formatPhone, formatPhoneInput, normalisePhone } from './phone';

describe('phones (public-site.md §5)', () => {
  it('normalises to digits and displays (NNN) NNN-NNNN', () => {
    expect(normalisePhone('916.555.0142')).toEqual({ ok: true, value: { digits: '9165550142' } });
    expect(displayPhone('+1 916 555 0142')).toBe('(916) 555-0142');
  });

  it('keeps an extension after x', () => {
    expect(displayPhone('916-555-0142 ext. 12')).toBe('(916) 555-0142 x12');
    expect(displayPhone('9165550142x7')).toBe('(916) 555-0142 x7');
  });

  it('shows text that is not a phone number as given, and explains why', () => {
    expect(displayPhone('call the office')).toBe('call the office');
    expect(normalisePhone('555-0142')).toEqual({
      ok: false,
      error: 'A phone number needs 10 digits',
    });
    expect(displayPhone(null)).toBe('');
  });

  it('formats the telephone input 3-3-4 with dashes as it is typed', () => {
    expect(formatPhoneInput('916')).toBe('916');
    expect(formatPhoneInput('9165')).toBe('916-5');
    expect(formatPhoneInput('(916) 555-01')).toBe('916-555-01');
    expect(formatPhoneInput('916555014299')).toBe('916-555-0142');
  });

  it('gives a number or an error for any text, and round-trips what it formats', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const phone = normalisePhone(text);
        if (phone.ok) expect(normalisePhone(formatPhone(phone.value))).toEqual(phone);
        else expect(phone.error).toBe('A phone number needs 10 digits');
      }),
    );
    const digits = fc.stringMatching(/^\d{10}$/);
    const extension = fc.option(fc.stringMatching(/^\d{1,5}$/), { nil: undefined });
    fc.assert(
      fc.property(digits, extension, (d, ext) => {
        const phone = ext === undefined ? { digits: d } : { digits: d, extension: ext };
        expect(normalisePhone(formatPhone(phone))).toEqual({ ok: true, value: phone });
      }),
    );
  });

  it('formats any input as 3-3-4 groups of its first 10 digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const formatted = formatPhoneInput(text);
        expect(formatted).toMatch(/^(\d{1,3}(-\d{1,3}(-\d{1,4})?)?)?$/);
        expect(formatted.replaceAll('-', '')).toBe(text.replace(/\D/g, '').slice(0, 10));
      }),
    );
  });
});
