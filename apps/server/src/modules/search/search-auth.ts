/** The search API's bearer key and its rate limit, shared by the listing and directory searches. */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../errors';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The key a request presents: `Authorization: Bearer …`, or `access_token` where allowed. */
export function presentedKey(
  request: FastifyRequest,
  allowQueryToken: boolean,
): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  if (allowQueryToken) {
    const token = (request.query as Record<string, unknown> | undefined)?.access_token;
    if (typeof token === 'string') return token;
  }
  return undefined;
}

/** An onRequest hook refusing a missing or wrong search key with 401. */
export function requireSearchKey(expected: string, { allowQueryToken = false } = {}) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const key = presentedKey(request, allowQueryToken);
    if (!key || !sameKey(key, expected)) {
      throw unauthorized(
        'A valid search key is required: send Authorization: Bearer {searchApiKey}.',
      );
    }
  };
}

/** Rate-limit bucket: one per key and client address (the address Fastify trusts, see TRUST_PROXY). */
export function searchRateLimitKey(request: FastifyRequest): string {
  return `${presentedKey(request, true) ?? 'anonymous'}|${request.ip}`;
}
