/**
 * The demo's association-management data for the embedded AMS: a year of invoices for every
 * active member (annual dues, quarterly MLS fees, some class fees; most paid, some overdue, the
 * latest quarter open), a year of the association's events (half past, half ahead; some online,
 * some full), and committees with members, roles and next meetings. The demo agent and broker
 * sit on committees and have open and overdue invoices. Deterministic for a seed and reference
 * date; written once, and only where the demo sign-ins exist.
 */
import { zonedTimeToInstant, type CalendarDate } from '@hearth/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_SIGN_INS } from '../modules/auth/demo-accounts';
import { insertRows, type SeedRow } from './bulk-insert';
import { AMS_COMMITTEES, AMS_EVENTS } from './ams-text';
import { Random } from './random';
import { addDays, isoDate, SITE_TIME_ZONE } from './time';

type Db = Kysely<Database>;

const PAY_BASE = 'https://pay.hearth.example/invoices/';

const calendarDate = (date: Date): CalendarDate => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});

/** A wall-clock time in the site's time zone on the day `days` after the reference. */
function siteTime(reference: Date, days: number, hours: number, minutes = 0): Date {
  return zonedTimeToInstant(calendarDate(addDays(reference, days)), hours, minutes, SITE_TIME_ZONE);
}

type InvoiceRow = SeedRow<Database['ams_invoices']>;

function invoiceRows(
  memberIds: readonly string[],
  demoIds: ReadonlySet<string>,
  seed: number,
  reference: Date,
): InvoiceRow[] {
  const rows: InvoiceRow[] = [];
  const year = reference.getUTCFullYear();
  const add = (
    memberId: string,
    description: string,
    amount: number,
    issuedDaysAgo: number,
    paid: boolean,
  ) => {
    const id = rows.length + 1;
    const number = `INV-${year}-${String(id).padStart(6, '0')}`;
    const issued = addDays(reference, -issuedDaysAgo);
    rows.push({
      id,
      member_id: memberId,
      number,
      description,
      amount,
      issued_on: isoDate(issued),
      due_on: isoDate(addDays(issued, 30)),
      paid_on: paid ? isoDate(addDays(issued, 3 + ((id * 7) % 20))) : null,
      pay_url: `${PAY_BASE}${number}`,
    });
  };
  for (const memberId of memberIds) {
    const random = new Random(seed, 53, Number(memberId));
    const demo = demoIds.has(memberId);
    // A member behind on one payment: one quarter's fee left unpaid past its due date.
    const behind = demo || random.chance(0.08);
    const lateQuarter = random.int(1, 2);
    add(memberId, `Association dues ${year}`, 595, 330, true);
    for (const [quarter, daysAgo] of [270, 180, 90, 5].entries()) {
      const open = daysAgo < 30;
      add(
        memberId,
        `MLS access fee, quarter ${quarter + 1}`,
        145,
        daysAgo,
        !open && !(behind && quarter === lateQuarter),
      );
    }
    if (demo || random.chance(0.3)) {
      add(memberId, 'Class fee: Contracts and Counter Offers', 89, random.int(20, 300), !demo);
    }
  }
  return rows;
}

function demoAccounts(db: Db) {
  const emails = DEMO_SIGN_INS.filter((d) => d.role === 'agent' || d.role === 'broker').map(
    (d) => d.email,
  );
  return db
    .selectFrom('accounts')
    .select(['id', 'member_id', 'roles'])
    .where(sql<string>`lower(email)`, 'in', emails)
    .where('member_id', 'is not', null)
    .execute();
}

/** Writes the demo AMS data once; false when there is nothing to do. */
export async function seedAms(
  db: Db,
  { seed = 42, referenceDate = new Date() }: { seed?: number; referenceDate?: Date } = {},
): Promise<boolean> {
  const demo = await demoAccounts(db);
  const existing = await db.selectFrom('ams_events').select('id').limit(1).executeTakeFirst();
  if (demo.length === 0 || existing) return false;
  const agent = demo.find((a) => a.roles.includes('agent'));
  const broker = demo.find((a) => a.roles.includes('broker'));
  const demoIds = new Set(demo.map((a) => String(a.member_id)));

  await db.transaction().execute(async (trx) => {
    const members = await trx
      .selectFrom('members')
      .select('id')
      .where('member_status', '=', 'Active')
      .orderBy('id')
      .execute();
    const memberIds = members.map((m) => String(m.id));
    const invoices = invoiceRows(memberIds, demoIds, seed, referenceDate);
    for (let start = 0; start < invoices.length; start += 4000) {
      await insertRows(trx, 'ams_invoices', invoices.slice(start, start + 4000));
    }
    await sql`select setval(pg_get_serial_sequence('ams_invoices', 'id'), ${invoices.length + 1}, false)`.execute(
      trx,
    );

    const random = new Random(seed, 59);
    for (let week = -26; week <= 26; week += 1) {
      const template = AMS_EVENTS[(week + 26) % AMS_EVENTS.length]!;
      // Tuesday to Thursday of the week.
      const day = week * 7 + random.int(1, 3);
      const starts = siteTime(referenceDate, day, template.hour, template.minute);
      const capacity = template.capacity;
      await trx
        .insertInto('ams_events')
        .values({
          title: template.title,
          starts_at: starts,
          ends_at: new Date(starts.getTime() + template.minutes * 60_000),
          location: template.online ? null : template.location,
          online_url: template.online
            ? `https://meet.hearth.example/${template.slug}-${week + 27}`
            : null,
          description: template.description,
          registration_url: `https://events.hearth.example/${template.slug}-${week + 27}`,
          capacity,
          seats_taken:
            capacity === null
              ? 0
              : Math.min(capacity, random.int(Math.ceil(capacity / 3), capacity)),
        })
        .execute();
    }

    for (const [index, committee] of AMS_COMMITTEES.entries()) {
      const row = await trx
        .insertInto('ams_committees')
        .values({
          name: committee.name,
          description: committee.description,
          next_meeting_at: siteTime(referenceDate, 6 + index * 4, committee.hour),
          next_meeting_place: committee.place,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const seats = new Random(seed, 61, index).some(
        memberIds.filter((id) => !demoIds.has(id)),
        7,
      );
      const people = new Map<string, string>();
      if (agent && committee.agentRole) people.set(String(agent.member_id), committee.agentRole);
      if (broker && committee.brokerRole)
        people.set(String(broker.member_id), committee.brokerRole);
      for (const [n, memberId] of seats.entries()) {
        if (!people.has(memberId)) {
          people.set(memberId, n === 0 ? 'Chair' : n === 1 ? 'Vice Chair' : 'Member');
        }
      }
      await trx
        .insertInto('ams_committee_members')
        .values([...people].map(([member_id, role]) => ({ committee_id: row.id, member_id, role })))
        .execute();
    }
  });
  return true;
}
