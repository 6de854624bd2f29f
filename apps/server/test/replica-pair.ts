/**
 * A PostgreSQL primary with one streaming replica for a test, from `scripts/pg-replica-pair.sh`.
 * The pair lives as long as a bash process that waits on its standard input: `stop()` closes it,
 * and so does the end of the test process whatever the reason, and bash then stops both servers
 * and removes their files.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const scriptsDir = join(import.meta.dirname, '../../../scripts');

/** Why the pair cannot start here (PostgreSQL's programs are not installed), or '' when it can. */
export function replicaPairUnavailable(): string {
  const found = spawnSync(
    'bash',
    ['-c', `source ${JSON.stringify(join(scriptsDir, 'ci-postgres.sh'))} && ci_postgres_find_bin`],
    { encoding: 'utf8' },
  );
  return found.status === 0
    ? ''
    : "PostgreSQL's programs (initdb, pg_basebackup) are not installed: install Debian's postgresql";
}

export interface ReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops both servers and removes their files. */
  stop(): Promise<void>;
}

export async function startReplicaPair(): Promise<ReplicaPair> {
  const script = `
    source ${JSON.stringify(join(scriptsDir, 'pg-replica-pair.sh'))}
    trap pg_pair_stop EXIT
    trap 'exit 143' TERM INT
    pg_pair_start || exit 1
    echo PAIR_READY
    read -r _ || true
  `;
  const child = spawn('bash', ['-c', script], { stdio: ['pipe', 'pipe', 'pipe'] });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.stdin.end();
    await exited;
  };
  await new Promise<void>((resolve, reject) => {
    const poll = setInterval(() => {
      if (text.includes('PAIR_READY')) {
        clearInterval(poll);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(poll);
        reject(new Error(`The PostgreSQL pair did not start:\n${text}`));
      }
    }, 50);
  });
  const url = (name: string) => new RegExp(`^${name}=(\\S+)$`, 'm').exec(text)?.[1];
  const primaryUrl = url('PG_PRIMARY_URL');
  const replicaUrl = url('PG_REPLICA_URL');
  if (!primaryUrl || !replicaUrl) {
    await stop();
    throw new Error(`The PostgreSQL pair printed no addresses:\n${text}`);
  }
  return { primaryUrl, replicaUrl, stop };
}
