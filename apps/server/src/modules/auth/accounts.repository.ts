import type { Kysely } from 'kysely';
import type { AccountRole, Database, PersonLanguage } from '../../db/schema';

export function findAccount(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('accounts')
    .select([
      'id',
      'member_id',
      'email',
      'first_name',
      'last_name',
      'roles',
      'language',
      'status',
      'created_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** The offices of a member, the primary one first. */
export function findMemberOffices(db: Kysely<Database>, memberId: string) {
  return db
    .selectFrom('office_members as om')
    .innerJoin('offices as o', 'o.id', 'om.office_id')
    .select(['o.id', 'o.office_name', 'o.office_city'])
    .where('om.member_id', '=', memberId)
    .orderBy('om.is_primary', 'desc')
    .orderBy('o.office_name')
    .execute();
}
export type OfficeRow = Awaited<ReturnType<typeof findMemberOffices>>[number];

export async function insertAccount(
  db: Kysely<Database>,
  account: {
    memberId: string | null;
    email: string;
    firstName: string;
    lastName: string;
    roles: AccountRole[];
    language: PersonLanguage;
    status: 'pending' | 'active';
    passwordHash?: string;
  },
): Promise<string> {
  const row = await db
    .insertInto('accounts')
    .values({
      member_id: account.memberId,
      email: account.email,
      first_name: account.firstName,
      last_name: account.lastName,
      roles: account.roles,
      language: account.language,
      status: account.status,
      password_hash: account.passwordHash ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
