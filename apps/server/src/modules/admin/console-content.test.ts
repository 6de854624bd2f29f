/**
 * The console's rich content: staff upload images (nobody else may), the server keeps them
 * resized under its own media path, and the sanitiser keeps what the console's editor writes
 * (headings, lists, links, images of ours) and strips the rest.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import {
  seedMembersAreaFixture,
  type MembersAreaFixture,
} from '../../../test/members-area-fixture';
import { signUpUser } from '../../../test/sign-in';

/** A multipart/form-data body with one file in `field`, as a browser's FormData sends it. */
function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----hearthcontent' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

// Written here, apart from the server's own pattern: a v4-style UUID file name ending .webp.
const OUR_IMAGE = /^\/media\/content\/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}\.webp$/;

describe('the console’s content images and HTML', () => {
  let t: TestApp;
  let f: MembersAreaFixture;
  let dataDir: string;
  let consumerCookie: string;
  let wide: Buffer;

  const upload = (
    headers: Record<string, string>,
    body = multipart('image', 'a.png', 'image/png', wide),
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/member/v1/admin/images',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  const preview = async (html: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/member/v1/admin/preview',
      headers: f.accounts.staff.headers,
      payload: { html },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { html: string }).html;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-content-images-'));
    t = await buildTestApp('pglite', { env: { DATA_DIR: dataDir } });
    f = await seedMembersAreaFixture(t.database.db);
    consumerCookie = (await signUpUser(t.app)).cookie;
    wide = await sharp({
      create: { width: 3200, height: 1000, channels: 3, background: '#2a6' },
    })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets only the association’s staff upload an image', async () => {
    expect((await upload({})).statusCode).toBe(401);
    expect((await upload({ cookie: consumerCookie })).statusCode).toBe(401);
    for (const who of ['janeAgent', 'carlBroker', 'johnOfficeAdmin'] as const) {
      const res = await upload(f.accounts[who].headers);
      expect(res.statusCode, who).toBe(403);
    }
  });

  it('keeps an upload resized to 1600 px, as WebP under our media path', async () => {
    const res = await upload(f.accounts.staff.headers);
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json() as { url: string; width: number; height: number };
    expect(stored.url).toMatch(OUR_IMAGE);
    // 3200×1000 fits 1600 px on its long side: 1600×500.
    expect(stored).toMatchObject({ width: 1600, height: 500 });

    const served = await t.app.inject({ url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 500 });

    expect((await t.app.inject({ url: '/media/content/..%2F..%2Fsecret.webp' })).statusCode).toBe(
      404,
    );
  });

  it('answers 400 naming the field for a file that is not an image, or none', async () => {
    const text = multipart('image', 'evil.png', 'image/png', Buffer.from('<script>x</script>'));
    const notImage = await upload(f.accounts.staff.headers, text);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ code: 'invalid_image', field: 'image' });

    const elsewhere = multipart('picture', 'a.png', 'image/png', wide);
    const missing = await upload(f.accounts.staff.headers, elsewhere);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'image' });
  });

  it('keeps the editor’s headings, lists, marks, links and our images; strips the rest', async () => {
    const ours = '/media/content/0b7c5a52-8f0e-4d7a-9d55-3f3f6f0c2e11.webp';
    const editor =
      '<h2>Dues</h2><h3>When</h3>' +
      '<p><strong>Bold</strong> <em>italic</em> <u>under</u> <s>struck</s></p>' +
      '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>q</p></blockquote>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/dues">pay</a></p>' +
      `<img src="${ours}" alt="The new office">`;
    const kept = await preview(editor);
    for (const part of [
      '<h2>Dues</h2>',
      '<h3>When</h3>',
      '<strong>Bold</strong>',
      '<em>italic</em>',
      '<u>under</u>',
      '<s>struck</s>',
      '<ul><li><p>one</p></li></ul>',
      '<ol><li><p>two</p></li></ol>',
      '<blockquote><p>q</p></blockquote>',
      `<img src="${ours}" alt="The new office" />`,
    ]) {
      expect(kept).toContain(part);
    }
    expect(kept).toMatch(
      /<a (?=[^>]*href="https:\/\/example\.org\/dues")(?=[^>]*rel="noopener noreferrer")(?=[^>]*target="_blank")[^>]*>pay<\/a>/,
    );

    const hostile =
      '<p>keep</p>' +
      '<img src="https://tracker.example/pixel.gif" alt="t">' +
      '<img src="//tracker.example/media/content/0b7c5a52-8f0e-4d7a-9d55-3f3f6f0c2e11.webp">' +
      '<img src="/media/content/../../etc/passwd">' +
      '<img src="/media/avatars/0b7c5a52-8f0e-4d7a-9d55-3f3f6f0c2e11.jpg">' +
      '<img src="data:image/png;base64,iVBORw0KGgo=">' +
      `<img src="${ours}" onerror="alert(1)">` +
      '<a href="javascript:alert(1)">x</a><script>alert(2)</script><style>p{}</style>';
    const cleaned = await preview(hostile);
    expect(cleaned.match(/<img/g)).toHaveLength(1);
    expect(cleaned).toContain(`<img src="${ours}" />`);
    expect(cleaned).not.toMatch(/tracker|passwd|avatars|data:|onerror|javascript|script|style/);
    expect(cleaned).toContain('<p>keep</p>');
  });
});
