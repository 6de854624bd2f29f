/** Contact rows to the API's shape (members-area.md §3 "Contact"). */
import type { AgentContact, ContactTimelineEntry } from '@hearth/contracts';
import { addressLine } from '@hearth/domain';
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

export function presentLeadEvent(row: ContactLeadRow): ContactTimelineEntry {
  return {
    kind: 'lead',
    id: String(row.id),
    at: new Date(row.created_at).toISOString(),
    status: row.status,
    scheduleTour: row.schedule_tour,
    message: row.message && row.message.trim() !== '' ? row.message : null,
    listing: row.listing_listing_id
      ? {
          ListingId: row.listing_listing_id,
          // IDX: a listing whose address may not be shown carries none.
          address: addressLine({
            UnparsedAddress: row.unparsed_address,
            InternetAddressDisplayYN: row.internet_address_display_yn,
          }),
          City: row.city ?? null,
        }
      : null,
  };
}
