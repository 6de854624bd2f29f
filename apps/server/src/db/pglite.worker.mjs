/**
 * Runs the embedded PGlite database on its own thread and serves it over the PostgreSQL wire
 * protocol on a loopback port, so the server's thread stays free (health checks keep answering
 * while a search runs) and the same `pg` driver talks to PGlite and to a real PostgreSQL.
 *
 * Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

if (!parentPort) throw new Error('pglite.worker must run as a worker thread');
const port = parentPort;

try {
  /** @type {{ pgDataDir?: string; templatePath?: string }} */
  const input = workerData;
  const db = await PGlite.create({
    dataDir: input.pgDataDir ?? 'memory://',
    // A dump of an already migrated database: far quicker than a fresh initdb.
    ...(input.templatePath ? { loadDataDir: new Blob([readFileSync(input.templatePath)]) } : {}),
  });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  const address = server.server?.address();
  if (!address || typeof address !== 'object')
    throw new Error('the embedded database did not report its port');
  port.postMessage({ type: 'ready', port: address.port });

  port.on('message', async (message) => {
    if (message?.type === 'dump') {
      const dump = await db.dumpDataDir('gzip');
      writeFileSync(message.path, Buffer.from(await dump.arrayBuffer()));
      port.postMessage({ type: 'dumped' });
      return;
    }
    if (message?.type !== 'close') return;
    await server.stop();
    await db.close();
    port.postMessage({ type: 'closed' });
  });
} catch (error) {
  port.postMessage({
    type: 'error',
    message: error instanceof Error ? error.message : String(error),
  });
}
