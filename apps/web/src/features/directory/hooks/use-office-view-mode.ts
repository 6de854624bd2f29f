import { defaultViewMode, type ViewMode } from '@hearth/domain';
import { useCallback, useState } from 'react';

const storageKey = 'hearth.directory.officeViewMode';
const modes: readonly ViewMode[] = ['grid', 'map', 'map+grid'];

function stored(): ViewMode | null {
  try {
    const value = localStorage.getItem(storageKey);
    return modes.includes(value as ViewMode) ? (value as ViewMode) : null;
  } catch {
    return null;
  }
}

/** The office view mode, kept between visits (§3 "local store"); default by window width. */
export function useOfficeViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(() => stored() ?? defaultViewMode(window.innerWidth));
  const choose = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      localStorage.setItem(storageKey, next);
    } catch {
      // The choice then lasts for this visit only.
    }
  }, []);
  return [mode, choose];
}
