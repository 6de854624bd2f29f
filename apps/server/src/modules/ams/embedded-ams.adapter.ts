/** The embedded AMS: the association's invoices, events and committees in our own database. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AmsAdapter, AmsEvent } from './ams-adapter';
import {
  committeesOfMember,
  educationOfMember,
  eventsBetween,
  findEvent,
  invoicesOfMember,
  type EventRow,
} from './ams.repository';

const asEvent = (row: EventRow): AmsEvent => ({
  id: String(row.id),
  title: row.title,
  startsAt: new Date(row.starts_at),
  endsAt: new Date(row.ends_at),
  location: row.location,
  onlineUrl: row.online_url,
  description: row.description,
  registrationUrl: row.registration_url,
  capacity: row.capacity,
  seatsLeft: row.capacity === null ? null : Math.max(0, row.capacity - row.seats_taken),
});

export function embeddedAms(db: () => Kysely<Database>): AmsAdapter {
  return {
    vendor: 'embedded',
    async invoices(member) {
      const rows = await invoicesOfMember(db(), member.memberId);
      return rows.map((row) => ({
        id: String(row.id),
        number: row.number,
        description: row.description,
        amount: Number(row.amount),
        issuedOn: row.issued_on,
        dueOn: row.due_on,
        paidOn: row.paid_on,
        payUrl: row.pay_url,
      }));
    },
    async events({ from, to }) {
      return (await eventsBetween(db(), from, to)).map(asEvent);
    },
    async event(id) {
      if (!/^\d{1,18}$/.test(id)) return null;
      const row = await findEvent(db(), id);
      return row ? asEvent(row) : null;
    },
    async committees(member) {
      const rows = await committeesOfMember(db(), member.memberId);
      return rows.map((row) => ({
        id: String(row.id),
        name: row.name,
        description: row.description,
        role: row.role,
        nextMeeting: row.next_meeting_at
          ? { startsAt: new Date(row.next_meeting_at), place: row.next_meeting_place }
          : null,
      }));
    },
    async education(member) {
      const rows = await educationOfMember(db(), member.memberId);
      return rows.map((row) => ({
        id: String(row.id),
        courseName: row.course_name,
        provider: row.provider,
        category: row.category,
        startDate: row.start_date,
        completionDate: row.completion_date,
        grade: row.grade,
        attended: row.attended,
        credits: Number(row.credits),
      }));
    },
  };
}
