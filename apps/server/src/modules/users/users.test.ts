import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { signUpUser } from '../../../test/sign-in';

function multipart(filename: string, type: string, content: Buffer) {
  const boundary = '----hearthtest' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testDatabaseKinds())('profile, photo and deletion on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  const avatarsDir = () => join(dataDir, 'media', 'avatars');

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-users-'));
    t = await buildTestApp(kind, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('saves first and last name', async () => {
    const person = await signUpUser(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/mls/v1/user/${person.id}`,
      headers: { cookie: person.cookie },
      payload: { firstName: 'Augusta' },
    });
    expect(res.json().results).toMatchObject({ firstName: 'Augusta', lastName: 'Lovelace' });
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/mls/v1/user/${person.id}`,
      headers: { cookie: person.cookie },
      payload: { lastName: '  ' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('re-encodes an uploaded photo as a 1024 px square JPEG under a name of its own', async () => {
    const person = await signUpUser(t.app);
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#c33' },
    })
      .png()
      .toBuffer();
    const body = multipart('../../etc/me.png', 'image/png', png);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/mls/v1/user/${person.id}/photo`,
      headers: { cookie: person.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Your photo has been updated');
    const avatar = ok.json().results.avatar;
    expect(avatar.url).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.jpg$/);
    expect(Date.parse(avatar.updatedAt)).not.toBeNaN();

    const served = await t.app.inject({ url: `${avatar.url}?v=${Date.parse(avatar.updatedAt)}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 1024 });
    expect(readdirSync(avatarsDir())).toContain(avatar.url.split('/').pop());
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'],
    ['an HTML file', '<!doctype html><html><script>alert(1)</script></html>'],
  ])('refuses %s named .jpg as a photo', async (_what, text) => {
    const person = await signUpUser(t.app);
    const body = multipart('me.jpg', 'image/jpeg', Buffer.from(text));
    const res = await t.app.inject({
      method: 'POST',
      url: `/mls/v1/user/${person.id}/photo`,
      headers: { cookie: person.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_image', field: 'avatar' });
  });

  it('does not serve files outside the photo folder', async () => {
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      'x.svg',
      '00000000-0000-0000-0000-000000000000.jpg',
    ]) {
      expect((await t.app.inject({ url: `/media/avatars/${name}` })).statusCode).toBe(404);
    }
  });

  it('downloads the user’s own data as JSON', async () => {
    const person = await signUpUser(t.app);
    const res = await t.app.inject({
      url: `/mls/v1/user/${person.id}/data`,
      headers: { cookie: person.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.json();
    expect(data.user.email).toBe(person.email);
    expect(data.mail.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain('argon2');
  });

  it('deletes the account with its rows, photo, sessions and pending e-mail', async () => {
    const person = await signUpUser(t.app);
    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#3c3' } })
      .jpeg()
      .toBuffer();
    const body = multipart('a.jpg', 'image/jpeg', jpeg);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/mls/v1/user/${person.id}/photo`,
      headers: { cookie: person.cookie, ...body.headers },
      payload: body.payload,
    });
    const file = join(avatarsDir(), upload.json().results.avatar.url.split('/').pop());
    expect(existsSync(file)).toBe(true);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/update-email',
      headers: { cookie: person.cookie },
      payload: { email: `new.${person.email}`, currentPassword: person.password },
    });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete',
      headers: { cookie: person.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(existsSync(file)).toBe(false);
    const db = t.database.db;
    const left = await Promise.all([
      db.selectFrom('users').select('id').where('id', '=', person.id).execute(),
      db.selectFrom('sessions').select('id').where('user_id', '=', person.id).execute(),
      db.selectFrom('outbox').select('id').where('user_id', '=', person.id).execute(),
      db.selectFrom('one_time_tokens').select('id').where('user_id', '=', person.id).execute(),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: person.email, password: person.password },
    });
    expect(login.statusCode).toBe(401);
  });
  it('limits e-mail change requests: 5 per address in 15 minutes, then 429 and no e-mail', async () => {
    const remoteAddress = '10.77.0.1';
    const person = await signUpUser(t.app, { remoteAddress });
    const ask = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/update-email',
        remoteAddress,
        headers: { cookie: person.cookie },
        payload: { email: `target.${n}.${person.email}`, currentPassword: person.password },
      });
    for (let n = 1; n <= 5; n++) expect((await ask(n)).statusCode, `request ${n}`).toBe(200);
    const sixth = await ask(6);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'rate_limited' });
    const queued = await t.database.db
      .selectFrom('outbox')
      .select('to_address')
      .where('to_address', 'like', 'target.%')
      .where('user_id', '=', person.id)
      .execute();
    expect(queued.some((row) => row.to_address.startsWith('target.6.'))).toBe(false);
  });
});
