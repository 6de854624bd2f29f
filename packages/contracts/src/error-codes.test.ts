import { describe, expect, it } from 'vitest';
import { ERROR_TEXT, errorText } from './error-codes';

describe('the error-code registry', () => {
  it.each(Object.entries(ERROR_TEXT))('%s has an English and a Spanish text', (_code, text) => {
    expect(text.en.trim()).not.toBe('');
    expect(text.es.trim()).not.toBe('');
    // A Spanish text equal to the English one is one nobody translated.
    expect(text.es).not.toBe(text.en);
  });

  it('answers by language, and nothing for a code it does not hold', () => {
    expect(errorText('email_taken', 'es')).toBe(ERROR_TEXT.email_taken.es);
    expect(errorText('email_taken', 'en')).toBe(ERROR_TEXT.email_taken.en);
    expect(errorText('toString', 'en')).toBeUndefined();
    expect(errorText('no_such_code', 'es')).toBeUndefined();
  });
});
