/** SQL of the leads inbox: an account's leads, one lead, its status, an office's response times. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface LeadScope {
  memberId: string | null;
  /** Offices whose leads the account reads (a broker's or office admin's). */
  officeIds: readonly string[];
}

function leadQuery(db: Db) {
  return db
    .selectFrom('leads as l')
    .leftJoin('listings as li', 'li.id', 'l.listing_id')
    .leftJoin('members as m', 'm.id', 'l.agent_id')
    .select([
      'l.id',
      'l.object_type',
      'l.object_id',
      'l.fields',
      'l.name',
      'l.email',
      'l.schedule_tour',
      sql<string | null>`l.tour_date::text`.as('tour_date'),
      'l.tour_time',
      'l.agent_id',
      'l.office_id',
      'l.routed_to',
      'l.status',
      'l.created_at',
      'l.first_opened_at',
      'm.member_full_name as agent_name',
      'li.listing_id as listing_listing_id',
      'li.unparsed_address',
      'li.internet_address_display_yn',
      'li.city',
      'li.list_price',
      'li.standard_status',
      'li.primary_photo_url',
    ]);
}
export type LeadRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof leadQuery>['executeTakeFirst']>>
>;

/** The leads an account may read that are not removed, newest first, with the total. */
export async function listLeads(
  db: Db,
  scope: LeadScope,
  page: { limit: number; offset: number },
): Promise<{ rows: LeadRow[]; total: number }> {
  const inScope = (query: ReturnType<typeof leadQuery>) =>
    query
      .where('l.status', '<>', 'inactive')
      .where((eb) =>
        eb.or([
          ...(scope.memberId ? [eb('l.agent_id', '=', scope.memberId)] : []),
          ...(scope.officeIds.length > 0 ? [eb('l.office_id', 'in', scope.officeIds)] : []),
          eb.val(false),
        ]),
      );
  const [rows, count] = await Promise.all([
    inScope(leadQuery(db))
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    inScope(leadQuery(db))
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findLead(db: Db, id: string) {
  return leadQuery(db).where('l.id', '=', id).executeTakeFirst();
}

/** Sets the status; the first change by its handler also stamps when it was first opened. */
export async function setLeadStatus(
  db: Db,
  id: string,
  status: 'active' | 'inactive',
  accountId: string,
): Promise<void> {
  await db
    .updateTable('leads')
    .set({
      status,
      status_changed_at: sql<Date>`now()`,
      first_opened_at: sql<Date>`coalesce(first_opened_at, now())`,
      first_opened_by: sql<string>`coalesce(first_opened_by, ${accountId}::bigint)`,
    })
    .where('id', '=', id)
    .where('status', '<>', 'inactive')
    .execute();
}

/** When each of the office's leads of the window arrived and was first opened. */
export function officeLeadTimes(db: Db, officeId: string, since: Date) {
  return db
    .selectFrom('leads')
    .select(['created_at', 'first_opened_at'])
    .where('office_id', '=', officeId)
    .where('created_at', '>=', since)
    .execute();
}
