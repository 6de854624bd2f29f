/**
 * What the replication's worker threads share: their side of the port, and a FeedClient on a
 * thread with the caller's options: functions cannot cross to a
 * thread, so the thread tells of its retries and asks for its waits by message, and the caller's
 * `onRetry` and `sleep` answer there (a test's clock then holds on every thread).
 */
import { setPriority } from 'node:os';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { FeedClientOptions } from './feed-client';
import type { GateAnswer } from './request-budget';

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
  client: Omit<FeedClientOptions, 'sleep' | 'onRetry' | 'now' | 'budget' | 'onPause'>;
  /** Whether waits are made by the caller's clock (it gave `sleep`). */
  callerSleeps: boolean;
  /** Whether each request asks the caller's request budgets (it gave `budget`). */
  callerBudgets?: boolean;
}

export type WaitMessage =
  | { type: 'retry'; reason: string; waitMs: number }
  | { type: 'sleep'; id: number; ms: number }
  | { type: 'budget'; id: number }
  | { type: 'pause'; until: number; reason: string };

export type WaitAnswer =
  | { type: 'slept'; id: number }
  | { type: 'budgeted'; id: number; answer?: GateAnswer; error?: string };

/** The caller's side: what the thread is started with. */
export function threadClientOptions(options: FeedClientOptions = {}): ThreadClientOptions {
  const { attempts, backoffMs, maxRetryAfterMs, timeoutMs } = options;
  return {
    client: { attempts, backoffMs, maxRetryAfterMs, timeoutMs },
    callerSleeps: options.sleep !== undefined,
    callerBudgets: options.budget !== undefined,
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
  if (wait.type === 'budget') {
    options.budget!.take().then(
      (answer) => post({ type: 'budgeted', id: wait.id, answer }),
      (error: unknown) =>
        post({
          type: 'budgeted',
          id: wait.id,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
    return true;
  }
  if (wait.type === 'pause') {
    options.onPause?.(wait.until, wait.reason);
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
  const budgeting = new Map<number, (answer: WaitAnswer) => void>();
  let sleeps = 0;
  // With the caller's clock, this thread's clock is the time the caller's sleeps have passed.
  const start = Date.now();
  let slept = 0;
  const options: FeedClientOptions = {
    ...init.client,
    onRetry: (reason, waitMs) => send({ type: 'retry', reason, waitMs }),
    ...(init.callerSleeps
      ? {
          now: () => start + slept,
          sleep: (ms: number) =>
            new Promise<void>((resolve) => {
              const id = ++sleeps;
              sleeping.set(id, () => {
                slept += ms;
                resolve();
              });
              send({ type: 'sleep', id, ms });
            }),
        }
      : {}),
    ...(init.callerBudgets
      ? {
          onPause: (until: number, reason: string) => send({ type: 'pause', until, reason }),
          budget: {
            take: () =>
              new Promise<GateAnswer>((resolve, reject) => {
                const id = ++sleeps;
                budgeting.set(id, (answer) => {
                  if (answer.type !== 'budgeted') return;
                  if (answer.answer) resolve(answer.answer);
                  else reject(new Error(answer.error ?? 'The request budget did not answer.'));
                });
                send({ type: 'budget', id });
              }),
          },
        }
      : {}),
  };
  const answered = (message: { type: string }) => {
    const answer = message as WaitAnswer;
    if (answer.type === 'slept') {
      sleeping.get(answer.id)?.();
      sleeping.delete(answer.id);
      return true;
    }
    if (answer.type === 'budgeted') {
      budgeting.get(answer.id)?.(answer);
      budgeting.delete(answer.id);
      return true;
    }
    return false;
  };
  return { options, answered };
}
