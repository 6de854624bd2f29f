import { publicSettingsSchema } from '@hearth/contracts';
import { describe, expect, it } from 'vitest';
import { defaultSettings, readSettings } from './settings';

describe('readSettings', () => {
  it('falls back to the schema defaults when the server injected nothing', () => {
    const settings = readSettings({});
    expect(settings.viewMode).toBe('desktop');
    expect(settings.mapsEnabled).toBe(true);
    expect(settings.searchApiUrl).toBe('/search/v1');
  });

  it('reads what the server injected', () => {
    const settings = readSettings({
      __HEARTH_SETTINGS__: { siteTitle: 'Capitol Homes', spanishEnabled: false },
    });
    expect(settings.siteTitle).toBe('Capitol Homes');
    expect(settings.spanishEnabled).toBe(false);
    expect(settings.viewMode).toBe('desktop');
  });

  it('builds in exactly the public settings schema’s defaults', () => {
    expect(defaultSettings).toEqual(publicSettingsSchema.parse({}));
  });
});
