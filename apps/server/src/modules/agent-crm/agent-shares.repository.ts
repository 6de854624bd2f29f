/** Listings an agent shared with their contacts: rows of `listing_shares` (migration 0026). */
import type { Kysely } from 'kysely';
import type { Database, PersonLanguage } from '../../db/schema';

type Db = Kysely<Database>;

/** The agent's name, e-mail and language, for the share's sender. */
export function sharingAgent(db: Db, accountId: string) {
  return db
    .selectFrom('accounts')
    .select(['first_name', 'last_name', 'email', 'language'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
}

export async function insertAgentShare(
  db: Db,
  share: {
    listingRowId: string;
    agentAccountId: string;
    contactId: string;
    fromName: string;
    fromEmail: string;
    toName: string;
    toEmail: string;
    message: string | null;
    language: PersonLanguage;
  },
): Promise<void> {
  await db
    .insertInto('listing_shares')
    .values({
      listing_id: share.listingRowId,
      agent_account_id: share.agentAccountId,
      contact_id: share.contactId,
      from_name: share.fromName,
      from_email: share.fromEmail.toLowerCase(),
      to_name: share.toName,
      to_email: share.toEmail.toLowerCase(),
      message: share.message,
      language: share.language,
    })
    .execute();
}
