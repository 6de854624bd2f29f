import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, PersonLanguage } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

const profileColumns = [
  'id',
  'email',
  'first_name',
  'last_name',
  'language',
  'status',
  'photo_name',
  'photo_created_at',
  'photo_updated_at',
  'created_at',
  'updated_at',
] as const;

export function findUser(db: Db, id: string) {
  return db.selectFrom('users').select(profileColumns).where('id', '=', id).executeTakeFirst();
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

export async function updateUser(
  db: Db,
  id: string,
  changes: { first_name?: string; last_name?: string; language?: PersonLanguage },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Sets the photo's file name (inside a transaction); returns the name it replaces. */
export async function setUserPhoto(
  trx: Transaction<Database>,
  id: string,
  name: string,
): Promise<string | null> {
  const before = await trx
    .selectFrom('users')
    .select('photo_name')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  await trx
    .updateTable('users')
    .set({
      photo_name: name,
      photo_created_at: sql<Date>`coalesce(photo_created_at, now())`,
      photo_updated_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
  return before?.photo_name ?? null;
}

/** Deletes a user; sessions, links and e-mail to them go with it (on delete cascade). */
export async function deleteUser(
  db: Db,
  id: string,
): Promise<{ photo_name: string | null } | undefined> {
  await db
    .deleteFrom('audit_log')
    .where('subject_kind', '=', 'user')
    .where('subject_id', '=', id)
    .execute();
  return db.deleteFrom('users').where('id', '=', id).returning('photo_name').executeTakeFirst();
}

/** Everything stored about a user, for the download of their own data. */
export async function userDataExport(db: Db, id: string) {
  const [sessions, audit, mail] = await Promise.all([
    db
      .selectFrom('sessions')
      .select(['created_at', 'last_seen_at', 'expires_at'])
      .where('user_id', '=', id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('audit_log')
      .select(['at', 'action', 'ip'])
      .where('subject_kind', '=', 'user')
      .where('subject_id', '=', id)
      .orderBy('at')
      .execute(),
    db
      .selectFrom('outbox')
      .select(['created_at', 'kind', 'to_address', 'subject', 'status', 'sent_at'])
      .where('user_id', '=', id)
      .orderBy('created_at')
      .execute(),
  ]);
  return { sessions, audit, mail };
}

/**
 * Sets a member's photo to one of our stored avatars (inside a transaction); returns the stored
 * avatar's name it replaces, or null when the old photo was none or not ours.
 */
export async function setMemberPhoto(
  trx: Transaction<Database>,
  memberId: string,
  name: string,
  urlPrefix: string,
): Promise<string | null> {
  const before = await trx
    .selectFrom('members')
    .select('photo_url')
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  await trx
    .updateTable('members')
    .set({ photo_url: `${urlPrefix}${name}` })
    .where('id', '=', memberId)
    .execute();
  const previous = before?.photo_url;
  return previous?.startsWith(urlPrefix) ? previous.slice(urlPrefix.length) : null;
}
