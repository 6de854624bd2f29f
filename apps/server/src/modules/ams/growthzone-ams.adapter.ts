/**
 * The GrowthZone AMS over HTTP (decision 0009): the member's invoices, the association's events,
 * the member's groups (committees) and certifications (continuing education), read from the
 * association's GrowthZone REST API with its API key.
 *
 * What we call, in GrowthZone's own shapes (PascalCase JSON, `Authorization: ApiKey <key>`):
 *
 * | We need            | Request                                               | Answer |
 * |--------------------|-------------------------------------------------------|--------|
 * | the member's id    | `GET /api/contacts/lookup?email=`                     | `[{ ContactId, DisplayName, Email }]` |
 * | invoices           | `GET /api/integrations/contacts/{ContactId}/invoices` | `[{ InvoiceId, InvoiceNumber, Memo, Total, Balance, InvoiceDate, DueDate, PaidDate, PaymentUrl }]` |
 * | events of a period | `GET /api/events?startDate=&endDate=` (days)          | `[{ EventId, Name, StartDateTime, EndDateTime, Location, VirtualUrl, Description, RegistrationUrl, MaxAttendees, RegisteredCount }]` |
 * | one event          | `GET /api/events/{EventId}`                           | one of those, 404 when there is none |
 * | committees         | `GET /api/contacts/{ContactId}/groups`                | `{ ContactId, ContactDisplayName, Groups: [{ GroupId, Name, Description }], GroupMembers: [{ GroupId, Role, NextMeetingDateTime, NextMeetingLocation }] }` |
 * | education          | `GET /api/contacts/{ContactId}/certifications`        | `[{ CertificationContactId, Name, Provider, Category, StartDate, CompletedDate, Grade, Attended, Credits }]` |
 *
 * GrowthZone writes event and meeting times without an offset, in the association's own time
 * zone; we read them in the site's time zone. Every answer is checked against its schema: a
 * refused connection or an error status becomes 502 `ams_unavailable`, a slow answer 504
 * `ams_timeout`, a body that is not what the table says 502 `ams_bad_answer`; the pages show
 * "not available right now" rather than a crash or a wrong total.
 */
import { zonedTimeToInstant } from '@hearth/domain';
import { z } from 'zod';
import { AppError } from '../../errors';
import { LruCache } from '../../lru-cache';
import type {
  AmsAdapter,
  AmsCommittee,
  AmsEducationRecord,
  AmsEvent,
  AmsInvoice,
  AmsMember,
} from './ams-adapter';

export interface GrowthZoneOptions {
  /** The association's API root, such as `https://yourassociation.growthzoneapp.com`. */
  url: string;
  apiKey: string;
  /** The site's time zone: GrowthZone's local date-times are read in it. */
  timeZone: string;
  /** How long one request may take before the page says the AMS is slow (default 5 s). */
  timeoutMs?: number;
  /** How long a member's GrowthZone contact id is remembered (default 10 minutes). */
  contactTtlMs?: number;
  log?: { warn: (details: object, message: string) => void };
}

const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_CONTACT_TTL_MS = 10 * 60_000;
const CONTACT_CACHE_LIMIT = 5_000;

