/**
 * The leads inbox (members-area.md §2 "Leads", §4): the leads the listing and agent pages stored,
 * routed to the agent or the office; pending → active when its handler opens it → inactive when
 * removed. The first opening is stamped, for the wait each lead shows and the office's median
 * first response over the last 30 days.
 */
import type { LeadListResponse, LeadResponseTime, MemberLead } from '@hearth/contracts';
import { LEAD_RESPONSE_WINDOW_DAYS, nextLeadStatus, responseSummary } from '@hearth/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { AccountActor } from '../members/account-actor';
import {
  findLead,
  listLeads,
  officeLeadTimes,
  setLeadStatus,
  type LeadRow,
} from './lead-inbox.repository';
import { presentLead } from './lead-inbox.presenter';
import { canActOnLead, canReadLead, canUseLeadInbox } from './leads.policy';

type Db = Kysely<Database>;

const leadNotFound = () => notFound('lead_not_found', 'No such lead.');

const ownership = (row: LeadRow) => ({
  agentId: row.agent_id === null ? null : String(row.agent_id),
  officeId: row.office_id === null ? null : String(row.office_id),
  routedTo: row.routed_to,
});

function requireInbox(actor: AccountActor): void {
  if (!canUseLeadInbox(actor)) {
    throw forbidden('Only agents, brokers and office admins have a leads inbox.');
  }
}

export async function leadInbox(
  db: Db,
  actor: AccountActor,
  page: { limit: number; offset: number },
  now = new Date(),
): Promise<LeadListResponse> {
  requireInbox(actor);
  const managesOffices = actor.roles.some((role) => role === 'broker' || role === 'office_admin');
  const { rows, total } = await listLeads(
    db,
    { memberId: actor.memberId, officeIds: managesOffices ? actor.officeIds : [] },
    page,
  );
  return {
    results: rows
      .filter((row) => canReadLead(actor, ownership(row)))
      .map((row) => presentLead(row, canActOnLead(actor, ownership(row)), now)),
    limit: page.limit,
    offset: page.offset,
    records: total,
  };
}

async function readableLead(db: Db, actor: AccountActor, id: string): Promise<LeadRow> {
  requireInbox(actor);
  const row = await findLead(db, id);
  if (!row || !canReadLead(actor, ownership(row))) throw leadNotFound();
  return row;
}

export async function leadDetail(
  db: Db,
  actor: AccountActor,
  id: string,
  now = new Date(),
): Promise<MemberLead> {
  const row = await readableLead(db, actor, id);
  return presentLead(row, canActOnLead(actor, ownership(row)), now);
}

/** Opens (active) or removes (inactive) a lead; only its handler may. Removal is final. */
export async function changeLeadStatus(
  db: Db,
  actor: AccountActor,
  id: string,
  status: 'active' | 'inactive',
  now = new Date(),
): Promise<MemberLead> {
  const row = await readableLead(db, actor, id);
  if (!canActOnLead(actor, ownership(row))) {
    throw forbidden('This lead is handled by someone else.');
  }
  const next = nextLeadStatus(row.status, status === 'active' ? 'view' : 'remove');
  if (next !== row.status || row.first_opened_at === null) {
    await setLeadStatus(db, id, next === 'inactive' ? 'inactive' : 'active', actor.accountId);
  }
  return leadDetail(db, actor, id, now);
}

/** The office's median first response over the last 30 days. */
export async function officeResponseTime(
  db: Db,
  officeId: string,
  now = new Date(),
): Promise<LeadResponseTime> {
  const since = new Date(now.getTime() - LEAD_RESPONSE_WINDOW_DAYS * 86_400_000);
  const rows = await officeLeadTimes(db, officeId, since);
  const summary = responseSummary(
    rows.map((row) => ({ createdAt: row.created_at, firstOpenedAt: row.first_opened_at })),
    now,
  );
  return { windowDays: LEAD_RESPONSE_WINDOW_DAYS, ...summary };
}
