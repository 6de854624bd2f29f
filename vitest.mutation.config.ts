import { defineConfig } from 'vitest/config';
import { mutationScope } from './stryker.scopes.mjs';

/**
 * The tests that mutation testing runs (stryker.config.mjs): only those of the scope being
 * mutated, so that each mutant's run stays short. Server tests get their database template as in
 * apps/server/vitest.config.ts.
 */
const scope = mutationScope();

export default defineConfig({
  test: {
    environment: 'node',
    include: scope.tests,
    globalSetup: scope.database ? ['apps/server/test/global-setup.ts'] : [],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
