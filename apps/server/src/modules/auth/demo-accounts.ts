import { sql, type Kysely } from 'kysely';
import type { AccountRole, Database } from '../../db/schema';
import { insertAccount } from './accounts.repository';
import { findCredentialsByEmail, insertUser } from './credentials.repository';
import { hashPassword } from './passwords';

/**
 * Demo sign-ins, written only by the demo seed (README, "Accounts"). A real deployment's accounts
 * come from its member records and are activated by e-mail; none has this password.
 */
export const DEMO_PASSWORD = 'hearth-demo';

export interface DemoSignIn {
  role: AccountRole | 'user';
  email: string;
  /** The member's type in the demo records the account is linked to; none for the admin. */
  memberType: string | null;
  /** Which member of that type (0 = the first active one by id). */
  index: number;
}

export const DEMO_SIGN_INS: readonly DemoSignIn[] = [
  { role: 'agent', email: 'agent@hearth.example', memberType: 'Agent', index: 0 },
  { role: 'broker', email: 'broker@hearth.example', memberType: 'Broker', index: 0 },
  { role: 'member', email: 'member@hearth.example', memberType: 'Agent', index: 1 },
  {
    role: 'office_admin',
    email: 'office.admin@hearth.example',
    memberType: 'Office Manager',
    index: 0,
  },
  { role: 'association_admin', email: 'admin@hearth.example', memberType: null, index: 0 },
  { role: 'user', email: 'consumer@hearth.example', memberType: null, index: 0 },
];

function activeMember(db: Kysely<Database>, type: string, index: number) {
  return db
    .selectFrom('members')
    .select(['id', 'member_first_name', 'member_last_name'])
    .where('member_type', '=', type)
    .where('member_status', '=', 'Active')
    .orderBy('id')
    .offset(index)
    .limit(1)
    .executeTakeFirst();
}

/**
 * One active account per role, linked to seeded members picked deterministically (the first
 * active Agent, Broker and Office Manager by id; the second active Agent as the plain member),
 * an association admin and a consumer. Existing demo sign-ins are left as they are.
 */
export async function seedDemoAccounts(
  db: Kysely<Database>,
  { referenceDate = new Date() }: { referenceDate?: Date } = {},
): Promise<{ created: string[] }> {
  const created: string[] = [];
  for (const demo of DEMO_SIGN_INS) {
    const kind = demo.role === 'user' ? 'user' : 'account';
    if (await findCredentialsByEmail(db, kind, demo.email)) continue;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    if (demo.role === 'user') {
      const id = await insertUser(db, {
        email: demo.email,
        firstName: 'Casey',
        lastName: 'Consumer',
        passwordHash,
        language: 'en',
        status: 'active',
      });
      await stamp(db, 'users', id, referenceDate);
      created.push(demo.email);
      continue;
    }
    const member = demo.memberType ? await activeMember(db, demo.memberType, demo.index) : null;
    if (demo.memberType && !member) continue; // no such member in these records
    const id = await insertAccount(db, {
      memberId: member?.id ?? null,
      email: demo.email,
      firstName: member?.member_first_name ?? 'Association',
      lastName: member?.member_last_name ?? 'Admin',
      roles: [demo.role],
      language: 'en',
      status: 'active',
      passwordHash,
    });
    await stamp(db, 'accounts', id, referenceDate);
    created.push(demo.email);
  }
  return { created };
}

async function stamp(db: Kysely<Database>, table: 'users' | 'accounts', id: string, at: Date) {
  await db
    .updateTable(table)
    .set({ created_at: at, updated_at: at, password_changed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
