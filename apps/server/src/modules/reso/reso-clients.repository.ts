/** The clients of our RESO Web API and their tokens (kept only as sha256). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export function insertClient(
  db: Db,
  values: { name: string; tokenHash: string; tokenHint: string; requestsPerMinute: number },
) {
  return db
    .insertInto('reso_clients')
    .values({
      name: values.name,
      token_hash: values.tokenHash,
      token_hint: values.tokenHint,
      requests_per_minute: values.requestsPerMinute,
    })
    .returning(['id', 'name', 'token_hint', 'requests_per_minute', 'created_at'])
    .executeTakeFirstOrThrow();
}

export function findActiveClientByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('reso_clients')
    .select(['id', 'name', 'requests_per_minute'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export function listClients(db: Db) {
  return db
    .selectFrom('reso_clients')
    .select([
      'id',
      'name',
      'token_hint',
      'requests_per_minute',
      'created_at',
      'last_used_at',
      'revoked_at',
    ])
    .orderBy('id')
    .execute();
}

export async function revokeClient(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('reso_clients')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function touchClient(db: Db, id: string): Promise<void> {
  await db
    .updateTable('reso_clients')
    .set({ last_used_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}
