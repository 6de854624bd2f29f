/**
 * What `npm run test:mutation` mutates, scope by scope, and the tests that may kill each scope's
 * mutants. MUTATION_SCOPE picks one; scripts/mutation.mjs runs them all, one after the other.
 */
export const scopes = {
  domain: {
    mutate: ['packages/domain/src/**/*.ts', '!packages/domain/src/**/*.test.ts'],
    tests: ['packages/domain/src/**/*.test.ts'],
    database: false,
  },
  policies: {
    mutate: ['apps/server/src/modules/**/*.policy.ts'],
    tests: ['apps/server/src/modules/**/*.policy.test.ts'],
    database: false,
  },
  odata: {
    mutate: ['apps/server/src/modules/reso/odata-*.ts', '!apps/server/src/modules/reso/*.test.ts'],
    tests: [
      'apps/server/src/modules/reso/odata-*.test.ts',
      'apps/server/src/modules/reso/reso-core.test.ts',
      'apps/server/src/modules/reso/reso-paging.test.ts',
    ],
    database: true,
  },
  alerts: {
    mutate: ['apps/server/src/modules/alerts/alert-matcher.ts'],
    tests: ['apps/server/src/modules/alerts/alert-matcher*.test.ts'],
    database: true,
  },
};

/** The scope named by MUTATION_SCOPE (domain when unset). */
export function mutationScope() {
  const name = process.env.MUTATION_SCOPE ?? 'domain';
  const scope = scopes[name];
  if (!scope) {
    throw new Error(
      `MUTATION_SCOPE=${name} is not a scope: use one of ${Object.keys(scopes).join(', ')}`,
    );
  }
  return { name, ...scope };
}
