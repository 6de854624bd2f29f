/**
 * Columns of the grid-only view: 1 under 640 px, 3 up to 1024, 4 up to 1280, 5 up to 1920, 6
 * above (public-site.md §2; the first of its two readings, as decided in ARCHITECTURE.md).
 */
export function gridColumns(windowWidth: number): number {
  if (windowWidth < 640) return 1;
  if (windowWidth <= 1024) return 3;
  if (windowWidth <= 1280) return 4;
  if (windowWidth <= 1920) return 5;
  return 6;
}

export type ViewMode = 'grid' | 'map' | 'map+grid';

/** The default view: map+grid when the window is wider than 768 px, otherwise grid (§2). */
export function defaultViewMode(windowWidth: number): ViewMode {
  return windowWidth > 768 ? 'map+grid' : 'grid';
}

/** The view actually shown: map modes fall back to grid without maps or in agent search (§2). */
export function effectiveViewMode(
  chosen: ViewMode,
  options: { readonly mapsEnabled: boolean; readonly agentSearch?: boolean },
): ViewMode {
  if (!options.mapsEnabled || options.agentSearch) return 'grid';
  return chosen;
}

/**
 * Below 576 px the search screen is a phone's (public-site.md §2 "Layout by window width"): with
 * a map chosen, the map comes first, under a single row of place search and a Filters button,
 * and in map+grid the list follows under the map (the spec hides the map there; people who chose
 * a map on a phone expect to see it).
 */
export function isPhoneLayout(windowWidth: number): boolean {
  return windowWidth < 576;
}

/**
 * The widths at which the search screen's layout changes (columns, view mode, page links, the
 * phone's layout).
 */
const LAYOUT_STEPS = [480, 575, 639, 768, 1024, 1280, 1920] as const;

/**
 * A stand-in for `windowWidth` that gives the same layout (grid columns, default view mode, page
 * link count, phone or not): the top of its step. Screens that follow the width through this one re-render only
 * when the layout changes, not on every pixel (or when a phone is a few pixels off the width a
 * page was drawn for on the server).
 */
export function layoutWidth(windowWidth: number): number {
  return LAYOUT_STEPS.find((step) => windowWidth <= step) ?? 1921;
}
