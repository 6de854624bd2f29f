import { use, type ReactNode } from 'react';
import { whenIdle } from '../../../../shared/lib/when-idle';
import type * as MenuPanels from './menu-panels';

type Panels = typeof MenuPanels;

let panels: Promise<Panels> | null = null;
/** Loads the menus' panels once; a failed load may be tried again. */
function loadPanels(): Promise<Panels> {
  panels ??= import('./menu-panels').catch((error: unknown) => {
    panels = null;
    throw error;
  });
  return panels;
}

/** Starts loading the panels once the browser is idle, so a menu opens at once. */
export function preloadMenuPanels(): () => void {
  return whenIdle(() => void loadPanels().catch(() => undefined));
}

/** A menu's panel, drawn once the panels have loaded (FilterMenu shows it in a Suspense). */
export function MenuPanel({ render }: { render: (panels: Panels) => ReactNode }) {
  return render(use(loadPanels()));
}
