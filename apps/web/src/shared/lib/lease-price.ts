import { isLeasePropertyType } from '@hearth/domain';
import type { TFunction } from 'i18next';

/**
 * What follows a price: "/mo" ("/mes") for a lease, whose price is a month's rent, and nothing
 * for a sale. Every place that shows a listing's price adds it, so a rent never reads as a price.
 */
export function leaseSuffix(propertyType: string | null | undefined, t: TFunction): string {
  return propertyType && isLeasePropertyType(propertyType) ? t('search.card.perMonth') : '';
}
