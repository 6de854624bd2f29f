/**
 * The demo members area: continuing-education records for every member (some short of credits,
 * some licences expiring within 7, 30 and 90 days in the demo offices), notifications from the
 * association (some dismissable, some with links, one expired, one long expired, one not yet
 * started, one withdrawn), messages, leads for the demo agent, broker and office admin (pending,
 * active, removed), the demo agent's contacts, and the dashboard's content areas, services and
 * left-navigation links. Deterministic for a seed and reference date.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_SIGN_INS } from '../modules/auth/demo-accounts';
import { sanitizeMemberHtml } from '../modules/notifications/html-sanitizer';
import { insertRows, type SeedRow } from './bulk-insert';
import { DEMO_LEADS, DEMO_MESSAGES, DEMO_NOTIFICATIONS, DEMO_DASHBOARD } from './members-area-text';
import { seedAgentContacts } from './agent-contacts';
import { seedAgentListings } from './agent-listings';
import { Random } from './random';
import { addDays, DAY_MS, isoDate, SITE_TIME_ZONE } from './time';

type Db = Kysely<Database>;

const COURSES: readonly (readonly [string, string, number])[] = [
  ['Agency Relationships and Disclosure', 'ACC', 3],
  ['Fair Housing: Practice and Law', 'ACC', 3],
  ['Ethics in Real Estate', 'ACC', 3],
  ['Trust Fund Handling', 'ACC', 3],
  ['Risk Management for Agents', 'ACC', 3],
  ['Implicit Bias Training', 'ACC', 2],
  ['Management and Supervision', 'ACC', 3],
  ['Pricing Strategies in a Shifting Market', 'ELEC', 4.5],
  ['Contracts and Counter Offers', 'ELEC', 6],
  ['Short Sales and Foreclosures', 'ELEC', 4],
  ['Green Building and Energy Efficiency', 'ELEC', 3],
  ['Mastering the MLS', 'ELEC', 1.5],
];
const PROVIDERS = ['Hearth Association Academy', 'Capitol Real Estate School', 'NorCal CE Online'];

/** Education rows for every member: a two-year history with a few courses ahead. */
function educationRows(
  members: readonly { id: string; expiry: string | null }[],
  seed: number,
  reference: Date,
): SeedRow<Database['education_records']>[] {
  const rows: SeedRow<Database['education_records']>[] = [];
  for (const member of members) {
    const random = new Random(seed, 31, Number(member.id));
    // Courses count toward the two years before the licence expires (§5): most fall in them.
    const expiry = member.expiry ? Date.parse(`${member.expiry}T00:00:00Z`) : NaN;
    const periodStart = Number.isNaN(expiry) ? NaN : (expiry - reference.getTime()) / DAY_MS - 715;
    const span = Math.max(5, Math.min(700, Number.isNaN(periodStart) ? 700 : -periodStart));
    // Most members are on track; some are short of the 22.5 credits of their period.
    const completed = random.weighted([
      [2, 15],
      [4, 25],
      [6, 40],
      [8, 20],
    ]);
    for (let n = 0; n < completed + random.int(0, 2); n++) {
      const [name, category, credits] = random.pick(COURSES);
      const ahead = n >= completed;
      const start = addDays(reference, ahead ? random.int(3, 90) : -random.int(1, span));
      rows.push({
        id: rows.length + 1,
        member_id: member.id,
        course_name: name,
        provider: random.pick(PROVIDERS),
        category,
        start_date: isoDate(start),
        completion_date: ahead ? null : isoDate(addDays(start, random.int(0, 2))),
        grade: ahead ? null : random.chance(0.95) ? 'P' : 'F',
        attended: ahead ? 'N' : 'Y',
        credits,
      });
    }
  }
  return rows;
}

function demoAccount(db: Db, role: string) {
  const demo = DEMO_SIGN_INS.find((d) => d.role === role);
  return db
    .selectFrom('accounts')
    .select(['id', 'member_id', 'first_name'])
    .where(sql<boolean>`lower(email) = ${demo?.email ?? ''}`)
    .executeTakeFirst();
}

async function primaryOffice(db: Db, memberId: string | null) {
  if (!memberId) return null;
  return db
    .selectFrom('office_members as om')
    .innerJoin('offices as o', 'o.id', 'om.office_id')
    .select(['o.id', 'o.office_email', 'o.responsible_member_id', 'o.contact_member_id'])
    .where('om.member_id', '=', memberId)
    .orderBy('om.is_primary', 'desc')
    .executeTakeFirst();
}

/** The date `days` after today in the site's time zone, as YYYY-MM-DD. */
function siteDaysAhead(days: number, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(now);
  return isoDate(addDays(new Date(`${today}T00:00:00Z`), days));
}