const id = z.union([z.number().int(), z.string().min(1)]).transform(String);
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value : null));
/** `2026-05-01`, `2026-05-01T00:00:00` or with an offset: the day is what counts. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, 'a date')
  .transform((v) => v.slice(0, 10));
const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/, 'a date-time');
const count = z.number().int().min(0).nullish();

const contactsSchema = z.array(
  z.object({ ContactId: id, Email: z.string().nullish() }).passthrough(),
);
const invoicesSchema = z.array(
  z
    .object({
      InvoiceId: id,
      InvoiceNumber: z.union([z.string(), z.number()]).transform(String),
      Memo: text,
      Total: z.number().finite(),
      Balance: z.number().finite().nullish(),
      InvoiceDate: day,
      DueDate: day,
      PaidDate: day.nullish(),
      PaymentUrl: optionalText,
    })
    .passthrough(),
);
const eventSchema = z
  .object({
    EventId: id,
    Name: z.string().min(1),
    StartDateTime: localDateTime,
    EndDateTime: localDateTime,
    Location: optionalText,
    VirtualUrl: optionalText,
    Description: text,
    RegistrationUrl: optionalText,
    MaxAttendees: count,
    RegisteredCount: count,
  })
  .passthrough();
const groupsSchema = z
  .object({
    Groups: z
      .array(z.object({ GroupId: id, Name: z.string().min(1), Description: text }).passthrough())
      .default([]),
    GroupMembers: z
      .array(
        z
          .object({
            GroupId: id,
            Role: optionalText,
            NextMeetingDateTime: localDateTime.nullish(),
            NextMeetingLocation: optionalText,
          })
          .passthrough(),
      )
      .default([]),
  })
  .passthrough();
const certificationsSchema = z.array(
  z
    .object({
      CertificationContactId: id,
      Name: z.string().min(1),
      Provider: optionalText,
      Category: optionalText,
      StartDate: day,
      CompletedDate: day.nullish(),
      Grade: optionalText,
      Attended: z.boolean().nullish(),
      Credits: z.number().finite().min(0).nullish(),
    })
    .passthrough(),
);

const unavailable = () =>
  new AppError(
    502,
    'ams_unavailable',
    'The association’s management system is not available right now. Try again later.',
  );
const slow = () =>
  new AppError(
    504,
    'ams_timeout',
    'The association’s management system did not answer in time. Try again later.',
  );
const badAnswer = () =>
  new AppError(
    502,
    'ams_bad_answer',
    'The association’s management system gave an answer the portal cannot read.',
  );

type Problem = { request: string; status?: number; error?: string };

export function growthZoneAms(options: GrowthZoneOptions): AmsAdapter {
  const root = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const contactTtlMs = options.contactTtlMs ?? DEFAULT_CONTACT_TTL_MS;
  const contacts = new LruCache<string, { contactId: string | null; until: number }>({
    maxEntries: CONTACT_CACHE_LIMIT,
  });
  const warn = (problem: Problem, message: string) => options.log?.warn(problem, message);

  /** GETs one path; null for 404 when `missingIsNull`, otherwise the body checked by `schema`. */
  async function get<T>(
    path: string,
    schema: z.ZodType<T>,
    { missingIsNull = false } = {},
  ): Promise<T | null> {
    const request = `GET ${path.split('?')[0]}`;
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        headers: { authorization: `ApiKey ${options.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      warn({ request, error: String(error) }, 'The AMS did not answer');
      throw name === 'TimeoutError' ? slow() : unavailable();
    }
    let body: unknown;
    try {
      if (response.status === 404 && missingIsNull) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        warn({ request, status: response.status }, 'The AMS refused a request');
        throw unavailable();
      }
      body = await response.json();
    } catch (error) {
      if (error instanceof AppError) throw error;
      const name = error instanceof Error ? error.name : '';
      warn({ request, error: String(error) }, 'The AMS answer could not be read');
      throw name === 'TimeoutError' ? slow() : badAnswer();
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      warn({ request, error: parsed.error.issues[0]?.message }, 'The AMS answer has another shape');
      throw badAnswer();
    }
    return parsed.data;
  }

  /** A GrowthZone date-time: with an offset as written, without one in the site's time zone. */
  const instant = (value: string) => {
    if (/(Z|[+-]\d{2}:?\d{2})$/.test(value)) return new Date(value);
    const [year, month, dayOfMonth, hours, minutes] = value.match(/\d+/g)!.map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    return zonedTimeToInstant({ year, month, day: dayOfMonth }, hours, minutes, options.timeZone);
  };

  /** The member's GrowthZone contact, found by e-mail and remembered a while. */
  async function contactIdOf(member: AmsMember): Promise<string | null> {
    const email = member.email?.trim().toLowerCase();
    if (!email) return null;
    const known = contacts.get(email);
    if (known && known.until > Date.now()) return known.contactId;
    const found = await get(
      `/api/contacts/lookup?email=${encodeURIComponent(email)}`,
      contactsSchema,
    );
    const match = (found ?? []).find((c) => c.Email?.trim().toLowerCase() === email);
    const contactId = match?.ContactId ?? null;
    contacts.set(email, { contactId, until: Date.now() + contactTtlMs });
    return contactId;
  }

  const asEvent = (row: z.infer<typeof eventSchema>): AmsEvent => {
    const capacity = row.MaxAttendees ?? null;
    return {
      id: row.EventId,
      title: row.Name,
      startsAt: instant(row.StartDateTime),
      endsAt: instant(row.EndDateTime),
      location: row.Location,
      onlineUrl: row.VirtualUrl,
      description: row.Description,
      registrationUrl: row.RegistrationUrl,
      capacity,
      seatsLeft: capacity === null ? null : Math.max(0, capacity - (row.RegisteredCount ?? 0)),
    };
  };

  return {
    vendor: 'growthzone',

    async invoices(member): Promise<AmsInvoice[]> {
      const contactId = await contactIdOf(member);
      if (!contactId) return [];
      const rows = await get(
        `/api/integrations/contacts/${encodeURIComponent(contactId)}/invoices`,
        invoicesSchema,
      );
      return (rows ?? []).map((row) => ({
        id: row.InvoiceId,
        number: row.InvoiceNumber,
        description: row.Memo,
        amount: row.Total,
        issuedOn: row.InvoiceDate,
        dueOn: row.DueDate,
        // A zero balance without a payment date is paid all the same.
        paidOn: row.PaidDate ?? (row.Balance === 0 && row.Total > 0 ? row.InvoiceDate : null),
        payUrl: row.PaymentUrl,
      }));
    },

    async events({ from, to }): Promise<AmsEvent[]> {
      // Whole days in the request (GrowthZone's filter is by day); the exact period after.
      const first = new Date(from.getTime() - 86_400_000).toISOString().slice(0, 10);
      const last = new Date(to.getTime() + 86_400_000).toISOString().slice(0, 10);
      const rows = await get(
        `/api/events?startDate=${first}&endDate=${last}`,
        z.array(eventSchema),
      );
      return (rows ?? [])
        .map(asEvent)
        .filter((event) => event.startsAt < to && event.endsAt > from)
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    },

    async event(eventId): Promise<AmsEvent | null> {
      const row = await get(`/api/events/${encodeURIComponent(eventId)}`, eventSchema, {
        missingIsNull: true,
      });
      return row ? asEvent(row) : null;
    },

    async committees(member): Promise<AmsCommittee[]> {
      const contactId = await contactIdOf(member);
      if (!contactId) return [];
      const body = await get(`/api/contacts/${encodeURIComponent(contactId)}/groups`, groupsSchema);
      if (!body) return [];
      const groups = new Map(body.Groups.map((group) => [group.GroupId, group]));
      return body.GroupMembers.flatMap((membership) => {
        const group = groups.get(membership.GroupId);
        if (!group) return [];
        return [
          {
            id: group.GroupId,
            name: group.Name,
            description: group.Description,
            role: membership.Role ?? 'Member',
            nextMeeting: membership.NextMeetingDateTime
              ? {
                  startsAt: instant(membership.NextMeetingDateTime),
                  place: membership.NextMeetingLocation,
                }
              : null,
          },
        ];
      }).sort((a, b) => a.name.localeCompare(b.name));
    },

    async education(member): Promise<AmsEducationRecord[]> {
      const contactId = await contactIdOf(member);
      if (!contactId) return [];
      const rows = await get(
        `/api/contacts/${encodeURIComponent(contactId)}/certifications`,
        certificationsSchema,
      );
      return (rows ?? []).map((row) => ({
        id: row.CertificationContactId,
        courseName: row.Name,
        provider: row.Provider,
        category: row.Category,
        startDate: row.StartDate,
        completionDate: row.CompletedDate ?? null,
        grade: row.Grade,
        attended: row.Attended === false ? 'N' : 'Y',
        credits: row.Credits ?? 0,
      }));
    },
  };
}
