/**
 * An agent's contacts (members-area.md §2 "Agent area", §5): list with sort and search, add with
 * the form's rules, sync the people who sent the agent a lead, and one contact with its nickname,
 * notes, star rating and the timeline of its leads to this agent.
 */
import type {
  AgentContact,
  AgentContactDetail,
  ContactCreate,
  ContactListQuery,
  ContactListResponse,
  ContactPatch,
  ContactSyncResponse,
  ContactTimelineQuery,
  ContactTimelineResponse,
  ListingSuggestion,
  ListingSuggestionQuery,
} from '@hearth/contracts';
import { addressLine, formatPhoneInput, validateNewContact } from '@hearth/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AccountActor } from '../members/account-actor';
import type { ListingSearchService } from '../search/listing-search.service';
import { syncConnectedConsumers } from './connections-sync.service';
import { canKeepContacts, canSyncContacts, canUseContact } from './contacts.policy';
import { canActForContact } from './connections.policy';
import { findConnectionOfContact } from './connections.repository';
import {
  contactTimelinePage,
  type TimelineKind,
  type TimelinePosition,
} from './contact-timeline.repository';
import { presentContact, presentTimelineEntry, timelinePositionOf } from './contacts.presenter';
import {
  deleteContact,
  findContact,
  insertContact,
  insertSyncedContacts,
  leadSendersNotInContacts,
  listContacts,
  updateContact,
  type ContactChanges,
  type ContactRow,
} from './contacts.repository';

type Db = Kysely<Database>;

export const CONTACT_ADDED = 'Your contact has been added';
const CONTACT_NOTES_MAX = 5000;

const contactNotFound = () => notFound('contact_not_found', 'No such contact.');

function requireContacts(actor: AccountActor): void {
  if (!canKeepContacts(actor)) throw forbidden('Only agents keep contacts.');
}

/** The agent's own contact; 404 for anyone else's. */
export async function ownContact(db: Db, actor: AccountActor, id: string): Promise<ContactRow> {
  requireContacts(actor);
  const row = await findContact(db, id);
  if (!row || !canUseContact(actor, row)) throw contactNotFound();
  return row;
}

export async function contactList(
  db: Db,
  actor: AccountActor,
  query: ContactListQuery,
): Promise<ContactListResponse> {
  requireContacts(actor);
  const { rows, total } = await listContacts(db, actor.accountId, {
    sort: query.sort,
    q: (query.q ?? '').trim(),
    limit: query.limit,
    offset: query.offset,
  });
  return {
    results: rows.map(presentContact),
    limit: query.limit,
    offset: query.offset,
    records: total,
  };
}

/** Adds a contact (§5): names of at least 2, a valid e-mail, an optional 10-digit phone. */
export async function addContact(
  db: Db,
  actor: AccountActor,
  input: ContactCreate,
): Promise<{ message: string; results: AgentContact }> {
  requireContacts(actor);
  const values = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    phoneNumber: input.phoneNumber?.trim() ?? '',
  };
  const check = validateNewContact(values);
  if (!check.valid) {
    throw badRequest('invalid_contact', check.message ?? 'Please Check', check.invalidFields[0]);
  }
  const row = await insertContact(db, actor.accountId, {
    ...values,
    phoneNumber: values.phoneNumber === '' ? null : formatPhoneInput(values.phoneNumber),
  });
  if (!row) {
    throw conflict('contact_exists', 'You already have a contact with this e-mail.', 'email');
  }
  return { message: CONTACT_ADDED, results: presentContact(row) };
}

/** Splits a lead's name: the last word is the last name. */
function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' };
}

/** Everyone who sent this agent a lead becomes a contact, never twice for one e-mail. */
export async function syncContacts(db: Db, actor: AccountActor): Promise<ContactSyncResponse> {
  requireContacts(actor);
  const connected = await syncConnectedConsumers(db, actor.accountId);
  if (!canSyncContacts(actor)) {
    return {
      message: connected === 0 ? 'No new contacts' : `${connected} contacts added`,
      added: connected,
    };
  }
  const senders = await leadSendersNotInContacts(db, actor.accountId, actor.memberId!);
  const fromLeads = await insertSyncedContacts(
    db,
    actor.accountId,
    senders.map((sender) => {
      const digits = (sender.phone ?? '').replace(/\D/g, '');
      return {
        ...splitName(sender.name),
        email: sender.email.trim(),
        phoneNumber: digits.length === 10 ? formatPhoneInput(digits) : null,
      };
    }),
  );
  const added = connected + fromLeads;
  return { message: added === 0 ? 'No new contacts' : `${added} contacts added`, added };
}

