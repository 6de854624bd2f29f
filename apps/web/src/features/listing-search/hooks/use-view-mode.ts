import { defaultViewMode, effectiveViewMode, type ViewMode } from '@hearth/domain';
import { useCallback, useState } from 'react';
import { useSettings } from '../../../config/settings-context';
import { initialWindowWidth } from '../../../shared/lib/use-window-width';
import { readStored, writeStored } from '../utils/local-store';

const STORAGE_KEY = 'hearth.search.viewMode';
const VIEW_MODES: readonly ViewMode[] = ['grid', 'map', 'map+grid'];

function storedViewMode(): ViewMode | null {
  const value = readStored(STORAGE_KEY);
  return VIEW_MODES.find((mode) => mode === value) ?? null;
}

/** The view mode a visit starts in at this window width (the last choice, else the default). */
export function startingViewMode(width: number, mapsEnabled: boolean): ViewMode {
  return effectiveViewMode(storedViewMode() ?? defaultViewMode(width), { mapsEnabled });
}

/**
 * The view mode a page drawn on the server for this width shows: the server has no stored
 * choice, so the width's default.
 */
export function drawnViewMode(width: number, mapsEnabled: boolean): ViewMode {
  return effectiveViewMode(defaultViewMode(width), { mapsEnabled });
}

/**
 * The view mode (public-site.md §2): the visitor's last choice, else map+grid above 768 px and
 * grid below; grid whenever maps are off. The choice is kept between visits.
 */
export function useViewMode(): readonly [ViewMode, (mode: ViewMode) => void] {
  const { mapsEnabled } = useSettings();
  const [chosen, setChosen] = useState<ViewMode>(
    () => storedViewMode() ?? defaultViewMode(initialWindowWidth()),
  );
  const choose = useCallback((mode: ViewMode) => {
    setChosen(mode);
    writeStored(STORAGE_KEY, mode);
  }, []);
  return [effectiveViewMode(chosen, { mapsEnabled }), choose] as const;
}
