/**
 * A stolen session must not become a stolen account: changing the sign-in address asks for the
 * current password; once the new address is confirmed the old one is told, with a link that
 * undoes the change for 7 days (restores the old address and ends every session), and the other
 * sessions end. Password changes are attempt-limited as sign-in is: 10 per account and 60 per
 * client address in 15 minutes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { linkTokenFor, sessionCookieOf, signUpUser, uniqueEmail } from '../../../test/sign-in';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())('changing the sign-in address (%s)', (kind) => {
  let t: TestApp;
  let n = 0;
  const address = () => `10.45.0.${++n}`;

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: address(),
      headers: cookie ? { cookie } : {},
      payload,
    });
  const sessionOf = async (cookie: string) =>
    (await t.app.inject({ url: '/api/session', headers: { cookie } })).json().user as {
      email: string;
    } | null;
  const logIn = async (email: string, password: string) => {
    const res = await post('/api/user/login', { email, password });
    return res.statusCode === 200
      ? `hearth_user_session=${sessionCookieOf(res, 'hearth_user_session').value}`
      : null;
  };
  const mailsTo = (email: string) =>
    t.database.db
      .selectFrom('outbox')
      .select(['kind', 'text_body'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();

  it('asks for the current password, naming the field when it is missing or wrong', async () => {
    const person = await signUpUser(t.app, { remoteAddress: address() });
    const target = uniqueEmail('thief');
    const missing = await post('/api/user/update-email', { email: target }, person.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'currentPassword' });
    const wrong = await post(
      '/api/user/update-email',
      { email: target, currentPassword: 'not the password' },
      person.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'wrong_current_password',
      field: 'currentPassword',
    });
    expect(await mailsTo(target)).toEqual([]);
  });

  it('tells the old address, ends the other sessions, and the old address can undo it for 7 days', async () => {
    const person = await signUpUser(t.app, { remoteAddress: address() });
    const other = await logIn(person.email, person.password);
    expect(other).not.toBeNull();
    const newEmail = uniqueEmail('moved');
    const asked = await post(
      '/api/user/update-email',
      { email: newEmail, currentPassword: person.password },
      person.cookie,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const confirmed = await post(
      '/api/user/confirm-email',
      { token: await linkTokenFor(t.app, newEmail) },
      person.cookie,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // The browser that confirmed stays signed in; every other session ended.
    expect((await sessionOf(person.cookie))?.email).toBe(newEmail);
    expect(await sessionOf(other!)).toBeNull();

    // The old address is told, with a link to undo.
    const told = (await mailsTo(person.email)).at(-1);
    expect(told?.kind).toBe('user_email_changed');
    expect(told?.text_body).toContain(newEmail);
    expect(told?.text_body).toMatch(/7 days/);
    const undoToken = await linkTokenFor(t.app, person.email);

    const undone = await post('/api/user/undo-email-change', { token: undoToken });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await sessionOf(person.cookie)).toBeNull();
    expect(await logIn(newEmail, person.password)).toBeNull();
    expect(await logIn(person.email, person.password)).not.toBeNull();
    // The link works once.
    expect((await post('/api/user/undo-email-change', { token: undoToken })).statusCode).toBe(400);
  });

  it('stops undoing after 7 days', async () => {
    const person = await signUpUser(t.app, { remoteAddress: address() });
    const newEmail = uniqueEmail('later');
    await post(
      '/api/user/update-email',
      { email: newEmail, currentPassword: person.password },
      person.cookie,
    );
    await post('/api/user/confirm-email', { token: await linkTokenFor(t.app, newEmail) });
    const undoToken = await linkTokenFor(t.app, person.email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7 * DAY_MS + 60_000 });
    const late = await post('/api/user/undo-email-change', { token: undoToken });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'invalid_link', field: 'token' });
  });

  it('limits wrong current passwords: 10 per account in 15 minutes, then 429', async () => {
    const person = await signUpUser(t.app, { remoteAddress: address() });
    const change = (currentPassword: string) =>
      post(
        `/mls/v1/user/${person.id}/update-password`,
        { currentPassword, password: 'a brand new passphrase' },
        person.cookie,
      );
    for (let k = 1; k <= 10; k++) {
      expect((await change(`guess ${k}`)).statusCode, `attempt ${k}`).toBe(400);
    }
    const eleventh = await change(person.password);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: 'rate_limited' });
    expect(eleventh.headers['retry-after']).toBeDefined();
  });
});
