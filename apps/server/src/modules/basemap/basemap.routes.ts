import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { BASEMAP_ARCHIVE_PATH, BASEMAP_OUTLINE_PATH } from '@hearth/contracts';
import type { FastifyInstance } from 'fastify';
import { parseByteRange } from './byte-range';
import { regionOutline } from './region-outline';
import { townCellsIn, townsIn } from './towns.repository';

/** The outline changes only with the towns' listings: drawn again at most once an hour. */
const OUTLINE_TTL_MS = 3_600_000;

/**
 * The basemap: the configured PMTiles extract, read by browsers in ranges (a map view asks for a
 * few kilobytes of a file of hundreds of megabytes), and the offline outline map's GeoJSON.
 */
export async function basemapRoutes(app: FastifyInstance): Promise<void> {
  const { settings } = app.config;

  let outline: { at: number; body: Promise<string> } | undefined;
  app.get(BASEMAP_OUTLINE_PATH, { config: { policy: 'public' } }, async (_request, reply) => {
    if (!outline || Date.now() - outline.at > OUTLINE_TTL_MS) {
      const { db } = app.database;
      const body = Promise.all([townsIn(db, settings.bounds), townCellsIn(db, settings.bounds)])
        .then(([towns, cells]) => regionOutline(settings.bounds, towns, cells))
        .then((collection) => JSON.stringify(collection));
      outline = { at: Date.now(), body };
      body.catch(() => (outline = undefined));
    }
    return reply
      .header('Content-Type', 'application/geo+json; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await outline.body);
  });

  const file = settings.basemapFile;
  if (!file) return;
  app.route({
    method: ['GET', 'HEAD'],
    url: BASEMAP_ARCHIVE_PATH,
    config: { policy: 'public' },
    // Tiles inside are compressed already, and a compressed range would not be the range asked for.
    compress: false,
    handler: async (request, reply) => {
      const info = await stat(file);
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      reply
        .header('Accept-Ranges', 'bytes')
        .header('ETag', etag)
        .header('Last-Modified', info.mtime.toUTCString())
        // A new extract keeps its address: browsers check again after a day, by its ETag.
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Type', 'application/vnd.pmtiles');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      // A range of an older file than the one the browser holds is worthless: send it all.
      const ifRange = request.headers['if-range'];
      const header = ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
      const range = parseByteRange(header, info.size);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('Content-Range', `bytes */${info.size}`).send();
      }
      const { start, end } = range ?? { start: 0, end: info.size - 1 };
      if (range) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${info.size}`);
      reply.header('Content-Length', end - start + 1);
      if (request.method === 'HEAD' || info.size === 0) return reply.send();
      return reply.send(createReadStream(file, { start, end }));
    },
  });
}
