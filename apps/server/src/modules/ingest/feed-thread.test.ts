import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { REPLICATION_NICENESS } from './feed-thread';

/** A worker thread that takes its side as a replication's threads do, and tells its priority. */
const THREAD = `
  const { parentPort, workerData } = require('node:worker_threads');
  const { getPriority } = require('node:os');
  import('tsx/esm/api')
    .then(({ tsImport }) => tsImport(workerData.module, workerData.parent))
    .then(({ threadSide }) => {
      threadSide('test');
      parentPort.postMessage(getPriority());
    });
`;

describe("a replication's threads", () => {
  it.runIf(process.platform === 'linux')(
    "run below the server's priority, and leave the server's own thread as it was",
    async () => {
      const before = getPriority();
      const worker = new Worker(THREAD, {
        eval: true,
        workerData: {
          module: new URL('./feed-thread.ts', import.meta.url).href,
          parent: import.meta.url,
        },
      });
      const priority = await new Promise<number>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      await worker.terminate();
      // (A test run already below that priority stays there: raising it needs privileges.)
      expect(priority).toBe(Math.max(before, REPLICATION_NICENESS));
      expect(getPriority()).toBe(before);
    },
  );
});
