/**
 * Invite and connect (members-area.md §1, §2 contact Settings, §8 'Yes, disconnect it!'): the
 * agent e-mails a contact a one-time invitation; the contact accepts it signed in as a consumer,
 * which connects their account to the agent; either side disconnects.
 */
import type { ConnectedAgent, ContactConnection, ContactInvitePreview } from '@hearth/contracts';
import type { Kysely } from 'kysely';
import type { Database, PersonLanguage } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../errors';
import { hashToken, newToken } from '../auth/tokens';
import { enqueueMail } from '../mail/enqueue-mail';
import type { AccountActor } from '../members/account-actor';
import { canActForContact, canEndConnection, canInviteContact } from './connections.policy';
import {
  agentOfInvite,
  connect,
  disconnect,
  findConnection,
  findConnectionOfContact,
  findOpenInvite,
  insertInvite,
  listConnectionsOfUser,
  openInviteSentAt,
  useInvite,
} from './connections.repository';
import { contactInviteMail } from './contact-invite-mail';
import { ownContact } from './contacts.service';
import {
  forgetInviteRecipient,
  nextInviteAt,
  takeDailySend,
  takeInviteSlot,
} from './send-limits.repository';

type Db = Kysely<Database>;

const HOUR_MS = 3_600_000;
/** An invitation works for 14 days. */
export const INVITE_LIFETIME_MS = 14 * 24 * HOUR_MS;
/**
 * Invitations are e-mails to an address the agent typed: one agent sends one address at most one
 * invitation per `resendHours` (the earlier one stops working), and at most `perAgentPerDay`
 * invitations per UTC day (docs/security.md, "Limits").
 */
export const INVITE_LIMITS = { resendHours: 24, perAgentPerDay: 50 } as const;
const RESEND_MS = INVITE_LIMITS.resendHours * HOUR_MS;
export const INVITATION_SENT = 'Your invitation has been sent';
export const CONNECTED = 'You are now connected';
export const DISCONNECTED = 'Disconnected';

const invalidInvite = () =>
  badRequest('invalid_link', 'This invitation is invalid or has expired.', 'token');

async function connectionOf(
  db: Db,
  actor: AccountActor,
  contact: { id: string; email: string },
): Promise<ContactConnection> {
  const connection = await findConnectionOfContact(db, contact.id);
  if (connection) {
    return {
      status: 'connected',
      invitedAt: null,
      connectedAt: new Date(connection.connected_at).toISOString(),
      resendAt: null,
    };
  }
  const [invitedAt, resendAt] = await Promise.all([
    openInviteSentAt(db, contact.id),
    nextInviteAt(db, {
      agentAccountId: actor.accountId,
      email: contact.email,
      now: new Date(),
      intervalMs: RESEND_MS,
    }),
  ]);
  return {
    status: invitedAt ? 'invited' : 'none',
    invitedAt: invitedAt?.toISOString() ?? null,
    connectedAt: null,
    resendAt: resendAt?.toISOString() ?? null,
  };
}

/** Whether the contact is connected, invited or neither. */
export async function contactConnection(db: Db, actor: AccountActor, contactId: string) {
  const contact = await ownContact(db, actor, contactId);
  if (!canInviteContact(actor, contact)) throw notFound('contact_not_found', 'No such contact.');
  return { results: await connectionOf(db, actor, contact) };
}

/**
 * E-mails the contact a one-time invitation link; earlier ones to the same address stop working.
 * 429 within `INVITE_LIMITS.resendHours` of the last one to this address, or past the day's cap.
 */
export async function inviteContact(
  db: Db,
  actor: AccountActor,
  contactId: string,
  options: { baseUrl: string; site: string },
) {
  const contact = await ownContact(db, actor, contactId);
  if (await findConnectionOfContact(db, contact.id)) {
    throw badRequest('contact_connected', 'This contact is connected already.');
  }
  const agent = await agentOfInvite(db, actor.accountId);
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS);
  await db.transaction().execute(async (trx) => {
    const slot = await takeInviteSlot(trx, {
      agentAccountId: actor.accountId,
      email: contact.email,
      now,
      intervalMs: RESEND_MS,
    });
    if (!slot.ok) {
      throw new AppError(
        429,
        'invite_pending',
        `An invitation to this address was sent less than ${INVITE_LIMITS.resendHours} hours ago; you can send it again after ${slot.nextAt.toISOString()}.`,
      );
    }
    const counted = await takeDailySend(trx, {
      accountId: actor.accountId,
      kind: 'invite',
      now,
      cap: INVITE_LIMITS.perAgentPerDay,
    });
    if (!counted) {
      throw new AppError(
        429,
        'invite_limit',
        `You have sent ${INVITE_LIMITS.perAgentPerDay} invitations today, the most a day allows. Please try again tomorrow.`,
      );
    }
    await insertInvite(trx, {
      agentAccountId: actor.accountId,
      contactId: contact.id,
      email: contact.email,
      tokenHash: hashToken(token),
      sentAt: now,
      expiresAt,
    });
    await enqueueMail(trx, {
      ...contactInviteMail({
        to: contact.email,
        contactName: contact.first_name,
        agentName: `${agent.first_name} ${agent.last_name}`.trim(),
        site: options.site,
        language: agent.language as PersonLanguage,
        link: `${options.baseUrl}/user/connect#token=${token}`,
      }),
      expiresAt,
    });
  });
  return { message: INVITATION_SENT, results: await connectionOf(db, actor, contact) };
}

