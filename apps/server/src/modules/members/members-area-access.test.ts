/**
 * Authorisation of the members area as tables (role × route × own/other): every route that names
 * an object answers only the accounts the policies allow; another's object answers 404 (or 403
 * where the object is public to read but not to change).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { signUpUser } from '../../../test/sign-in';
import { publishNotification } from '../notifications/notifications.service';
import {
  insertLead,
  seedMembersAreaFixture,
  type MembersAreaFixture,
  type SignedAccount,
} from '../../../test/members-area-fixture';

type Who = keyof MembersAreaFixture['accounts'] | 'visitor' | 'consumer';

describe.each(testDatabaseKinds())('members area access (%s)', (kind) => {
  let t: TestApp;
  let f: MembersAreaFixture;
  let consumerCookie: string;
  const ids: Record<string, string> = {};

  const as = (who: Who): Record<string, string> => {
    if (who === 'visitor') return {};
    if (who === 'consumer') return { cookie: consumerCookie };
    return f.accounts[who].headers;
  };
  const call = (who: Who, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const db = t.database.db;
    f = await seedMembersAreaFixture(db);
    consumerCookie = (await signUpUser(t.app)).cookie;
    const { capitol, davis } = f.offices;
    const { jane, bob, carl } = f.members;
    ids.janeLead = await insertLead(db, { agentId: jane, officeId: capitol });
    ids.officeLead = await insertLead(db, { agentId: jane, officeId: capitol, routedTo: 'office' });
    ids.bobLead = await insertLead(db, { agentId: bob, officeId: davis });
    ids.carlLead = await insertLead(db, { agentId: carl, officeId: capitol });
    const note = (audience: {
      kind: 'all' | 'office' | 'role' | 'account';
      value: string | null;
    }) =>
      publishNotification(db, {
        organizationName: 'Hearth Association',
        subject: `To ${audience.kind} ${audience.value ?? ''}`,
        contentHtml: '<p>Hello</p>',
        audience,
        startsAt: new Date(Date.now() - 60_000),
      });
    ids.toAll = await note({ kind: 'all', value: null });
    ids.toCapitol = await note({ kind: 'office', value: capitol });
    ids.toBrokers = await note({ kind: 'role', value: 'broker' });
    ids.toJane = await note({ kind: 'account', value: f.accounts.janeAgent.id });
    ids.janeMessage = (
      await db
        .insertInto('messages')
        .values({
          account_id: f.accounts.janeAgent.id,
          sender_name: 'Member Services',
          subject: 'Hi',
          body_html: '<p>Hi</p>',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses visitors and consumers everywhere (401)', async () => {
    const routes: [string, 'GET' | 'PATCH' | 'POST', string, object?][] = [
      ['account', 'GET', `/member/v1/account/${f.accounts.janeAgent.id}`],
      ['notifications', 'GET', '/member/v1/notification'],
      ['messages', 'GET', '/member/v1/message/mine'],
      ['leads', 'GET', '/mls/v1/lead'],
      ['lead', 'PATCH', `/mls/v1/lead/${ids.janeLead}`, { status: 'active' }],
      ['profile', 'GET', `/member/v1/member/${f.members.jane}/profile`],
      ['education', 'GET', `/member/v1/member/${f.members.jane}/education`],
      ['office', 'GET', `/member/v1/office/${f.offices.capitol}/detail`],
      ['dashboard', 'GET', '/api/business-center/dashboard'],
      ['left nav', 'GET', '/api/element/membio-left-nav'],
    ];
    for (const who of ['visitor', 'consumer'] as const) {
      for (const [name, method, url, payload] of routes) {
        const res = await call(who, method, url, payload);
        expect(res.statusCode, `${who} ${name}`).toBe(401);
      }
    }
  });

  it('answers an account its own detail and 404 for anyone else’s', async () => {
    const accounts = f.accounts;
    for (const [who, account] of Object.entries(accounts) as [Who, SignedAccount][]) {
      expect((await call(who, 'GET', `/member/v1/account/${account.id}`)).statusCode).toBe(200);
      const other = who === 'janeAgent' ? accounts.bobAgent : accounts.janeAgent;
      expect((await call(who, 'GET', `/member/v1/account/${other.id}`)).statusCode).toBe(404);
      expect(
        (await call(who, 'GET', `/member/v1/account/${other.id}/listings-widget`)).statusCode,
      ).toBe(404);
    }
  });

  it('shows leads only to their agent and the office’s broker and office admin', async () => {
    // [who, lead, GET status, PATCH status]
    const table: [Who, string, number, number][] = [
      ['janeAgent', 'janeLead', 200, 200],
      ['janeAgent', 'officeLead', 200, 403], // her listing, routed to the office: she reads it
      ['janeAgent', 'bobLead', 404, 404],
      ['janeAgent', 'carlLead', 404, 404],
      ['carlBroker', 'janeLead', 200, 403], // the office's broker reads; Jane handles it
      ['carlBroker', 'officeLead', 200, 200],
      ['carlBroker', 'carlLead', 200, 200],
      ['carlBroker', 'bobLead', 404, 404],
      ['johnOfficeAdmin', 'officeLead', 200, 200],
      ['johnOfficeAdmin', 'bobLead', 404, 404],
      ['bobAgent', 'janeLead', 404, 404],
      ['bobAgent', 'bobLead', 200, 200],
      ['bobMember', 'bobLead', 403, 403], // a plain member has no leads inbox
      ['staff', 'janeLead', 403, 403],
    ];
    for (const [who, lead, read, act] of table) {
      const get = await call(who, 'GET', `/mls/v1/lead/${ids[lead]}`);
      expect(get.statusCode, `${who} reads ${lead}`).toBe(read);
      const patch = await call(who, 'PATCH', `/mls/v1/lead/${ids[lead]}`, { status: 'active' });
      expect(patch.statusCode, `${who} opens ${lead}`).toBe(act);
    }
    const list = async (who: Who) =>
      ((await call(who, 'GET', '/mls/v1/lead')).json() as { results: { id: string }[] }).results
        .map((lead) => lead.id)
        .sort();
    expect(await list('janeAgent')).toEqual([ids.janeLead, ids.officeLead].sort());
    expect(await list('carlBroker')).toEqual([ids.janeLead, ids.officeLead, ids.carlLead].sort());
    expect(await list('bobAgent')).toEqual([ids.bobLead]);
    expect((await call('bobMember', 'GET', '/mls/v1/lead')).statusCode).toBe(403);
  });

  it('lets an account see and act only on notifications addressed to it', async () => {
    const listed = async (who: Who) =>
      (
        (await call(who, 'GET', '/member/v1/notification')).json() as {
          results: { id: string }[];
        }
      ).results.map((n) => n.id);
    expect((await listed('janeAgent')).sort()).toEqual(
      [ids.toAll, ids.toCapitol, ids.toJane].sort(),
    );
    expect((await listed('carlBroker')).sort()).toEqual(
      [ids.toAll, ids.toCapitol, ids.toBrokers].sort(),
    );
    expect(await listed('bobAgent')).toEqual([ids.toAll]);
    expect(await listed('staff')).toEqual([ids.toAll]);

    // [who, notification, GET and POST action status]
    const table: [Who, string, number][] = [
      ['janeAgent', 'toJane', 200],
      ['janeAgent', 'toBrokers', 404],
      ['bobAgent', 'toCapitol', 404],
      ['bobAgent', 'toJane', 404],
      ['carlBroker', 'toBrokers', 200],
      ['johnOfficeAdmin', 'toCapitol', 200],
    ];
    for (const [who, id, status] of table) {
      expect((await call(who, 'GET', `/member/v1/notification/${ids[id]}`)).statusCode).toBe(
        status,
      );
      const act = await call(who, 'POST', '/member/v1/notification-action', {
        notificationId: ids[id],
        action: 'viewed',
      });
      expect(act.statusCode, `${who} views ${id}`).toBe(status);
    }
    // Someone else's action record answers 404.
    const own = await call('janeAgent', 'POST', '/member/v1/notification-action', {
      notificationId: ids.toAll,
      action: 'viewed',
    });
    const actionId = (own.json() as { results: { id: string } }).results.id;
    expect(
      (
        await call('bobAgent', 'PATCH', `/member/v1/notification-action/${actionId}`, {
          action: 'dismissed',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('janeAgent', 'PATCH', `/member/v1/notification-action/${actionId}`, {
          action: 'dismissed',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('keeps messages to their recipient', async () => {
    const read = (who: Who) =>
      call(who, 'PATCH', `/member/v1/message/${ids.janeMessage}`, { read: true });
    expect((await read('bobAgent')).statusCode).toBe(404);
    expect((await read('carlBroker')).statusCode).toBe(404);
    expect((await read('janeAgent')).statusCode).toBe(200);
    const mine = (await call('bobAgent', 'GET', '/member/v1/message/mine')).json() as {
      results: unknown[];
    };
    expect(mine.results).toEqual([]);
  });

  it('lets any member read a profile and only its member edit it', async () => {
    const jane = f.members.jane;
    const change = { bio: 'Updated bio', areas: ['Folsom'], languages: ['English'] };
    const table: [Who, number, number][] = [
      ['janeAgent', 200, 200],
      ['bobAgent', 200, 403],
      ['carlBroker', 200, 403],
      ['bobMember', 200, 403],
      ['staff', 200, 403],
    ];
    for (const [who, read, edit] of table) {
      const get = await call(who, 'GET', `/member/v1/member/${jane}/profile`);
      expect(get.statusCode, `${who} reads`).toBe(read);
      expect((get.json() as { viewer: { canEdit: boolean } }).viewer.canEdit).toBe(edit === 200);
      const patch = await call(who, 'PATCH', `/member/v1/member/${jane}/profile`, change);
      expect(patch.statusCode, `${who} edits`).toBe(edit);
    }
    expect((await call('janeAgent', 'GET', '/member/v1/member/999999/profile')).statusCode).toBe(
      404,
    );
  });

  it('shows education to the member and their office’s leaders only', async () => {
    const { jane, bob } = f.members;
    const table: [Who, string, number][] = [
      ['janeAgent', jane, 200],
      ['carlBroker', jane, 200], // responsible member of Jane's office
      ['johnOfficeAdmin', jane, 200], // contact member of Jane's office
      ['bobAgent', jane, 404],
      ['carlBroker', bob, 404], // Bob is in another office
      ['bobMember', bob, 200],
      ['staff', jane, 404],
    ];
    for (const [who, member, status] of table) {
      const res = await call(who, 'GET', `/member/v1/member/${member}/education`);
      expect(res.statusCode, `${who} reads ${member}`).toBe(status);
    }
  });

  it('gives the office page’s admin view to its responsible and contact members only', async () => {
    const office = f.offices.capitol;
    const table: [Who, boolean][] = [
      ['carlBroker', true],
      ['johnOfficeAdmin', true],
      ['janeAgent', false],
      ['bobAgent', false],
      ['staff', false],
    ];
    for (const [who, admin] of table) {
      const res = await call(who, 'GET', `/member/v1/office/${office}/detail`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as {
        viewer: { isAdmin: boolean };
        leadResponse: unknown;
        members: { admin?: unknown }[];
      };
      expect(body.viewer.isAdmin, who).toBe(admin);
      expect(body.leadResponse !== null, who).toBe(admin);
      expect(
        body.members.every((m) => (m.admin !== undefined) === admin),
        who,
      ).toBe(true);
      if (!admin) expect(res.body).not.toContain('creditsNeeded');
      const education = await call(who, 'GET', `/member/v1/office/${office}/education`);
      expect(education.statusCode, who).toBe(admin ? 200 : 404);
    }
  });
});
