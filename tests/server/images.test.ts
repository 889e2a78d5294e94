import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IMAGE_WIDTHS, imageUrl } from '../../server/domain/imageUrls.ts';
import { IMAGE_KINDS, imageRoutes, renderImage } from '../../server/rest/images.ts';

let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  app = Fastify();
  await app.register(imageRoutes);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await app?.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  return { response, body: await response.text() };
}

describe('generated images', () => {
  test('every kind of image is a small SVG cached for a year', async () => {
    for (const kind of IMAGE_KINDS) {
      const { response, body } = await get(imageUrl(kind, 42, 'w640'));
      expect(response.status, kind).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(body.endsWith('</svg>')).toBe(true);
      expect(body).toContain('width="640"');
      expect(Buffer.byteLength(body)).toBeLessThan(2048);
    }
  });

  test('a gift icon is served without a size', async () => {
    const { response, body } = await get('/img/gift/7.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(body).toContain('<svg');
  });

  test('the same URL always gives the same image and different ids give different ones', async () => {
    const first = await get('/img/actor/12/w320.svg');
    const again = await get('/img/actor/12/w320.svg');
    const other = await get('/img/actor/13/w320.svg');
    expect(again.body).toBe(first.body);
    expect(other.body).not.toBe(first.body);
    expect(renderImage('actor', 12, 'w320')).toBe(first.body);
  });

  test('no generated image exceeds 2 KB', () => {
    for (const kind of IMAGE_KINDS) {
      for (let id = 1; id <= 300; id++) {
        expect(Buffer.byteLength(renderImage(kind, id, 'w1280'))).toBeLessThan(2048);
      }
    }
  });

  test('a browser holding the image gets 304 Not Modified', async () => {
    const first = await get('/img/album/5/w320.svg');
    const etag = first.response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/img/album/5/w320.svg', { 'if-none-match': etag! });
    expect(again.response.status).toBe(304);
  });

  test('every allowed size is accepted', async () => {
    for (const width of IMAGE_WIDTHS) {
      expect((await get(`/img/picture/1/${width}.svg`)).response.status, width).toBe(200);
    }
  });

  test.each([
    ['an unknown kind', '/img/person/1/w320.svg', /kind "person"/],
    ['an unknown size', '/img/actor/1/w321.svg', /size "w321"/],
    ['a size that is not a width', '/img/actor/1/large.svg', /size "large"/],
    ['an id that is not a number', '/img/album/abc/w320.svg', /id must be a positive integer/],
    ['an id of zero', '/img/album/0/w320.svg', /id must be a positive integer/],
    ['a gift id that is not a number', '/img/gift/rose.svg', /id must be a positive integer/],
  ])('%s is refused with a clear 400 error', async (_label, path, message) => {
    const { response, body } = await get(path);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const answer = JSON.parse(body) as { success: boolean; error: { code: string; message: string } };
    expect(answer.success).toBe(false);
    expect(answer.error.code).toBe('BAD_REQUEST');
    expect(answer.error.message).toMatch(message);
  });
});
