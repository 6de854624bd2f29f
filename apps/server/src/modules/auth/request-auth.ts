import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notFound, unauthorized } from '../../errors';
import { fromThisMachine } from '../mail/mailbox.routes';
import { bearerToken, sessionCookieName } from './session-cookies';
import { resolveToken, type Principal, type SessionKind } from './sessions.service';

export interface AuthState {
  user: Principal | null;
  account: Principal | null;
  /** The token each principal came with (cookie or bearer), to end that session on logout. */
  tokens: Partial<Record<SessionKind, string>>;
}

const states = new WeakMap<FastifyRequest, Promise<AuthState>>();

async function readAuth(request: FastifyRequest): Promise<AuthState> {
  const { config, database } = request.server;
  const state: AuthState = { user: null, account: null, tokens: {} };
  const candidates = [
    bearerToken(request),
    request.cookies[sessionCookieName('user', config)],
    request.cookies[sessionCookieName('account', config)],
  ];
  for (const token of candidates) {
    if (!token || !/^[A-Za-z0-9_-]{20,128}$/.test(token)) continue;
    const principal = await resolveToken(database.db, token, config.settings);
    if (!principal || state[principal.kind]) continue;
    state[principal.kind] = principal;
    state.tokens[principal.kind] = token;
  }
  return state;
}

/** Who is signed in on this request; read once per request, only when asked. */
export function authOf(request: FastifyRequest): Promise<AuthState> {
  let state = states.get(request);
  if (!state) {
    state = readAuth(request);
    states.set(request, state);
  }
  return state;
}

/** The signed-in consumer, or a 401. */
export async function requireUser(request: FastifyRequest): Promise<Principal> {
  const { user } = await authOf(request);
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in member account, or a 401. */
export async function requireAccount(request: FastifyRequest): Promise<Principal> {
  const { account } = await authOf(request);
  if (!account) throw unauthorized();
  return account;
}

/**
 * Checks, before a route validates or reads anything, that the caller is who its declared policy
 * allows (see plugins/route-policy.ts): a 401 with no suitable session, a 403 for a member
 * without the association admin's role on an `admin` route, a 404 for a `local` route asked
 * from another machine. The routes still check the object
 * an id names (`owner`) and the finer rights of their own module.
 */
export function registerPolicyGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const policy = request.routeOptions.config?.policy;
    // Development routes answer this machine only; to anyone else they do not exist.
    if (policy === 'local' && !fromThisMachine(request)) throw notFound('not_found', 'Not found.');
    if (policy !== 'user' && policy !== 'owner' && policy !== 'member' && policy !== 'admin') {
      return;
    }
    const { user, account } = await authOf(request);
    if (policy === 'user' && !user) throw unauthorized();
    if (policy === 'owner' && !user && !account) throw unauthorized();
    if ((policy === 'member' || policy === 'admin') && !account) throw unauthorized();
    if (policy === 'admin' && !account?.roles.includes('association_admin')) {
      throw forbidden('Only the association’s staff may do this.');
    }
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins a browser page of this site has: the request's own, and PUBLIC_URL's. */
function allowedOrigins(request: FastifyRequest): string[] {
  const origins = [`${request.protocol}://${request.host}`];
  const publicUrl = request.server.config.env.PUBLIC_URL;
  if (publicUrl) origins.push(new URL(publicUrl).origin);
  return origins;
}

/**
 * Refuses cross-site writes (403): a state-changing request whose Sec-Fetch-Site says it came
 * from another site, or whose Origin is not this site's. Requests with neither header come from
 * non-browser clients, which cookies cannot be forged through.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') {
      throw forbidden('Cross-site requests are not accepted.');
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins(request).includes(origin)) {
      throw forbidden('Cross-site requests are not accepted.');
    }
  });
}
