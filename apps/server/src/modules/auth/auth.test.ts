import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { linkTokenFor, sessionCookieOf, signUpUser, uniqueEmail } from '../../../test/sign-in';
import { seedDemoAccounts, DEMO_PASSWORD } from './demo-accounts';

describe.each(testDatabaseKinds())('sign-up and sign-in on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-auth-'));
    t = await buildTestApp(kind, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('registers, e-mails an activation link, activates and logs in', async () => {
    const email = uniqueEmail('new');
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      // The link comes from the configured address, never from the Host a client sends.
      headers: { host: 'evil.example' },
      payload: { firstName: 'Grace', lastName: 'Hopper', email, password: 'a fine password' },
    });
    expect(reg.json()).toEqual({ message: 'Please check your email for further instructions' });

    const early = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: 'a fine password' },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('account_not_active');

    const mail = await t.app.inject({ url: `/dev/mailbox.json?to=${email}` });
    const [message] = mail.json().results;
    expect(message.subject).toBe('Activate your Hearth account');
    expect(message.html).toContain('<a href="http://localhost:3000/user/activate#token=');
    expect(message.text).not.toContain('evil.example');
    const token = await linkTokenFor(t.app, email);
    const act = await t.app.inject({
      method: 'POST',
      url: '/api/user/activate',
      payload: { token },
    });
    expect(act.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/activate',
      payload: { token },
    });
    expect(again.json().code).toBe('invalid_link');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: email.toUpperCase(), password: 'a fine password' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().results).toMatchObject({ firstName: 'Grace', email, avatar: null });
  });

  it('answers sign-up of a known address like any other, and e-mails the owner instead', async () => {
    const person = await signUpUser(t.app);
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { firstName: 'X', lastName: 'Y', email: person.email, password: 'whatever123' },
    });
    expect(reg.statusCode).toBe(200);
    const mail = await t.app.inject({ url: `/dev/mailbox.json?to=${person.email}` });
    expect(mail.json().results[0].kind).toBe('user_already_registered');
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, path /, not Secure in test', async () => {
    const person = await signUpUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: '10.1.1.1',
      payload: { email: person.email, password: person.password },
    });
    const cookie = sessionCookieOf(login, 'hearth_user_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(cookie.value).not.toBe(person.token); // a new token at each login
  });

  it('stores only the sha256 of a session token', async () => {
    const person = await signUpUser(t.app);
    const rows = await t.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === person.token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('hashes passwords with argon2id, m >= 19456 and t >= 2', async () => {
    const person = await signUpUser(t.app);
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', person.email)
      .executeTakeFirstOrThrow();
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row.password_hash);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(19456);
    expect(Number(match?.[2])).toBeGreaterThanOrEqual(2);
    expect(Number(match?.[3])).toBe(1);
  });

  it('accepts the session as a cookie or a bearer header, and ends it at logout', async () => {
    const person = await signUpUser(t.app);
    const viaCookie = await t.app.inject({
      url: '/api/session',
      headers: { cookie: person.cookie },
    });
    expect(viaCookie.json().user.email).toBe(person.email);
    const viaBearer = await t.app.inject({
      url: '/api/session',
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(viaBearer.json().user.id).toBe(person.id);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie: person.cookie },
    });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/session', headers: { cookie: person.cookie } });
    expect(after.json()).toEqual({ user: null, account: null });
  });

  it('refuses a cross-site POST with 403', async () => {
    const person = await signUpUser(t.app);
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/delete',
        headers: { cookie: person.cookie, ...headers },
      });
      expect(res.statusCode).toBe(403);
    }
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: {
        cookie: person.cookie,
        origin: 'http://localhost:80',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('answers the eleventh rapid login attempt with 429, and a spoofed X-Forwarded-For does not reset it', async () => {
    const email = uniqueEmail('target');
    const attempt = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '203.0.113.7',
        headers,
        payload: { email, password: 'not the password' },
      });
    for (let i = 1; i <= 10; i++) expect((await attempt()).statusCode).toBe(401);
    const eleventh = await attempt();
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().code).toBe('rate_limited');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    const spoofed = await attempt({ 'x-forwarded-for': '198.51.100.1' });
    expect(spoofed.statusCode).toBe(429);
  });

  it('refuses a token from before a password change, and keeps the changing browser signed in', async () => {
    const person = await signUpUser(t.app);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: person.email, password: person.password },
    });
    const otherCookie = `hearth_user_session=${sessionCookieOf(other, 'hearth_user_session').value}`;

    const wrong = await t.app.inject({
      method: 'POST',
      url: `/mls/v1/user/${person.id}/update-password`,
      headers: { cookie: person.cookie },
      payload: { currentPassword: 'not it at all', password: 'brand new password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('currentPassword');

    const change = await t.app.inject({
      method: 'POST',
      url: `/mls/v1/user/${person.id}/update-password`,
      headers: { cookie: person.cookie },
      payload: { currentPassword: person.password, password: 'brand new password' },
    });
    expect(change.json()).toEqual({ message: 'Your password has been updated' });
    const fresh = sessionCookieOf(change, 'hearth_user_session').value;

    for (const cookie of [person.cookie, otherCookie]) {
      const res = await t.app.inject({ url: `/mls/v1/user/${person.id}`, headers: { cookie } });
      expect(res.statusCode).toBe(401);
    }
    const bearer = await t.app.inject({
      url: `/mls/v1/user/${person.id}`,
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(bearer.statusCode).toBe(401);
    const current = await t.app.inject({
      url: `/mls/v1/user/${person.id}`,
      headers: { cookie: `hearth_user_session=${fresh}` },
    });
    expect(current.statusCode).toBe(200);
  });

  it('resets a lost password with a single-use link that ends every session', async () => {
    const person = await signUpUser(t.app);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/user/lost-password',
      payload: { email: uniqueEmail('nobody') },
    });
    expect(unknown.json().message).toBe('Please check your email for further instructions');
    await t.app.inject({
      method: 'POST',
      url: '/api/user/lost-password',
      payload: { email: person.email },
    });
    const token = await linkTokenFor(t.app, person.email);
    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/reset-password',
        payload: { token, password },
      });
    expect((await reset('short')).statusCode).toBe(400);
    expect((await reset('my reset password')).statusCode).toBe(200);
    expect((await reset('another password')).json().code).toBe('invalid_link');
    const old = await t.app.inject({ url: '/api/session', headers: { cookie: person.cookie } });
    expect(old.json().user).toBeNull();
  });

  it('does not let one user read or change another’s profile', async () => {
    const alice = await signUpUser(t.app);
    const bob = await signUpUser(t.app);
    const read = await t.app.inject({
      url: `/mls/v1/user/${bob.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain(bob.email);
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/mls/v1/user/${bob.id}`,
      headers: { cookie: alice.cookie },
      payload: { firstName: 'Mallory' },
    });
    expect(change.statusCode).toBe(403);
    const password = await t.app.inject({
      method: 'POST',
      url: `/mls/v1/user/${bob.id}/update-password`,
      headers: { cookie: alice.cookie },
      payload: { currentPassword: 'guess guess', password: 'taken over!' },
    });
    expect(password.statusCode).toBe(403);
    const data = await t.app.inject({
      url: `/mls/v1/user/${bob.id}/data`,
      headers: { cookie: alice.cookie },
    });
    expect(data.statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: `/mls/v1/user/${bob.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses unknown keys and names the bad field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'a@example.com', password: 'x', admin: true },
    });
    expect(res.statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { firstName: 'A', lastName: 'B', email: 'not-an-email', password: 'long enough' },
    });
    expect(bad.json().field).toBe('email');
  });

  it('signs in the demo member accounts at /api/account/login', async () => {
    await seedDemoAccounts(t.database.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      remoteAddress: '10.2.2.2',
      payload: { email: 'admin@hearth.example', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().results).toMatchObject({ roles: [{ name: 'association_admin' }] });
    const cookie = sessionCookieOf(login, 'hearth_account_session');
    const session = await t.app.inject({
      url: '/api/session',
      headers: { cookie: `hearth_account_session=${cookie.value}` },
    });
    expect(session.json().account.email).toBe('admin@hearth.example');
    expect(session.json().user).toBeNull();
    // A consumer's credentials do not open a member account, nor the reverse.
    const crossed = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: '10.2.2.2',
      payload: { email: 'admin@hearth.example', password: DEMO_PASSWORD },
    });
    expect(crossed.statusCode).toBe(401);
  });
});
