/**
 * Members and offices in the association's console: searches, and the reports staff ask for
 * most (licences expiring within 30/60/90 days, members short of continuing-education credits,
 * offices by their median first response to leads), as JSON or CSV. The licence and credit
 * rules are the domain's, as on the members' own education pages; the reports read the records
 * the portal holds (education records and licences of the association's roster).
 */
import type {
  ConsoleMember,
  ConsoleMemberList,
  ConsoleOffice,
  ConsoleOfficeList,
  ConsoleReport,
} from '@hearth/contracts';
import {
  calendarDateIn,
  CREDITS_REQUIRED,
  LEAD_RESPONSE_WINDOW_DAYS,
  responseSummary,
} from '@hearth/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toCsv } from '../../csv';
import { educationOfMembers } from '../members/education.service';
import {
  activeMembers,
  leadTimesOfOffices,
  membersExpiringBetween,
  officeRows,
  searchMembers,
  searchOffices,
  type RosterMemberRow,
  type RosterOfficeRow,
} from './admin-roster.repository';

type Db = Kysely<Database>;

interface Clock {
  now: Date;
  timeZone: string;
}

/** The members with their licence and credits status, by the domain's rules. */
async function presentMembers(
  db: Db,
  rows: readonly RosterMemberRow[],
  { now, timeZone }: Clock,
): Promise<ConsoleMember[]> {
  const education = await educationOfMembers(
    db,
    rows.map((row) => String(row.id)),
    now,
    timeZone,
  );
  return rows.map((row) => {
    const status = education.get(String(row.id))?.status;
    return {
      id: String(row.id),
      name: row.member_full_name,
      mlsId: row.member_mls_id,
      email: row.member_email,
      status: row.member_status,
      officeName: row.office_name,
      licenseExpirationDate: row.license_expiration_date,
      daysUntilExpiry: status?.daysUntilExpiry ?? null,
      creditsRequired: status?.creditsRequired ?? CREDITS_REQUIRED,
      creditsNeeded: status?.creditsNeeded ?? CREDITS_REQUIRED,
    };
  });
}

/** The offices with their median first response over the last 30 days. */
async function presentOffices(
  db: Db,
  rows: readonly RosterOfficeRow[],
  now: Date,
  ids: readonly string[] | 'all',
): Promise<ConsoleOffice[]> {
  const since = new Date(now.getTime() - LEAD_RESPONSE_WINDOW_DAYS * 86_400_000);
  const leads = await leadTimesOfOffices(db, ids, since);
  const byOffice = new Map<string, { createdAt: Date; firstOpenedAt: Date | null }[]>();
  for (const lead of leads) {
    const key = String(lead.office_id);
    const list = byOffice.get(key) ?? [];
    list.push({ createdAt: lead.created_at, firstOpenedAt: lead.first_opened_at });
    byOffice.set(key, list);
  }
  return rows.map((row) => {
    const summary = responseSummary(byOffice.get(String(row.id)) ?? [], now);
    return {
      id: String(row.id),
      name: row.office_name,
      city: row.office_city,
      status: row.office_status,
      members: Number(row.members),
      leadsOpened: summary.opened,
      leadsWaiting: summary.waiting,
      medianResponseMs: summary.medianMs,
    };
  });
}

export async function findMembers(
  db: Db,
  query: { q: string; limit: number; offset: number },
  clock: Clock,
): Promise<ConsoleMemberList> {
  const { rows, total } = await searchMembers(db, query.q, query.limit, query.offset);
  return { results: await presentMembers(db, rows, clock), total };
}

export async function findOffices(
  db: Db,
  query: { q: string; limit: number; offset: number },
  now: Date,
): Promise<ConsoleOfficeList> {
  const { rows, total } = await searchOffices(db, query.q, query.limit, query.offset);
  const ids = rows.map((row) => String(row.id));
  return { results: await presentOffices(db, rows, now, ids), total };
}

/** `YYYY-MM-DD` of the site's day `days` after today. */
function dayAfter(clock: Clock, days: number): string {
  const today = calendarDateIn(clock.now, clock.timeZone);
  return new Date(Date.UTC(today.year, today.month - 1, today.day + days))
    .toISOString()
    .slice(0, 10);
}

export type ReportRows =
  { kind: 'members'; results: ConsoleMember[] } | { kind: 'offices'; results: ConsoleOffice[] };

export async function report(
  db: Db,
  name: ConsoleReport,
  days: number,
  clock: Clock,
): Promise<ReportRows> {
  switch (name) {
    case 'licences-expiring': {
      const rows = await membersExpiringBetween(db, dayAfter(clock, 0), dayAfter(clock, days));
      return { kind: 'members', results: await presentMembers(db, rows, clock) };
    }
    case 'short-of-credits': {
      const members = await presentMembers(db, await activeMembers(db), clock);
      return { kind: 'members', results: members.filter((member) => member.creditsNeeded > 0) };
    }
    case 'office-response': {
      const rows = await officeRows(db).where('o.office_status', '=', 'Active').execute();
      const offices = await presentOffices(db, rows, clock.now, 'all');
      // Slowest first; offices without an opened lead last, by name.
      offices.sort(
        (a, b) =>
          (b.medianResponseMs ?? -1) - (a.medianResponseMs ?? -1) || a.name.localeCompare(b.name),
      );
      return { kind: 'offices', results: offices };
    }
  }
}

/** The report as CSV (a header row; every cell shown as text, see csv.ts). */
export function reportCsv(rows: ReportRows): string {
  const minutes = (ms: number | null) => (ms === null ? null : Math.round(ms / 60_000));
  const table =
    rows.kind === 'members'
      ? [
          // American English, as the rest of the UI and the spec spell it.
          ['Name', 'MLS id', 'E-mail', 'Office', 'License expires', 'Days left', 'Credits needed'],
          ...rows.results.map((m) => [
            m.name,
            m.mlsId,
            m.email,
            m.officeName,
            m.licenseExpirationDate,
            m.daysUntilExpiry,
            m.creditsNeeded,
          ]),
        ]
      : [
          [
            'Office',
            'City',
            'Active members',
            'Leads opened (30 days)',
            'Leads never opened',
            'Median first response (minutes)',
          ],
          ...rows.results.map((o) => [
            o.name,
            o.city,
            o.members,
            o.leadsOpened,
            o.leadsWaiting,
            minutes(o.medianResponseMs),
          ]),
        ];
  return toCsv(table);
}
