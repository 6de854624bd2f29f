import type { MemberLead } from '@hearth/contracts';
import type { TFunction } from 'i18next';
import { durationText } from '../../../shared/lib/duration-text';

/** A lead's subject: what the visitor asked about. */
export function leadSubject(lead: MemberLead, t: TFunction): string {
  const address = lead.listing?.address ?? '';
  if (lead.source === 'listing' && lead.scheduleTour)
    return t('account.leads.tourSubject', { address });
  if (lead.source === 'listing') return t('account.leads.listingSubject', { address });
  if (lead.source === 'office') return t('account.leads.officeSubject');
  return t('account.leads.agentSubject');
}

/** How long the lead waited before it was first opened, or how long it has been waiting. */
export function waitText(lead: MemberLead, t: TFunction): string {
  const duration = durationText(lead.waitedMs, t);
  return lead.firstOpenedAt
    ? t('account.leads.answeredAfter', { duration })
    : t('account.leads.waitingFor', { duration });
}
