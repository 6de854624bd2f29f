/**
 * SQL of a contact's timeline: the leads the contact sent this agent's member record, the
 * listings the agent shared with the contact, and the alerts e-mailed to the contact's connected
 * account from what this agent may see of it, in one story, newest first, a page at a time.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export type TimelineKind = 'alert' | 'lead' | 'share';

/** Where a page ends: the last entry's time (microseconds since 1970), kind and id. */
export interface TimelinePosition {
  atMicros: string;
  kind: TimelineKind;
  id: string;
}

export interface TimelineSources {
  /** The agent's member record, to which leads are addressed (none: no leads). */
  memberId: string | null;
  /** The contact's e-mail, which their leads carry. */
  email: string;
  agentAccountId: string;
  contactId: string;
  /** The contact's connected consumer account (none: no alerts). */
  connectedUserId: string | null;
}

export interface TimelineRow {
  kind: TimelineKind;
  id: string;
  at: Date;
  at_micros: string;
  lead_status: 'pending' | 'active' | 'inactive' | null;
  schedule_tour: boolean | null;
  message: string | null;
  reason: string | null;
  source: string | null;
  listing_listing_id: string | null;
  unparsed_address: string | null;
  internet_address_display_yn: boolean | null;
  city: string | null;
}

/**
 * One page of the contact's timeline after `before` (from the newest when null), newest first,
 * ties broken by kind and id so that pages neither repeat nor skip an entry. Alerts count only
 * when sent, and only those of the contact's own saved searches and groups or this agent's.
 */
export async function contactTimelinePage(
  db: Db,
  sources: TimelineSources,
  before: TimelinePosition | null,
  limit: number,
): Promise<TimelineRow[]> {
  const leads = sources.memberId
    ? sql`select 'lead'::text as kind, l.id, l.created_at as at, l.status::text as lead_status,
          l.schedule_tour, l.fields->>'message' as message, null::text as reason,
          null::text as source, l.listing_id
        from leads l
        where l.agent_id = ${sources.memberId} and lower(l.email) = ${sources.email.toLowerCase()}`
    : null;
  const shares = sql`select 'share'::text as kind, s.id, s.created_at as at, null::text as lead_status,
        null::boolean as schedule_tour, s.message, null::text as reason, null::text as source,
        s.listing_id
      from listing_shares s
      where s.agent_account_id = ${sources.agentAccountId} and s.contact_id = ${sources.contactId}`;
  const alerts =
    sources.connectedUserId && sources.memberId
      ? sql`select 'alert'::text as kind, i.id, i.sent_at as at, null::text as lead_status,
          null::boolean as schedule_tour, null::text as message, i.reason->>'kind' as reason,
          coalesce(ss.name, g.name) as source, i.listing_id
        from alert_items i
        left join saved_searches ss on ss.id = i.saved_search_id
        left join saved_listing_groups g on g.id = i.saved_listing_group_id
        where i.user_id = ${sources.connectedUserId} and i.status = 'sent'
          and i.sent_at is not null
          and (ss.id is null or ss.agent_id is null or ss.agent_id = ${sources.memberId})
          and (g.id is null or g.agent_id is null or g.agent_id = ${sources.memberId})`
      : null;
  const parts = [leads, shares, alerts].filter((part) => part !== null);
  const micros = sql`floor(extract(epoch from e.at) * 1000000)::bigint`;
  const after = before
    ? sql`where (${micros}, e.kind, e.id) < (${before.atMicros}::bigint, ${before.kind}::text, ${before.id}::bigint)`
    : sql``;
  const { rows } = await sql<TimelineRow>`
    select e.kind, e.id::text as id, e.at, ${micros}::text as at_micros, e.lead_status,
      e.schedule_tour, e.message, e.reason, e.source,
      li.listing_id as listing_listing_id, li.unparsed_address, li.internet_address_display_yn,
      li.city
    from (${sql.join(parts, sql` union all `)}) as e
    left join listings li on li.id = e.listing_id
    ${after}
    order by ${micros} desc, e.kind desc, e.id desc
    limit ${limit}`.execute(db);
  return rows;
}
