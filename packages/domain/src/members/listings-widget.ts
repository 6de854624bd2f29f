export interface WidgetListing {
  readonly StandardStatus?: string | null;
}

export interface ListingsWidget<T> {
  readonly status: 'Active' | 'Pending' | 'Closed';
  readonly listings: readonly T[];
}

/**
 * The dashboard listings widget (members-area.md §2): shown only with an MLS id; Active listings
 * if any, else Pending, else Closed, else hidden (null).
 */
export function listingsWidget<T extends WidgetListing>(
  mlsId: string | null | undefined,
  listings: readonly T[],
): ListingsWidget<T> | null {
  if (!mlsId) return null;
  for (const status of ['Active', 'Pending', 'Closed'] as const) {
    const matching = listings.filter((listing) => listing.StandardStatus === status);
    if (matching.length > 0) return { status, listings: matching };
  }
  return null;
}
