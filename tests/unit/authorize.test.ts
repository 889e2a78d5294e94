import { expect, test } from 'vitest';
import { authorize, CACHE_VERSION } from '../../src/api/authorize.ts';

test('a read carries the token as header and query parameter, with language and caching version', () => {
  const request = authorize(new Request('http://app.test/api/v1/guest/getGuestBalance?x=1'), 'tok_123', 'de');
  const url = new URL(request.url);
  expect(request.headers.get('Authorization')).toBe('Bearer tok_123');
  expect(url.searchParams.get('token')).toBe('tok_123');
  expect(url.searchParams.get('language')).toBe('de');
  expect(url.searchParams.get('v')).toBe(CACHE_VERSION);
  expect(url.searchParams.get('x')).toBe('1');
});

test('a POST keeps its JSON body and method when authorized', async () => {
  const request = authorize(
    new Request('http://app.test/api/v1/actor/storeActorNote', {
      method: 'POST',
      body: JSON.stringify({ actorId: 3 }),
      headers: { 'content-type': 'application/json' },
    }),
    'tok',
    'en',
  );
  expect(request.method).toBe('POST');
  expect(request.headers.get('content-type')).toBe('application/json');
  expect(await request.json()).toEqual({ actorId: 3 });
});

test('a call that changes state carries the token in the Authorization header only, never in its address', async () => {
  const { authorizeWithBody } = await import('../../src/api/authorize.ts');
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    const request = await authorizeWithBody(
      new Request('http://app.test/api/v1/album/7/buy?token=stale', { method, body: '{}' }),
      'tok',
      'en',
    );
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    expect(new URL(request.url).searchParams.has('token')).toBe(false);
    expect(new URL(request.url).searchParams.get('language')).toBe('en');
  }
});

test('a POST authorized with its body keeps method, body, token and language', async () => {
  const { authorizeWithBody } = await import('../../src/api/authorize.ts');
  const request = await authorizeWithBody(
    new Request('http://app.test/api/v1/logger/browserOnline', {
      method: 'POST',
      body: JSON.stringify({ status: 'online' }),
      headers: { 'content-type': 'application/json' },
    }),
    'tok',
    'nl',
  );
  expect(request.method).toBe('POST');
  expect(request.headers.get('Authorization')).toBe('Bearer tok');
  expect(new URL(request.url).searchParams.get('language')).toBe('nl');
  expect(await request.json()).toEqual({ status: 'online' });
});
