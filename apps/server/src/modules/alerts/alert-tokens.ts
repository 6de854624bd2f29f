/**
 * Unsubscribe tokens: signed, single-purpose and without an end, so the link in any alert ever
 * sent keeps working without signing in. A token names its purpose, the user and what it stops
 * (one saved search, one listing group, or all alerts); its signature covers all of them, so it
 * cannot be turned into a token for another search or another person. The key is random, made
 * once and kept in the database, so every server process and every restart reads the same.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { keepTokenKey, readAlertState } from './alerts.repository';

export type UnsubscribeTarget =
  { kind: 'search'; id: string } | { kind: 'group'; id: string } | { kind: 'all' };

export interface UnsubscribeClaim {
  userId: string;
  target: UnsubscribeTarget;
}

const PURPOSE = 'alert-unsubscribe';
const CODES = { search: 's', group: 'g', all: 'a' } as const;

function payload({ userId, target }: UnsubscribeClaim): string {
  return [PURPOSE, userId, CODES[target.kind], target.kind === 'all' ? '' : target.id].join('.');
}

export class AlertTokens {
  constructor(private readonly key: string) {}

  /** The key kept in the database (made on first use). */
  static async load(db: Kysely<Database>): Promise<AlertTokens> {
    const kept = (await readAlertState(db)).tokenKey;
    return new AlertTokens(kept ?? (await keepTokenKey(db, randomBytes(32).toString('hex'))));
  }

  private sign(text: string): Buffer {
    return createHmac('sha256', this.key).update(text).digest();
  }

  issue(claim: UnsubscribeClaim): string {
    const body = payload(claim);
    return `${Buffer.from(body).toString('base64url')}.${this.sign(body).toString('base64url')}`;
  }

  /** The claim of a genuine token; null for anything else. */
  read(token: string): UnsubscribeClaim | null {
    const [encoded, signature, extra] = token.split('.');
    if (!encoded || !signature || extra !== undefined) return null;
    const body = Buffer.from(encoded, 'base64url').toString();
    const expected = this.sign(body);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const [purpose, userId, code, id] = body.split('.');
    if (purpose !== PURPOSE || !userId || !/^\d+$/.test(userId)) return null;
    if (code === 'a' && id === '') return { userId, target: { kind: 'all' } };
    if (!id || !/^\d+$/.test(id)) return null;
    if (code === 's') return { userId, target: { kind: 'search', id } };
    if (code === 'g') return { userId, target: { kind: 'group', id } };
    return null;
  }
}
