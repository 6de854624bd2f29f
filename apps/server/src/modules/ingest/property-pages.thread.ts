/**
 * The worker thread's loop (property-pages.ts): pages of listings read, parsed, mapped and
 * encoded, one each time the replication asks.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { FeedClient, FeedError } from './feed-client';
import type { Checkpoint } from './ingest-state.repository';
import {
  encodedPages,
  type FromWorker,
  type PropertyPagesInit,
  type ToWorker,
} from './property-pages';

if (!parentPort) throw new Error('property-pages.thread must run as a worker thread');
const port = parentPort;
const init = workerData as PropertyPagesInit;
const send = (message: FromWorker) => port.postMessage(message);

/** Waits the replication makes for us, by their ids. */
const sleeping = new Map<number, () => void>();
let sleeps = 0;
const client = new FeedClient(init.feed, {
  ...init.client,
  onRetry: (reason, waitMs) => send({ type: 'retry', reason, waitMs }),
  ...(init.callerSleeps
    ? {
        sleep: (ms: number) =>
          new Promise<void>((resolve) => {
            const id = ++sleeps;
            sleeping.set(id, resolve);
            send({ type: 'sleep', id, ms });
          }),
      }
    : {}),
});

let stored: Checkpoint | null = init.checkpoint;
const pages = encodedPages(client, init, () => stored);

port.on('message', (message: ToWorker) => {
  if (message.type === 'slept') {
    sleeping.get(message.id)?.();
    sleeping.delete(message.id);
    return;
  }
  if (message.type === 'close') {
    send({ type: 'closing', requests: client.requests });
    return;
  }
  stored = message.stored;
  pages.next().then(
    (next) =>
      send({ type: 'page', page: next.done ? null : next.value, requests: client.requests }),
    (failure: unknown) =>
      send({
        type: 'error',
        message: failure instanceof Error ? failure.message : String(failure),
        ...(failure instanceof FeedError && failure.status !== undefined
          ? { status: failure.status }
          : {}),
        feed: failure instanceof FeedError,
        requests: client.requests,
      }),
  );
});
