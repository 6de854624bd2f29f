import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, settingEnvName } from './config';

const noFile = { HEARTH_CONFIG: '/nonexistent/hearth.config.json' };

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('names environment variables after the setting', () => {
    expect(settingEnvName('mapsEnabled')).toBe('HEARTH_MAPS_ENABLED');
    expect(settingEnvName('latitude')).toBe('HEARTH_LATITUDE');
    expect(settingEnvName('membioMlsApiUrl')).toBe('HEARTH_MEMBIO_MLS_API_URL');
  });

  it('gives every setting of the spec its default', () => {
    const { settings, env } = loadConfig({ HEARTH_CONFIG: undefined });
    expect(settings.viewMode).toBe('desktop');
    expect(settings.mapsEnabled).toBe(true);
    expect(settings.searchApiUrl).toBe('/search/v1');
    expect(settings.bounds.north).toBeGreaterThan(settings.bounds.south);
    expect(env.PORT).toBe(3000);
  });

  it('reads numbers, flags and text from the environment by the setting type', () => {
    const { settings } = loadConfig({
      HEARTH_LATITUDE: '38.6',
      HEARTH_MAPS_ENABLED: 'false',
      HEARTH_SEARCH_API_KEY: '12345678',
      HEARTH_SEARCH_API_URL: 'https://search.example.org/v1/',
      HEARTH_BOUNDS: '{"north":39,"south":38,"east":-120,"west":-122}',
    });
    expect(settings.latitude).toBe(38.6);
    expect(settings.mapsEnabled).toBe(false);
    expect(settings.searchApiKey).toBe('12345678');
    expect(settings.searchApiUrl).toBe('https://search.example.org/v1');
    expect(settings.bounds.north).toBe(39);
  });

  it('stops with a message naming every bad key', () => {
    const problems = problemsOf({
      ...noFile,
      HEARTH_LATITUDE: 'abc',
      HEARTH_VIEW_MODE: 'tablet',
      PORT: 'x',
    });
    expect(problems.some((p) => p.startsWith('latitude (HEARTH_LATITUDE)'))).toBe(true);
    expect(problems.some((p) => p.startsWith('viewMode (HEARTH_VIEW_MODE)'))).toBe(true);
    expect(problems.some((p) => p.startsWith('PORT'))).toBe(true);
    expect(problems.some((p) => p.startsWith('HEARTH_CONFIG'))).toBe(true);
  });

  it('rejects an out-of-range latitude', () => {
    expect(problemsOf({ HEARTH_LATITUDE: '123' })[0]).toMatch(/^latitude \(HEARTH_LATITUDE\)/);
  });

  it('refuses a read replica without DATABASE_URL: the embedded database has none', () => {
    expect(problemsOf({ DATABASE_READ_URL: 'postgres://replica:5432/hearth' })).toEqual([
      'DATABASE_READ_URL: needs DATABASE_URL (a read replica copies a PostgreSQL server; the embedded database has none)',
    ]);
  });

  it('stops using the read replica past 5 s of lag unless DATABASE_READ_MAX_LAG_MS says otherwise', () => {
    expect(loadConfig({}, { readConfigFile: false }).env.DATABASE_READ_MAX_LAG_MS).toBe(5_000);
    expect(
      loadConfig({ DATABASE_READ_MAX_LAG_MS: '1500' }, { readConfigFile: false }).env
        .DATABASE_READ_MAX_LAG_MS,
    ).toBe(1_500);
    expect(problemsOf({ DATABASE_READ_MAX_LAG_MS: '10' })[0]).toMatch(/^DATABASE_READ_MAX_LAG_MS/);
  });
});
