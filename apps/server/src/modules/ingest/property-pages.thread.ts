/**
 * The worker thread's loop (property-pages.ts): pages of listings read, parsed, mapped and
 * encoded, one each time the replication asks.
 */
import { FeedClient, FeedError } from './feed-client';
import { delegatedClientOptions, threadSide } from './feed-thread';
import type { Checkpoint } from './ingest-state.repository';
import {
  encodedPages,
  type FromWorker,
  type PropertyPagesInit,
  type ToWorker,
} from './property-pages';

const { init, port, send } = threadSide<PropertyPagesInit, FromWorker>('property-pages.thread');

const waits = delegatedClientOptions(init, send);
const client = new FeedClient(init.feed, waits.options);

let stored: Checkpoint | null = init.checkpoint;
const pages = encodedPages(client, init, () => stored);

port.on('message', (message: ToWorker) => {
  if (message.type === 'slept') {
    waits.answered(message);
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
