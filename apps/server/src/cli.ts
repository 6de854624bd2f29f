/** What the command-line tools share: a clean exit on a bad setting, and the configured database. */
import { ConfigError, loadConfig, type Config } from './config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database';

/** Prints the message and exits with status 1, without a stack trace. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The configuration, or an exit naming every bad key. */
export function cliConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** Opens and migrates the database of DATABASE_URL or DATA_DIR, runs `work`, then closes it. */
export async function withCliDatabase<T>(
  config: Config,
  work: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } = config.env;
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await migrateToLatest(database.db);
    return await work(database);
  } finally {
    await database.close();
  }
}
