/**
 * The worker thread's loop (property-pages.ts): pages of listings read, parsed, mapped and
 * encoded, one each time the replication asks.
 */
import { FeedClient, FeedError } from './feed-client';
import { delegatedClientOptions, threadSide } from './feed-thread';
import {
  encodedPages,
  type EncodedPage,
  type FromWorker,
  type PropertyPagesInit,
  type ToWorker,
} from './property-pages';

const { init, port, send } = threadSide<PropertyPagesInit, FromWorker>('property-pages.thread');

const waits = delegatedClientOptions(init, send);
const client = new FeedClient(init.feed, waits.options);

const pages = encodedPages(client, init);
/** The next page, made ready before it is asked for when the feed pages by nextLink. */
let ready: Promise<IteratorResult<EncodedPage>> | null = null;

port.on('message', (message: ToWorker) => {
  if (message.type === 'slept' || message.type === 'budgeted') {
    waits.answered(message);
    return;
  }
  if (message.type === 'close') {
    // Its count once the request under way (a page read ahead) has been answered.
    void client.close().then(() => send({ type: 'closing', requests: client.requests }));
    return;
  }
  const next = ready ?? pages.next();
  ready = null;
  next.then(
    (result) => {
      send({ type: 'page', page: result.done ? null : result.value, requests: client.requests });
      if (!result.done && result.value.nextIndependent) {
        // The page after is read and encoded while the replication writes this one and links
        // the next: its failure, if any, is told when it is asked for.
        ready = pages.next();
        ready.catch(() => undefined);
      }
    },
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
