import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, PersonLanguage } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewLead {
  /** What the request is about: a listing (the default) or an agent's page. */
  objectType?: 'listing' | 'agent';
  objectId: string;
  listingRowId: string | null;
  fields: Record<string, unknown>;
  name: string;
  email: string;
  scheduleTour: boolean;
  tourDate: string | null;
  tourTime: string | null;
  agentId: string | null;
  officeId: string | null;
  routedTo: 'agent' | 'office';
  routedToEmail: string;
  userId: string | null;
  language: PersonLanguage;
  consentTextVersion: string;
  consentAt: Date;
  ip: string;
}

export async function insertLead(db: Db, lead: NewLead): Promise<string> {
  const row = await db
    .insertInto('leads')
    .values({
      object_type: lead.objectType ?? 'listing',
      object_id: lead.objectId,
      listing_id: lead.listingRowId,
      fields: JSON.stringify(lead.fields),
      name: lead.name,
      email: lead.email,
      schedule_tour: lead.scheduleTour,
      tour_date: lead.tourDate,
      tour_time: lead.tourTime,
      agent_id: lead.agentId,
      office_id: lead.officeId,
      routed_to: lead.routedTo,
      routed_to_email: lead.routedToEmail,
      user_id: lead.userId,
      language: lead.language,
      consent_text_version: lead.consentTextVersion,
      consent_at: lead.consentAt,
      ip: lead.ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewShare {
  listingRowId: string;
  fromName: string;
  fromEmail: string;
  toName: string;
  toEmail: string;
  message: string | null;
  language: PersonLanguage;
  ip: string;
}

export async function insertShare(db: Db, share: NewShare): Promise<void> {
  await db
    .insertInto('listing_shares')
    .values({
      listing_id: share.listingRowId,
      from_name: share.fromName,
      from_email: share.fromEmail.toLowerCase(),
      to_name: share.toName,
      to_email: share.toEmail.toLowerCase(),
      message: share.message,
      language: share.language,
      ip: share.ip,
    })
    .execute();
}

/** Shares sent to, or by, an address within the past `hours`. */
export async function countRecentShares(
  db: Db,
  by: { column: 'to_email' | 'from_email'; email: string },
  hours: number,
): Promise<number> {
  const row = await db
    .selectFrom('listing_shares')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(by.column, '=', by.email.toLowerCase())
    .where('created_at', '>', sql<Date>`now() - make_interval(hours => ${hours})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Where a listing's leads go: the agent's and the office's e-mail addresses. */
/** The listing's agent and office; either is absent when the listing names one not (yet) in the Member or Office data. */
export async function leadRecipients(db: Db, agentId: string | null, officeId: string | null) {
  const agent =
    agentId === null
      ? undefined
      : await db
          .selectFrom('members')
          .select(['member_full_name', 'member_email', 'public_email'])
          .where('id', '=', agentId)
          .executeTakeFirst();
  const office =
    officeId === null
      ? undefined
      : await db
          .selectFrom('offices')
          .select(['office_name', 'office_email'])
          .where('id', '=', officeId)
          .executeTakeFirst();
  return { agent, office };
}

export function signedInUser(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
