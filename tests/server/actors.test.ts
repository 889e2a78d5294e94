// Actor calls of spec part 2 §7.2 and the sedcard/video calls of §7.4 over real HTTP.

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_STREAM_PATH } from '../../src/contract/chat.ts';
import { newGuest, rest } from './guestHelpers.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let anonymous: string;
beforeAll(async () => {
  // The country header counts only from a trusted proxy: this test's own requests.
  t = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
  anonymous = await t.anonymousToken();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.server.db;
const actorRow = (id: number) => db().selectFrom('actors').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
async function getWithHeaders(token: string, path: string, headers: Record<string, string>) {
  const response = await fetch(`${t.baseUrl}/api/v1/${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
  return { status: response.status, body: (await response.json()) as any };
}

describe('actor profile', () => {
  test('a guest opens an actor by name in any case and sees her prices in euros', async () => {
    const actor = await actorRow(5);
    const { status, body } = await rest(t, anonymous, 'GET', `actor/getActorDataByIdOrName/${actor.name.toUpperCase()}`);
    expect(status).toBe(200);
    expect(body.actor.id).toBe(5);
    expect(body.actor.name).toBe(actor.name);
    expect(body.actor.prices.single).toBe(actor.priceSingle / 100);
    expect(body.actor.prices.singlec2c).toBe(actor.priceSinglec2c / 100);
    expect(body.actor.prices.voucherChatMinutes).toBe(actor.priceVoucherChatMinutes);
    expect(body.actor.pricesCurrency).toBe('EUR');
    expect(body.actor.previewImage.src).toBe('/img/actor/5/w320.svg');
  });

  test('a guest opens an actor by id with a qmday', async () => {
    const { status, body } = await rest(t, anonymous, 'GET', 'actor/getActorDataByIdOrName/7?qmday=2026-11-23');
    expect(status).toBe(200);
    expect(body.actor.id).toBe(7);
  });

  test('an unknown actor answers not found', async () => {
    const { status, body } = await rest(t, anonymous, 'GET', 'actor/getActorDataByIdOrName/nobodyhere');
    expect(status).toBe(404);
    expect(body.error.code).toBe('NOT_FOUND');
  });

  test('an actor id of letters and zeros is refused before the handler', async () => {
    const { status, body } = await rest(t, anonymous, 'GET', 'actor/getActorStateById/0abc');
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
  });

  test('an actor is flagged banned for a guest from a banned country', async () => {
    await db().updateTable('actors').set({ bannedCountryCodes: '["AT","CH"]' }).where('id', '=', 9).execute();
    const banned = await getWithHeaders(anonymous, 'actor/getActorDataByIdOrName/9', { 'cf-ipcountry': 'CH' });
    expect(banned.body.actor.isBanned).toBe(true);
    expect(banned.body.actor.bannedCountryCodes).toEqual(['AT', 'CH']);
  });

  test('the same actor is not banned for a guest from elsewhere or of unknown country', async () => {
    await db().updateTable('actors').set({ bannedCountryCodes: '["AT","CH"]' }).where('id', '=', 9).execute();
    expect((await getWithHeaders(anonymous, 'actor/getActorDataByIdOrName/9', { 'cf-ipcountry': 'DE' })).body.actor.isBanned).toBe(false);
    expect((await rest(t, anonymous, 'GET', 'actor/getActorDataByIdOrName/9')).body.actor.isBanned).toBe(false);
  });

  test("a pinned actor is the guest's favourite, for that guest only", async () => {
    const { token, guestId } = await newGuest(t);
    await db()
      .insertInto('guestPins')
      .values({ guestId, kind: 'actor', targetId: 11, emailNotification: 1, smsNotification: 0, createdAt: Date.now() })
      .execute();
    expect((await rest(t, token, 'GET', 'actor/getActorDataByIdOrName/11')).body.actor.isFavoriteActorOfGuest).toBe(true);
    expect((await rest(t, anonymous, 'GET', 'actor/getActorDataByIdOrName/11')).body.actor.isFavoriteActorOfGuest).toBe(false);
  });

  test('the actor state shows her online and in a free chat', async () => {
    await db().updateTable('actors').set({ isOnline: 1, freeChat: 1 }).where('id', '=', 3).execute();
    const { body } = await rest(t, anonymous, 'GET', 'actor/getActorStateById/3');
    expect(body.state).toMatchObject({ id: 3, isOnline: true, freeChat: true });
  });

  test('the livestream is there while online and null while offline', async () => {
    await db().updateTable('actors').set({ isOnline: 1 }).where('id', '=', 4).execute();
    expect((await rest(t, anonymous, 'GET', 'actor/getActorTVLivestreamDataById/4')).body.livestream).toMatchObject({
      actorId: 4,
      isLive: true,
      streamUrl: DEMO_STREAM_PATH,
    });
    await db().updateTable('actors').set({ isOnline: 0, freeChat: 0 }).where('id', '=', 4).execute();
    expect((await rest(t, anonymous, 'GET', 'actor/getActorTVLivestreamDataById/4')).body.livestream).toBeNull();
  });

  test('the preview image is found by name', async () => {
    const actor = await actorRow(6);
    const { body } = await rest(t, anonymous, 'GET', `actor/getActorPreviewImage/${actor.nameLower}`);
    expect(body.previewImage.src).toBe('/img/actor/6/w320.svg');
  });

  test('the online count counts the online actors', async () => {
    const online = await db()
      .selectFrom('actors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('isOnline', '=', 1)
      .executeTakeFirstOrThrow();
    expect((await rest(t, anonymous, 'GET', 'monitoringActors/onlineActorsAmount')).body.amount).toBe(Number(online.n));
  });

  test('the profile preview tile links the lowercased name', async () => {
    const actor = await actorRow(8);
    const { body } = await rest(t, anonymous, 'GET', 'phoenix/get_profile_preview/8?language=de');
    expect(body.actor.profileLink).toBe(`/de/amateur/${encodeURIComponent(actor.nameLower)}/`);
  });

  test("the sales list holds the actor's videos, best sellers first", async () => {
    const { body } = await rest(t, anonymous, 'GET', 'sales/actor/2');
    expect(body.videos.length).toBeGreaterThan(0);
    expect(body.videos.every((video: { model: { id: number } }) => video.model.id === 2)).toBe(true);
  });

  test('the SEO texts name the actor and the tag group in the asked language', async () => {
    const actor = await actorRow(2);
    const { body } = await rest(t, anonymous, 'GET', 'seo/getActorSeoContent/2/outdoor?language=de');
    expect(body.seo.title).toBe(`${actor.name}: outdoor Videos`);
  });

  test("a tag group's SEO text holds the actor's about text in the asked language", async () => {
    const actor = await db().selectFrom('actors').select(['id', 'about']).where('nameLower', '=', 'iline').executeTakeFirstOrThrow();
    for (const language of ['de', 'nl', 'es'] as const) {
      const about = await db()
        .selectFrom('contentTranslations')
        .select('text')
        .where('entity', '=', 'actor')
        .where('entityId', '=', actor.id)
        .where('language', '=', language)
        .where('field', '=', 'about')
        .executeTakeFirstOrThrow();
      const { body } = await rest(t, anonymous, 'GET', `seo/getActorSeoContent/${actor.id}/city%20%26%20travel?language=${language}`);
      expect(body.seo.text, language).toContain(about.text);
      expect(body.seo.text, language).not.toContain(actor.about);
    }
    expect((await rest(t, anonymous, 'GET', `seo/getActorSeoContent/${actor.id}/city%20%26%20travel?language=en`)).body.seo.text).toContain(
      actor.about,
    );
  });
});

describe('actor note', () => {
  test('a logged-out guest may not read or store a note', async () => {
    expect((await rest(t, anonymous, 'GET', 'actor/getActorNoteById/2')).status).toBe(401);
    expect((await rest(t, anonymous, 'POST', 'actor/storeActorNote', { actorId: 2, comment: 'hi' })).body.error.code).toBe('UNAUTHORIZED');
  });

  test('a stored note comes back as plain text, for its guest only', async () => {
    const { token } = await newGuest(t);
    const other = await newGuest(t);
    const comment = '<b>likes</b> tea & "jazz"';
    expect((await rest(t, token, 'POST', 'actor/storeActorNote', { actorId: 2, comment })).body.note).toEqual({ actorId: 2, comment });
    expect((await rest(t, token, 'GET', 'actor/getActorNoteById/2')).body.note).toEqual({ actorId: 2, comment });
    expect((await rest(t, other.token, 'GET', 'actor/getActorNoteById/2')).body.note).toBeNull();
  });

  test('storing again replaces the note', async () => {
    const { token } = await newGuest(t);
    await rest(t, token, 'POST', 'actor/storeActorNote', { actorId: 3, comment: 'first' });
    await rest(t, token, 'POST', 'actor/storeActorNote', { actorId: 3, comment: 'second' });
    expect((await rest(t, token, 'GET', 'actor/getActorNoteById/3')).body.note.comment).toBe('second');
  });

  test('a note of 2000 characters is stored and one of 2001 refused', async () => {
    const { token } = await newGuest(t);
    expect((await rest(t, token, 'POST', 'actor/storeActorNote', { actorId: 2, comment: 'a'.repeat(2000) })).status).toBe(200);
    const refused = await rest(t, token, 'POST', 'actor/storeActorNote', { actorId: 2, comment: 'a'.repeat(2001) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('VALIDATION_FAILED');
  });

  test('a note on an unknown actor is refused', async () => {
    const { token } = await newGuest(t);
    expect((await rest(t, token, 'POST', 'actor/storeActorNote', { actorId: 999999, comment: 'x' })).status).toBe(404);
  });
});

describe('sedcards and videos', () => {
  test('sedcards come with a limit and up to the age rating', async () => {
    const { status, body } = await rest(
      t,
      anonymous,
      'GET',
      `gallery/getsedcards/2/${encodeURIComponent(JSON.stringify({ limit: 2, fsk: 18 }))}`,
    );
    expect(status).toBe(200);
    expect(body.pictures).toHaveLength(2);
    expect(body.pictures[0].ageRating).toBeLessThanOrEqual(18);
  });

  test('a sedcard payload with a bad fsk is refused', async () => {
    const { status, body } = await rest(
      t,
      anonymous,
      'GET',
      `gallery/getsedcards/2/${encodeURIComponent(JSON.stringify({ limit: 2, fsk: 12 }))}`,
    );
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
  });

  test("a guest's sedcard rating counts once however often it is sent", async () => {
    const { token } = await newGuest(t);
    const likes = async () =>
      (await db().selectFrom('albums').select('likes').where('actorId', '=', 2).where('type', '=', 'sedcard').executeTakeFirstOrThrow())
        .likes;
    const before = await likes();
    expect((await rest(t, token, 'POST', 'gallery/setSedcardsGuestRating/2', { guestRating: 1 })).status).toBe(200);
    await rest(t, token, 'POST', 'gallery/setSedcardsGuestRating/2', { guestRating: 1 });
    expect(await likes()).toBe(before + 1);
    await rest(t, token, 'POST', 'gallery/setSedcardsGuestRating/2', { guestRating: 0 });
    expect(await likes()).toBe(before);
  });

  test('rating sedcards needs a login and a rating of -1, 0 or 1', async () => {
    const { token } = await newGuest(t);
    expect((await rest(t, anonymous, 'POST', 'gallery/setSedcardsGuestRating/2', { guestRating: 1 })).status).toBe(401);
    expect((await rest(t, token, 'POST', 'gallery/setSedcardsGuestRating/2', { guestRating: 2 })).status).toBe(400);
  });

  test('the promoted video and the top videos belong to the actor', async () => {
    const promoted = await rest(t, anonymous, 'GET', 'gallery/getpromotedvideo/2');
    expect(promoted.body.video.model.id).toBe(2);
    const actor = await actorRow(2);
    const top = await rest(t, anonymous, 'GET', `gallery/getTopVideos/${actor.name}`);
    expect(top.status).toBe(200);
    expect(top.body.videos.every((video: { model: { id: number } }) => video.model.id === 2)).toBe(true);
  });
});

describe('profile visits', () => {
  test('a visit is counted for the actor, by name in any case', async () => {
    const actor = await actorRow(10);
    await rest(t, anonymous, 'POST', 'tracker/trackActorProfileVisit', { actorName: actor.name.toUpperCase() });
    await rest(t, anonymous, 'POST', 'tracker/trackActorProfileVisit', { actorName: actor.nameLower });
    const row = await db().selectFrom('actorProfileVisits').select('visits').where('actorId', '=', 10).executeTakeFirstOrThrow();
    expect(row.visits).toBe(2);
  });

  test('a visit to an unknown actor still answers success', async () => {
    const { status, body } = await rest(t, anonymous, 'POST', 'tracker/trackActorProfileVisit', { actorName: 'nobodyhere' });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
  });
});
