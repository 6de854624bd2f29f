import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** Migrates one in-memory database and dumps it: each test file starts from a copy in about a second. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-test-template-'));
  const path = join(dir, 'migrated.tar.gz');
  const handle = await openDatabase({});
  await migrateToLatest(handle.db);
  await handle.dump?.(path);
  await handle.close();
  project.provide('pgliteTemplate', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
