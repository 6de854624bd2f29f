/** Contact rows to the API's shape (members-area.md §3 "Contact"). */
import type { AgentContact, ContactTimelineEntry } from '@hearth/contracts';
import { addressLine } from '@hearth/domain';
import type { TimelineRow } from './contact-timeline.repository';
import type { ContactRow } from './contacts.repository';

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

/** The listing a timeline event is about, as the timeline's row joins it. */
function timelineListing(row: TimelineRow): ContactTimelineEntry['listing'] {
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

/** One row of the timeline as the API sends it: a lead, a share or an alert. */
export function presentTimelineEntry(row: TimelineRow): ContactTimelineEntry {
  const base = { id: row.id, at: new Date(row.at).toISOString(), listing: timelineListing(row) };
  if (row.kind === 'lead') {
    return {
      ...base,
      kind: 'lead',
      status: row.lead_status ?? 'pending',
      scheduleTour: row.schedule_tour ?? false,
      message: row.message && row.message.trim() !== '' ? row.message : null,
    };
  }
  if (row.kind === 'share') return { ...base, kind: 'share', message: row.message };
  return { ...base, kind: 'alert', reason: row.reason ?? 'matches', source: row.source };
}

/** The position after a row, as the `before` of the next page. */
export const timelinePositionOf = (row: TimelineRow) => `${row.at_micros}.${row.kind}.${row.id}`;
