import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASEMAP_ARCHIVE_PATH, BASEMAP_OUTLINE_PATH } from '@hearth/contracts';
import { PMTiles } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { pmtilesArchive } from '../../../test/pmtiles-archive';
import { pointInRing } from '../../../test/point-in-ring';
import { loadConfig } from '../../config';
import { seedDemoData } from '../../seed/seed';

describe('the basemap archive, read in ranges over HTTP', () => {
  let test: TestApp;
  let folder: string;
  let origin: string;
  // Bigger than the 16 KiB the map library reads first, so the tile needs a range of its own.
  const tile = new Uint8Array(40_000).map((_, index) => index % 251);
  const archive = pmtilesArchive([{ id: 0, data: tile }]);

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'hearth-basemap-'));
    const file = join(folder, 'region.pmtiles');
    await writeFile(file, archive);
    test = await buildTestApp('pglite', {
      settings: { basemapFile: file, basemapUrl: BASEMAP_ARCHIVE_PATH },
    });
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await test?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const url = () => `${origin}${BASEMAP_ARCHIVE_PATH}`;

  it('the pmtiles library reads the header and a tile through the server', async () => {
    const pmtiles = new PMTiles(url());
    const header = await pmtiles.getHeader();
    expect(header.specVersion).toBe(3);
    expect(header.numAddressedTiles).toBe(1);
    const found = await pmtiles.getZxy(0, 0, 0);
    expect(new Uint8Array(found?.data ?? new ArrayBuffer(0))).toEqual(tile);
  });

  it('answers a range with 206, its Content-Range and the bytes asked for, uncompressed', async () => {
    const response = await fetch(url(), {
      headers: { Range: 'bytes=100-299', 'Accept-Encoding': 'gzip, br' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-range')).toBe(`bytes 100-299/${archive.length}`);
    expect(response.headers.get('content-length')).toBe('200');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(archive.slice(100, 300));
  });

  it('reads an open range and a suffix to the end of the file', async () => {
    const open = await fetch(url(), { headers: { Range: `bytes=${archive.length - 10}-` } });
    expect(open.status).toBe(206);
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(archive.slice(-10));
    const suffix = await fetch(url(), { headers: { Range: 'bytes=-5' } });
    expect(suffix.headers.get('content-range')).toBe(
      `bytes ${archive.length - 5}-${archive.length - 1}/${archive.length}`,
    );
  });

  it('refuses a range past the end with 416 and the size', async () => {
    const response = await fetch(url(), { headers: { Range: `bytes=${archive.length}-` } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${archive.length}`);
  });

  it('sends the whole file without a range, with caching headers, and 304 for its ETag', async () => {
    const whole = await fetch(url());
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(whole.headers.get('last-modified')).toBeTruthy();
    expect((await whole.arrayBuffer()).byteLength).toBe(archive.length);
    const etag = whole.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await fetch(url(), { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('sends the whole file when If-Range names an older version', async () => {
    const response = await fetch(url(), {
      headers: { Range: 'bytes=0-9', 'If-Range': '"an-older-file"' },
    });
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(archive.length);
  });
});

describe('the basemap settings', () => {
  it('a basemapFile that does not exist stops the start, naming the key', () => {
    expect(() =>
      loadConfig(
        { NODE_ENV: 'test', HEARTH_BASEMAP_FILE: '/nowhere/region.pmtiles' },
        { readConfigFile: false },
      ),
    ).toThrow(/basemapFile \(HEARTH_BASEMAP_FILE\): \/nowhere\/region.pmtiles does not exist/);
  });

  it('browsers are told where to read the archive, never where it lies on disk', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'hearth-basemap-'));
    const file = join(folder, 'region.pmtiles');
    await writeFile(file, pmtilesArchive([{ id: 0, data: new Uint8Array(10) }]));
    const config = loadConfig(
      { NODE_ENV: 'test', HEARTH_BASEMAP_FILE: file },
      { readConfigFile: false },
    );
    expect(config.settings.basemapUrl).toBe(BASEMAP_ARCHIVE_PATH);
    await rm(folder, { recursive: true, force: true });
  });

  it('without a basemapFile there is no archive to read', async () => {
    const test = await buildTestApp('pglite');
    try {
      const response = await test.app.inject({ method: 'GET', url: BASEMAP_ARCHIVE_PATH });
      expect(response.statusCode).toBe(404);
    } finally {
      await test.close();
    }
  });
});

describe('the offline outline map', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp('pglite');
    await seedDemoData(test.database.db, {
      listings: 1000,
      offices: 5,
      agents: 20,
      seed: 3,
      quiet: true,
    });
    // Three listings out in the county, a town of their own, whose addresses may not be shown.
    const db = test.database.db;
    const hidden = await db.selectFrom('listings').select('listing_key').limit(3).execute();
    for (const [index, { listing_key }] of hidden.entries()) {
      await db
        .updateTable('listings')
        .set({
          city: 'Hiddenville',
          latitude: 38.9 + index * 0.001,
          longitude: -121.0,
          internet_address_display_yn: false,
        })
        .where('listing_key', '=', listing_key)
        .execute();
    }
  });
  afterAll(() => test?.close());

  it("draws the demo region's counties, their lines, the state line and its towns", async () => {
    const response = await test.app.inject({ method: 'GET', url: BASEMAP_OUTLINE_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/geo\+json/);
    const outline = response.json<GeoJSON.FeatureCollection>();
    const named = (kind: string) =>
      outline.features.filter((f) => f.properties?.kind === kind).map((f) => f.properties?.name);
    // The seed's six counties (seed/region.ts), and their neighbours at the edge of the map.
    expect(named('county-label')).toEqual(
      expect.arrayContaining(['Sacramento', 'Placer', 'El Dorado', 'Yolo', 'Sutter', 'Yuba']),
    );
    expect(named('county')).toContain('Sacramento');
    expect(named('county-label')).not.toContain('Los Angeles');
    expect(named('town')).toEqual(expect.arrayContaining(['Sacramento', 'Roseville']));
    const kinds = new Set(outline.features.map((f) => f.properties?.kind));
    expect(kinds).toEqual(
      new Set(['county', 'county-label', 'county-line', 'state-line', 'town-area', 'town']),
    );
    const sacramento = outline.features.find(
      (f) => f.properties?.kind === 'town' && f.properties.name === 'Sacramento',
    );
    const [lon = 0, lat = 0] = (sacramento?.geometry as GeoJSON.Point).coordinates;
    // Within a few miles of City Hall (38.5816, -121.4944).
    expect(Math.abs(lat - 38.58)).toBeLessThan(0.15);
    expect(Math.abs(lon + 121.49)).toBeLessThan(0.15);
    // Sacramento's area holds the middle of its listings; Davis's area does not.
    const areasOf = (name: string) =>
      outline.features.filter(
        (f) => f.properties?.kind === 'town-area' && f.properties.name === name,
      ) as GeoJSON.Feature<GeoJSON.Polygon>[];
    expect(
      areasOf('Sacramento').some((f) => pointInRing([lon, lat], f.geometry.coordinates[0] ?? [])),
    ).toBe(true);
    expect(areasOf('Davis').length).toBeGreaterThan(0);
    expect(
      areasOf('Davis').some((f) => pointInRing([lon, lat], f.geometry.coordinates[0] ?? [])),
    ).toBe(false);
    // A listing whose address may not be shown shapes no town's dot or area.
    expect(outline.features.map((f) => f.properties?.name)).not.toContain('Hiddenville');
  });
});
