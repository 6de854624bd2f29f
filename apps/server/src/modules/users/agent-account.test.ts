/**
 * A member's own password and photo (members-area.md §10: `{agent url}/update-password` with
 * currentPassword and password, `{agent url}/photo` multipart `avatar`), as the member changes
 * them from /account/profile.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { hashPassword } from '../auth/passwords';
import { seedDirectory, type DirectoryFixture } from '../../../test/directory-fixture';
import { signedAccount } from '../../../test/members-area-fixture';

const PASSWORD = 'first password';

function multipart(content: Buffer) {
  const boundary = '----hearthagent' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe("a member's own password and photo", () => {
  let t: TestApp;
  let dataDir: string;
  let directory: DirectoryFixture;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-agent-account-'));
    t = await buildTestApp('pglite', { env: { DATA_DIR: dataDir } });
    directory = await seedDirectory(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function agentWithPassword(memberId: string | null, label: string) {
    const account = await signedAccount(t.database.db, memberId, ['agent'], label);
    await t.database.db
      .updateTable('accounts')
      .set({ password_hash: await hashPassword(PASSWORD) })
      .where('id', '=', account.id)
      .execute();
    const { email } = await t.database.db
      .selectFrom('accounts')
      .select('email')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    return { ...account, email };
  }

  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password } });

  it('changes the password after checking the current one, and keeps only the new session', async () => {
    const agent = await agentWithPassword(directory.members.jane, 'pwd');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/mls/v1/agent/update-password',
      headers: agent.headers,
      payload: { currentPassword: 'not my password', password: 'second password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'wrong_current_password',
      field: 'currentPassword',
    });

    // The spec's minimum: 8 characters.
    const short = await t.app.inject({
      method: 'POST',
      url: '/mls/v1/agent/update-password',
      headers: agent.headers,
      payload: { currentPassword: PASSWORD, password: '1234567' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe('password');

    const change = await t.app.inject({
      method: 'POST',
      url: '/mls/v1/agent/update-password',
      headers: agent.headers,
      payload: { currentPassword: PASSWORD, password: 'second password' },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({ message: 'Your password has been updated' });
    expect(String(change.headers['set-cookie'])).toMatch(/hearth_account_session=[^;]+/);

    // The old session has ended; the old password no longer signs in, the new one does.
    const stale = await t.app.inject({
      url: `/member/v1/account/${agent.id}`,
      headers: agent.headers,
    });
    expect(stale.statusCode).toBe(401);
    expect((await signIn(agent.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(agent.email, 'second password')).statusCode).toBe(200);
  });

  it('stores the photo as a 1024 px square JPEG and shows it on the profile', async () => {
    const agent = await agentWithPassword(directory.members.bob, 'photo');
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#36c' },
    })
      .png()
      .toBuffer();
    const first = multipart(png);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/mls/v1/agent/photo',
      headers: { ...agent.headers, ...first.headers },
      payload: first.payload,
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json().message).toBe('Your photo has been updated');
    const { photoUrl } = upload.json().results as { photoUrl: string };
    expect(photoUrl).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.jpg$/);

    const served = await t.app.inject({ url: photoUrl });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1024,
      height: 1024,
    });
    const profile = await t.app.inject({
      url: `/member/v1/member/${directory.members.bob}/profile`,
      headers: agent.headers,
    });
    expect(profile.json().member.photoUrl).toBe(photoUrl);

    // A second photo replaces the first, whose file is removed.
    const second = multipart(png);
    const again = await t.app.inject({
      method: 'POST',
      url: '/mls/v1/agent/photo',
      headers: { ...agent.headers, ...second.headers },
      payload: second.payload,
    });
    const files = readdirSync(join(dataDir, 'media', 'avatars'));
    expect(files).toContain(again.json().results.photoUrl.split('/').pop());
    expect(files).not.toContain(photoUrl.split('/').pop());
  });

  it('refuses what is not an image, and staff without a roster member', async () => {
    const agent = await agentWithPassword(directory.members.pat, 'bad');
    const text = multipart(Buffer.from('not a picture at all'));
    const bad = await t.app.inject({
      method: 'POST',
      url: '/mls/v1/agent/photo',
      headers: { ...agent.headers, ...text.headers },
      payload: text.payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('avatar');

    const staff = await signedAccount(t.database.db, null, ['association_admin'], 'staff');
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const body = multipart(png);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/mls/v1/agent/photo',
      headers: { ...staff.headers, ...body.headers },
      payload: body.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('avatar');
  });
});
