import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../test/helper';
import { seedDirectory, type DirectoryFixture } from '../../../test/directory-fixture';

const KEY = 'directory-test-key';
const auth = { authorization: `Bearer ${KEY}` };

interface Bundle {
  bundle: Record<string, unknown>[];
  total: number;
  bounds: { north: number; south: number; east: number; west: number } | null;
}

describe.each(testDatabaseKinds())('directory search API (%s)', (kind) => {
  let t: TestApp;
  let fixture: DirectoryFixture;
  const get = (url: string, headers: Record<string, string> = auth) =>
    t.app.inject({ url: `/search/v1${url}`, headers });
  const names = (body: Bundle, field: string) => body.bundle.map((r) => r[field]);

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      settings: { searchApiKey: KEY, excludedAssociation: 'PCAR' },
    });
    fixture = await seedDirectory(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs the search key; the agents endpoint also takes access_token', async () => {
    expect((await get('/agents', {})).statusCode).toBe(401);
    expect((await get('/offices', {})).statusCode).toBe(401);
    expect((await get(`/agents?access_token=${KEY}`, {})).statusCode).toBe(200);
  });

  it('finds active agents by last name, never inactive ones or the excluded association', async () => {
    const res = await get('/agents?MemberLastName[like]=smith&sortBy=MemberLastName');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Bundle;
    expect(names(body, 'MemberFullName')).toEqual(['Jane Smith', 'John Smithers']);
    expect(body.total).toBe(2);
    // Asking for inactive members or the excluded association changes nothing.
    const forced = (await get('/agents?MemberStatus=Inactive&MemberAOR=PCAR')).json() as Bundle;
    expect(forced.total).toBe(0);
    const all = (await get('/agents?limit=200')).json() as Bundle;
    expect(names(all, 'MemberKey')).not.toContain('INA');
    expect(names(all, 'MemberKey')).not.toContain('PAT');
    expect(all.total).toBe(4);
  });

  it('sends the formatted record fields, only public e-mail, and honours fields', async () => {
    const body = (await get('/agents?MemberMlsId=JANE-MLS')).json() as Bundle;
    expect(body.bundle[0]).toMatchObject({
      MemberFullName: 'Jane Smith',
      MemberPreferredPhone: '9165550123',
      MemberMobilePhone: '916.555.0124 x7',
      MemberOfficePhone: '916-555-0100',
      MemberEmail: 'jane@public.example.com',
      OfficeName: 'Capitol Realty',
    });
    expect(JSON.stringify(body)).not.toContain('agents.example.com');
    const slim = (await get('/agents?MemberMlsId=JANE-MLS&fields=MemberLastName')).json() as Bundle;
    expect(slim.bundle[0]).toEqual({ id: fixture.members.jane, MemberLastName: 'Smith' });
  });

  it('filters agents by languages, designations, office city and type', async () => {
    const spanish = (await get('/agents?MemberLanguages=Spanish')).json() as Bundle;
    expect(names(spanish, 'MemberKey')).toEqual(['JANE']);
    const designated = (await get('/agents?MemberDesignation[in]=CRS,GRI')).json() as Bundle;
    expect(names(designated, 'MemberKey').sort()).toEqual(['BOB', 'JANE']);
    const notAbr = (await get('/agents?MemberDesignation[nin]=ABR')).json() as Bundle;
    expect(names(notAbr, 'MemberKey')).not.toContain('JANE');
    const davis = (await get('/agents?OfficeCity=Davis&OfficeType=Firm')).json() as Bundle;
    expect(names(davis, 'MemberKey')).toEqual(['BOB']);
  });

  it('sorts (default MemberFirstName asc), pages and keeps an exact total', async () => {
    const first = (await get('/agents?limit=2')).json() as Bundle;
    expect(names(first, 'MemberFirstName')).toEqual(['Bob', 'Carl']);
    expect(first.total).toBe(4);
    const next = (await get('/agents?limit=2&offset=2&order=asc')).json() as Bundle;
    expect(names(next, 'MemberFirstName')).toEqual(['Jane', 'John']);
    const desc = (await get('/agents?sortBy=MemberLastName&order=desc&limit=1')).json() as Bundle;
    expect(names(desc, 'MemberLastName')).toEqual(['Smithers']);
  });

  it('refuses bad input with a 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['Nope=1', 'Nope'],
      ['MemberLastName[gte]=a', 'MemberLastName[gte]'],
      ['limit=201', 'limit'],
      ['offset=10001', 'offset'],
      ['limit=x', 'limit'],
      ['sortBy=MemberEmail', 'sortBy'],
      ['order=up', 'order'],
      ['fields=Secret', 'fields'],
      ['poly=1 2,3 4', 'poly'],
      ['box=1,2', 'box'],
      ['radius=5', 'radius'],
      ['near=100,0', 'near'],
      ['geohash=zz', 'geohash'],
    ]) {
      const res = await get(`/agents?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { field?: string }).field, query).toBe(field);
    }
  });

  it('refuses a polygon past the area limits on agents and offices, naming the limit', async () => {
    const ring = Array.from({ length: 700 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 699;
      return `${-121.5 + Math.cos(angle)} ${38.5 + Math.sin(angle)}`;
    });
    ring[699] = ring[0]!;
    for (const path of ['/agents', '/offices']) {
      const res = await get(`${path}?poly=${encodeURIComponent(ring.join(','))}`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ field: 'poly' });
      expect((res.json() as { message: string }).message).toMatch(/at most 500 positions/);
    }
  });

  it('finds active offices with bounds; inactive and excluded never appear', async () => {
    const body = (await get('/offices')).json() as Bundle;
    expect(names(body, 'OfficeName')).toEqual(['Capitol Realty', 'Davis Homes']);
    expect(body.total).toBe(2);
    expect(body.bounds).toEqual({ north: 38.58, south: 38.54, east: -121.49, west: -121.74 });
    expect(body.bundle[0]).toMatchObject({ MemberCount: 3, Latitude: 38.58 });
    const city = (await get('/offices?OfficeCity[in]=davis,roseville')).json() as Bundle;
    expect(names(city, 'OfficeKey')).toEqual(['DAV']);
  });

  it('searches offices by map area: box, geohash, near with radius, polygon', async () => {
    const keys = async (query: string) =>
      names((await get(`/offices?${query}`)).json() as Bundle, 'OfficeKey');
    expect(await keys('box=-121.6,38.5,-121.4,38.7')).toEqual(['CAP']);
    expect(await keys('near=38.54,-121.74&radius=2')).toEqual(['DAV']);
    expect(await keys('near=38.54,-121.74&radius=30km')).toEqual(['CAP', 'DAV']);
    expect(await keys('poly=-121.8 38.5,-121.7 38.5,-121.7 38.6,-121.8 38.6,-121.8 38.5')).toEqual([
      'DAV',
    ]);
    expect(await keys('geohash=9qce,9qce')).toEqual(['CAP']);
    // Agents are placed at their office.
    const agents = (await get('/agents?box=-121.8,38.5,-121.7,38.6')).json() as Bundle;
    expect(names(agents, 'MemberKey')).toEqual(['BOB']);
    // At their primary office only: Jane's second desk in Davis does not place her there.
    const { db } = t.database;
    await db
      .insertInto('office_members')
      .values({
        office_id: fixture.offices.davis,
        member_id: fixture.members.jane,
        is_primary: false,
      })
      .execute();
    try {
      for (const area of [
        'box=-121.8,38.5,-121.7,38.6',
        'near=38.54,-121.74&radius=2',
        'poly=-121.8 38.5,-121.7 38.5,-121.7 38.6,-121.8 38.6,-121.8 38.5',
      ]) {
        const placed = (await get(`/agents?${area}`)).json() as Bundle;
        expect(names(placed, 'MemberKey'), area).toEqual(['BOB']);
        expect(placed.total, area).toBe(1);
      }
      const capitol = (
        await get('/agents?box=-121.6,38.5,-121.4,38.7&sortBy=MemberLastName')
      ).json() as Bundle;
      expect(names(capitol, 'MemberKey')).toContain('JANE');
      expect(capitol.total).toBe(3);
    } finally {
      await db
        .deleteFrom('office_members')
        .where('office_id', '=', fixture.offices.davis)
        .where('member_id', '=', fixture.members.jane)
        .execute();
    }
  });

  it('clusters offices by geohash prefix', async () => {
    const res = await get('/offices/cluster?precision=3');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { bundle: { key: string; doc_count: number }[]; total: number };
    expect(body.bundle).toEqual([expect.objectContaining({ key: '9qc', doc_count: 2 })]);
    expect((await get('/offices/cluster?precision=9')).statusCode).toBe(400);
  });

  it('sends one agent or one office with its active members, else 404', async () => {
    const agent = await get('/agents/JANE-MLS');
    expect(agent.statusCode).toBe(200);
    expect((await get(`/agents/${fixture.members.jane}`)).statusCode).toBe(200);
    expect((await get('/agents/INA-MLS')).statusCode).toBe(404);
    expect((await get('/agents/PAT')).statusCode).toBe(404);
    for (const path of ['/office/CAP', '/offices/CAP-MLS', `/office/${fixture.offices.capitol}`]) {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      const office = (res.json() as { bundle: { agentCollection: { MemberLastName: string }[] } })
        .bundle;
      expect(office.agentCollection.map((a) => a.MemberLastName)).toEqual([
        'Brown',
        'Smith',
        'Smithers',
      ]);
    }
    expect((await get('/office/OLD')).statusCode).toBe(404);
    expect((await get('/office/PLA')).statusCode).toBe(404);
  });

  it('suggests last and full names, office names and cities', async () => {
    const agents = (await get('/suggest/agents?q=smi')).json() as {
      bundle: Record<string, { value: string; count?: number; id?: string }[]>;
    };
    expect(agents.bundle.MemberLastName?.map((s) => s.value)).toEqual(['Smith', 'Smithers']);
    expect(agents.bundle.MemberFullName?.map((s) => s.id)).toEqual(['JANE', 'JOHN']);
    const offices = (await get('/suggest/offices?q=da')).json() as {
      bundle: Record<string, { value: string; count?: number }[]>;
    };
    expect(offices.bundle.OfficeName?.map((s) => s.value)).toEqual(['Davis Homes']);
    expect(offices.bundle.OfficeCity).toEqual([{ field: 'OfficeCity', value: 'Davis', count: 1 }]);
    const placer = (await get('/suggest/offices?q=pla')).json() as { bundle: Record<string, []> };
    expect(placer.bundle.OfficeName).toEqual([]);
  });
});
