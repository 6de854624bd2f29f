import type { MemberLead } from '@hearth/contracts';
import { durationParts } from '@hearth/domain';
import type { TFunction } from 'i18next';

/** A lead's subject: what the visitor asked about. */
export function leadSubject(lead: MemberLead, t: TFunction): string {
  const address = lead.listing?.address ?? '';
  if (lead.source === 'listing' && lead.scheduleTour)
    return t('account.leads.tourSubject', { address });
  if (lead.source === 'listing') return t('account.leads.listingSubject', { address });
  if (lead.source === 'office') return t('account.leads.officeSubject');
  return t('account.leads.agentSubject');
}

/** A duration as a person reads it: '2 d 4 h', '3 h 10 min', '12 min'. */
export function durationText(ms: number, t: TFunction): string {
  const { days, hours, minutes } = durationParts(ms);
  if (days > 0) return t('account.duration.daysHours', { days, hours });
  if (hours > 0) return t('account.duration.hoursMinutes', { hours, minutes });
  return t('account.duration.minutes', { minutes });
}

/** How long the lead waited before it was first opened, or how long it has been waiting. */
export function waitText(lead: MemberLead, t: TFunction): string {
  const duration = durationText(lead.waitedMs, t);
  return lead.firstOpenedAt
    ? t('account.leads.answeredAfter', { duration })
    : t('account.leads.waitingFor', { duration });
}
