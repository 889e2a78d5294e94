// The actor calls that write (note, sedcard rating, visits) and the actor queries on PostgreSQL.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';

const url = process.env.DATABASE_URL;
if (!url) console.log('PostgreSQL actor tests skipped: DATABASE_URL is not set');

describe.skipIf(!url)('actors on PostgreSQL', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ databaseUrl: url });
  });
  afterAll(async () => {
    await t?.close();
  });

  test('a guest stores and replaces a note', async () => {
    const { token } = await newGuest(t);
    await rest(t, token, 'POST', 'actor/storeActorNote', { actorId: 2, comment: 'first' });
    await rest(t, token, 'POST', 'actor/storeActorNote', { actorId: 2, comment: 'second' });
    expect((await rest(t, token, 'GET', 'actor/getActorNoteById/2')).body.note).toEqual({ actorId: 2, comment: 'second' });
  });

  test('a sedcard rating counts once and profile visits add up', async () => {
    const { token } = await newGuest(t);
    const likes = async () =>
      (
        await t.server.db
          .selectFrom('albums')
          .select('likes')
          .where('actorId', '=', 2)
          .where('type', '=', 'sedcard')
          .executeTakeFirstOrThrow()
      ).likes;
    const before = await likes();
    await rest(t, token, 'POST', 'gallery/setSedcardsGuestRating/2', { guestRating: 1 });
    await rest(t, token, 'POST', 'gallery/setSedcardsGuestRating/2', { guestRating: 1 });
    expect(await likes()).toBe(before + 1);
    const actor = await t.server.db.selectFrom('actors').select('name').where('id', '=', 2).executeTakeFirstOrThrow();
    await rest(t, token, 'POST', 'tracker/trackActorProfileVisit', { actorName: actor.name });
    await rest(t, token, 'POST', 'tracker/trackActorProfileVisit', { actorName: actor.name });
    expect(
      (await t.server.db.selectFrom('actorProfileVisits').select('visits').where('actorId', '=', 2).executeTakeFirstOrThrow()).visits,
    ).toBe(2);
  });

  test('the profile, recommendations and top cams answer as on SQLite', async () => {
    const token = await t.anonymousToken();
    expect((await rest(t, token, 'GET', 'actor/getActorDataByIdOrName/2')).body.actor.id).toBe(2);
    const { body } = await vxql(
      t.baseUrl,
      token,
      '{ recommendedModels(actorId: 2) { id } topCams(type: top100, first: 3) { id ratingCount videocallPrice { value } } chatRatings(actorId: 2) { shown } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.recommendedModels).toHaveLength(4);
    expect(body.data!.topCams).toHaveLength(3);
  });
});
