import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { AccountRole, Database, PersonLanguage } from '../../db/schema';
import type { SessionKind } from './sessions.repository';

type Db = Kysely<Database> | Transaction<Database>;

/** What signing in needs of a user or an account. */
export interface Credentials {
  id: string;
  email: string;
  first_name: string;
  password_hash: string | null;
  status: string;
  language: PersonLanguage;
  roles: AccountRole[];
}

/**
 * The credentials of a user or an account matching `where`: users have no roles, so theirs is an
 * empty list, and both kinds answer with the same shape.
 */
function findCredentials(
  db: Db,
  kind: SessionKind,
  where: { column: 'id'; value: string } | { column: 'email'; value: string },
): Promise<Credentials | undefined> {
  // Both are bound parameters; the column is chosen here, never by the caller's text.
  const match =
    where.column === 'email'
      ? sql<SqlBool>`lower(email) = ${where.value.toLowerCase()}`
      : sql<SqlBool>`id = ${where.value}`;
  if (kind === 'user') {
    return db
      .selectFrom('users')
      .select([
        'id',
        'email',
        'first_name',
        'password_hash',
        'status',
        'language',
        sql<AccountRole[]>`'{}'::text[]`.as('roles'),
      ])
      .where(match)
      .executeTakeFirst();
  }
  return db
    .selectFrom('accounts')
    .select(['id', 'email', 'first_name', 'password_hash', 'status', 'language', 'roles'])
    .where(match)
    .executeTakeFirst();
}

export function findCredentialsByEmail(
  db: Db,
  kind: SessionKind,
  email: string,
): Promise<Credentials | undefined> {
  return findCredentials(db, kind, { column: 'email', value: email });
}

export function findCredentialsById(
  db: Db,
  kind: SessionKind,
  id: string,
): Promise<Credentials | undefined> {
  return findCredentials(db, kind, { column: 'id', value: id });
}

export async function insertUser(
  db: Db,
  user: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    language: PersonLanguage;
    status?: 'pending' | 'active';
  },
): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      password_hash: user.passwordHash,
      language: user.language,
      status: user.status ?? 'pending',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPassword(db: Db, kind: SessionKind, id: string, passwordHash: string) {
  const values = {
    password_hash: passwordHash,
    password_changed_at: sql<Date>`now()`,
    updated_at: sql<Date>`now()`,
  };
  if (kind === 'user') await db.updateTable('users').set(values).where('id', '=', id).execute();
  else await db.updateTable('accounts').set(values).where('id', '=', id).execute();
}

/** Marks a pending person active; false when there was nothing to activate. */
export async function activate(db: Db, kind: SessionKind, id: string): Promise<boolean> {
  const table = kind === 'user' ? 'users' : 'accounts';
  const result = await db
    .updateTable(table)
    .set({ status: 'active', updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setUserEmail(db: Db, id: string, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
