import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaCache } from './media-cache';
import mediaRoutes from './media.routes';

describe('demo media', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(mediaRoutes);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['house-123-4.jpg', '', 1024, 576],
    ['house-123-4.jpg', '?w=419', 419, 235],
    ['condo-7-1.jpg', '', 1024, 576],
    ['multi-8-2.jpg', '?w=419', 419, 235],
    ['commercial-9-12.jpg', '', 1024, 576],
    ['farm-10-3.jpg', '?w=419', 419, 235],
    ['land-11-1.jpg', '', 1024, 576],
    ['agent-17.jpg', '', 400, 400],
    ['agent-17.jpg', '?w=200', 200, 200],
  ])('renders %s%s as a %d×%d JPEG', async (name, query, width, height) => {
    const response = await app.inject({ method: 'GET', url: `/media/demo/${name}${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const body = response.rawPayload;
    expect([...body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const metadata = await sharp(body).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', width, height]);
  });

  it('draws the same picture for the same name', async () => {
    const first = await app.inject({ method: 'GET', url: '/media/demo/house-5-1.jpg?w=419' });
    const other = await app.inject({ method: 'GET', url: '/media/demo/house-6-1.jpg?w=419' });
    const again = await app.inject({ method: 'GET', url: '/media/demo/house-5-1.jpg?w=419' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it.each([
    'house-1.jpg',
    'castle-1-1.jpg',
    'house-0-1.jpg',
    'house-1-1.png',
    'house-1-123.jpg',
    '..%2Fsecret.jpg',
    'agent-x.jpg',
  ])('answers 400 for the name %s', async (name) => {
    const response = await app.inject({ method: 'GET', url: `/media/demo/${name}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      code: 'invalid_media_name',
      field: 'name',
    });
  });

  it('answers 400 for a size it does not make', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/demo/house-1-1.jpg?w=5000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_media_size', field: 'w' });
  });
});

describe('the media cache', () => {
  it('drops the least recently used entry beyond its cap', () => {
    const cache = new MediaCache(2, 1_000);
    cache.set('a', Buffer.alloc(10));
    cache.set('b', Buffer.alloc(10));
    cache.get('a');
    cache.set('c', Buffer.alloc(10));
    expect([
      cache.get('a') !== undefined,
      cache.get('b') !== undefined,
      cache.get('c') !== undefined,
    ]).toEqual([true, false, true]);
    cache.set('big', Buffer.alloc(995));
    expect(cache.size).toBe(1);
  });
});
