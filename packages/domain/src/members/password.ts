import { err, ok, type Result } from '../result';

/** Passwords have at least 8 characters (members-area.md §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 8 characters long.',
  mismatch: 'New passwords must match',
  newHint: 'Password must be at least 8 characters long. Make it Safe!',
  repeatHint: 'This password should match your new password.',
} as const;

export interface PasswordChange {
  readonly current: string;
  readonly password: string;
  readonly repeat: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordChange, string>>;

export function validatePassword(password: string): Result<string> {
  return [...password].length >= PASSWORD_MIN_LENGTH
    ? ok(password)
    : err(PASSWORD_MESSAGES.tooShort);
}

/**
 * Checks the change-password form (§5): current, new and repeat each at least 8 characters, and
 * repeat equal to new. The dialog confirms only when no error is returned.
 */
export function validatePasswordChange(change: PasswordChange): PasswordErrors {
  const errors: Record<string, string> = {};
  for (const field of ['current', 'password', 'repeat'] as const) {
    const checked = validatePassword(change[field]);
    if (!checked.ok) errors[field] = checked.error;
  }
  if (!errors.repeat && change.repeat !== change.password)
    errors.repeat = PASSWORD_MESSAGES.mismatch;
  return errors;
}

/** A new e-mail must look like one; an empty one is ignored (§5). */
export function validateNewEmail(email: string): Result<string | null> {
  const trimmed = email.trim();
  if (trimmed === '') return ok(null);
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(trimmed)
    ? ok(trimmed)
    : err('Enter a valid email address');
}
