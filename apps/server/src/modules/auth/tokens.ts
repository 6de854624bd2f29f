import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token of 256 random bits, as base64url text (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The form a token is stored in: its sha256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
