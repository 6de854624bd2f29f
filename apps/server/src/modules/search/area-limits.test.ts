import { MAX_POLYGON_POSITIONS, MAX_RING_BAND_EDGES, formatPoly } from '@hearth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helper';
import { circle, comb } from '../../../test/area-shapes';
import { SEARCH_BASE, SEARCH_KEY, searchTestApp } from '../../../test/search-fixture';

describe('the cost of a search area (public search key)', () => {
  let test: TestApp;
  const post = (body: Record<string, unknown>) =>
    test.app.inject({
      method: 'POST',
      url: `${SEARCH_BASE}/listings`,
      headers: { authorization: `Bearer ${SEARCH_KEY}` },
      payload: body,
    });

  beforeAll(async () => {
    test = await searchTestApp('pglite');
    // The first search loads the index.
    expect((await post({ limit: 1 })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await test?.close();
  });

  it('refuses a polygon of 20,000 positions at once, naming the limit', async () => {
    const response = await post({ poly: formatPoly(circle(20_000)), limit: 200 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_polygon', field: 'poly' });
    expect(response.json<{ message: string }>().message).toContain(`${MAX_POLYGON_POSITIONS}`);
  });

  it(`takes a drawn polygon of ${MAX_POLYGON_POSITIONS} positions, refuses one more`, async () => {
    expect((await post({ poly: formatPoly(circle(MAX_POLYGON_POSITIONS)) })).statusCode).toBe(200);
    const over = await post({ poly: formatPoly(circle(MAX_POLYGON_POSITIONS + 1)) });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ message: string }>().message).toMatch(/at most 500 positions/);
  });

  it('refuses a polygon whose edges crowd one latitude', async () => {
    const response = await post({ poly: formatPoly(comb(60)) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(
      new RegExp(`too complex: at most ${MAX_RING_BAND_EDGES}`),
    );
  });

  it('refuses two polygons in one search', async () => {
    const ring = formatPoly(circle(20));
    const response = await post({ poly: ring, polygon: ring });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'too_many_polygons', field: 'polygon' });
  });

  it('refuses a radius over 250 miles', async () => {
    const response = await post({ near: '38.6,-121.4', radius: '500km' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_radius', field: 'radius' });
    expect((await post({ near: '38.6,-121.4', radius: '250' })).statusCode).toBe(200);
  });

  // How long it takes is measured by `npm run bench:worst-case` (the comb ring), not here.
  it('answers the costliest allowed polygon', async () => {
    const ring = comb(23);
    expect(ring.length).toBeLessThanOrEqual(MAX_POLYGON_POSITIONS);
    for (let offset = 0; offset < 3; offset++) {
      const response = await post({ poly: formatPoly(ring), limit: 200, offset });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});
