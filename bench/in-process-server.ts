/**
 * The real application in this process on a free loopback port, for the benchmarks that time
 * calls from the same process (CPU per call is this process's): its origin once it is ready.
 */
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig, REPO_ROOT } from '../apps/server/src/config';
import type { DatabaseHandle } from '../apps/server/src/db/database';

export async function listenInProcess(database: DatabaseHandle) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { readConfigFile: false });
  const app = await buildApp({
    config,
    database,
    webDistDir: join(REPO_ROOT, 'apps/web/dist'),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await new Promise<void>((resolve) => {
    const wait = () => (app.readiness.state === 'ready' ? resolve() : setTimeout(wait, 200));
    wait();
  });
  return { app, origin };
}
