import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { AppError } from '../../errors';
import { createAssociationAdmin } from './accounts.service';
import { uniqueEmail } from '../../../test/sign-in';

describe.each(testDatabaseKinds())('the first association admin on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (email: string) =>
    createAssociationAdmin(
      { db: t.database.db, config: t.config, ip: '127.0.0.1', baseUrl: 'https://portal.example' },
      { email, firstName: 'Staff', lastName: 'Person' },
    );

  it('activates with the printed link and signs in to the staff routes', async () => {
    const email = uniqueEmail('staff');
    const { activationLink } = await create(email);
    expect(activationLink).toMatch(/^https:\/\/portal\.example\/account\/activate#token=/);
    const token = activationLink.split('#token=')[1];

    const before = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email, password: 'a long staff password' },
    });
    expect(before.statusCode).toBe(401);

    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/account/activate',
      payload: { token, password: 'a long staff password' },
    });
    expect(activated.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email, password: 'a long staff password' },
    });
    expect(login.statusCode).toBe(200);
    const session = login.cookies.find((c) => c.name === 'hearth_account_session');
    const feed = await t.app.inject({
      url: '/api/admin/mls-feed',
      headers: { cookie: `hearth_account_session=${session?.value}` },
    });
    expect(feed.statusCode).toBe(200);
  });

  it('refuses an address that already has an account', async () => {
    const email = uniqueEmail('staff');
    await create(email);
    await expect(create(email)).rejects.toBeInstanceOf(AppError);
  });
});
