import { searchTypes, type SearchType } from '../../../config/paths';

/** Property types whose search has a title of its own (public-site.md §2, Directory). */
export type TitledPropertyType = 'RESI' | 'RLSE' | 'COMS' | 'COML';

/** The property type each search route starts from. */
export const defaultPropertyType: Record<SearchType, TitledPropertyType> = {
  'for-sale': 'RESI',
  'for-rent': 'RLSE',
  'for-lease': 'RLSE',
  'commercial-sale': 'COMS',
  'commercial-lease': 'COML',
};

/** The search a path shows: its first segment when that names one, else homes for sale. */
export function searchTypeOfPath(pathname: string): SearchType {
  const first = pathname.split('/').find(Boolean) ?? '';
  return searchTypes.find((type) => type === first) ?? 'for-sale';
}
