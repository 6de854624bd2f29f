/** Sync's part for connections (issue item 1: a consumer who connected becomes a contact). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  connect,
  connectionsWithoutContact,
  linkConnectionByEmail,
} from './connections.repository';
import { insertContact } from './contacts.repository';

/**
 * Sync's part for connections: each connected consumer who is no longer a contact becomes one
 * again, linked to the agent's contact with their e-mail when there is one (never a duplicate).
 * How many contacts were added.
 */
export async function syncConnectedConsumers(
  db: Kysely<Database>,
  agentAccountId: string,
): Promise<number> {
  let added = 0;
  for (const connection of await connectionsWithoutContact(db, agentAccountId)) {
    await db.transaction().execute(async (trx) => {
      const link = {
        id: String(connection.id),
        userId: String(connection.user_id),
        agentAccountId,
        email: connection.email,
      };
      if (await linkConnectionByEmail(trx, link)) return;
      const contact = await insertContact(
        trx,
        agentAccountId,
        {
          firstName: connection.first_name,
          lastName: connection.last_name,
          email: connection.email,
          phoneNumber: null,
        },
        'connected',
      );
      if (!contact) return;
      await connect(trx, { agentAccountId, userId: link.userId, contactId: contact.id });
      added += 1;
    });
  }
  return added;
}
