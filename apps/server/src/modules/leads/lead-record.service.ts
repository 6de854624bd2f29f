/**
 * The one writer of leads, for this module's contact form and the directory's agent contact
 * form: a lead is stored in the transaction that queues its e-mail, so that once the form is
 * answered both are kept (and neither without the other).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueMail, type MailToEnqueue } from '../mail/enqueue-mail';
import { insertLead, type NewLead } from './leads.repository';

export type { NewLead } from './leads.repository';

/** Stores the lead and queues its e-mail, in one transaction. */
export async function recordLead(
  db: Kysely<Database>,
  lead: NewLead,
  mail: MailToEnqueue,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertLead(trx, lead);
    await enqueueMail(trx, mail);
  });
}
