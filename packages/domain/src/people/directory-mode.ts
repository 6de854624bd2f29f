export type DirectoryMode = 'agent' | 'office';
export type DirectoryFilters = Readonly<Record<string, string | number | undefined>>;

/** The directory starts in agent mode (public-site.md §4). */
export const DEFAULT_DIRECTORY_MODE: DirectoryMode = 'agent';
/** Default sorts (§9): agents by MemberFirstName, offices by OfficeName. */
export const DEFAULT_AGENT_SORT = 'MemberFirstName';
export const DEFAULT_OFFICE_SORT = 'OfficeName';

const variants = (field: string): string[] => [field, `${field}[like]`, `${field}[in]`];

/** The agent name fields, with their operator variants. */
export const AGENT_NAME_FIELDS = ['MemberFirstName', 'MemberLastName', 'MemberFullName'].flatMap(
  variants,
);

/** The fields the place search box fills: office names and the places of offices. */
export const OFFICE_PLACE_FIELDS = [
  'OfficeName',
  'OfficeCity',
  'OfficePostalCode',
  'OfficeCountyOrParish',
  'OfficeStateOrProvince',
].flatMap(variants);

function without(
  filters: DirectoryFilters,
  names: readonly string[],
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && !names.includes(name)) out[name] = value;
  }
  return out;
}

const filled = (filters: DirectoryFilters, names: readonly string[]): boolean =>
  names.some((name) => filters[name] !== undefined && String(filters[name]).trim() !== '');

/**
 * The directory mode (§4): an explicit searchBy wins; otherwise a filled agent name field means
 * agent and a filled office name or city field means office; otherwise the default.
 */
export function detectDirectoryMode(filters: DirectoryFilters): DirectoryMode {
  if (filters.searchBy === 'agent' || filters.searchBy === 'office') return filters.searchBy;
  if (filled(filters, AGENT_NAME_FIELDS)) return 'agent';
  if (filled(filters, OFFICE_PLACE_FIELDS)) return 'office';
  return DEFAULT_DIRECTORY_MODE;
}

/**
 * Switches the directory mode (§4). Agent to office clears the place search and the geohash box,
 * resets the sort to the default and the offset to 0. Office to agent clears the agent name
 * fields, sorts by OfficeName and resets the offset to 0.
 */
export function switchDirectoryMode(
  filters: DirectoryFilters,
  to: DirectoryMode,
): DirectoryFilters {
  if (to === 'office') {
    const rest = without(filters, [
      ...OFFICE_PLACE_FIELDS,
      ...AGENT_NAME_FIELDS,
      'geohash',
      'sortBy',
    ]);
    return { ...rest, searchBy: 'office', sortBy: DEFAULT_OFFICE_SORT, offset: 0 };
  }
  const rest = without(filters, AGENT_NAME_FIELDS);
  return { ...rest, searchBy: 'agent', sortBy: 'OfficeName', offset: 0 };
}

/** A drawn polygon and the map box replace each other in the directory (§4). */
export function withDirectoryArea(
  filters: DirectoryFilters,
  area: { readonly poly: string } | { readonly geohash: string },
): DirectoryFilters {
  const rest = without(filters, ['poly', 'geohash']);
  return { ...rest, ...area, offset: 0 };
}

/**
 * Filters every directory request carries (§5, §7): agents only Active members, offices only
 * Active offices, and the excluded association left out when one is set.
 */
export function directoryRequestFilters(
  mode: DirectoryMode,
  filters: DirectoryFilters,
  excludedAssociation = '',
): DirectoryFilters {
  const exclusion = excludedAssociation
    ? { [mode === 'agent' ? 'MemberAOR[ne]' : 'OfficeAOR[ne]']: excludedAssociation }
    : {};
  const status = mode === 'agent' ? { MemberStatus: 'Active' } : { OfficeStatus: 'Active' };
  return { order: 'asc', ...without(filters, ['searchBy']), ...status, ...exclusion };
}
