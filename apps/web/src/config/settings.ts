import { publicSettingsSchema, type PublicSettings } from '@hearth/contracts';

export type { PublicSettings };

declare global {
  interface Window {
    /** Written into index.html by the server at serve time; absent under `vite dev`. */
    __HEARTH_SETTINGS__?: unknown;
  }
}

/**
 * Validates the settings object the server injected. Without one (as under `vite dev`) the
 * schema defaults apply; an invalid one is reported with every bad key and the defaults apply.
 */
export function parseSettings(raw: unknown): PublicSettings {
  const result = publicSettingsSchema.safeParse(raw ?? {});
  if (result.success) return result.data;
  const keys = result.error.issues.map((issue) => issue.path.join('.') || '(root)');
  console.error(`Invalid site settings (${keys.join(', ')}); using the defaults.`);
  return publicSettingsSchema.parse({});
}

/** The settings of this page, read once from `window.__HEARTH_SETTINGS__`. */
export function readSettings(source: Pick<Window, '__HEARTH_SETTINGS__'> = window): PublicSettings {
  return parseSettings(source.__HEARTH_SETTINGS__);
}
