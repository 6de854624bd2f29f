import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_listings';

/** Ordered migrations, imported statically so they run the same under tsx, vitest and a bundle. */
const migrations: Record<string, Migration> = {
  '0001_listings': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
