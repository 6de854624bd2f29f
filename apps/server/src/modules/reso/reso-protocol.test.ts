/**
 * The protocol of our RESO Web API around the queries (RESO Web API Core 2.0.0 §2.2.1 version
 * header, §2.6 response codes and error bodies) and the limits of one request, as
 * docs/reso-api.md states them: each answered with its status and a message naming the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { seedDemoData } from '../../seed/seed';
import { InFlightRequests } from './reso-guards';
import { issueToken } from './reso-tokens.service';

type ErrorBody = { error: { code: string; message: string; target?: string } };

describe('RESO Web API protocol and limits', () => {
  let t: TestApp;
  let token = '';
  const get = (url: string, headers: Record<string, string> = {}, bearer = token) =>
    t.app.inject({
      url: url.replace(/ /g, '%20'),
      headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...headers },
    });
  const error = async (url: string, status: number, headers: Record<string, string> = {}) => {
    const response = await get(url, headers);
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(status);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    return (response.json() as ErrorBody).error;
  };

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await seedDemoData(t.database.db, {
      listings: 40,
      offices: 2,
      agents: 6,
      seed: 3,
      quiet: true,
    });
    ({ token } = await issueToken(t.database.db, { name: 'Protocol', requestsPerMinute: 10_000 }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('OData-Version 4.0 and 4.01 are served; another version is a 400 naming the supported ones', async () => {
    for (const version of ['4.0', '4.01']) {
      expect(
        (await get('/reso/odata/Office?$top=1', { 'OData-Version': version })).statusCode,
      ).toBe(200);
    }
    for (const [header, value] of [
      ['OData-Version', '5.0'],
      ['OData-Version', '3.0'],
      ['OData-MaxVersion', '3.0'],
    ]) {
      const body = await error('/reso/odata/Property?$top=1', 400, { [header!]: value! });
      expect(body.code).toBe('UnsupportedVersion');
      expect(body.message).toContain(`${header} ${value} is not supported`);
      expect(body.message).toContain('4.0 and 4.01');
    }
  });

  it('any other address under /reso/odata: 401 without a token, else an OData 404 or 501', async () => {
    const paths = [
      ['/reso/odata/Property/$count', 501],
      ["/reso/odata/Property('K')/Media", 501],
      ['/reso/odata/$batch', 501],
      ['/reso/odata/Foo', 404],
      ['/reso/odata/Foo/Bar/Baz', 404],
      ['/reso/odata/Property/', 404],
    ] as const;
    for (const [path, status] of paths) {
      const anonymous = await get(path, {}, '');
      expect(anonymous.statusCode, path).toBe(401);
      expect(anonymous.headers['content-type']).toMatch(/application\/json/);
      const body = await error(path, status);
      expect(body.code).toBe(status === 404 ? 'NotFound' : 'NotImplemented');
    }
    expect((await error('/reso/odata/Property/$count', 501)).message).toContain('$count=true');
    const post = await t.app.inject({
      method: 'POST',
      url: '/reso/odata/Property',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(post.statusCode).toBe(501);
    expect((post.json() as ErrorBody).error.message).toContain('read-only');
  });

  it('an impossible or out-of-range date in $filter is a 400 naming the literal', async () => {
    for (const [filter, literal] of [
      ['OnMarketDate eq 2024-02-30', '2024-02-30 is not a date: 2024-02 has no day 30'],
      ['OnMarketDate eq 0000-01-01', '0000-01-01 is not a date in the years 0001 to 9999'],
      ['OnMarketDate eq 99999-01-01', '99999-01-01 is not a date in the years 0001 to 9999'],
      ['OnMarketDate eq 2024-13-01', '2024-13-01 is not a date: there is no month 13'],
      ["OnMarketDate eq '2023-02-29'", "'2023-02-29' is not a date: 2023-02 has no day 29"],
      [
        'ModificationTimestamp gt 2024-02-30T10:00:00Z',
        '2024-02-30T10:00:00Z is not a timestamp: 2024-02 has no day 30',
      ],
      ['ModificationTimestamp gt 2024-01-01T25:00:00Z', 'the time is not one of a day'],
    ]) {
      const body = await error(`/reso/odata/Property?$filter=${encodeURIComponent(filter!)}`, 400);
      expect(body.target).toBe('$filter');
      expect(body.message).toContain(literal);
    }
    // A leap day is a day.
    expect(
      (
        await get(
          `/reso/odata/Property?$filter=${encodeURIComponent('OnMarketDate eq 2024-02-29')}`,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('refuses, before it runs, a filter over the limits of one request, naming the limit', async () => {
    const any = (i: number) => `InteriorFeatures/any(a:contains(a,'${i}'))`;
    const cases: [string, RegExp][] = [
      [
        `ListPrice gt 1 and ${"City eq 'x' and ".repeat(400)}ListPrice gt 2`,
        /longer than 4,000 characters/,
      ],
      [
        Array.from({ length: 61 }, (_, i) => `ListPrice eq ${i}`).join(' or '),
        /at most 60 conditions in one query \(this one has 61\)/,
      ],
      [[any(1), any(2), any(3)].join(' or '), /at most 2 any\(\)\/all\(\) over a collection/],
      [
        Array.from({ length: 7 }, (_, i) => `contains(City,'${i}')`).join(' or '),
        /at most 6 text functions .* \(this one has 7\)/,
      ],
      [
        `City in (${Array.from({ length: 201 }, (_, i) => `'${i}'`).join(',')})`,
        /in \(…\) list holds at most 200 values/,
      ],
    ];
    for (const [filter, message] of cases) {
      const body = await error(`/reso/odata/Property?$filter=${encodeURIComponent(filter)}`, 400);
      expect(body.target).toBe('$filter');
      expect(body.message).toMatch(message);
    }
    // At the limits themselves, the query runs.
    const atLimits = [
      any(1),
      any(2),
      ...Array.from({ length: 4 }, (_, i) => `contains(City,'${i}')`),
      ...Array.from({ length: 50 }, (_, i) => `ListPrice eq ${i}`),
    ].join(' or ');
    expect(
      (await get(`/reso/odata/Property?$top=1&$filter=${encodeURIComponent(atLimits)}`)).statusCode,
    ).toBe(200);
  });

  it('gives a token a few requests at once: beyond them a 429 with Retry-After', async () => {
    // A new token: its first requests all wait for the database to know it, then start at once.
    const { token: busy } = await issueToken(t.database.db, {
      name: 'Busy',
      requestsPerMinute: 1_000,
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({
          url: '/reso/odata/Property?$top=50&$count=true',
          headers: { authorization: `Bearer ${busy}` },
        }),
      ),
    );
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.headers['retry-after']).toBe('1');
    expect((refused[0]!.json() as ErrorBody).error.message).toContain(
      '2 requests answered at once',
    );
    // Once they are answered, the token is served again.
    expect(
      (
        await t.app.inject({
          url: '/reso/odata/Office?$top=1',
          headers: { authorization: `Bearer ${busy}` },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('counts requests in flight per token and frees a place once, however often released', () => {
    const inFlight = new InFlightRequests(2);
    const first = inFlight.enter('a');
    const second = inFlight.enter('a');
    expect(first && second).toBeTruthy();
    expect(inFlight.enter('a')).toBeNull();
    expect(inFlight.enter('b')).not.toBeNull();
    first!();
    first!();
    expect(inFlight.enter('a')).not.toBeNull();
    expect(inFlight.enter('a')).toBeNull();
  });
});
