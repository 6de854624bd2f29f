/** SQL of the embedded AMS (migration 0018_ams) and of calendar feed tokens. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export function invoicesOfMember(db: Db, memberId: string) {
  return db
    .selectFrom('ams_invoices')
    .select([
      'id',
      'number',
      'description',
      'amount',
      sql<string>`issued_on::text`.as('issued_on'),
      sql<string>`due_on::text`.as('due_on'),
      sql<string | null>`paid_on::text`.as('paid_on'),
      'pay_url',
    ])
    .where('member_id', '=', memberId)
    .orderBy('due_on', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

const eventColumns = [
  'id',
  'title',
  'starts_at',
  'ends_at',
  'location',
  'online_url',
  'description',
  'registration_url',
  'capacity',
  'seats_taken',
] as const;

export function eventsBetween(db: Db, from: Date, to: Date) {
  return db
    .selectFrom('ams_events')
    .select(eventColumns)
    .where('starts_at', '<', to)
    .where('ends_at', '>=', from)
    .orderBy('starts_at')
    .orderBy('id')
    .limit(1000)
    .execute();
}
export type EventRow = Awaited<ReturnType<typeof eventsBetween>>[number];

export function findEvent(db: Db, id: string) {
  return db.selectFrom('ams_events').select(eventColumns).where('id', '=', id).executeTakeFirst();
}

export function committeesOfMember(db: Db, memberId: string) {
  return db
    .selectFrom('ams_committee_members as cm')
    .innerJoin('ams_committees as c', 'c.id', 'cm.committee_id')
    .select([
      'c.id',
      'c.name',
      'c.description',
      'cm.role',
      'c.next_meeting_at',
      'c.next_meeting_place',
    ])
    .where('cm.member_id', '=', memberId)
    .orderBy('c.name')
    .execute();
}

export function educationOfMember(db: Db, memberId: string) {
  return db
    .selectFrom('education_records')
    .select([
      'id',
      'course_name',
      'provider',
      'category',
      sql<string>`start_date::text`.as('start_date'),
      sql<string | null>`completion_date::text`.as('completion_date'),
      'grade',
      'attended',
      'credits',
    ])
    .where('member_id', '=', memberId)
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The member an account belongs to, as the AMS is asked about them. */
export function amsMemberOf(db: Db, memberId: string) {
  return db
    .selectFrom('members')
    .select(['id', 'member_key', 'member_email'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** Replaces the account's feed token (only its hash is kept). */
export async function saveFeedToken(db: Db, accountId: string, tokenHash: string): Promise<void> {
  await db
    .insertInto('calendar_feed_tokens')
    .values({ account_id: accountId, token_hash: tokenHash })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet({ token_hash: tokenHash, created_at: sql`now()` }),
    )
    .execute();
}

/** The active account a feed token belongs to. */
export function accountOfFeedToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('calendar_feed_tokens as t')
    .innerJoin('accounts as a', 'a.id', 't.account_id')
    .select(['a.id', 'a.member_id'])
    .where('t.token_hash', '=', tokenHash)
    .where('a.status', '=', 'active')
    .executeTakeFirst();
}
