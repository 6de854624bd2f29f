/**
 * The association-management pages (members-area.md §2, §7 `/api/mms/*`): a member's billing,
 * the association's calendar (with `.ics` downloads and a per-account feed), the member's
 * committees and education, whatever AMS answers behind the adapter.
 */
import { createHash, randomBytes } from 'node:crypto';
import type {
  BillingResponse,
  CalendarEvent,
  CalendarResponse,
  CommitteesResponse,
  EducationResponse,
  Invoice,
} from '@hearth/contracts';
import {
  billingTotals,
  buildIcs,
  educationBadge,
  invoiceStatus,
  isAccredited,
  parseCalendarDate,
  zonedIsoString,
  zonedTimeToInstant,
  type CalendarEventEntry,
} from '@hearth/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { AccountActor } from '../members/account-actor';
import { educationStatusOf, memberEducation } from '../members/education.service';
import type { AmsAdapter, AmsEvent, AmsMember } from './ams-adapter';
import { canReadFeed, canReadOwnAmsRecords } from './ams.policy';
import { accountOfFeedToken, amsMemberOf, saveFeedToken } from './ams.repository';

type Db = Kysely<Database>;

const DAY_MS = 86_400_000;
/** The feed covers the last 90 days and the next 400. */
const FEED_PAST_DAYS = 90;
const FEED_FUTURE_DAYS = 400;
const MAX_RANGE_DAYS = 400;

const eventNotFound = () => notFound('event_not_found', 'No such event.');
const webLink = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** The actor's member as the AMS is asked about them; null for staff without a member. */
async function amsMember(db: Db, actor: AccountActor): Promise<AmsMember | null> {
  if (!canReadOwnAmsRecords(actor)) return null;
  const row = await amsMemberOf(db, actor.memberId);
  return row
    ? { memberId: String(row.id), memberKey: row.member_key, email: row.member_email }
    : null;
}

export async function billing(
  db: Db,
  ams: AmsAdapter,
  actor: AccountActor,
  options: { now: Date; timeZone: string; currency: string },
): Promise<BillingResponse> {
  const member = await amsMember(db, actor);
  const invoices: Invoice[] = (member ? await ams.invoices(member) : []).map((invoice) => {
    const status = invoiceStatus(invoice, options.now, options.timeZone);
    return { ...invoice, status, payUrl: status === 'paid' ? null : webLink(invoice.payUrl) };
  });
  const rank = (i: Invoice) => (i.status === 'paid' ? 1 : 0);
  invoices.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (rank(a) === 0 ? a.dueOn.localeCompare(b.dueOn) : b.dueOn.localeCompare(a.dueOn)),
  );
  return { currency: options.currency, invoices, totals: billingTotals(invoices) };
}

function presentEvent(event: AmsEvent, timeZone: string): CalendarEvent {
  return {
    id: event.id,
    title: event.title,
    startsAt: zonedIsoString(event.startsAt, timeZone),
    endsAt: zonedIsoString(event.endsAt, timeZone),
    location: event.location,
    onlineUrl: webLink(event.onlineUrl),
    description: event.description,
    registrationUrl: webLink(event.registrationUrl),
    capacity: event.capacity,
    seatsLeft: event.seatsLeft,
  };
}

/** Events of the days `from` to `to` (both included) in the site's time zone. */
export async function calendar(
  ams: AmsAdapter,
  range: { from: string; to: string },
  timeZone: string,
): Promise<CalendarResponse> {
  const from = parseCalendarDate(range.from);
  const to = parseCalendarDate(range.to);
  if (!from) throw badRequest('invalid_date', 'Not a date.', 'from');
  if (!to) throw badRequest('invalid_date', 'Not a date.', 'to');
  const start = zonedTimeToInstant(from, 0, 0, timeZone);
  const end = new Date(zonedTimeToInstant(to, 0, 0, timeZone).getTime() + DAY_MS);
  const days = (end.getTime() - start.getTime()) / DAY_MS;
  if (days <= 0 || days > MAX_RANGE_DAYS + 1) {
    throw badRequest('invalid_range', `Ask for 1 to ${MAX_RANGE_DAYS} days.`, 'to');
  }
  const events = await ams.events({ from: start, to: end });
  return { timeZone, events: events.map((event) => presentEvent(event, timeZone)) };
}