/** Entries the contact page shows with the contact; the rest come a page at a time. */
const DETAIL_TIMELINE_ENTRIES = 100;

export async function contactDetail(
  db: Db,
  actor: AccountActor,
  id: string,
): Promise<AgentContactDetail> {
  const row = await ownContact(db, actor, id);
  const { results } = await timelineOf(db, actor, row, { limit: DETAIL_TIMELINE_ENTRIES });
  return { ...presentContact(row), timeline: results };
}

/**
 * A page of the contact's timeline, newest first (members-area.md §2): their leads to this
 * agent, the listings the agent shared with them and, while they are connected, the alerts
 * e-mailed to them from their own saved searches and groups or this agent's (never another
 * agent's). Another agent's contact answers 404.
 */
export async function contactTimeline(
  db: Db,
  actor: AccountActor,
  id: string,
  query: ContactTimelineQuery,
): Promise<ContactTimelineResponse> {
  return timelineOf(db, actor, await ownContact(db, actor, id), query);
}

async function timelineOf(
  db: Db,
  actor: AccountActor,
  contact: ContactRow,
  query: { limit: number; before?: string },
): Promise<ContactTimelineResponse> {
  const connection = await findConnectionOfContact(db, String(contact.id));
  const connected = canActForContact(actor, contact, connection);
  const rows = await contactTimelinePage(
    db,
    {
      memberId: actor.memberId,
      email: contact.email,
      agentAccountId: actor.accountId,
      contactId: String(contact.id),
      connectedUserId: connected && connection ? String(connection.user_id) : null,
    },
    query.before ? positionOf(query.before) : null,
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    results: page.map(presentTimelineEntry),
    next: rows.length > query.limit && last ? timelinePositionOf(last) : null,
  };
}

/** `before` as the contract's pattern gave it: microseconds, kind and id. */
function positionOf(before: string): TimelinePosition {
  const [atMicros = '0', kind = 'share', id = '0'] = before.split('.');
  return { atMicros, kind: kind as TimelineKind, id };
}

/**
 * Changes a contact's names, nickname, notes or rating. Names keep the add form's rule of at
 * least 2 characters; an empty nickname or notes clears it.
 */
export async function changeContact(
  db: Db,
  actor: AccountActor,
  id: string,
  patch: ContactPatch,
): Promise<AgentContactDetail> {
  await ownContact(db, actor, id);
  const changes: ContactChanges = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const value = patch[field];
    if (value === undefined) continue;
    if (value.trim().length < 2) {
      throw badRequest(
        'invalid_contact',
        `Please Check ${field === 'firstName' ? 'First' : 'Last'} Name`,
        field,
      );
    }
    changes[field === 'firstName' ? 'first_name' : 'last_name'] = value.trim();
  }
  if (patch.nickname !== undefined) {
    changes.nickname = patch.nickname?.trim() ? patch.nickname.trim() : null;
  }
  if (patch.notes !== undefined) {
    const notes = Array.isArray(patch.notes) ? patch.notes.join('\n') : patch.notes;
    if (notes && notes.length > CONTACT_NOTES_MAX) {
      throw badRequest('invalid_contact', 'Notes are too long.', 'notes');
    }
    changes.notes = notes?.trim() ? notes.trim() : null;
  }
  if (patch.rating !== undefined) changes.rating = patch.rating;
  if (Object.keys(changes).length > 0) await updateContact(db, id, changes);
  return contactDetail(db, actor, id);
}

export async function removeContact(db: Db, actor: AccountActor, id: string) {
  await ownContact(db, actor, id);
  await deleteContact(db, id);
  return { message: 'Removed' };
}

/**
 * Listings an agent may add for a client, by the start of their address or MLS number: those
 * the public search shows (the same statuses and visibility), through the search's suggestions.
 */
export async function listingSuggestions(
  search: ListingSearchService,
  actor: AccountActor,
  query: ListingSuggestionQuery,
): Promise<{ results: ListingSuggestion[] }> {
  requireContacts(actor);
  const records = await search.listingSuggestions(query.q, query.limit);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    results: records.map((record) => ({
      id: String(record.id),
      ListingId: String(record.ListingId),
      address: addressLine({
        UnparsedAddress: text(record.UnparsedAddress),
        InternetAddressDisplayYN: record.InternetAddressDisplayYN !== false,
      }),
      City: text(record.City),
      ListPrice: typeof record.ListPrice === 'number' ? record.ListPrice : null,
      PropertyType: text(record.PropertyType),
      StandardStatus: text(record.StandardStatus),
    })),
  };
}
