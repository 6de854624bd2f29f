/**
 * HTTP to a RESO Web API feed: a bearer token or OAuth2 client credentials (refreshed before
 * they expire, and once more when the server says 401), a request rate limit, gzip, and
 * patience: 429 and 503 wait for Retry-After, other server errors and dropped connections are
 * retried with exponential backoff. A request that still fails after that throws FeedError.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { FeedSettings } from './feed-settings';
import type { RequestGate } from './request-budget';

/** A feed's answer that replication cannot go on from. */
export class FeedError extends Error {
  override name = 'FeedError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface FeedClientOptions {
  /** Waits; tests pass a faster clock. */
  sleep?: (ms: number) => Promise<void>;
  /** The clock the pace and the budgets read (epoch ms); tests pass the one their `sleep` moves. */
  now?: () => number;
  /** Attempts per request before it fails (default 8). */
  attempts?: number;
  /** The first backoff after a failure (default 1 s; doubled each time, at most 60 s). */
  backoffMs?: number;
  /** The longest Retry-After honoured as given (default 300 s). */
  maxRetryAfterMs?: number;
  /** Per request (default 120 s). */
  timeoutMs?: number;
  /** Called when a request is retried, with why (for the log). */
  onRetry?: (reason: string, waitMs: number) => void;
  /**
   * The vendor's request budgets (per hour, per day), counted in the database across restarts
   * and processes (request-budget.ts). A request that would exceed one waits until it is allowed.
   */
  budget?: RequestGate;
  /** Called when a budget makes the run pause: until when (epoch ms) and which budget. */
  onPause?: (until: number, reason: string) => void;
}

interface Token {
  value: string;
  /** Epoch ms after which it is refreshed; Infinity for a fixed token. */
  refreshAt: number;
}

const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);

