import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { openTestDatabase, type TestDatabaseKind } from './databases';

export { testDatabaseKinds, type TestDatabaseKind } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database of the given kind. `settings` and `env` override the
 * defaults, as hearth.config.json and the environment would.
 */
export async function buildTestApp(
  kind: TestDatabaseKind,
  overrides: {
    settings?: Partial<Config['settings']>;
    env?: Partial<Config['env']>;
    webDistDir?: string;
  } = {},
): Promise<TestApp> {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { readConfigFile: false });
  const config: Config = {
    env: { ...base.env, ...overrides.env },
    settings: { ...base.settings, ...overrides.settings },
  };
  const database = await openTestDatabase(kind);
  const app = await buildApp({ config, database, webDistDir: overrides.webDistDir });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
