/**
 * Line breaks in single-line fields are refused at the contract, over HTTP, with a 400 naming the
 * field and nothing sent: the agent's contact form (`POST /mls/v1/contact`) and the public share
 * form (`POST /api/form/listing/share/{id}`), the two the probe found. The contract test
 * (packages/contracts/src/single-line.test.ts) covers every other request field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedAccount, type SignedAccount } from './members-area-fixture';
import { seedDemoData } from '../src/seed/seed';
import { buildTestApp, type TestApp } from './helper';

const EVIL = 'Eve\r\nBcc: victim@example.com';

describe('single-line fields over HTTP', () => {
  let t: TestApp;
  let agent: SignedAccount;
  let listingId = '';
  const outbox = async () =>
    (await t.database.db.selectFrom('outbox').select('id').execute()).length;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    const db = t.database.db;
    await seedDemoData(db, { listings: 5, offices: 1, agents: 2, seed: 3, quiet: true });
    const { id } = await db
      .selectFrom('members')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    agent = await signedAccount(db, String(id), ['agent'], 'jane');
    listingId = (
      await t.database.db
        .selectFrom('listings')
        .select('listing_id')
        .where('internet_entire_listing_display_yn', '=', true)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).listing_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['firstName', 'lastName', 'phoneNumber'])(
    'the contact form refuses a line break in %s',
    async (field) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/mls/v1/contact',
        headers: agent.headers,
        payload: { firstName: 'Eve', lastName: 'Lee', email: 'eve@example.com', [field]: EVIL },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ field });
    },
  );

  it.each(['fromName', 'toName'])('the share form refuses a line break in %s', async (field) => {
    const before = await outbox();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/form/listing/share/${listingId}`,
      remoteAddress: '10.46.0.1',
      payload: {
        fromName: 'Eve',
        fromEmail: 'eve@example.com',
        toName: 'Tom',
        toEmail: 'tom@example.com',
        [field]: EVIL,
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ field });
    expect(await outbox()).toBe(before);
  });
});