/** Retry-After as milliseconds: seconds, or an HTTP date. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export class FeedClient {
  private token: Token | null = null;
  private nextRequestAt = 0;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  private readonly attempts: number;
  private readonly backoffMs: number;
  private readonly maxRetryAfterMs: number;
  private readonly timeoutMs: number;
  /** Requests sent, including retries (for the summary and tests). */
  requests = 0;
  /** Set by close(): no request is sent after it. */
  private closed = false;
  /** The requests under way, which close() waits for. */
  private readonly underWay = new Set<Promise<Response>>();

  constructor(
    readonly feed: Pick<
      FeedSettings,
      'url' | 'token' | 'tokenUrl' | 'clientId' | 'clientSecret' | 'scope' | 'requestsPerSecond'
    >,
    private readonly options: FeedClientOptions = {},
  ) {
    this.sleep = options.sleep ?? ((ms) => delay(ms));
    this.now = options.now ?? Date.now;
    this.attempts = options.attempts ?? 8;
    this.backoffMs = options.backoffMs ?? 1000;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 300_000;
    this.timeoutMs = options.timeoutMs ?? 120_000;
    if (!feed.token && !(feed.tokenUrl && feed.clientId)) {
      throw new FeedError(
        'The feed needs a bearer token (mlsFeedToken) or OAuth2 client credentials (mlsFeedTokenUrl, mlsFeedClientId, mlsFeedClientSecret).',
      );
    }
  }

  /**
   * A URL of the feed: a path below the service root with query options, or an absolute nextLink.
   * A nextLink is followed only on the feed's own origin: one pointing elsewhere would take the
   * feed's bearer token with it (FeedError, reported in the run).
   */
  url(pathOrUrl: string, query?: Record<string, string>): string {
    const url = /^https?:\/\//i.test(pathOrUrl)
      ? new URL(pathOrUrl)
      : new URL(`${this.feed.url}/${pathOrUrl.replace(/^\/+/, '')}`);
    assertSameOrigin(url, this.feed.url);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
    // OData reads '+' as a space only when encoded; keep spaces as %20 as servers expect.
    return url.toString().replace(/\+/g, '%20');
  }

  /** GETs JSON, waiting and retrying as the module's comment says; `headers` are added. */
  async getJson(
    url: string,
    headers: Readonly<Record<string, string>> = {},
  ): Promise<Record<string, unknown>> {
    let lastProblem = '';
    let refreshed = false;
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      await this.paced();
      await this.budgeted();
      let wait = this.backoff(attempt);
      try {
        // Checked again where the token is sent: no caller can hand it another host.
        assertSameOrigin(new URL(url), this.feed.url);
        const authorization = `Bearer ${await this.accessToken()}`;
        if (this.closed) throw new FeedError('The feed client is closed.');
        const sent = fetch(url, {
          headers: {
            ...headers,
            authorization,
            accept: 'application/json',
            'accept-encoding': 'gzip',
          },
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        this.underWay.add(sent);
        sent.then(
          () => this.underWay.delete(sent),
          () => this.underWay.delete(sent),
        );
        const response = await sent;
        this.requests++;
        if (response.ok) {
          // The body may still break off mid-page: that is retried like a dropped connection.
          const text = await response.text();
          return parseJsonObject(text, url);
        }
        const body = await response.text().catch(() => '');
        if (response.status === 401 && !refreshed && this.canRefresh()) {
          // The token expired early or was revoked: get a new one once, then try again.
          this.token = null;
          refreshed = true;
          attempt--;
          continue;
        }
        if (!RETRY_STATUSES.has(response.status)) {
          throw new FeedError(
            `${response.status} from ${redact(url)}: ${errorMessage(body)}`,
            response.status,
          );
        }
        lastProblem = `${response.status} ${errorMessage(body)}`.trim();
        const asked = retryAfterMs(response.headers.get('retry-after'));
        if (asked !== undefined) wait = Math.min(asked, this.maxRetryAfterMs);
      } catch (error) {
        if (error instanceof FeedError) throw error;
        lastProblem = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      if (attempt === this.attempts) break;
      this.options.onRetry?.(lastProblem, wait);
      await this.sleep(wait);
    }
    throw new FeedError(
      `The feed did not answer ${redact(url)} after ${this.attempts} attempts: ${lastProblem}`,
    );
  }

  private backoff(attempt: number): number {
    const base = Math.min(60_000, this.backoffMs * 2 ** (attempt - 1));
    return Math.round(base * (0.75 + Math.random() * 0.5));
  }

  /**
   * Sends no more requests (getJson then fails) and resolves once those under way have been
   * answered: `requests` then counts every request the feed received (a reading thread told to
   * stop may have one under way for the page after).
   */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.underWay]);
  }

  /** Takes one request from the budgets, pausing (options.sleep) while they are spent. */
  private async budgeted(): Promise<void> {
    const budget = this.options.budget;
    if (!budget) return;
    for (;;) {
      const answer = await budget.take();
      if (answer.waitMs <= 0) return;
      this.options.onPause?.(answer.until, answer.reason);
      await this.sleep(answer.waitMs);
    }
  }

  /** Keeps requests at most requestsPerSecond apart. */
  private async paced(): Promise<void> {
    const interval = 1000 / this.feed.requestsPerSecond;
    const now = this.now();
    const at = Math.max(now, this.nextRequestAt);
    this.nextRequestAt = at + interval;
    if (at > now) await this.sleep(at - now);
  }

  /** The access token the feed's requests carry (a vendor may want it with photo downloads). */
  currentToken(): Promise<string> {
    return this.accessToken();
  }

  private canRefresh(): boolean {
    return Boolean(this.feed.tokenUrl && this.feed.clientId);
  }

  private async accessToken(): Promise<string> {
    if (!this.canRefresh()) return this.feed.token;
    if (this.token && Date.now() < this.token.refreshAt) return this.token.value;
    this.token = await this.clientCredentials();
    return this.token.value;
  }

  /** OAuth2 client credentials: a new token, refreshed a minute (or a tenth of its life) early. */
  private async clientCredentials(): Promise<Token> {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: this.feed.clientId,
      client_secret: this.feed.clientSecret,
    });
    if (this.feed.scope) form.set('scope', this.feed.scope);
    let problem = '';
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      try {
        const response = await fetch(this.feed.tokenUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        const text = await response.text();
        if (response.ok) {
          const body = parseJsonObject(text, this.feed.tokenUrl);
          const value = body.access_token;
          if (typeof value !== 'string' || value === '') {
            throw new FeedError(`The token URL gave no access_token.`);
          }
          const lifeMs = Number(body.expires_in ?? 3600) * 1000;
          const early = Math.min(60_000, lifeMs / 10);
          return { value, refreshAt: Date.now() + lifeMs - early };
        }
        if (!RETRY_STATUSES.has(response.status)) {
          throw new FeedError(
            `The token URL refused the client credentials (${response.status}): ${errorMessage(text)}`,
            response.status,
          );
        }
        problem = `${response.status}`;
      } catch (error) {
        if (error instanceof FeedError) throw error;
        problem = error instanceof Error ? error.message : String(error);
      }
      if (attempt < this.attempts) await this.sleep(this.backoff(attempt));
    }
    throw new FeedError(`The token URL did not answer: ${problem}`);
  }
}

/** Throws unless `url` is on the origin (scheme, host, port) of the feed's service root. */
function assertSameOrigin(url: URL, root: string): void {
  const origin = new URL(root).origin;
  if (url.origin !== origin) {
    throw new FeedError(
      `The feed sent a link to another host (${url.origin}, not ${origin}): not followed, and the feed's token was not sent to it.`,
    );
  }
}

function parseJsonObject(text: string, url: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A body cut short is a dropped connection in disguise: retried by the caller.
    throw new SyntaxError(`the answer of ${redact(url)} is not complete JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new FeedError(`The answer of ${redact(url)} is not a JSON object.`);
  }
  return parsed as Record<string, unknown>;
}

/** The message of an OData error body, or its first characters. */
function errorMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === 'string') return parsed.error.message;
  } catch {
    // not JSON
  }
  return body.slice(0, 200);
}

/** A URL for messages: no access_token or similar secrets in the query. */
function redact(url: string): string {
  return url.replace(/([?&](?:access_token|token|client_secret)=)[^&]*/gi, '$1…');
}
