/** SQL of an agent's contacts: the list, one contact, adding, changing, syncing from leads. */
import type { ContactSort } from '@hearth/contracts';
import { sql, type Kysely } from 'kysely';
import type { ContactSource, Database } from '../../db/schema';

type Db = Kysely<Database>;

const CONTACT_COLUMNS = [
  'c.id',
  'c.agent_account_id',
  'c.first_name',
  'c.last_name',
  'c.email',
  'c.phone_number',
  'c.nickname',
  'c.notes',
  'c.rating',
  'c.source',
  'c.created_at',
] as const;

function contactQuery(db: Db) {
  return db.selectFrom('contacts as c').select(CONTACT_COLUMNS);
}
export type ContactRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof contactQuery>['executeTakeFirst']>>
>;

/** `text` as a LIKE pattern matching any string that contains it (control characters dropped). */
function containsPattern(text: string): string {
  const plain = [...text.toLowerCase()].filter((ch) => ch >= ' ').join('');
  return `%${plain.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * One page of the agent's contacts in the chosen order, with how many match. The search is a
 * case-insensitive part of "first last" or the e-mail (members-area.md §5). A search reads the
 * agent's rows once, counting them in the same pass; the plain list reads its page from the sort's
 * index and counts only when the page is full.
 */
export async function listContacts(
  db: Db,
  agentAccountId: string,
  options: { sort: ContactSort; q: string; limit: number; offset: number },
): Promise<{ rows: ContactRow[]; total: number }> {
  const matching = (query: ReturnType<typeof contactQuery>) => {
    const scoped = query.where('c.agent_account_id', '=', agentAccountId);
    if (options.q === '') return scoped;
    // search_text is lower("first last") and lower(email) with a separator no search contains.
    return scoped.where('c.search_text', 'like', containsPattern(options.q));
  };
  let page = matching(contactQuery(db));
  if (options.sort === 'rating') {
    page = page.orderBy('c.rating', 'desc');
  } else if (options.sort === 'createdAt') {
    page = page.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc');
  }
  page = page
    .orderBy(sql`lower(c.last_name)`)
    .orderBy(sql`lower(c.first_name)`)
    .orderBy('c.id')
    .limit(options.limit)
    .offset(options.offset);
  if (options.q !== '') {
    const found = await page.select(sql<string>`count(*) over ()`.as('total')).execute();
    if (found[0]) return { rows: found, total: Number(found[0].total) };
    // Past the last page the window counted nothing: count on its own.
    return { rows: [], total: options.offset === 0 ? 0 : await countContacts(db, matching) };
  }
  const rows = await page.execute();
  if (rows.length < options.limit && (rows.length > 0 || options.offset === 0)) {
    return { rows, total: options.offset + rows.length };
  }
  return { rows, total: await countContacts(db, matching) };
}

async function countContacts(
  db: Db,
  matching: (query: ReturnType<typeof contactQuery>) => ReturnType<typeof contactQuery>,
): Promise<number> {
  const count = await matching(contactQuery(db))
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

export function findContact(db: Db, id: string) {
  return contactQuery(db).where('c.id', '=', id).executeTakeFirst();
}

export interface NewContact {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
}

/** Adds a contact; null when the agent already has one with this e-mail (any case). */
export async function insertContact(
  db: Db,
  agentAccountId: string,
  contact: NewContact,
  source: ContactSource = 'added',
): Promise<ContactRow | null> {
  const row = await db
    .insertInto('contacts')
    .values({
      agent_account_id: agentAccountId,
      first_name: contact.firstName,
      last_name: contact.lastName,
      email: contact.email,
      phone_number: contact.phoneNumber,
      source,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? ((await findContact(db, row.id)) ?? null) : null;
}

export interface ContactChanges {
  first_name?: string;
  last_name?: string;
  nickname?: string | null;
  notes?: string | null;
  rating?: number;
}

export async function updateContact(db: Db, id: string, changes: ContactChanges): Promise<void> {
  await db
    .updateTable('contacts')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteContact(db: Db, id: string): Promise<void> {
  await db.deleteFrom('contacts').where('id', '=', id).execute();
}

/** The latest lead of each person who wrote to this member and is not yet the agent's contact. */
export function leadSendersNotInContacts(db: Db, agentAccountId: string, memberId: string) {
  return db
    .selectFrom('leads as l')
    .select([
      sql<string>`distinct on (lower(l.email)) l.email`.as('email'),
      'l.name',
      sql<string | null>`l.fields->>'phone'`.as('phone'),
    ])
    .where('l.agent_id', '=', memberId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('contacts as c')
            .select('c.id')
            .where('c.agent_account_id', '=', agentAccountId)
            .whereRef(sql`lower(c.email)`, '=', sql`lower(l.email)`),
        ),
      ),
    )
    .orderBy(sql`lower(l.email)`)
    .orderBy('l.created_at', 'desc')
    .execute();
}

/** Adds synced contacts, skipping any e-mail the agent already has; how many were added. */
export async function insertSyncedContacts(
  db: Db,
  agentAccountId: string,
  contacts: readonly NewContact[],
): Promise<number> {
  if (contacts.length === 0) return 0;
  const rows = await db
    .insertInto('contacts')
    .values(
      contacts.map((contact) => ({
        agent_account_id: agentAccountId,
        first_name: contact.firstName,
        last_name: contact.lastName,
        email: contact.email,
        phone_number: contact.phoneNumber,
        source: 'lead' as const,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return rows.length;
}
