/**
 * API tokens of our RESO Web API, one per client (a member's site, an IDX vendor), each with its
 * own rate limit. The command line issues them today; the association's console can call the
 * same functions. A token is shown once, when issued: only its sha256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import { LruCache } from '../../lru-cache';
import {
  findActiveClientByHash,
  insertClient,
  listClients,
  revokeClient,
  touchClient,
} from './reso-clients.repository';

export const DEFAULT_REQUESTS_PER_MINUTE = 600;
const TOKEN_PREFIX = 'hrso_';

export interface ResoClient {
  id: string;
  name: string;
  requestsPerMinute: number;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a token for a new client; the token is in the answer and nowhere else. */
export async function issueToken(
  db: Kysely<Database>,
  input: { name: string; requestsPerMinute?: number },
): Promise<{ client: ResoClient; token: string }> {
  const name = input.name.trim();
  if (name === '' || name.length > 200)
    throw badRequest('invalid_name', 'A client needs a name of 1 to 200 characters.', 'name');
  const requestsPerMinute = input.requestsPerMinute ?? DEFAULT_REQUESTS_PER_MINUTE;
  if (
    !Number.isInteger(requestsPerMinute) ||
    requestsPerMinute < 1 ||
    requestsPerMinute > 100_000
  ) {
    throw badRequest(
      'invalid_rate_limit',
      'The rate limit must be 1 to 100,000 requests a minute.',
      'requestsPerMinute',
    );
  }
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertClient(db, {
    name,
    tokenHash: hashToken(token),
    tokenHint: token.slice(0, TOKEN_PREFIX.length + 4),
    requestsPerMinute,
  });
  return {
    client: { id: String(row.id), name: row.name, requestsPerMinute: row.requests_per_minute },
    token,
  };
}

export async function clients(db: Kysely<Database>) {
  return (await listClients(db)).map((row) => ({
    id: String(row.id),
    name: row.name,
    tokenHint: `${row.token_hint}…`,
    requestsPerMinute: row.requests_per_minute,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
    revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
  }));
}

export function revokeToken(db: Kysely<Database>, id: string): Promise<boolean> {
  if (!/^\d{1,18}$/.test(id)) throw badRequest('invalid_id', 'A client id is a number.', 'id');
  return revokeClient(db, id);
}

const CACHE_MS = 30_000;
const TOUCH_MS = 60_000;
/** Tokens kept at most; past it the least recently used go. */
const CACHE_ENTRIES = 10_000;

/** Finds the client of a token, kept for a few seconds (a revoked token stops within CACHE_MS). */
export class TokenVerifier {
  private readonly cache = new LruCache<string, { client: ResoClient | null; until: number }>({
    maxEntries: CACHE_ENTRIES,
  });
  private readonly touched = new Map<string, number>();

  constructor(private readonly db: Kysely<Database>) {}

  async verify(token: string): Promise<ResoClient | null> {
    if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) return null;
    const hash = hashToken(token);
    const now = Date.now();
    const kept = this.cache.get(hash);
    let client: ResoClient | null;
    if (kept && kept.until > now) {
      client = kept.client;
    } else {
      const row = await findActiveClientByHash(this.db, hash);
      client = row
        ? { id: String(row.id), name: row.name, requestsPerMinute: row.requests_per_minute }
        : null;
      this.cache.set(hash, { client, until: now + CACHE_MS });
    }
    if (client && (this.touched.get(client.id) ?? 0) < now - TOUCH_MS) {
      this.touched.set(client.id, now);
      await touchClient(this.db, client.id);
    }
    return client;
  }
}
