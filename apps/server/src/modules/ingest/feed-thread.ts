/**
 * What the replication's worker threads share: their side of the port, and a FeedClient on a
 * thread with the caller's options: functions cannot cross to a
 * thread, so the thread tells of its retries and asks for its waits by message, and the caller's
 * `onRetry` and `sleep` answer there (a test's clock then holds on every thread).
 */
import { setPriority } from 'node:os';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { FeedClientOptions } from './feed-client';

/**
 * The CPU priority of a replication's threads (Linux nice, 0 to 19): below the server's own
 * thread, which answers visitors and keeps the search index in step. While a full replication
 * runs on a busy machine, the searches keep their speed and the replication takes what they leave;
 * on an idle machine it has all of it. (The database's own work on the writes keeps its priority.)
 */
export const REPLICATION_NICENESS = 10;

/**
 * Lowers the calling thread's priority to REPLICATION_NICENESS. Only on Linux, where a priority
 * is a thread's own (elsewhere it would be the whole server's); where it is refused the thread
 * runs as the others do.
 */
function giveWay(): void {
  if (process.platform !== 'linux') return;
  try {
    setPriority(REPLICATION_NICENESS);
  } catch {
    // Not allowed here (a container without the right): nothing else changes.
  }
}

/** A worker thread's side: what it was started with, its port, and a typed send. */
export function threadSide<Init, Out>(
  name: string,
): { init: Init; port: MessagePort; send: (message: Out) => void } {
  if (!parentPort) throw new Error(`${name} must run as a worker thread`);
  giveWay();
  const port = parentPort;
  return { init: workerData as Init, port, send: (message) => port.postMessage(message) };
}

/** The plain part of the caller's options, for a thread's workerData. */
export interface ThreadClientOptions {
  client: Omit<FeedClientOptions, 'sleep' | 'onRetry'>;
  /** Whether waits are made by the caller's clock (it gave `sleep`). */
  callerSleeps: boolean;
}

export type WaitMessage =
  { type: 'retry'; reason: string; waitMs: number } | { type: 'sleep'; id: number; ms: number };

export type WaitAnswer = { type: 'slept'; id: number };

/** The caller's side: what the thread is started with. */
export function threadClientOptions(options: FeedClientOptions = {}): ThreadClientOptions {
  const { attempts, backoffMs, maxRetryAfterMs, timeoutMs } = options;
  return {
    client: { attempts, backoffMs, maxRetryAfterMs, timeoutMs },
    callerSleeps: options.sleep !== undefined,
  };
}

/** The caller's side: answers a thread's message if it is about waits (and says whether it was). */
export function answerWaits(
  message: { type: string },
  options: FeedClientOptions,
  post: (answer: WaitAnswer) => void,
): boolean {
  const wait = message as WaitMessage;
  if (wait.type === 'retry') {
    options.onRetry?.(wait.reason, wait.waitMs);
    return true;
  }
  if (wait.type === 'sleep') {
    void options.sleep!(wait.ms).then(() => post({ type: 'slept', id: wait.id }));
    return true;
  }
  return false;
}

/**
 * The thread's side: the options for its FeedClient, and `answered`, to call with each message
 * from the caller (it says whether the message was a wait's end).
 */
export function delegatedClientOptions(
  init: ThreadClientOptions,
  send: (message: WaitMessage) => void,
): { options: FeedClientOptions; answered: (message: { type: string }) => boolean } {
  const sleeping = new Map<number, () => void>();
  let sleeps = 0;
  const options: FeedClientOptions = {
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
  };
  const answered = (message: { type: string }) => {
    if (message.type !== 'slept') return false;
    const { id } = message as WaitAnswer;
    sleeping.get(id)?.();
    sleeping.delete(id);
    return true;
  };
  return { options, answered };
}