export async function calendarEvent(
  ams: AmsAdapter,
  id: string,
  timeZone: string,
): Promise<CalendarEvent> {
  const event = await ams.event(id);
  if (!event) throw eventNotFound();
  return presentEvent(event, timeZone);
}

function icsEntry(event: AmsEvent, host: string): CalendarEventEntry {
  const online = webLink(event.onlineUrl);
  return {
    uid: `event-${event.id}@${host}`,
    title: event.title,
    start: event.startsAt,
    end: event.endsAt,
    location: event.location ?? online,
    description: event.description,
    url: webLink(event.registrationUrl) ?? online,
  };
}

const PRODUCT_ID = '-//Hearth//Association calendar//EN';

/** One event as an `.ics` file ("Add to calendar"). */
export async function eventIcs(ams: AmsAdapter, id: string, host: string): Promise<string> {
  const event = await ams.event(id);
  if (!event) throw eventNotFound();
  return buildIcs([icsEntry(event, host)], { productId: PRODUCT_ID, stamp: new Date() });
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new feed token for the account (256 random bits; the old one stops working). Only its hash
 * is stored, so the address is shown once, when it is made.
 */
export async function issueFeedToken(db: Db, actor: AccountActor): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await saveFeedToken(db, actor.accountId, hashToken(token));
  return token;
}

/** The association's events as a calendar feed, for the holder of a feed token. */
export async function feedIcs(
  db: Db,
  ams: AmsAdapter,
  token: string,
  options: { host: string; name: string },
): Promise<string> {
  const account = /^[\w-]{43}$/.test(token)
    ? await accountOfFeedToken(db, hashToken(token))
    : undefined;
  if (!canReadFeed(account)) throw notFound('feed_not_found', 'No such calendar feed.');
  const now = Date.now();
  const events = await ams.events({
    from: new Date(now - FEED_PAST_DAYS * DAY_MS),
    to: new Date(now + FEED_FUTURE_DAYS * DAY_MS),
  });
  return buildIcs(
    events.map((event) => icsEntry(event, options.host)),
    { productId: PRODUCT_ID, stamp: new Date(now), name: options.name },
  );
}

export async function committees(
  db: Db,
  ams: AmsAdapter,
  actor: AccountActor,
  timeZone: string,
): Promise<CommitteesResponse> {
  const member = await amsMember(db, actor);
  const rows = member ? await ams.committees(member) : [];
  return {
    committees: rows.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      role: c.role,
      nextMeeting: c.nextMeeting
        ? { startsAt: zonedIsoString(c.nextMeeting.startsAt, timeZone), place: c.nextMeeting.place }
        : null,
    })),
  };
}

const yyyymmdd = (date: string | null) => (date ? Number(date.replaceAll('-', '')) : null);

/**
 * The member's own education page with the AMS's records: the licence comes from our member
 * records, the courses and credits from the AMS.
 */
export async function education(
  db: Db,
  ams: AmsAdapter,
  actor: AccountActor,
  timeZone: string,
  now = new Date(),
): Promise<EducationResponse> {
  const member = await amsMember(db, actor);
  if (!member) throw notFound('member_not_found', 'No such member.');
  const [page, records] = await Promise.all([
    memberEducation(db, actor, member.memberId, timeZone, now),
    ams.education(member),
  ]);
  return {
    ...page,
    status: educationStatusOf(records, page.status.licenseExpirationDate, now, timeZone),
    records: records.map((r) => ({
      id: r.id,
      courseName: r.courseName,
      provider: r.provider,
      category: r.category,
      accredited: isAccredited(r),
      startDate: yyyymmdd(r.startDate) ?? 0,
      completionDate: yyyymmdd(r.completionDate),
      grade: r.grade,
      attended: r.attended,
      credits: r.credits,
      badge: educationBadge(r, now, timeZone),
    })),
  };
}
