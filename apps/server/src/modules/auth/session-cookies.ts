import type { FastifyReply, FastifyRequest } from 'fastify';
import { servedOverHttps, type Config } from '../../config';
import type { SessionKind } from './sessions.repository';

/** Sessions last 30 days from sign-in. */
export const SESSION_DAYS = 30;
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

/**
 * Cookies are Secure where the site is served over https (production with an https PUBLIC_URL);
 * a default start on plain http keeps working.
 */
export function cookiesAreSecure(config: Config): boolean {
  return servedOverHttps(config.env);
}

/**
 * One cookie per kind of sign-in, so a person may be signed in as a consumer and as a member
 * at once. Secure cookies take the `__Host-` prefix: only this host, only over https, path /.
 */
export function sessionCookieName(kind: SessionKind, config: Config): string {
  const base = kind === 'user' ? 'hearth_user_session' : 'hearth_account_session';
  return cookiesAreSecure(config) ? `__Host-${base}` : base;
}

export function setSessionCookie(
  reply: FastifyReply,
  kind: SessionKind,
  token: string,
  config: Config,
): void {
  void reply.setCookie(sessionCookieName(kind, config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookiesAreSecure(config),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, kind: SessionKind, config: Config): void {
  void reply.clearCookie(sessionCookieName(kind, config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookiesAreSecure(config),
  });
}

/** The bearer token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,128})$/.exec(header.trim());
  return match?.[1];
}
