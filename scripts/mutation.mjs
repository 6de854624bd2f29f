/**
 * `npm run test:mutation [scope ...] [-- stryker options]`: StrykerJS over each scope of
 * stryker.scopes.mjs in turn (all of them when none is named), then the scores into
 * bench/results/mutation.json, beside the explained survivors of bench/results/mutation.md.
 * Options after `--` go to `stryker run` (`--mutate` to narrow a scope, `--concurrency 2`).
 * docs/testing.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { scopes } from '../stryker.scopes.mjs';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const names = split === -1 ? args : args.slice(0, split);
const options = split === -1 ? [] : args.slice(split + 1);
for (const name of names) {
  if (!scopes[name]) throw new Error(`${name} is not a scope: ${Object.keys(scopes).join(', ')}`);
}
const chosen = names.length > 0 ? names : Object.keys(scopes);

const RESULTS = 'bench/results/mutation.json';
const read = () =>
  existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : { scopes: {} };

for (const name of chosen) {
  const run = spawnSync('npx', ['stryker', 'run', ...options], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_SCOPE: name },
  });
  if (run.status !== 0) throw new Error(`stryker run for ${name} ended with ${run.status}`);
  // Read again: another scope may have been recorded meanwhile.
  const recorded = read();
  recorded.scopes[name] = { date: new Date().toISOString(), options, ...summary(name) };
  writeFileSync(RESULTS, `${JSON.stringify(recorded, null, 2)}\n`);
  console.log(JSON.stringify(recorded.scopes[name], null, 2));
}

/** The counts of one scope's report, and its score as Stryker counts it. */
function summary(name) {
  const report = JSON.parse(readFileSync(`reports/mutation/${name}.json`, 'utf8'));
  const counts = {};
  const survivors = [];
  for (const [file, { mutants, source }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
      if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
        const line = source.split('\n')[mutant.location.start.line - 1].trim();
        survivors.push(
          `${file}:${mutant.location.start.line} ${mutant.status} ${mutant.mutatorName} ` +
            `${JSON.stringify(mutant.replacement)} | ${line}`,
        );
      }
    }
  }
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0);
  const valid = detected + (counts.Survived ?? 0) + (counts.NoCoverage ?? 0);
  return {
    mutate: scopes[name].mutate,
    tests: scopes[name].tests,
    counts,
    score: valid === 0 ? null : Math.round((detected / valid) * 10_000) / 100,
    survivors,
  };
}
