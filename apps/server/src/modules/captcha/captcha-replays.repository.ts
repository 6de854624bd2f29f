import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Marks a challenge as used; false when it already was (a replay). */
export async function markChallengeUsed(
  db: Kysely<Database>,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('captcha_replays')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return row !== undefined;
}

export async function isChallengeUsed(db: Kysely<Database>, signature: string): Promise<boolean> {
  const row = await db
    .selectFrom('captcha_replays')
    .select('signature')
    .where('signature', '=', signature)
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets challenges past their expiry: they are refused as expired anyway. */
export async function deleteExpiredChallenges(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('captcha_replays')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
