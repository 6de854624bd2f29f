/**
 * Unsubscribing from alerts by a token, without signing in: the token names the user and what
 * it stops, and is honoured only while that search or group is still the user's. Stopping sets
 * the frequency to never and skips what was waiting to be sent, at once.
 */
import type { AlertSubscription } from '@hearth/contracts';
import type { AlertLanguage } from '@hearth/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { AlertTokens, type UnsubscribeClaim } from './alert-tokens';
import {
  stopAlerts,
  subscriptionOf,
  userAlertState,
  userLanguage,
} from './alert-unsubscribe.repository';

const INVALID = 'This unsubscribe link is not valid (or what it stops no longer exists).';

export class AlertUnsubscribeService {
  private tokens: AlertTokens | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  private async claim(token: string): Promise<UnsubscribeClaim> {
    this.tokens ??= await AlertTokens.load(this.db);
    const claim = this.tokens.read(token);
    if (!claim) throw notFound('invalid_token', INVALID);
    return claim;
  }

  /** The language of the person a token belongs to (null: not a valid token of anyone). */
  async language(token: string): Promise<AlertLanguage | null> {
    this.tokens ??= await AlertTokens.load(this.db);
    const claim = this.tokens.read(token);
    if (!claim) return null;
    return (await userLanguage(this.db, claim.userId)) ?? null;
  }

  /** What the token stops, as it stands. */
  async describe(token: string): Promise<AlertSubscription> {
    const { userId, target } = await this.claim(token);
    if (target.kind === 'all') {
      const state = await userAlertState(this.db, userId);
      if (!state.exists) throw notFound('invalid_token', INVALID);
      return { kind: 'all', name: null, frequency: state.sending ? 'instantly' : 'never' };
    }
    const row = await subscriptionOf(this.db, target.kind, target.id, userId);
    if (!row) throw notFound('invalid_token', INVALID);
    return { kind: target.kind, name: row.name, frequency: row.notification_frequency };
  }

  /** Sets the frequency of what the token stops to never. */
  async unsubscribe(token: string): Promise<AlertSubscription> {
    const described = await this.describe(token);
    const { userId, target } = await this.claim(token);
    await stopAlerts(this.db, userId, target);
    return { ...described, frequency: 'never' };
  }
}
