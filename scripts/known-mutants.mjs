/**
 * Mutations that StrykerJS does not make (it leaves numbers and the text of strings alone) but
 * that a review found once survived every test (issue "independent test oracles"). Each is made
 * in the work tree, the tests named run, and the file put back: every mutation must make them
 * fail. `npm run test:mutation:known`; docs/testing.md.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const MUTANTS = [
  {
    name: 'EARTH_RADIUS_METERS changed by 100 km',
    file: 'apps/server/src/modules/search/listing-geometry.ts',
    from: 'export const EARTH_RADIUS_METERS = 6_371_008.8;',
    to: 'export const EARTH_RADIUS_METERS = 6_471_008.8;',
    tests: ['apps/server/src/modules/search/listing-geometry.test.ts'],
  },
  {
    name: 'OData `le` translated as `<`',
    file: 'apps/server/src/modules/reso/odata-filter-sql.ts',
    from: "lt: '<', le: '<=' }",
    to: "lt: '<', le: '<' }",
    tests: ['apps/server/src/modules/reso/reso-core.test.ts'],
  },
  {
    name: 'blank or missing `attended` counted as attended in the education credits',
    file: 'packages/domain/src/members/education.ts',
    from: "if (record.attended?.trim().toUpperCase() !== 'Y') continue;",
    to: "if ((record.attended?.trim().toUpperCase() || 'Y') !== 'Y') continue;",
    tests: ['packages/domain/src/members/education.test.ts'],
  },
];

const results = [];
for (const mutant of MUTANTS) {
  const original = readFileSync(mutant.file, 'utf8');
  if (original.split(mutant.from).length !== 2) {
    throw new Error(
      `${mutant.file}: expected "${mutant.from}" once; update scripts/known-mutants.mjs`,
    );
  }
  let run;
  try {
    writeFileSync(mutant.file, original.replace(mutant.from, mutant.to));
    run = spawnSync('npx', ['vitest', 'run', ...mutant.tests], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
  } finally {
    writeFileSync(mutant.file, original);
  }
  const failed = /(\d+) failed/.exec(run.stdout);
  const caught = run.status !== 0 && failed !== null;
  results.push({
    mutant: mutant.name,
    file: mutant.file,
    tests: mutant.tests,
    caught,
    failedTests: failed ? Number(failed[1]) : 0,
  });
  console.log(
    `${caught ? 'caught  ' : 'SURVIVED'} ${mutant.name} (${failed?.[1] ?? 0} failing tests)`,
  );
}
console.log(JSON.stringify(results, null, 2));
process.exitCode = results.every((result) => result.caught) ? 0 : 1;
