import { describe, expect, it } from 'vitest';
import { isFieldValid, titleize, validateForm, type FieldRule } from './form-validation';

const valid = (rule: FieldRule, value: string | boolean | null, values = {}) =>
  isFieldValid(rule, { ...values, [rule.name]: value });

describe('generic form validation (public-site.md §5)', () => {
  it('requires required fields to be non-empty', () => {
    expect(valid({ name: 'name', required: true }, '  ')).toBe(false);
    expect(valid({ name: 'name', required: true }, 'Ann')).toBe(true);
    expect(valid({ name: 'email', type: 'email' }, '')).toBe(true);
  });

  it.each<[FieldRule['type'], string, string]>([
    ['email', 'ann@example.com', 'ann@example'],
    ['url', 'https://hearth.example/path', 'hearth'],
    ['integer', '-42', '4.2'],
    ['decimal', '4.25', '4.2.5'],
    ['number', '1e3', 'ten'],
    ['phone', '916-555-0142', '555-0142'],
    ['tel', '(916) 555-0142', '916555014'],
    ['zip', '95816-1234', '9581'],
    ['date', '2025-02-28', '2025-02-30'],
    ['date', '02/28/25', '13/01/2025'],
    ['alpha', 'Sacramento', 'Sac1'],
    ['alphanumeric', 'Unit4B', 'Unit 4B'],
    ['digits', '0042', '-42'],
  ])('checks %s: %s passes, %s fails', (type, good, bad) => {
    expect(valid({ name: 'field', type }, good)).toBe(true);
    expect(valid({ name: 'field', type }, bad)).toBe(false);
  });

  it('applies min and max to the value for numbers and to the length for text', () => {
    expect(valid({ name: 'beds', type: 'number', min: 1, max: 10 }, '12')).toBe(false);
    expect(valid({ name: 'beds', type: 'integer', min: 1, max: 10 }, '3')).toBe(true);
    expect(valid({ name: 'nick', min: 2, max: 4 }, '12345')).toBe(false);
    expect(valid({ name: 'nick', min: 2, max: 4 }, 'a')).toBe(false);
    expect(valid({ name: 'nick', min: 2, max: 4 }, '12')).toBe(true);
  });

  it('requires a required checkbox or radio to be checked and a required select to be chosen', () => {
    expect(valid({ name: 'terms', type: 'checkbox', required: true }, false)).toBe(false);
    expect(valid({ name: 'terms', type: 'checkbox', required: true }, true)).toBe(true);
    expect(valid({ name: 'plan', type: 'radio', required: true }, null)).toBe(false);
    expect(valid({ name: 'state', type: 'select', required: true }, '')).toBe(false);
  });

  it('checks equality with another named field', () => {
    expect(
      valid({ name: 'repeat', equalTo: 'password' }, 'secret12', { password: 'secret12' }),
    ).toBe(true);
    expect(
      valid({ name: 'repeat', equalTo: 'password' }, 'secret13', { password: 'secret12' }),
    ).toBe(false);
  });

  it("shows 'Please Check' followed by the titleized name of each invalid field", () => {
    const check = validateForm(
      [
        { name: 'firstName', required: true },
        { name: 'to_email', type: 'email', required: true },
        { name: 'city' },
      ],
      { firstName: '', to_email: 'nope' },
    );
    expect(check).toEqual({
      valid: false,
      invalidFields: ['firstName', 'to_email'],
      message: 'Please Check First Name, To Email',
    });
    expect(titleize('fromEmail')).toBe('From Email');
    expect(validateForm([{ name: 'city' }], {}).message).toBeNull();
  });
});
