/** A small members area for server tests: accounts of every role over the directory fixture. */
import type { Kysely } from 'kysely';
import type { AccountRole, Database } from '../src/db/schema';
import { startSession } from '../src/modules/auth/sessions.service';
import { seedDirectory, type DirectoryFixture } from './directory-fixture';

export interface SignedAccount {
  id: string;
  memberId: string | null;
  headers: { authorization: string };
}

/** An active account with these roles for the member, signed in: its bearer header. */
export async function signedAccount(
  db: Kysely<Database>,
  memberId: string | null,
  roles: AccountRole[],
  label: string,
): Promise<SignedAccount> {
  const row = await db
    .insertInto('accounts')
    .values({
      member_id: memberId,
      email: `${label}.${Math.random().toString(36).slice(2)}@example.com`,
      first_name: label,
      last_name: 'Tester',
      roles,
      status: 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await startSession(db, 'account', row.id);
  return { id: row.id, memberId, headers: { authorization: `Bearer ${token}` } };
}

export interface MembersAreaFixture extends DirectoryFixture {
  /** Capitol Realty: Carl is its responsible member, John its contact member. */
  accounts: Record<
    'janeAgent' | 'carlBroker' | 'johnOfficeAdmin' | 'bobAgent' | 'bobMember' | 'staff',
    SignedAccount
  >;
}

export async function seedMembersAreaFixture(db: Kysely<Database>): Promise<MembersAreaFixture> {
  const directory = await seedDirectory(db);
  const { jane, carl, john, bob } = directory.members;
  return {
    ...directory,
    accounts: {
      janeAgent: await signedAccount(db, jane, ['agent'], 'jane'),
      carlBroker: await signedAccount(db, carl, ['broker'], 'carl'),
      johnOfficeAdmin: await signedAccount(db, john, ['office_admin'], 'john'),
      bobAgent: await signedAccount(db, bob, ['agent'], 'bob'),
      bobMember: await signedAccount(db, bob, ['member'], 'bobmember'),
      staff: await signedAccount(db, null, ['association_admin'], 'staff'),
    },
  };
}

/** A lead as the listing or agent page stores it, for a member of an office. */
export async function insertLead(
  db: Kysely<Database>,
  lead: {
    agentId: string;
    officeId: string;
    routedTo?: 'agent' | 'office';
    createdAt?: Date;
    name?: string;
    email?: string;
    status?: 'pending' | 'active' | 'inactive';
  },
): Promise<string> {
  const created = lead.createdAt ?? new Date();
  const row = await db
    .insertInto('leads')
    .values({
      object_type: 'agent',
      object_id: lead.agentId,
      fields: JSON.stringify({ message: 'Please call me', phone: '916-555-0199' }),
      name: lead.name ?? 'Visitor',
      email: lead.email ?? 'visitor@example.com',
      agent_id: lead.agentId,
      office_id: lead.officeId,
      routed_to: lead.routedTo ?? 'agent',
      routed_to_email: 'agent@example.com',
      status: lead.status ?? 'pending',
      consent_text_version: 'test',
      consent_at: created,
      created_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
