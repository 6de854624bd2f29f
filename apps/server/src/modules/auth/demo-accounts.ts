import { sql, type Kysely } from 'kysely';
import type { AccountRole, Database } from '../../db/schema';
import { insertAccount } from './accounts.repository';
import { findCredentialsByEmail, insertUser } from './credentials.repository';
import { hashPassword } from './passwords';

/**
 * Demo sign-ins, written only by the demo seed (docs/features.md, "Accounts"; the README lists them). A real deployment's accounts
 * come from its member records and are activated by e-mail; none has this password.
 */
export const DEMO_PASSWORD = 'hearth-demo';

export interface DemoSignIn {
  role: AccountRole | 'user';
  email: string;
  /** The member's type in the demo records the account is linked to; none for the admin. */
  memberType: string | null;
  /** Which member of that type (0 = the first active one by id, of those not already used). */
  index: number;
  /** Pick the member of that type with the most Active listings instead (a lived-in demo). */
  busiest?: boolean;
}

export const DEMO_SIGN_INS: readonly DemoSignIn[] = [
  { role: 'agent', email: 'agent@hearth.example', memberType: 'Agent', index: 0, busiest: true },
  { role: 'broker', email: 'broker@hearth.example', memberType: 'Broker', index: 0 },
  { role: 'member', email: 'member@hearth.example', memberType: 'Agent', index: 0 },
  {
    role: 'office_admin',
    email: 'office.admin@hearth.example',
    memberType: 'Office Manager',
    index: 0,
  },
  { role: 'association_admin', email: 'admin@hearth.example', memberType: null, index: 0 },
  { role: 'user', email: 'consumer@hearth.example', memberType: null, index: 0 },
];

/** An active member of the type in an active office, not one of `used`. */
function activeMember(db: Kysely<Database>, demo: DemoSignIn, used: readonly string[]) {
  let query = db
    .selectFrom('members as m')
    .select(['m.id', 'm.member_first_name', 'm.member_last_name'])
    .where('m.member_type', '=', demo.memberType ?? '')
    .where('m.member_status', '=', 'Active')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('office_members as om')
          .innerJoin('offices as o', 'o.id', 'om.office_id')
          .select('om.office_id')
          .whereRef('om.member_id', '=', 'm.id')
          .where('o.office_status', '=', 'Active'),
      ),
    );
  if (used.length > 0) query = query.where('m.id', 'not in', used);
  if (demo.busiest) {
    query = query.orderBy(
      sql`(select count(*) from listings l where l.list_agent_id = m.id
        and l.standard_status = 'Active')`,
      'desc',
    );
  }
  return query.orderBy('m.id').offset(demo.index).limit(1).executeTakeFirst();
}

/**
 * One active account per role, linked to seeded members of active offices picked
 * deterministically (the Agent with the most Active listings; the first Broker and Office
 * Manager by id; the first other Agent by id as the plain member),
 * an association admin and a consumer. Existing demo sign-ins are left as they are.
 */
export async function seedDemoAccounts(
  db: Kysely<Database>,
  { referenceDate = new Date() }: { referenceDate?: Date } = {},
): Promise<{ created: string[] }> {
  const created: string[] = [];
  const used: string[] = [];
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
    const member = demo.memberType ? await activeMember(db, demo, used) : null;
    if (demo.memberType && !member) continue; // no such member in these records
    if (member) used.push(member.id);
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
