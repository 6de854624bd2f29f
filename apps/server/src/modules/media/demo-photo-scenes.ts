import type { ListingPhotoKind } from './media-name';

/** What a demo photo shows: the building from outside, or one room inside. */
export type PhotoScene =
  'exterior' | 'living' | 'kitchen' | 'dining' | 'bedroom' | 'bathroom' | 'laundry' | 'office';

type Shot = readonly [caption: string, scene: PhotoScene];

// A home's photos in the order a listing shows them: its caption says what the picture draws.
// prettier-ignore
const HOME: readonly Shot[] = [
  ['Front exterior', 'exterior'], ['Living room', 'living'], ['Kitchen', 'kitchen'],
  ['Dining area', 'dining'], ['Primary bedroom', 'bedroom'], ['Primary bathroom', 'bathroom'],
  ['Bedroom', 'bedroom'], ['Family room', 'living'], ['Back yard', 'exterior'],
  ['Bathroom', 'bathroom'], ['Laundry', 'laundry'], ['Street view', 'exterior'],
];
// prettier-ignore
const COMMERCIAL: readonly Shot[] = [
  ['Front exterior', 'exterior'], ['Interior', 'office'], ['Street view', 'exterior'],
  ['Office', 'office'],
];
// prettier-ignore
const LAND: readonly Shot[] = [
  ['Lot view', 'exterior'], ['Aerial view', 'exterior'], ['Road frontage', 'exterior'],
  ['Looking north', 'exterior'],
];

function shots(kind: ListingPhotoKind): readonly Shot[] {
  if (kind === 'land') return LAND;
  if (kind === 'commercial') return COMMERCIAL;
  return HOME;
}

function shot(kind: ListingPhotoKind, position: number): Shot {
  const list = shots(kind);
  return list[(position - 1) % list.length] ?? ['Front exterior', 'exterior'];
}

/** The caption of a listing's demo photo at `position` (from 1), as the demo data gives it. */
export function demoPhotoCaption(kind: ListingPhotoKind, position: number): string {
  return shot(kind, position)[0];
}

/** What the demo photo at `position` draws: the room its caption names, or the outside. */
export function demoPhotoScene(kind: ListingPhotoKind, position: number): PhotoScene {
  return shot(kind, position)[1];
}
