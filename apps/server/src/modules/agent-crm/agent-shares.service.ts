/**
 * An agent shares a listing with one of their contacts (members-area.md §2 "Share with
 * contact"): the share is stored with the e-mail that carries it in one transaction, so neither
 * is lost, and it then shows on the contact's timeline. Only the agent's own contacts.
 */
import type { ContactShare } from '@hearth/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { shareMail } from '../leads/lead-mail';
import { listingHeader } from '../listings/listing-page.presenter';
import { requireListing } from '../listings/listing-page.service';
import { enqueueMail } from '../mail/enqueue-mail';
import type { AccountActor } from '../members/account-actor';
import { insertAgentShare, sharingAgent } from './agent-shares.repository';
import { ownContact } from './contacts.service';
import { takeDailySend } from './send-limits.repository';

/**
 * An agent's shares per UTC day: far above a working day, well below a spam run. Shares sent are
 * counted, not shares still stored, so deleting contacts does not give any back.
 */
export const AGENT_SHARE_CAP = { perDay: 100 } as const;

const SHARED = {
  en: (name: string) => `Shared with ${name}`,
  es: (name: string) => `Compartida con ${name}`,
} as const;

export async function shareWithContact(
  db: Kysely<Database>,
  config: Config,
  actor: AccountActor,
  contactId: string,
  body: ContactShare,
  baseUrl: string,
): Promise<{ message: string }> {
  const contact = await ownContact(db, actor, contactId);
  const listing = await requireListing(db, body.listingId);
  const agent = await sharingAgent(db, actor.accountId);
  const fromName = `${agent.first_name} ${agent.last_name}`.trim();
  const toName = `${contact.first_name} ${contact.last_name}`.trim();
  const message = body.note?.trim() || null;
  await db.transaction().execute(async (trx) => {
    const allowed = await takeDailySend(trx, {
      accountId: actor.accountId,
      kind: 'share',
      now: new Date(),
      cap: AGENT_SHARE_CAP.perDay,
    });
    if (!allowed) {
      throw new AppError(
        429,
        'share_limit',
        `You have shared ${AGENT_SHARE_CAP.perDay} listings today, the most a day allows. Please try again tomorrow.`,
      );
    }
    await insertAgentShare(trx, {
      listingRowId: listing.id,
      agentAccountId: actor.accountId,
      contactId: String(contact.id),
      fromName,
      fromEmail: agent.email,
      toName,
      toEmail: contact.email,
      message,
      language: agent.language,
    });
    await enqueueMail(
      trx,
      shareMail({
        language: agent.language,
        listing: {
          listingId: listing.listing_id,
          title: listingHeader(listing, config.settings.siteTitle).title,
          url: `${baseUrl}/listing/${encodeURIComponent(listing.listing_id)}`,
        },
        fromName,
        fromEmail: agent.email,
        toName,
        toEmail: contact.email,
        message,
        site: config.settings.siteTitle,
        postalAddress: config.settings.associationPostalAddress,
      }),
    );
  });
  return { message: SHARED[agent.language](toName) };
}
