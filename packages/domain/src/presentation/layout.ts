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
