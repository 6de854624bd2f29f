/** SQL of invitations and connections between an agent and a consumer. */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Stores an invitation; the agent's earlier open ones to the same address (on this contact or
 * another with the address) stop working: one pending invitation per recipient.
 */
export async function insertInvite(
  db: Db,
  invite: {
    agentAccountId: string;
    contactId: string;
    email: string;
    tokenHash: string;
    sentAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .updateTable('contact_invites')
    .set({ used_at: sql<Date>`now()` })
    .where('used_at', 'is', null)
    .where(({ eb, or, selectFrom }) =>
      or([
        eb('contact_id', '=', invite.contactId),
        eb(
          'contact_id',
          'in',
          selectFrom('contacts')
            .select('id')
            .where('agent_account_id', '=', invite.agentAccountId)
            .where(sql`lower(email)`, '=', invite.email.toLowerCase()),
        ),
      ]),
    )
    .execute();
  await db
    .insertInto('contact_invites')
    .values({
      contact_id: invite.contactId,
      token_hash: invite.tokenHash,
      created_at: invite.sentAt,
      expires_at: invite.expiresAt,
    })
    .execute();
}

/** An open invitation with its contact and the inviting agent; undefined when unusable. */
export function findOpenInvite(db: Db, tokenHash: string) {
  return db
    .selectFrom('contact_invites as i')
    .innerJoin('contacts as c', 'c.id', 'i.contact_id')
    .innerJoin('accounts as a', 'a.id', 'c.agent_account_id')
    .select([
      'i.id',
      'i.contact_id',
      'c.agent_account_id',
      'c.first_name as contact_first_name',
      'c.email as contact_email',
      sql<string>`a.first_name || ' ' || a.last_name`.as('agent_name'),
    ])
    .where('i.token_hash', '=', tokenHash)
    .where('i.used_at', 'is', null)
    .where('i.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Uses an invitation: true when it was still open (a token works once). */
export async function useInvite(db: Db, id: string): Promise<boolean> {
  const row = await db
    .updateTable('contact_invites')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** When the contact's latest open invitation was sent. */
export async function openInviteSentAt(db: Db, contactId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('contact_invites')
    .select('created_at')
    .where('contact_id', '=', contactId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.created_at) : null;
}

export function findConnectionOfContact(db: Db, contactId: string) {
  return db
    .selectFrom('agent_connections')
    .selectAll()
    .where('contact_id', '=', contactId)
    .executeTakeFirst();
}

/**
 * Connects the consumer to the agent through this contact: one connection per agent and
 * consumer, one consumer per contact (a contact connected to someone else is moved over).
 */
export async function connect(
  db: Transaction<Database>,
  link: { agentAccountId: string; userId: string; contactId: string },
): Promise<void> {
  await db
    .deleteFrom('agent_connections')
    .where('contact_id', '=', link.contactId)
    .where('user_id', '!=', link.userId)
    .execute();
  // This consumer's connection to the agent through another contact moves to this one.
  await db
    .updateTable('contacts')
    .set({ user_id: null })
    .where('agent_account_id', '=', link.agentAccountId)
    .where('user_id', '=', link.userId)
    .where('id', '!=', link.contactId)
    .execute();
  await db
    .insertInto('agent_connections')
    .values({
      agent_account_id: link.agentAccountId,
      user_id: link.userId,
      contact_id: link.contactId,
    })
    .onConflict((oc) =>
      oc.constraint('agent_connections_agent_user_key').doUpdateSet({ contact_id: link.contactId }),
    )
    .execute();
  await db
    .updateTable('contacts')
    .set({ user_id: link.userId, updated_at: sql<Date>`now()` })
    .where('id', '=', link.contactId)
    .execute();
}

/** Ends a connection; its contact stays, no longer linked to the consumer. */
export async function disconnect(db: Transaction<Database>, connectionId: string): Promise<void> {
  const gone = await db
    .deleteFrom('agent_connections')
    .where('id', '=', connectionId)
    .returning(['contact_id', 'user_id'])
    .executeTakeFirst();
  if (gone?.contact_id) {
    await db
      .updateTable('contacts')
      .set({ user_id: null, updated_at: sql<Date>`now()` })
      .where('id', '=', gone.contact_id)
      .where('user_id', '=', gone.user_id)
      .execute();
  }
}

/** The agents a consumer is connected to, by name. */
export function listConnectionsOfUser(db: Db, userId: string) {
  return db
    .selectFrom('agent_connections as k')
    .innerJoin('accounts as a', 'a.id', 'k.agent_account_id')
    .select([
      'k.id',
      'k.connected_at',
      'a.email',
      sql<string>`a.first_name || ' ' || a.last_name`.as('name'),
    ])
    .where('k.user_id', '=', userId)
    .orderBy('a.last_name')
    .orderBy('a.first_name')
    .orderBy('k.id')
    .execute();
}

export function findConnection(db: Db, id: string) {
  return db.selectFrom('agent_connections').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The agent's connected consumers who are no longer anyone's contact (the contact was removed). */
export function connectionsWithoutContact(db: Db, agentAccountId: string) {
  return db
    .selectFrom('agent_connections as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select(['k.id', 'k.user_id', 'u.first_name', 'u.last_name', 'u.email'])
    .where('k.agent_account_id', '=', agentAccountId)
    .where('k.contact_id', 'is', null)
    .orderBy('k.id')
    .execute();
}

/** Links a connection to the agent's contact with this e-mail (any case); false when none. */
export async function linkConnectionByEmail(
  db: Transaction<Database>,
  connection: { id: string; userId: string; agentAccountId: string; email: string },
): Promise<boolean> {
  const contact = await db
    .selectFrom('contacts')
    .select('id')
    .where('agent_account_id', '=', connection.agentAccountId)
    .where(sql`lower(email)`, '=', connection.email.toLowerCase())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('agent_connections as o')
            .select('o.id')
            .whereRef('o.contact_id', '=', 'contacts.id'),
        ),
      ),
    )
    .executeTakeFirst();
  if (!contact) return false;
  await db
    .updateTable('agent_connections')
    .set({ contact_id: contact.id })
    .where('id', '=', connection.id)
    .execute();
  await db
    .updateTable('contacts')
    .set({ user_id: connection.userId })
    .where('id', '=', contact.id)
    .execute();
  return true;
}

/** An agent's name and language, for the invitation they send. */
export function agentOfInvite(db: Kysely<Database>, accountId: string) {
  return db
    .selectFrom('accounts')
    .select(['first_name', 'last_name', 'language'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
}
