import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import geohash from 'ngeohash';
import { describe, expect, it } from 'vitest';
import { publicSettings, SECRET_SETTING_KEYS, settingsSchema } from './settings';

describe('settings', () => {
  const defaults = settingsSchema.parse({});

  it('centres the default region on its geohash and inside its bounds', () => {
    expect(geohash.encode(defaults.latitude, defaults.longitude, 12)).toBe(defaults.geohash);
    expect(defaults.latitude).toBeGreaterThan(defaults.bounds.south);
    expect(defaults.latitude).toBeLessThan(defaults.bounds.north);
    expect(defaults.longitude).toBeGreaterThan(defaults.bounds.west);
    expect(defaults.longitude).toBeLessThan(defaults.bounds.east);
  });

  it('keeps the spec defaults: desktop view, maps on, search API path without a trailing slash', () => {
    expect(defaults.viewMode).toBe('desktop');
    expect(defaults.mapsEnabled).toBe(true);
    expect(settingsSchema.parse({ searchApiUrl: 'https://x.example/v1///' }).searchApiUrl).toBe(
      'https://x.example/v1',
    );
  });

  it('rejects unknown keys', () => {
    expect(settingsSchema.safeParse({ latitud: 1 }).success).toBe(false);
  });

  it('never exposes a secret to the browser', () => {
    const visible = publicSettings({ ...defaults, membioApiToken: 't', recaptchaSecret: 's' });
    for (const key of SECRET_SETTING_KEYS) expect(visible).not.toHaveProperty(key);
    expect(visible).toHaveProperty('searchApiKey');
  });

  it('is documented: docs/configuration.md (npm run docs:config) names every setting', () => {
    const doc = readFileSync(
      fileURLToPath(new URL('../../../docs/configuration.md', import.meta.url)),
      'utf8',
    );
    for (const key of Object.keys(settingsSchema.shape)) expect(doc).toContain(`\`${key}\``);
  });
});
