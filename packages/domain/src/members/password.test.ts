import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  validateNewEmail,
  validatePassword,
  validatePasswordChange,
} from './password';

describe('password rules (members-area.md §5)', () => {
  it('needs at least 8 characters', () => {
    expect(validatePassword('1234567')).toEqual({
      ok: false,
      error: 'Password must be at least 8 characters long.',
    });
    expect(validatePassword('12345678').ok).toBe(true);
  });

  it('checks current, new and repeat, and that repeat equals new', () => {
    expect(
      validatePasswordChange({ current: 'short', password: 'longenough', repeat: 'longenougH' }),
    ).toEqual({
      current: 'Password must be at least 8 characters long.',
      repeat: 'New passwords must match',
    });
    expect(
      validatePasswordChange({ current: 'oldpass12', password: 'newpass12', repeat: 'newpass12' }),
    ).toEqual({});
  });

  it('has the hints of the change-password dialog', () => {
    expect(PASSWORD_MESSAGES.newHint).toBe(
      'Password must be at least 8 characters long. Make it Safe!',
    );
    expect(PASSWORD_MESSAGES.repeatHint).toBe('This password should match your new password.');
  });

  it('checks a new e-mail and ignores an empty one', () => {
    expect(validateNewEmail('')).toEqual({ ok: true, value: null });
    expect(validateNewEmail('ann@example.com')).toEqual({ ok: true, value: 'ann@example.com' });
    expect(validateNewEmail('ann').ok).toBe(false);
  });
});