/** A few members of each demo office get licences expiring in 5, 20 and 60 days. */
async function expiringLicences(db: Db, officeIds: readonly string[]): Promise<void> {
  for (const officeId of officeIds) {
    const members = await db
      .selectFrom('office_members as om')
      .innerJoin('members as m', 'm.id', 'om.member_id')
      .select('om.member_id')
      .where('om.office_id', '=', officeId)
      .where('m.member_status', '=', 'Active')
      .orderBy('om.member_id', 'desc')
      .limit(3)
      .execute();
    for (const [index, days] of [5, 20, 60].entries()) {
      const member = members[index];
      if (!member) continue;
      await db
        .updateTable('member_licenses')
        .set({ license_expiration_date: siteDaysAhead(days) })
        .where('member_id', '=', member.member_id)
        .where('license_state', '=', 'CA')
        .execute();
    }
  }
}

/** Leads on the listings (or the page) of a demo account, in each state. */
async function seedLeads(
  db: Db,
  target: {
    accountId: string;
    memberId: string | null;
    officeId: string | null;
    /** Leads on the office's listings (else the agent's own). */
    office: boolean;
    routedTo: 'agent' | 'office';
    count: number;
  },
  seed: number,
  now: Date,
): Promise<void> {
  const random = new Random(seed, 41, Number(target.accountId));
  const listings = await db
    .selectFrom('listings')
    .select(['id', 'listing_id', 'list_agent_id', 'list_office_id'])
    .where((eb) =>
      target.office && target.officeId
        ? eb('list_office_id', '=', target.officeId)
        : eb('list_agent_id', '=', target.memberId ?? '0'),
    )
    .where('standard_status', 'in', ['Active', 'Coming Soon', 'Pending'])
    .orderBy('id')
    .limit(8)
    .execute();
  const routedEmail = `leads.${target.accountId}@hearth.example`;
  for (const [index, lead] of DEMO_LEADS.slice(0, target.count).entries()) {
    const listing = listings.length > 0 ? listings[index % listings.length] : undefined;
    const fromPage = !listing || lead.source === 'agent';
    const created = new Date(now.getTime() - lead.hoursAgo * 3_600_000);
    const opened =
      lead.status === 'pending'
        ? null
        : new Date(created.getTime() + lead.openedAfterMinutes * 60_000);
    const tour = !fromPage && lead.tour ? isoDate(addDays(now, random.int(1, 6))) : null;
    await db
      .insertInto('leads')
      .values({
        object_type: fromPage ? 'agent' : 'listing',
        object_id: fromPage ? `M${target.memberId ?? target.accountId}` : listing.listing_id,
        listing_id: fromPage ? null : listing.id,
        fields: JSON.stringify({
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          message: lead.message,
          scheduleTour: tour !== null,
          tourDate: tour,
          tourTime: tour ? lead.tourTime : null,
        }),
        name: lead.name,
        email: lead.email,
        schedule_tour: tour !== null,
        tour_date: tour,
        tour_time: tour ? lead.tourTime : null,
        agent_id: fromPage ? target.memberId : listing.list_agent_id,
        office_id: fromPage ? target.officeId : listing.list_office_id,
        routed_to: target.routedTo,
        routed_to_email: routedEmail,
        status: lead.status,
        language: lead.language,
        consent_text_version: 'contact-consent-v1',
        consent_at: created,
        created_at: created,
        first_opened_at: opened,
        first_opened_by: opened ? target.accountId : null,
        status_changed_at: opened,
      })
      .execute();
  }
}

/**
 * Writes the demo members area once: when the demo sign-ins exist and no notification does yet
 * (so a real deployment, which has no demo sign-ins, is never touched).
 */
