import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

/**
 * Limits of the sign-in forms, per 15 minutes: one per address and e-mail (an attacker guessing
 * one person's password), one per address alone (one spraying many e-mails). The address is the
 * socket's, or X-Forwarded-For only from proxies named in TRUST_PROXY, so a spoofed header
 * does not pick a new key.
 */
export const FORM_LIMITS = {
  login: { perEmail: 10, perAddress: 60 },
  register: { perEmail: 5, perAddress: 20 },
  reset: { perEmail: 5, perAddress: 20 },
  // Each request e-mails an address the sender chose: kept low, so it cannot relay spam.
  emailChange: { perEmail: 3, perAddress: 5 },
  // Each request checks a current password: limited as sign-in is, per account (`perEmail`
  // counts the account of the route's `:id`, from any address) and per address.
  passwordChange: { perEmail: 10, perAddress: 60 },
} as const;
export type LimitedForm = keyof typeof FORM_LIMITS;

const WINDOW_MS = 15 * 60_000;

/** The client's address; IPv6 addresses count per /56, as one home or host gets many. */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip, 56);
}

/** Whose password is tried: the e-mail of the form, or the account a route's `:id` names. */
function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  if (typeof body?.email === 'string') return body.email.toLowerCase();
  const params = request.params as { id?: unknown } | undefined;
  return typeof params?.id === 'string' ? `id:${params.id}` : '';
}

/**
 * PreHandler hooks for the given form, counted by the app's limiter (its counters are in the
 * database, shared by every process). The 429 answer carries Retry-After.
 */
export async function formRateLimits(
  scope: FastifyInstance,
): Promise<(form: LimitedForm) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>> {
  // The app registers the limiter at its root with the shared store; a limiter of this scope's
  // own would count in memory, per process.
  if (!scope.hasDecorator('createRateLimit')) {
    throw new Error('The rate limiter must be registered (app.ts) before the sign-in forms.');
  }
  return (form) => {
    const checks = [
      scope.createRateLimit({
        max: FORM_LIMITS[form].perEmail,
        timeWindow: WINDOW_MS,
        keyGenerator: (request) => {
          const subject = emailOf(request);
          // A signed-in account's password is limited from every address together: a stolen
          // session guesses from anywhere.
          return subject.startsWith('id:')
            ? `${form}|acct|${subject}`
            : `${form}|mail|${clientAddress(request)}|${subject}`;
        },
      }),
      scope.createRateLimit({
        max: FORM_LIMITS[form].perAddress,
        timeWindow: WINDOW_MS,
        keyGenerator: (request) => `${form}|addr|${clientAddress(request)}`,
      }),
    ];
    return async (request, reply) => {
      for (const check of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          void reply.header('Retry-After', String(result.ttlInSeconds));
          throw new AppError(
            429,
            'rate_limited',
            'Too many attempts. Please wait a few minutes and try again.',
          );
        }
      }
    };
  };
}
