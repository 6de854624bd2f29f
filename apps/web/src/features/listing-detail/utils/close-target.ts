/**
 * Where closing a listing goes (public-site.md §2): back to the previous page when there is one
 * in this visit, else to /for-lease for lease types, else /for-sale.
 */
export function closeTarget(
  propertyType: string | null | undefined,
  historyIndex: number,
): { back: true } | { back: false; path: string } {
  if (historyIndex > 0) return { back: true };
  const lease = propertyType === 'COML' || propertyType === 'RLSE' || propertyType === 'RSLE';
  return { back: false, path: lease ? '/for-lease' : '/for-sale' };
}

/** The id a listing route carries: its last path segment. */
export function listingIdFromParams(params: Readonly<Record<string, string | undefined>>): string {
  if (params.id) return params.id;
  const rest = (params['*'] ?? '').split('/').filter(Boolean);
  return rest[rest.length - 1] ?? '';
}
