import type { User, UserPatchRequest } from '@hearth/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit } from '../auth/audit.service';
import { consumerDataExport } from '../consumer/consumer-data';
import { processAvatar, type AvatarStore } from './avatar-store';
import { AVATAR_URL_PREFIX, presentUser } from './users.presenter';
import {
  deleteUser,
  findUser,
  setMemberPhoto,
  setUserPhoto,
  updateUser,
  userDataExport,
} from './users.repository';

const userNotFound = () => notFound('user_not_found', 'This user does not exist.');

export async function getUser(db: Kysely<Database>, id: string): Promise<User | null> {
  const row = await findUser(db, id);
  return row ? presentUser(row) : null;
}

/** Changes names or language; a field left out stays as it is. */
export async function changeUser(
  db: Kysely<Database>,
  id: string,
  patch: UserPatchRequest,
): Promise<User> {
  await updateUser(db, id, {
    ...(patch.firstName !== undefined ? { first_name: patch.firstName } : {}),
    ...(patch.lastName !== undefined ? { last_name: patch.lastName } : {}),
    ...(patch.language !== undefined ? { language: patch.language } : {}),
  });
  const user = await getUser(db, id);
  if (!user) throw userNotFound();
  return user;
}

/** Checks, re-encodes and stores a new photo; the old file is removed. */
export async function changeAvatar(
  db: Kysely<Database>,
  store: AvatarStore,
  id: string,
  upload: Buffer,
): Promise<User> {
  const jpeg = await processAvatar(upload);
  const name = await store.save(jpeg);
  let previous: string | null;
  try {
    previous = await db.transaction().execute((trx) => setUserPhoto(trx, id, name));
  } catch (error) {
    await store.remove(name);
    throw error;
  }
  await store.remove(previous);
  const user = await getUser(db, id);
  if (!user) throw userNotFound();
  return user;
}

/**
 * Checks, re-encodes and stores a member's new photo, shown on their profile and public page
 * from now on (the roster feed never writes a member's photo); returns its address.
 */
export async function changeMemberPhoto(
  db: Kysely<Database>,
  store: AvatarStore,
  memberId: string,
  upload: Buffer,
): Promise<string> {
  const name = await store.save(await processAvatar(upload));
  let previous: string | null;
  try {
    previous = await db
      .transaction()
      .execute((trx) => setMemberPhoto(trx, memberId, name, AVATAR_URL_PREFIX));
  } catch (error) {
    await store.remove(name);
    throw error;
  }
  await store.remove(previous);
  return `${AVATAR_URL_PREFIX}${name}`;
}

/**
 * Deletes a user and everything of theirs: the row, and with it (on delete cascade) sessions,
 * e-mailed links and pending e-mail; then the photo file. The audit log keeps only the id.
 */
export async function deleteUserAccount(
  db: Kysely<Database>,
  store: AvatarStore,
  id: string,
): Promise<void> {
  const deleted = await db.transaction().execute(async (trx) => {
    const row = await deleteUser(trx, id);
    // The log keeps that the id was deleted, without the address it was done from.
    if (row) await recordAudit(trx, { action: 'delete', kind: 'user', personId: id, ip: null });
    return row;
  });
  if (!deleted) throw userNotFound();
  await store.remove(deleted.photo_name);
}

/** A user's own data, as one JSON document. */
export async function exportUser(db: Kysely<Database>, id: string) {
  const user = await getUser(db, id);
  if (!user) throw userNotFound();
  const [related, saved] = await Promise.all([userDataExport(db, id), consumerDataExport(db, id)]);
  return { exportedAt: new Date().toISOString(), user, ...related, ...saved };
}