/** Who invites whom, for the page that asks the consumer to accept; nothing else is told. */
export async function previewInvite(
  db: Db,
  token: string,
): Promise<{ results: ContactInvitePreview }> {
  const invite = await findOpenInvite(db, hashToken(token));
  if (!invite) throw invalidInvite();
  return {
    results: {
      agent: { name: invite.agent_name.trim() },
      contact: { firstName: invite.contact_first_name },
    },
  };
}

function presentConnectedAgent(row: {
  id: string;
  name: string;
  email: string;
  connected_at: Date;
}): ConnectedAgent {
  return {
    id: String(row.id),
    name: row.name.trim(),
    email: row.email,
    connectedAt: new Date(row.connected_at).toISOString(),
  };
}

/** The signed-in consumer accepts an invitation: their account connects to the agent. */
export async function acceptInvite(db: Db, userId: string, token: string) {
  const invite = await findOpenInvite(db, hashToken(token));
  if (!invite) throw invalidInvite();
  await db.transaction().execute(async (trx) => {
    if (!(await useInvite(trx, invite.id))) throw invalidInvite();
    // Accepted: the agent may invite this address again at once (after a disconnection).
    await forgetInviteRecipient(trx, invite.agent_account_id, invite.contact_email);
    await connect(trx, {
      agentAccountId: invite.agent_account_id,
      userId,
      contactId: invite.contact_id,
    });
  });
  const agents = await listConnectionsOfUser(db, userId);
  const connection = await findConnectionOfContact(db, invite.contact_id);
  const row = agents.find((agent) => agent.id === connection?.id);
  if (!row) throw invalidInvite();
  return { message: CONNECTED, results: presentConnectedAgent(row) };
}

/** The agents the consumer is connected to. */
export async function connectedAgents(db: Db, userId: string) {
  return { results: (await listConnectionsOfUser(db, userId)).map(presentConnectedAgent) };
}

/** The consumer ends a connection: the agent no longer sees their saved objects. */
export async function userDisconnect(db: Db, userId: string, connectionId: string) {
  const connection = await findConnection(db, connectionId);
  if (!connection || !canEndConnection(userId, connection)) {
    throw notFound('connection_not_found', 'No such connection.');
  }
  await db.transaction().execute((trx) => disconnect(trx, connection.id));
  return { message: DISCONNECTED };
}

/** The agent disconnects a contact's account (Settings, 'Yes, disconnect it!'). */
export async function agentDisconnect(db: Db, actor: AccountActor, contactId: string) {
  const contact = await ownContact(db, actor, contactId);
  const connection = await findConnectionOfContact(db, contact.id);
  if (connection) await db.transaction().execute((trx) => disconnect(trx, connection.id));
  return { message: DISCONNECTED, results: await connectionOf(db, actor, contact) };
}

/**
 * The consumer this contact connected, as the agent may act for them: 403 while the contact is
 * not connected (nothing the contact did is shown without the connection they accepted).
 */
export async function connectedUserOf(
  db: Db,
  actor: AccountActor,
  contactId: string,
): Promise<{ userId: string; agentId: string; contactId: string; contactName: string }> {
  const contact = await ownContact(db, actor, contactId);
  const connection = await findConnectionOfContact(db, contact.id);
  if (!canActForContact(actor, contact, connection) || !connection || !actor.memberId) {
    throw forbidden('This contact has not connected their account.');
  }
  return {
    userId: String(connection.user_id),
    agentId: actor.memberId,
    contactId: String(contact.id),
    contactName: `${contact.first_name} ${contact.last_name}`.trim(),
  };
}
