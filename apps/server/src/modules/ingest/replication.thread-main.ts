/** The replication's worker thread (replication-thread.ts): one run, then it ends. */
import { openDatabase } from '../../db/database';
import { delegatedClientOptions, threadSide } from './feed-thread';
import {
  REPLICATION_POOL_SIZE,
  type FromReplicationThread,
  type ReplicationThreadInit,
  type ToReplicationThread,
} from './replication-thread';
import { ReplicationService } from './replication.service';

const { init, port, send } = threadSide<ReplicationThreadInit, FromReplicationThread>(
  'replication.thread',
);

const waits = delegatedClientOptions(init, send);
const stop = new AbortController();
let progressed: (() => void) | null = null;
port.on('message', (message: ToReplicationThread) => {
  if (message.type === 'stop') stop.abort();
  else if (message.type === 'progressed') progressed?.();
  else waits.answered(message);
});

/** The run's end: its summary, or why it could not run; the caller then ends this thread. */
let end: FromReplicationThread;
try {
  const database = await openDatabase({
    databaseUrl: init.databaseUrl,
    poolSize: REPLICATION_POOL_SIZE,
  });
  try {
    const summary = await new ReplicationService(database.db, init.feed, {
      ...init.options,
      signal: stop.signal,
      client: waits.options,
      ...(init.progress
        ? {
            onProgress: (progress) =>
              new Promise<void>((resolve) => {
                progressed = resolve;
                send({ type: 'progress', progress });
              }),
          }
        : {}),
    }).run();
    end = { type: 'done', summary };
  } finally {
    await database.close();
  }
} catch (failure) {
  end = { type: 'failed', message: failure instanceof Error ? failure.message : String(failure) };
}
send(end);
