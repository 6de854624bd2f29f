/** Lead rows to the inbox's shape (members-area.md §2 "Leads"). */
import type { MemberLead } from '@hearth/contracts';
import { addressLine, leadWaitMs } from '@hearth/domain';
import type { LeadRow } from './lead-inbox.repository';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

export function presentLead(row: LeadRow, canAct: boolean, now: Date): MemberLead {
  const fields = (row.fields ?? {}) as Record<string, unknown>;
  return {
    id: String(row.id),
    status: row.status,
    source: row.object_type as MemberLead['source'],
    scheduleTour: row.schedule_tour,
    name: row.name,
    email: row.email,
    phone: text(fields.phone),
    message: text(fields.message),
    tourDate: row.tour_date,
    tourTime: row.tour_time,
    createdAt: new Date(row.created_at).toISOString(),
    firstOpenedAt: row.first_opened_at ? new Date(row.first_opened_at).toISOString() : null,
    waitedMs: Math.round(
      leadWaitMs({ createdAt: row.created_at, firstOpenedAt: row.first_opened_at }, now),
    ),
    routedTo: row.routed_to,
    agentName: row.agent_name ?? null,
    listing:
      row.listing_listing_id && row.standard_status
        ? {
            ListingId: row.listing_listing_id,
            // IDX: a listing whose address may not be shown carries none.
            address: addressLine({
              UnparsedAddress: row.unparsed_address,
              InternetAddressDisplayYN: row.internet_address_display_yn,
            }),
            City: row.city ?? null,
            ListPrice: Number(row.list_price),
            StandardStatus: row.standard_status,
            photoUrl: row.primary_photo_url ?? null,
          }
        : null,
    canAct,
  };
}
