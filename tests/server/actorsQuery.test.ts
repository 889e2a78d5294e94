// The actor queries of the query service (spec part 2 §7.10) over real HTTP.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newGuest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';

let t: TestServer;
let anonymous: string;
beforeAll(async () => {
  t = await startTestServer();
  anonymous = await t.anonymousToken();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.server.db;
const pinActor = (guestId: number, targetId: number, createdAt = Date.now()) =>
  db().insertInto('guestPins').values({ guestId, kind: 'actor', targetId, emailNotification: 1, smsNotification: 0, createdAt }).execute();

describe('recommendations', () => {
  test('without a count a guest gets 4 recommended actors', async () => {
    const { body } = await vxql(t.baseUrl, anonymous, 'query($id: Int!) { recommendedModels(actorId: $id) { id } }', { id: 2 });
    expect(body.data!.recommendedModels).toHaveLength(4);
  });

  test('the grid asks 8 and gets 8, never the actor herself', async () => {
    const { body } = await vxql(t.baseUrl, anonymous, 'query($id: Int!) { recommendedModels(actorId: $id, first: 8) { id } }', { id: 2 });
    expect(body.data!.recommendedModels).toHaveLength(8);
    expect(body.data!.recommendedModels.map((m: { id: number }) => m.id)).not.toContain(2);
  });

  test('the default age rating is 16: an actor whose pictures are rated 18 is left out', async () => {
    const first = await vxql(t.baseUrl, anonymous, 'query($id: Int!) { recommendedModels(actorId: $id, fsk: 18) { id } }', { id: 2 });
    const top = first.body.data!.recommendedModels[0].id as number;
    await db().updateTable('albums').set({ ageRating: 18 }).where('actorId', '=', top).where('type', '=', 'sedcard').execute();
    const byDefault = await vxql(t.baseUrl, anonymous, 'query($id: Int!) { recommendedModels(actorId: $id) { id } }', { id: 2 });
    expect(byDefault.body.data!.recommendedModels.map((m: { id: number }) => m.id)).not.toContain(top);
    const with18 = await vxql(t.baseUrl, anonymous, 'query($id: Int!) { recommendedModels(actorId: $id, fsk: 18) { id } }', { id: 2 });
    expect(with18.body.data!.recommendedModels.map((m: { id: number }) => m.id)).toContain(top);
    await db().updateTable('albums').set({ ageRating: 16 }).where('actorId', '=', top).where('type', '=', 'sedcard').execute();
  });

  test('an age rating other than 16 or 18 is refused', async () => {
    const { body } = await vxql(t.baseUrl, anonymous, '{ recommendedModels(actorId: 2, fsk: 12) { id } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  test('preferred models are 3 actors the guest has not pinned', async () => {
    const { token, guestId } = await newGuest(t);
    const before = await vxql(t.baseUrl, token, '{ preferredModels { id } }');
    expect(before.body.data!.preferredModels).toHaveLength(3);
    const firstId = before.body.data!.preferredModels[0].id as number;
    await pinActor(guestId, firstId);
    const after = await vxql(t.baseUrl, token, '{ preferredModels { id } }');
    expect(after.body.data!.preferredModels.map((m: { id: number }) => m.id)).not.toContain(firstId);
  });

  test('recommended favourites share a category with a pinned actor and are not pinned', async () => {
    const { token, guestId } = await newGuest(t);
    await pinActor(guestId, 2);
    const { body } = await vxql(t.baseUrl, token, '{ recommendedFavoriteModels(first: 10) { id } }');
    const ids = body.data!.recommendedFavoriteModels.map((m: { id: number }) => m.id) as number[];
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(2);
    const mine = (await db().selectFrom('actorCategories').select('categoryId').where('actorId', '=', 2).execute()).map(
      (r) => r.categoryId,
    );
    const theirs = await db().selectFrom('actorCategories').select('categoryId').where('actorId', '=', ids[0]!).execute();
    expect(theirs.some((r) => mine.includes(r.categoryId))).toBe(true);
  });

  test('a logged-out guest gets preferred models and recommended favourites too', async () => {
    const { status, body } = await vxql(t.baseUrl, anonymous, '{ preferredModels { id } recommendedFavoriteModels(first: 5) { id } }');
    expect(status, JSON.stringify(body.errors)).toBe(200);
    expect(body.data!.preferredModels).toHaveLength(3);
    expect(body.data!.recommendedFavoriteModels).toHaveLength(5);
  });
});

describe('profile blocks', () => {
  test('interviews come in their order', async () => {
    const row = await db().selectFrom('interviews').select('actorId').orderBy('id').executeTakeFirstOrThrow();
    const expected = await db()
      .selectFrom('interviews')
      .select('question')
      .where('actorId', '=', row.actorId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const { body } = await vxql(t.baseUrl, anonymous, 'query($id: Int!) { interviews(actorId: $id) { question answer } }', {
      id: row.actorId,
    });
    expect(body.data!.interviews.map((i: { question: string }) => i.question)).toEqual(expected.map((e) => e.question));
  });

  test('an actor with 9 ratings answers her ratings but not shown', async () => {
    await db().updateTable('actorChatRatings').set({ countRatings: 9, satisfactionRate: 90 }).where('actorId', '=', 3).execute();
    const { body } = await vxql(
      t.baseUrl,
      anonymous,
      '{ chatRatings(actorId: 3) { lastNinetyDays { countRatings satisfactionRate } shown } }',
    );
    expect(body.data!.chatRatings).toEqual({ lastNinetyDays: { countRatings: 9, satisfactionRate: 90 }, shown: false });
  });

  test('an actor with 10 ratings has them shown', async () => {
    await db().updateTable('actorChatRatings').set({ countRatings: 10 }).where('actorId', '=', 3).execute();
    const { body } = await vxql(t.baseUrl, anonymous, '{ chatRatings(actorId: 3) { lastNinetyDays { countRatings } shown } }');
    expect(body.data!.chatRatings.shown).toBe(true);
  });

  test('the heat map has 7 days of 24 hours, the usual hours and the memo', async () => {
    const row = await db().selectFrom('actorHeatMaps').selectAll().orderBy('actorId').executeTakeFirstOrThrow();
    const { body } = await vxql(t.baseUrl, anonymous, 'query($id: Int!) { heatMap(actorId: $id) { heatMap hoursToBeOnline memo } }', {
      id: row.actorId,
    });
    expect(body.data!.heatMap.heatMap).toHaveLength(7);
    expect(body.data!.heatMap.heatMap[0]).toHaveLength(24);
    expect(body.data!.heatMap.hoursToBeOnline).toEqual(JSON.parse(row.hoursToBeOnline));
    expect(body.data!.heatMap.memo).toBe(row.memo);
  });
});

const TOP_CAM =
  'id name profileLink online onlineVideocall age previewPicture { src } avatarPicture { src } spokenLanguages pinnedCount ratingCount satisfactionRate rankingPointsVideoCall videocallPrice { value currency }';

describe('top cams', () => {
  test.each(['bestChats', 'top100', 'videoCall'] as const)('the %s list comes in its stored rank order with every field', async (type) => {
    const stored = await db()
      .selectFrom('topCams')
      .select(['actorId', 'videocallPrice'])
      .where('type', '=', type)
      .orderBy('rank')
      .limit(5)
      .execute();
    const { body } = await vxql(t.baseUrl, anonymous, `{ topCams(type: ${type}, first: 5) { ${TOP_CAM} } }`);
    const cams = body.data!.topCams;
    expect(cams.map((c: { id: number }) => c.id)).toEqual(stored.map((s) => s.actorId));
    expect(cams[0].videocallPrice).toEqual({ value: stored[0]!.videocallPrice / 100, currency: 'EUR' });
    expect(cams[0].profileLink).toMatch(/^\/en\/amateur\/[^/]+\/$/);
  });

  test('the online filter lists only online actors', async () => {
    const stored = await db().selectFrom('topCams').select('actorId').where('type', '=', 'top100').orderBy('rank').limit(3).execute();
    await db().updateTable('actors').set({ isOnline: 0 }).execute();
    await db()
      .updateTable('actors')
      .set({ isOnline: 1 })
      .where(
        'id',
        'in',
        stored.map((s) => s.actorId),
      )
      .execute();
    const { body } = await vxql(t.baseUrl, anonymous, `{ topCams(type: top100, online: true) { id online } }`);
    expect(body.data!.topCams.map((c: { id: number }) => c.id)).toEqual(stored.map((s) => s.actorId));
    expect(body.data!.topCams.every((c: { online: boolean }) => c.online)).toBe(true);
  });

  test("favourites are the guest's pinned actors, newest pin first, and empty when logged out", async () => {
    const { token, guestId } = await newGuest(t);
    await pinActor(guestId, 20, 1000);
    await pinActor(guestId, 21, 2000);
    const { body } = await vxql(t.baseUrl, token, `{ topCams(type: favorites) { ${TOP_CAM} } }`);
    expect(body.data!.topCams.map((c: { id: number }) => c.id)).toEqual([21, 20]);
    expect((await vxql(t.baseUrl, anonymous, '{ topCams(type: favorites) { id } }')).body.data!.topCams).toEqual([]);
  });
});
