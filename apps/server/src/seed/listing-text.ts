import type { PropertyType } from '../db/schema';
import type { ListingFacts } from './listing-facts';
import type { ListingFeatures } from './listing-features';
import type { Random } from './random';
import { REMARK_ADJECTIVES, REMARK_CLOSINGS, REMARK_OPENINGS } from './vocabulary';

const NOUNS: Record<PropertyType, string> = {
  RESI: 'home',
  RLSE: 'rental',
  RINC: 'income property',
  COMS: 'commercial building',
  COML: 'commercial space',
  FARM: 'farm',
  LAND: 'parcel',
};

/** Public remarks written from the listing's own facts, so they never contradict them. */
export function publicRemarks(
  random: Random,
  type: PropertyType,
  facts: ListingFacts,
  features: ListingFeatures,
  place: { city: string; subdivision: string | null },
): string {
  const where = place.subdivision ? `${place.subdivision} in ${place.city}` : place.city;
  const sentences = [
    `${random.pick(REMARK_OPENINGS)} ${random.pick(REMARK_ADJECTIVES)} ${facts.subType.toLowerCase()} ${NOUNS[type]} in ${where}.`,
  ];
  if (facts.bedrooms !== null && facts.livingArea !== null) {
    const baths = (facts.bathsFull ?? 0) + (facts.bathsHalf ? 0.5 : 0);
    sentences.push(
      `${facts.bedrooms} ${facts.bedrooms === 1 ? 'bedroom' : 'bedrooms'}, ${baths} ${baths === 1 ? 'bath' : 'baths'} and ${facts.livingArea.toLocaleString('en-US')} square feet of living space.`,
    );
  } else if (facts.leasableArea !== null) {
    sentences.push(`${facts.leasableArea.toLocaleString('en-US')} square feet of leasable space.`);
  }
  if (facts.lotAcres !== null && facts.lotAcres >= 1) {
    sentences.push(`Set on ${facts.lotAcres.toFixed(2)} acres.`);
  }
  const highlights: string[] = [];
  if (features.poolPrivateYN) highlights.push('a sparkling pool');
  if (features.fireplaceYN) highlights.push('a cosy fireplace');
  if (features.waterfrontYN) highlights.push('water frontage');
  if (features.view.length > 0) highlights.push(`${(features.view[0] ?? '').toLowerCase()} views`);
  if (highlights.length > 0) sentences.push(`Enjoy ${highlights.join(', ')}.`);
  if (features.leaseTerm) sentences.push(`Lease term: ${features.leaseTerm.toLowerCase()}.`);
  sentences.push(random.pick(REMARK_CLOSINGS));
  return sentences.join(' ');
}
