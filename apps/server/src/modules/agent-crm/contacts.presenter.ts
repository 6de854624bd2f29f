/** Contact rows to the API's shape (members-area.md §3 "Contact"). */
import type { AgentContact, ContactTimelineEntry } from '@hearth/contracts';
import { addressLine } from '@hearth/domain';
import type { ContactShareRow } from './agent-shares.repository';
import type { ContactLeadRow, ContactRow } from './contacts.repository';

export function presentContact(row: ContactRow): AgentContact {
  return {
    id: String(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    email: row.email,
    phoneNumber: row.phone_number,
    nickname: row.nickname,
    notes: row.notes,
    rating: row.rating,
    source: row.source,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The listing a timeline event is about, as the lead or share row joins it. */
function timelineListing(row: {
  listing_listing_id: string | null;
  unparsed_address: string | null;
  internet_address_display_yn: boolean | null;
  city: string | null;
}): ContactTimelineEntry['listing'] {
  if (!row.listing_listing_id) return null;
  return {
    ListingId: row.listing_listing_id,
    // IDX: a listing whose address may not be shown carries none.
    address: addressLine({
      UnparsedAddress: row.unparsed_address,
      InternetAddressDisplayYN: row.internet_address_display_yn,
    }),
    City: row.city ?? null,
  };
}

export function presentLeadEvent(row: ContactLeadRow): ContactTimelineEntry {
  return {
    kind: 'lead',
    id: String(row.id),
    at: new Date(row.created_at).toISOString(),
    status: row.status,
    scheduleTour: row.schedule_tour,
    message: row.message && row.message.trim() !== '' ? row.message : null,
    listing: timelineListing(row),
  };
}

export function presentShareEvent(row: ContactShareRow): ContactTimelineEntry {
  return {
    kind: 'share',
    id: String(row.id),
    at: new Date(row.created_at).toISOString(),
    message: row.message,
    listing: timelineListing(row),
  };
}

/** Leads and shares in one story, newest first. */
export function mergedTimeline(entries: ContactTimelineEntry[]): ContactTimelineEntry[] {
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
