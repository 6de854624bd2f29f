/**
 * An agent's contacts through HTTP (members-area.md §2 "Agent area", §5, §7): adding with the
 * form's rules and 'Your contact has been added', one contact per e-mail whatever its case, the
 * list's three sorts, the case-insensitive search on name or e-mail, Sync from leads without
 * duplicates, and a contact's nickname, notes, rating and timeline of leads.
 */
import type { AgentContact, AgentContactDetail } from '@hearth/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import {
  insertLead,
  seedMembersAreaFixture,
  type MembersAreaFixture,
} from '../../../test/members-area-fixture';

describe.each(testDatabaseKinds())('agent contacts (%s)', (kind) => {
  let t: TestApp;
  let f: MembersAreaFixture;
  const jane = () => f.accounts.janeAgent.headers;
  const add = (payload: object, headers = jane()) =>
    t.app.inject({ method: 'POST', url: '/mls/v1/contact', headers, payload });
  const list = async (query = '', headers = jane()) => {
    const res = await t.app.inject({ method: 'GET', url: `/mls/v1/contact${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { results: AgentContact[]; records: number };
  };
  const names = (contacts: AgentContact[]) => contacts.map((c) => c.name);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    f = await seedMembersAreaFixture(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds a contact with the form’s rules and says so', async () => {
    const res = await add({
      firstName: ' Maria ',
      lastName: 'Zamora',
      name: 'Maria Zamora',
      email: 'Maria.Zamora@Example.com',
      phoneNumber: '9165550101',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { message: string; results: AgentContact };
    expect(body.message).toBe('Your contact has been added');
    expect(body.results).toMatchObject({
      firstName: 'Maria',
      lastName: 'Zamora',
      name: 'Maria Zamora',
      email: 'Maria.Zamora@Example.com',
      // The telephone is kept as 3-3-4 with dashes (§5).
      phoneNumber: '916-555-0101',
      rating: 0,
      source: 'added',
    });
  });

  it.each([
    ['a first name of 1 character', { firstName: 'M' }, 'firstName'],
    ['a last name of 1 character', { lastName: 'Z' }, 'lastName'],
    ['no e-mail', { email: '' }, 'email'],
    ['an e-mail that is not one', { email: 'maria.example.com' }, 'email'],
    ['a phone without 10 digits', { phoneNumber: '555-0101' }, 'phoneNumber'],
  ])('refuses %s, naming the field', async (_, change, field) => {
    const res = await add({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana.lopez@example.com',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_contact', field });
  });

  it('takes the phone as optional and names of exactly 2 characters', async () => {
    const res = await add({ firstName: 'Al', lastName: 'Yu', email: 'al.yu@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { results: AgentContact }).results.phoneNumber).toBeNull();
  });

  it('keeps one contact per e-mail whatever its case (409)', async () => {
    const res = await add({ firstName: 'Maria', lastName: 'Z', email: 'maria.zamora@example.COM' });
    expect(res.statusCode).toBe(400); // the rules come first
    const again = await add({
      firstName: 'Mary',
      lastName: 'Zamora',
      email: 'maria.zamora@example.COM',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'contact_exists', field: 'email' });
    // Another agent may keep the same person.
    const bob = await add(
      { firstName: 'Maria', lastName: 'Zamora', email: 'maria.zamora@example.com' },
      f.accounts.bobAgent.headers,
    );
    expect(bob.statusCode).toBe(200);
  });

  it('sorts by last name by default, by rating and by date added', async () => {
    await add({ firstName: 'Brenda', lastName: 'adams', email: 'brenda@example.com' });
    const { results } = await list('?q=example.com&limit=200');
    expect(names(results)).toEqual(['Brenda adams', 'Al Yu', 'Maria Zamora']);
    const maria = results.find((c) => c.lastName === 'Zamora')!;
    await t.app.inject({
      method: 'PATCH',
      url: `/mls/v1/contact/${maria.id}`,
      headers: jane(),
      payload: { rating: 4 },
    });
    expect(names((await list('?sort=rating')).results)[0]).toBe('Maria Zamora');
    // Date added: newest first.
    expect(names((await list('?sort=createdAt')).results)[0]).toBe('Brenda adams');
  });

  it('searches name or e-mail, case-insensitively, as a part of either', async () => {
    expect(names((await list('?q=ZAM')).results)).toEqual(['Maria Zamora']);
    expect(names((await list('?q=maria%20zam')).results)).toEqual(['Maria Zamora']);
    expect(names((await list('?q=BRENDA@')).results)).toEqual(['Brenda adams']);
    // No search spans the name and the e-mail.
    expect((await list('?q=zamora%20maria')).records).toBe(0);
    // A control character in a one-line field is refused, naming it.
    const control = await t.app.inject({
      method: 'GET',
      url: '/mls/v1/contact?q=zamora%1Fmaria',
      headers: jane(),
    });
    expect(control.statusCode).toBe(400);
    expect(control.json()).toMatchObject({ field: 'q' });
    // LIKE's wildcards are plain characters here.
    expect((await list('?q=%25')).records).toBe(0);
    expect((await list('?q=_')).records).toBe(0);
    // Counts over all pages, also past the last one.
    expect(await list('?q=example.com&limit=1')).toMatchObject({ records: 3 });
    expect((await list('?q=example.com&limit=1&offset=1')).results).toHaveLength(1);
    expect(await list('?q=example.com&limit=1&offset=5')).toMatchObject({
      results: [],
      records: 3,
    });
    expect(await list('?limit=2&offset=1')).toMatchObject({ records: 3 });
    expect(await list('?limit=2&offset=9')).toMatchObject({ results: [], records: 3 });
    // Bob's contacts are not Jane's.
    expect((await list('?q=zamora', f.accounts.bobAgent.headers)).records).toBe(1);
  });

  it('syncs the people who sent the agent a lead, once per e-mail', async () => {
    const db = t.database.db;
    const { capitol } = f.offices;
    const janeMember = f.members.jane;
    await insertLead(db, {
      agentId: janeMember,
      officeId: capitol,
      name: 'Olivia Park',
      email: 'olivia.park@example.com',
      createdAt: new Date('2026-01-02T10:00:00Z'),
    });
    await insertLead(db, {
      agentId: janeMember,
      officeId: capitol,
      name: 'Olivia Park',
      email: 'OLIVIA.PARK@example.com',
      createdAt: new Date('2026-02-02T10:00:00Z'),
    });
    // Already a contact: not added again.
    await insertLead(db, {
      agentId: janeMember,
      officeId: capitol,
      name: 'Maria Zamora',
      email: 'MARIA.ZAMORA@example.com',
    });
    // Bob's lead is not Jane's.
    await insertLead(db, {
      agentId: f.members.bob,
      officeId: f.offices.davis,
      name: 'Quinn Bob-Only',
      email: 'quinn@example.com',
    });
    const sync = () =>
      t.app.inject({ method: 'POST', url: '/mls/v1/contact/sync', headers: jane() });
    const first = await sync();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ added: 1 });
    expect((await sync()).json()).toMatchObject({ added: 0 });
    const olivia = (await list('?q=olivia')).results;
    expect(olivia).toHaveLength(1);
    expect(olivia[0]).toMatchObject({
      firstName: 'Olivia',
      lastName: 'Park',
      source: 'lead',
      phoneNumber: '916-555-0199',
    });
    expect((await list('?q=quinn')).records).toBe(0);

    // Her page shows both her leads to Jane, newest first.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/mls/v1/contact/${olivia[0]!.id}`,
      headers: jane(),
    });
    const timeline = (detail.json() as { results: AgentContactDetail }).results.timeline;
    expect(timeline.map((e) => e.at)).toEqual([
      '2026-02-02T10:00:00.000Z',
      '2026-01-02T10:00:00.000Z',
    ]);
    expect(timeline[0]).toMatchObject({ kind: 'lead', message: 'Please call me' });
  });

  it('saves a nickname, notes (also as a list of lines) and a rating of 1 to 5', async () => {
    const { results } = await list('?q=al.yu');
    const id = results[0]!.id;
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/mls/v1/contact/${id}`, headers: jane(), payload });
    const res = await patch({ nickname: 'Ally', notes: ['Wants a yard', 'Pre-approved'] });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { results: AgentContactDetail }).results).toMatchObject({
      nickname: 'Ally',
      notes: 'Wants a yard\nPre-approved',
    });
    for (const rating of [1, 5]) expect((await patch({ rating })).statusCode).toBe(200);
    for (const rating of [0, 6, 2.5]) expect((await patch({ rating })).statusCode).toBe(400);
    expect((await patch({ firstName: 'A' })).statusCode).toBe(400);
    const cleared = await patch({ notes: '' });
    expect((cleared.json() as { results: AgentContactDetail }).results).toMatchObject({
      notes: null,
      rating: 5,
    });
  });
});
