import { durationParts } from '@hearth/domain';
import type { TFunction } from 'i18next';

/** A duration as a person reads it: '2 d 4 h', '3 h 10 min', '12 min'. */
export function durationText(ms: number, t: TFunction): string {
  const { days, hours, minutes } = durationParts(ms);
  if (days > 0) return t('account.duration.daysHours', { days, hours });
  if (hours > 0) return t('account.duration.hoursMinutes', { hours, minutes });
  return t('account.duration.minutes', { minutes });
}