export async function seedMembersArea(
  db: Db,
  { seed = 42, referenceDate = new Date() }: { seed?: number; referenceDate?: Date } = {},
): Promise<boolean> {
  const agent = await demoAccount(db, 'agent');
  const existing = await db.selectFrom('notifications').select('id').limit(1).executeTakeFirst();
  if (!agent || existing) return false;
  const now = new Date();
  const [broker, member, officeAdmin, admin] = await Promise.all([
    demoAccount(db, 'broker'),
    demoAccount(db, 'member'),
    demoAccount(db, 'office_admin'),
    demoAccount(db, 'association_admin'),
  ]);
  const brokerOffice = await primaryOffice(db, broker?.member_id ?? null);
  const adminOffice = await primaryOffice(db, officeAdmin?.member_id ?? null);
  const agentOffice = await primaryOffice(db, agent.member_id);

  await db.transaction().execute(async (trx) => {
    await seedAgentContacts(trx, agent.id, referenceDate);
    if (agent.member_id) {
      await seedAgentListings(
        trx,
        {
          memberId: String(agent.member_id),
          officeId: agentOffice ? String(agentOffice.id) : null,
        },
        now,
        seed,
      );
    }
    await expiringLicences(
      trx,
      [brokerOffice?.id, adminOffice?.id].filter((id): id is string => Boolean(id)).map(String),
    );
    const members = await trx
      .selectFrom('members as m')
      .select([
        'm.id',
        sql<string | null>`(select max(license_expiration_date)::text from member_licenses l
          where l.member_id = m.id)`.as('expiry'),
      ])
      .where('m.member_status', '=', 'Active')
      .orderBy('m.id')
      .execute();
    const rows = educationRows(
      members.map((m) => ({ id: String(m.id), expiry: m.expiry })),
      seed,
      referenceDate,
    );
    for (let start = 0; start < rows.length; start += 2000) {
      await insertRows(trx, 'education_records', rows.slice(start, start + 2000));
    }
    await sql`select setval(pg_get_serial_sequence('education_records', 'id'), ${rows.length + 1}, false)`.execute(
      trx,
    );

    const audience = {
      office: brokerOffice ? String(brokerOffice.id) : null,
      adminOffice: adminOffice ? String(adminOffice.id) : null,
    };
    const ids: string[] = [];
    for (const n of DEMO_NOTIFICATIONS) {
      const value =
        n.audience.kind === 'office'
          ? n.audience.value === 'admin-office'
            ? audience.adminOffice
            : audience.office
          : n.audience.value;
      if (n.audience.kind !== 'all' && value === null) continue;
      const row = await trx
        .insertInto('notifications')
        .values({
          organization_name: n.organization,
          subject: n.subject,
          content_html: sanitizeMemberHtml(n.html),
          priority: n.priority,
          starts_at: new Date(now.getTime() + n.startsInDays * DAY_MS),
          expires_at:
            n.expiresInDays === null ? null : new Date(now.getTime() + n.expiresInDays * DAY_MS),
          dismissable: n.dismissable,
          action_type: n.link ? 'link' : 'view',
          action_url: n.link?.url ?? null,
          action_label: n.link?.label ?? null,
          audience_kind: n.audience.kind,
          audience_value: n.audience.kind === 'all' ? null : value,
          created_by_account_id: admin?.id ?? null,
          withdrawn_at: n.withdrawn ? now : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    // The demo agent has already read two of them.
    for (const id of ids.slice(3, 5)) {
      await trx
        .insertInto('notification_actions')
        .values({ notification_id: id, account_id: agent.id, viewed_at: now })
        .execute();
    }

    for (const account of [agent, broker, member, officeAdmin, admin]) {
      if (!account) continue;
      for (const m of DEMO_MESSAGES) {
        await trx
          .insertInto('messages')
          .values({
            account_id: account.id,
            sender_name: m.sender,
            subject: m.subject,
            body_html: sanitizeMemberHtml(m.html.replaceAll('{firstName}', account.first_name)),
            created_at: new Date(now.getTime() - m.hoursAgo * 3_600_000),
            read_at: m.read ? now : null,
          })
          .execute();
      }
    }

    await seedLeads(
      trx,
      {
        accountId: agent.id,
        memberId: agent.member_id,
        officeId: agentOffice ? String(agentOffice.id) : null,
        office: false,
        routedTo: 'agent',
        count: DEMO_LEADS.length,
      },
      seed,
      now,
    );
    if (broker) {
      const officeId = brokerOffice ? String(brokerOffice.id) : null;
      const own = { accountId: broker.id, memberId: broker.member_id, officeId };
      await seedLeads(
        trx,
        { ...own, office: false, routedTo: 'agent', count: DEMO_LEADS.length },
        seed,
        now,
      );
      // The office's agents' leads, which the broker reads and their agents handle.
      await seedLeads(trx, { ...own, office: true, routedTo: 'agent', count: 3 }, seed + 1, now);
    }
    if (officeAdmin && adminOffice) {
      await seedLeads(
        trx,
        {
          accountId: officeAdmin.id,
          memberId: officeAdmin.member_id,
          officeId: String(adminOffice.id),
          office: true,
          routedTo: 'office',
          count: DEMO_LEADS.length,
        },
        seed,
        now,
      );
    }

    for (const [area, items] of Object.entries(DEMO_DASHBOARD.content)) {
      for (const [position, html] of items.entries()) {
        await trx
          .insertInto('dashboard_content')
          .values({
            area: area as 'top' | 'middle' | 'bottom',
            position,
            html: sanitizeMemberHtml(html),
          })
          .execute();
      }
    }
    for (const [position, service] of DEMO_DASHBOARD.services.entries()) {
      await trx
        .insertInto('dashboard_services')
        .values({ position, ...service })
        .execute();
    }
    await trx
      .insertInto('dashboard_options')
      .values([
        { key: 'servicesStyle', value: JSON.stringify('grid') },
        { key: 'leftNav', value: JSON.stringify(DEMO_DASHBOARD.leftNav) },
      ])
      .execute();
  });
  return true;
}
