/**
 * Unsubscribing from alerts by a token, without signing in: the token names the user and what
 * it stops, and is honoured only while that search or group is still the user's. Stopping sets
 * the frequency to never and skips what was waiting to be sent, at once.
 */
import type { AlertSubscription } from '@hearth/contracts';
import type { AlertLanguage } from '@hearth/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { AlertTokens, type UnsubscribeClaim } from './alert-tokens';

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
    const user = await this.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', claim.userId)
      .executeTakeFirst();
    return user ? user.language : null;
  }

  /** What the token stops, as it stands. */
  async describe(token: string): Promise<AlertSubscription> {
    const { userId, target } = await this.claim(token);
    if (target.kind === 'all') {
      const user = await this.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) throw notFound('invalid_token', INVALID);
      const { rows } = await sql<{ sending: boolean }>`
        select exists (select 1 from saved_searches
            where user_id = ${userId} and notification_frequency <> 'never')
          or exists (select 1 from saved_listing_groups
            where user_id = ${userId} and notification_frequency <> 'never') as sending`.execute(
        this.db,
      );
      return { kind: 'all', name: null, frequency: rows[0]?.sending ? 'instantly' : 'never' };
    }
    const table = target.kind === 'search' ? 'saved_searches' : 'saved_listing_groups';
    const row = await this.db
      .selectFrom(table)
      .select(['name', 'notification_frequency'])
      .where('id', '=', target.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound('invalid_token', INVALID);
    return { kind: target.kind, name: row.name, frequency: row.notification_frequency };
  }

  /** Sets the frequency of what the token stops to never. */
  async unsubscribe(token: string): Promise<AlertSubscription> {
    const described = await this.describe(token);
    const { userId, target } = await this.claim(token);
    await this.db.transaction().execute(async (trx) => {
      const never = { notification_frequency: 'never' as const, updated_at: sql<Date>`now()` };
      const items = trx
        .updateTable('alert_items')
        .set({ status: 'skipped' })
        .where('status', '=', 'pending')
        .where('user_id', '=', userId);
      if (target.kind === 'search') {
        await trx.updateTable('saved_searches').set(never).where('id', '=', target.id).execute();
        await items.where('saved_search_id', '=', target.id).execute();
      } else if (target.kind === 'group') {
        await trx
          .updateTable('saved_listing_groups')
          .set(never)
          .where('id', '=', target.id)
          .execute();
        await items.where('saved_listing_group_id', '=', target.id).execute();
      } else {
        await trx.updateTable('saved_searches').set(never).where('user_id', '=', userId).execute();
        await trx
          .updateTable('saved_listing_groups')
          .set(never)
          .where('user_id', '=', userId)
          .execute();
        await items.execute();
      }
    });
    return { ...described, frequency: 'never' };
  }
}
