import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSettings, readSettings } from './settings';

describe('readSettings', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

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
  });

  it('names every bad key and uses the defaults', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const settings = parseSettings({ viewMode: 'tv', latitude: 200 });
    expect(settings.viewMode).toBe('desktop');
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/viewMode.*latitude|latitude.*viewMode/),
    );
  });

  it('refuses a secret key in the browser settings', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseSettings({ recaptchaSecret: 'x', siteTitle: 'Other' }).siteTitle).toBe('Hearth');
  });
});
