import type { PublicSettings } from '@hearth/contracts';

export type { PublicSettings };

declare global {
  interface Window {
    /**
     * Written into index.html by the server at serve time, already validated against the
     * public settings schema; absent under `vite dev` and in tests.
     */
    __HEARTH_SETTINGS__?: Partial<PublicSettings>;
  }
  /** The public settings schema's defaults, computed when the app is built (vite.config.ts). */
  const __HEARTH_DEFAULT_SETTINGS__: PublicSettings;
}

/**
 * The settings that apply when the server injected none. They are the schema's defaults, worked
 * out at build time so that the browser needs no schema library to start.
 */
export const defaultSettings: PublicSettings = __HEARTH_DEFAULT_SETTINGS__;

/**
 * The settings of this page, read once from `window.__HEARTH_SETTINGS__`. The server validated
 * them before writing them into the page; any key it left out takes the default.
 */
export function readSettings(source: Pick<Window, '__HEARTH_SETTINGS__'> = window): PublicSettings {
  return { ...defaultSettings, ...source.__HEARTH_SETTINGS__ };
}
