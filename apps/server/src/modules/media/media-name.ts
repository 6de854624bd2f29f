/** The picture styles of demo photos; a listing photo's name starts with one. */
export const LISTING_PHOTO_KINDS = [
  'house',
  'condo',
  'multi',
  'commercial',
  'farm',
  'land',
] as const;
export type ListingPhotoKind = (typeof LISTING_PHOTO_KINDS)[number];

export type DemoMediaName =
  | { kind: ListingPhotoKind; subject: number; position: number }
  | { kind: 'agent'; subject: number; position: 1 };

const LISTING_PHOTO =
  /^(house|condo|multi|commercial|farm|land)-([1-9][0-9]{0,8})-([1-9][0-9]?)\.jpg$/;
const AGENT_PHOTO = /^agent-([1-9][0-9]{0,8})\.jpg$/;

/** Parses `house-123-4.jpg` or `agent-17.jpg`; anything else is not a demo image. */
export function parseDemoMediaName(name: string): DemoMediaName | null {
  const agent = AGENT_PHOTO.exec(name);
  if (agent) return { kind: 'agent', subject: Number(agent[1]), position: 1 };
  const photo = LISTING_PHOTO.exec(name);
  if (!photo) return null;
  return {
    kind: photo[1] as ListingPhotoKind,
    subject: Number(photo[2]),
    position: Number(photo[3]),
  };
}

export interface ImageSize {
  width: number;
  height: number;
}

/** The spec's thumbnail is 419 by 235; full photos keep the same 16:9 shape. */
export const LISTING_PHOTO_SIZES: Record<string, ImageSize> = {
  '419': { width: 419, height: 235 },
  '1024': { width: 1024, height: 576 },
};
export const AGENT_PHOTO_SIZES: Record<string, ImageSize> = {
  '200': { width: 200, height: 200 },
  '400': { width: 400, height: 400 },
};
