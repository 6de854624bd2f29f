// @ts-check
import { mutationScope } from './stryker.scopes.mjs';

const scope = mutationScope();

/**
 * Mutation testing (docs/testing.md): StrykerJS changes the code of one scope a rule at a time and
 * runs the scope's tests (vitest.mutation.config.ts) against each change.
 * https://stryker-mutator.io/docs/stryker-js/configuration/
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // `related: false`: the scope's own tests, not every test that imports the mutated files.
  // https://stryker-mutator.io/docs/stryker-js/vitest-runner/
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: scope.mutate,
  // Each mutant runs only the tests that reached its code in the first run.
  coverageAnalysis: 'perTest',
  // Two shared cores: one test process at a time.
  concurrency: 1,
  // A mutant that loops is cut off this long after its tests' usual time.
  timeoutMS: 10_000,
  // Mutants and tests unchanged since the last run keep their result.
  incremental: true,
  incrementalFile: `reports/mutation/${scope.name}-incremental.json`,
  checkers: [],
  ignorePatterns: [
    'e2e',
    'bench',
    'docs',
    'apps/web',
    'reports',
    '**/dist',
    '**/dist-ssr',
    '**/.data-*',
    '**/data',
    '.ci',
  ],
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `reports/mutation/${scope.name}.json` },
  tempDirName: `.stryker-tmp/${scope.name}`,
  cleanTempDir: true,
};
