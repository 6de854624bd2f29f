import type { AgentPageResponse, OfficePageResponse } from '@hearth/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { solveCaptcha } from '../../../test/captcha-solver';
import { memberToken, seedDirectory, type DirectoryFixture } from '../../../test/directory-fixture';

describe.each(testDatabaseKinds())('agent and office pages (%s)', (kind) => {
  let t: TestApp;
  let fixture: DirectoryFixture;
  let tokens: Record<'jane' | 'john' | 'carl' | 'bob', string>;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await buildTestApp(kind, { settings: { excludedAssociation: 'PCAR' } });
    fixture = await seedDirectory(t.database.db);
    const db = t.database.db;
    const { jane, john, carl, bob } = fixture.members;
    tokens = {
      jane: await memberToken(db, jane),
      john: await memberToken(db, john),
      carl: await memberToken(db, carl),
      bob: await memberToken(db, bob),
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends an agent's page with offices, phones, licence and an SEO header", async () => {
    const res = await t.app.inject({ url: '/api/agent/JANE-MLS' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as AgentPageResponse;
    expect(body.agent).toMatchObject({
      MemberFullName: 'Jane Smith',
      publicEmail: 'jane@public.example.com',
      nationalAssociationId: 'NRDS-JANE',
      designations: ['ABR', 'GRI'],
      languages: ['English', 'Spanish'],
      licenses: [
        {
          licenseNumber: '01234567',
          licenseType: 'Salesperson',
          licenseState: 'CA',
          licenseExpirationDate: '2027-03-09',
        },
      ],
    });
    expect(body.agent.phoneNumbers.map((p) => p.kind)).toEqual(['preferred', 'mobile', 'fax']);
    expect(body.offices.map((o) => o.OfficeName)).toEqual(['Capitol Realty']);
    expect(body.header.title).toBe('Jane Smith, REALTOR® with Capitol Realty | Hearth');
    expect(body.header.description).toContain('(916) 555-0123');
    expect(body.viewer.canEdit).toBe(false);
    expect(res.body).not.toContain('agents.example.com');
    // By MemberKey too, as the page's address carries it.
    expect((await t.app.inject({ url: '/api/agent/JANE' })).statusCode).toBe(200);
  });

  it('hides inactive agents and the excluded association', async () => {
    for (const id of ['INA-MLS', 'PAT-MLS', 'nobody']) {
      expect((await t.app.inject({ url: `/api/agent/${id}` })).statusCode).toBe(404);
    }
    for (const id of ['OLD', 'PLA']) {
      expect((await t.app.inject({ url: `/api/office/${id}` })).statusCode).toBe(404);
    }
  });

  it('lets only the agent themself edit bio, areas and languages', async () => {
    const change = { bio: 'New bio', areas: ['Folsom'], languages: ['English', 'Tagalog'] };
    const patch = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PATCH', url: '/api/agent/JANE-MLS', payload: change, headers });
    expect((await patch({})).statusCode).toBe(401);
    expect((await patch(bearer(tokens.john))).statusCode).toBe(403);
    const own = await patch(bearer(tokens.jane));
    expect(own.statusCode).toBe(200);
    const body = own.json() as AgentPageResponse;
    expect(body.agent).toMatchObject(change);
    expect(body.viewer.canEdit).toBe(true);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/agent/JANE-MLS',
      payload: { bio: 'x', role: 'admin' },
      headers: bearer(tokens.jane),
    });
    expect(bad.statusCode).toBe(400);
  });

  it("sends an office's page with members by last name and phone fallback", async () => {
    const res = await t.app.inject({ url: '/api/office/CAP' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as OfficePageResponse;
    expect(body.members.map((m) => m.MemberLastName)).toEqual(['Brown', 'Smith', 'Smithers']);
    expect(body.members.map((m) => m.phone)).toEqual([
      '916-555-0100',
      '9165550123',
      '916-555-0100',
    ]);
    expect(body.responsibleMember?.MemberFullName).toBe('Carl Brown');
    expect(body.contactMember?.MemberFullName).toBe('John Smithers');
    expect(body.header).toEqual({
      title: 'Capitol Realty | Hearth',
      description:
        'Capitol Realty, 100 Main St, Sacramento, CA: real estate office with 3 agents. Call (916) 555-0100.',
    });
  });

  it("never sends the admin lines to a viewer who is not the office's responsible or contact member", async () => {
    for (const headers of [{}, bearer(tokens.jane), bearer(tokens.bob)]) {
      const res = await t.app.inject({ url: '/api/office/CAP', headers });
      const body = res.json() as OfficePageResponse;
      expect(body.viewer.isAdmin).toBe(false);
      expect(res.body).not.toContain('"admin"');
      expect(res.body).not.toContain('creditsNeeded');
      expect(res.body).not.toContain('2027-03-09');
    }
    for (const token of [tokens.carl, tokens.john]) {
      const res = await t.app.inject({ url: '/api/office/CAP', headers: bearer(token) });
      const body = res.json() as OfficePageResponse;
      expect(body.viewer.isAdmin).toBe(true);
      const jane = body.members.find((m) => m.MemberLastName === 'Smith');
      expect(jane?.admin).toMatchObject({
        licenseExpirationDate: '2027-03-09',
        creditsNeeded: 22.5,
        expiryStyle: expect.any(String),
      });
    }
  });

  it('turns a message to an agent into a lead and an e-mail in one go', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/form/agent/contact/JANE-MLS',
      payload: {
        name: 'Vera Visitor',
        email: 'vera@example.com',
        message: 'Call me, please.',
        captcha: await solveCaptcha(t.app),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your message has been sent.' });
    const { rows } = await sql<{
      object_type: string;
      object_id: string;
      agent_id: string;
      routed_to_email: string;
    }>`select object_type, object_id, agent_id::text, routed_to_email from leads`.execute(
      t.database.db,
    );
    expect(rows).toEqual([
      {
        object_type: 'agent',
        object_id: 'JANE-MLS',
        agent_id: fixture.members.jane,
        routed_to_email: 'jane@agents.example.com',
      },
    ]);
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'jane@agents.example.com')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Call me, please.');
    expect(mail.kind).toBe('lead');
  });

  it('refuses a bad message, a filled hidden field and an unknown agent', async () => {
    const send = async (url: string, payload: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: { ...payload, captcha: await solveCaptcha(t.app) },
        remoteAddress: '10.1.1.9',
      });
    const good = { name: 'Vera', email: 'vera@example.com', message: 'Hi' };
    expect(
      (await send('/api/form/agent/contact/JANE-MLS', { ...good, email: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await send('/api/form/agent/contact/JANE-MLS', { ...good, website: 'spam' })).statusCode,
    ).toBe(400);
    expect((await send('/api/form/agent/contact/INA-MLS', good)).statusCode).toBe(404);
  });

  it('refuses a message without a solved captcha and stores nothing', async () => {
    const payload = { name: 'Bo', email: 'bo@example.com', message: 'Hi' };
    const url = '/api/form/agent/contact/JANE-MLS';
    const missing = await t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: '10.1.1.10',
    });
    expect(missing.json()).toMatchObject({
      status: 400,
      code: 'captcha_missing',
      field: 'captcha',
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url,
      payload: { ...payload, captcha: 'e30=' },
      remoteAddress: '10.1.1.10',
    });
    expect(wrong.json()).toMatchObject({ status: 400, code: 'captcha_invalid' });
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from leads where fields->>'email' = 'bo@example.com'`.execute(
      t.database.db,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('offers the dropdown choices of visible offices and members only', async () => {
    const res = await t.app.inject({ url: '/api/directory/options' });
    expect(res.json()).toMatchObject({
      cities: ['Davis', 'Sacramento'],
      postalCodes: ['95616', '95814'],
      designations: ['ABR', 'CRS', 'GRI'],
    });
  });
});
