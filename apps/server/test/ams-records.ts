/** Embedded AMS rows for server tests: invoices, events and committees of the test fixture. */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

type Db = Kysely<Database>;

export async function insertInvoice(
  db: Db,
  invoice: {
    memberId: string;
    number: string;
    amount?: number;
    dueOn: string;
    paidOn?: string | null;
    payUrl?: string | null;
  },
): Promise<string> {
  const row = await db
    .insertInto('ams_invoices')
    .values({
      member_id: invoice.memberId,
      number: invoice.number,
      description: `Invoice ${invoice.number}`,
      amount: invoice.amount ?? 100,
      issued_on: invoice.dueOn,
      due_on: invoice.dueOn,
      paid_on: invoice.paidOn ?? null,
      pay_url:
        invoice.payUrl === undefined ? `https://pay.example/${invoice.number}` : invoice.payUrl,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertEvent(
  db: Db,
  event: {
    title: string;
    startsAt: Date;
    minutes?: number;
    capacity?: number | null;
    taken?: number;
  },
): Promise<string> {
  const row = await db
    .insertInto('ams_events')
    .values({
      title: event.title,
      starts_at: event.startsAt,
      ends_at: new Date(event.startsAt.getTime() + (event.minutes ?? 60) * 60_000),
      location: 'Main Hall, 2003 Howe Ave, Sacramento',
      online_url: null,
      description: `About ${event.title}`,
      registration_url: 'https://events.example/register',
      capacity: event.capacity ?? null,
      seats_taken: event.taken ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCommittee(
  db: Db,
  committee: { name: string; members: [string, string][]; nextMeetingAt?: Date | null },
): Promise<string> {
  const row = await db
    .insertInto('ams_committees')
    .values({
      name: committee.name,
      description: `The ${committee.name} committee`,
      next_meeting_at: committee.nextMeetingAt ?? null,
      next_meeting_place: committee.nextMeetingAt ? 'Board Room' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (committee.members.length > 0) {
    await db
      .insertInto('ams_committee_members')
      .values(
        committee.members.map(([member_id, role]) => ({ committee_id: row.id, member_id, role })),
      )
      .execute();
  }
  return row.id;
}
