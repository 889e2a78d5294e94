// Bad input is refused where it arrives and never reaches the database (issue 19): what the
// fuzz test (fuzz.test.ts) found, pinned one by one. Wrong JSON types are refused instead of
// coerced, Infinity and ids past the 32-bit range are refused, text with a NUL character or an
// unpaired surrogate is refused on every way in, a chat with an actor who does not exist ends
// before it starts, and explicit nulls in query variables do not break a resolver.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACTOR_UNAVAILABLE_CODE } from '../../server/domain/chat.ts';
import { QUERY_PATH } from '../../src/contract/rest.ts';
import { QUERY_BEACON_PATH } from '../../src/contract/tracking.ts';
import { MAX_ID } from '../../src/contract/validation.ts';
import { FuzzSocket } from './fuzzSocket.ts';
import { checkoutCall, openFrameSession, restPost, signUpGuest, startTestServer, type TestServer, vxql } from './harness.ts';

const BAD_TEXT = 'must be text without NUL characters or unpaired surrogates';

describe('bad input is refused where it arrives', () => {
  let t: TestServer;
  let token: string;
  let albumId: number;

  beforeAll(async () => {
    t = await startTestServer();
    token = (await signUpGuest(t)).token;
    albumId = (
      await t.server.db.selectFrom('albums').select('id').where('type', '=', 'photo_album').orderBy('id').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t?.close());

  const get = async (path: string) => {
    const response = await fetch(`${t.baseUrl}/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as { error?: { code: string; message: string } } };
  };

  test('a rating sent as true instead of 1 is refused, and nothing is rated', async () => {
    const answer = await restPost(t.baseUrl, 'gallery/setGuestRating', token, { albumId, guestRating: true });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    expect(await t.server.db.selectFrom('albumRatings').select('albumId').where('albumId', '=', albumId).execute()).toEqual([]);
  });

  test('a comment sent as a number is refused, and nothing is posted', async () => {
    const before = await t.server.db.selectFrom('albumComments').select('id').where('albumId', '=', albumId).execute();
    const answer = await restPost(t.baseUrl, 'gallery/postComment', token, { albumId, commentText: 12 });
    expect(answer.status).toBe(400);
    expect(await t.server.db.selectFrom('albumComments').select('id').where('albumId', '=', albumId).execute()).toHaveLength(before.length);
  });

  test('numbers in a query string and a path still arrive as numbers', async () => {
    expect((await get(`gallery/getComments?albumId=${albumId}&limit=2`)).status).toBe(200);
    expect((await get(`gallery/getPreview?albumId=${albumId}`)).status).toBe(200);
  });

  test('Infinity in a query string or a path is refused', async () => {
    expect(await get('gallery/open?albumId=Infinity')).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_FAILED' } } });
    expect(await get('gallery/getPinnedPhotos?offset=1e999')).toMatchObject({
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED' } },
    });
    expect((await get('special/slotmachine/getReward/Infinity')).status).toBe(400);
  });

  test('a page offset past any row is refused', async () => {
    expect((await get(`gallery/getComments?albumId=${albumId}&offset=1e308`)).status).toBe(400);
    expect((await get('gallery/getPinnedPhotos?offset=2147483648')).status).toBe(400);
    expect((await get(`gallery/getComments?albumId=${albumId}&offset=${MAX_ID}`)).status).toBe(200);
  });

  test('a query-service request whose query is not text is refused', async () => {
    for (const path of [QUERY_PATH, QUERY_BEACON_PATH]) {
      const response = await fetch(`${t.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{"query":{"toString":1}}',
      });
      expect(response.status).toBe(400);
    }
  });

  test('an id past the largest id is refused, or names no actor', async () => {
    expect((await get(`actor/getActorStateById/${MAX_ID + 1}`)).status).toBe(400);
    expect((await get(`actor/getActorStateById/${MAX_ID}`)).status).toBe(404);
    expect((await get('actor/getActorDataByIdOrName/99999999999')).status).toBe(404);
    const rating = await restPost(t.baseUrl, 'survey/chatexit', token, { actorId: 2 ** 40, exitCode: 100, rating: 5 });
    expect(rating.status).toBe(400);
  });

  test('text with a NUL character or an unpaired surrogate is refused in a path, a query, a body and the query service', async () => {
    expect(await get('actor/getActorDataByIdOrName/a%00b')).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_FAILED' } } });
    expect((await get('searchResult/search/en/a%00b')).status).toBe(400);
    const comment = await restPost(t.baseUrl, 'gallery/postComment', token, { albumId, commentText: 'nice\u0000' });
    expect(comment.status).toBe(400);
    expect(comment.body.error.message).toContain(BAD_TEXT);
    const search = await vxql(t.baseUrl, token, 'query($p: String!) { globalSearch(pattern: $p) { __typename } }', { p: 'a\ud800' });
    expect(search.status).toBe(400);
    expect(search.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const literal = await vxql(t.baseUrl, token, '{ globalSearch(pattern: "a\\u0000b") { __typename } }');
    expect(literal.status).toBe(400);
    expect(literal.body.errors?.[0]?.message).toContain(BAD_TEXT);
  });

  test('the checkout frame and the socket refuse such text too', async () => {
    const { session } = await openFrameSession(t, token);
    const code = await checkoutCall(t.checkoutUrl, 'codes', { code: 'WELCOME\u0000', kind: 'promocode' }, { session });
    expect(code.status).toBe(400);
    expect(code.body.error.message).toContain(BAD_TEXT);
    const socket = await FuzzSocket.open(t.baseUrl, token);
    const { replies } = await socket.sendAndSettle(
      JSON.stringify({ type: 'channels.load', data: { offset: 0, first: 10, filter: 'newest\u0000', onlineOnly: false } }),
      false,
    );
    socket.close();
    expect(replies.map((raw) => JSON.parse(raw))).toContainEqual({
      type: 'error',
      data: expect.objectContaining({ code: 'VALIDATION_FAILED', inReplyTo: 'channels.load' }),
    });
  });

  test('a chat with an actor who does not exist ends before it starts', async () => {
    const socket = await FuzzSocket.open(t.baseUrl, token);
    const { replies } = await socket.sendAndSettle(
      JSON.stringify({ type: 'chat.start', data: { actorId: MAX_ID, kind: 'single' } }),
      false,
    );
    socket.close();
    const frames = replies.map((raw) => JSON.parse(raw) as { type: string });
    expect(frames).toContainEqual({ type: 'chat.end', data: { actorId: MAX_ID, exitCode: ACTOR_UNAVAILABLE_CODE, sessionId: null } });
    expect(frames.filter((frame) => frame.type === 'error')).toEqual([]);
  });

  test('an explicit null in the query variables is refused or means no filter, never a failure', async () => {
    const mediathek = await vxql(t.baseUrl, token, 'query($m: MediaKind) { mediathek(type: bought, media: $m) { total } }', { m: null });
    expect(mediathek.status).toBe(400);
    expect(mediathek.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const models = await vxql(t.baseUrl, token, 'query($f: ModelFilter) { models(filter: $f, first: 2) { total } }', { f: { name: null } });
    expect(models.body.errors).toBeUndefined();
    expect(models.body.data?.models.total).toBeGreaterThan(0);
  });
});
