/** The SQL of unsubscribing from alerts by a token: who it names, what it stops, and the stop. */
import { sql, type Kysely } from 'kysely';
import type { Database, NotificationFrequency } from '../../db/schema';
import type { UnsubscribeTarget } from './alert-tokens';

type Db = Kysely<Database>;

/** The language of a user, or undefined when there is no such user. */
export async function userLanguage(db: Db, userId: string) {
  const user = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.language;
}

/** Whether the user exists and has any saved search or listing group still sending alerts. */
export async function userAlertState(
  db: Db,
  userId: string,
): Promise<{ exists: boolean; sending: boolean }> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return { exists: false, sending: false };
  const { rows } = await sql<{ sending: boolean }>`
    select exists (select 1 from saved_searches
        where user_id = ${userId} and notification_frequency <> 'never')
      or exists (select 1 from saved_listing_groups
        where user_id = ${userId} and notification_frequency <> 'never') as sending`.execute(db);
  return { exists: true, sending: rows[0]?.sending === true };
}

/** A saved search or listing group of the user's: its name and frequency. */
export async function subscriptionOf(
  db: Db,
  kind: 'search' | 'group',
  id: string,
  userId: string,
): Promise<{ name: string | null; notification_frequency: NotificationFrequency } | undefined> {
  const table = kind === 'search' ? 'saved_searches' : 'saved_listing_groups';
  return db
    .selectFrom(table)
    .select(['name', 'notification_frequency'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Sets what the target names to never and skips its pending alert items, in one transaction. */
export async function stopAlerts(db: Db, userId: string, target: UnsubscribeTarget): Promise<void> {
  await db.transaction().execute(async (trx) => {
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
}
