import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../src/modules/auth/demo-accounts';

/** Helpers for server tests that sign people in through the real HTTP routes. */

export interface Signed {
  id: string;
  email: string;
  cookie: string;
  token: string;
}

let counter = 0;
/** A fresh e-mail address for each call. */
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** The token of the newest e-mailed link to `to` (from the development mailbox). */
export async function linkTokenFor(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({ url: `/dev/mailbox.json?to=${encodeURIComponent(to)}` });
  const [newest] = (res.json() as { results: { text: string }[] }).results;
  const match = /#token=([A-Za-z0-9_-]+)/.exec(newest?.text ?? '');
  if (!match?.[1]) throw new Error(`no link e-mailed to ${to}`);
  return match[1];
}

export function sessionCookieOf<C extends { name: string; value: string }>(
  res: { cookies: C[] },
  name: string,
): C {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie was set`);
  return cookie;
}

/** Registers, activates and logs in a consumer. */
export async function signUpUser(
  app: FastifyInstance,
  options: { password?: string; remoteAddress?: string; email?: string } = {},
): Promise<Signed & { password: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse battery';
  const base: Partial<InjectOptions> = { remoteAddress: options.remoteAddress ?? '10.9.9.9' };
  const reg = await app.inject({
    ...base,
    method: 'POST',
    url: '/api/user/register',
    payload: { firstName: 'Ada', lastName: 'Lovelace', email, password },
  });
  expect(reg.statusCode).toBe(200);
  const act = await app.inject({
    ...base,
    method: 'POST',
    url: '/api/user/activate',
    payload: { token: await linkTokenFor(app, email) },
  });
  expect(act.statusCode).toBe(200);
  const login = await app.inject({
    ...base,
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
  });
  expect(login.statusCode).toBe(200);
  const cookie = sessionCookieOf(login, 'hearth_user_session');
  return {
    id: (login.json() as { results: { id: string } }).results.id,
    email,
    password,
    token: cookie.value,
    cookie: `hearth_user_session=${cookie.value}`,
  };
}

/** Signs in the demo account of a role (seedDemoAccounts): its session cookie header. */
export async function signInDemoAccount(app: FastifyInstance, role: string): Promise<string> {
  const demo = DEMO_SIGN_INS.find((entry) => entry.role === role);
  const login = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email: demo?.email, password: DEMO_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  return `hearth_account_session=${sessionCookieOf(login, 'hearth_account_session').value}`;
}
