// The query items of spec part 2 §7.10 added for issue 21 (point 16) over real HTTP on the seeded
// database: collections, sidebar data, banners, interactive content, event config and the media
// library's recommendations, each found, empty, refused for bad variables and in the language.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS, EVENT_TEXTS } from '../../server/domain/queryItemTexts.ts';
import { ADVENT_DOORS, EASTER_EGGS_PER_DAY } from '../../src/contract/games.ts';
import {
  BANNER_FIELDS,
  BANNER_LIMITS,
  COLLECTION_FIELDS,
  COLLECTION_LIMITS,
  EVENT_CONFIG_QUERY,
  INTERACTIVE_QUERY,
  MEDIATHEK_RECOMMENDATIONS_QUERY,
  SIDEBAR_QUERY,
} from '../../src/contract/queries/queryItems.ts';
import { newGuest } from './guestHelpers.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';

let t: TestServer;
let anonymous: string;
beforeAll(async () => {
  t = await startTestServer();
  anonymous = await t.anonymousToken();
});
afterAll(async () => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, checked by the assertions
async function call(
  query: string,
  variables: Record<string, unknown> = {},
  language = 'en',
  token = anonymous,
): Promise<{ status: number; body: any }> {
  return vxql(t.baseUrl, token, query, variables, language);
}
const codeOf = (answer: { body: { errors?: { extensions: { code: string } }[] } }) => answer.body.errors?.[0]?.extensions.code;

test("the defaults: the spec's grid of 8 (part 1 §9 recommendations per grid), 3 banners on home, fsk 16", async () => {
  const { token } = await newGuest(t);
  const { body } = await call(
    '{ collections { items { id } } banners { id } interactiveContent { items { id } } mediathekRecommendations { id ageRating } }',
    {},
    'en',
    token,
  );
  expect(body.data.collections).toHaveLength(COLLECTION_LIMITS.maxCollections);
  expect(Math.max(...body.data.collections.map((c: { items: unknown[] }) => c.items.length))).toBe(8);
  expect(body.data.banners).toHaveLength(3);
  expect(body.data.interactiveContent.items).toHaveLength(8);
  expect(body.data.mediathekRecommendations).toHaveLength(8);
  expect(body.data.mediathekRecommendations.every((v: { ageRating: number }) => v.ageRating <= 16)).toBe(true);
});

describe('collections', () => {
  const DOC = `query($keys: [String!], $first: Int, $items: Int) { collections(keys: $keys, first: $first, items: $items) { ${COLLECTION_FIELDS} } }`;

  test('every collection with the videos of its tag group, best liked first, titled in the language', async () => {
    const { body } = await call(DOC, { items: 4 });
    expect(body.data.collections.map((c: { key: string }) => c.key)).toEqual(COLLECTIONS.map((c) => c.key));
    const travel = body.data.collections[0];
    expect(travel.title).toBe('Travel diaries');
    expect(travel.items.length).toBeGreaterThan(0);
    expect(travel.items.length).toBeLessThanOrEqual(4);
    const stored = await t.server.db
      .selectFrom('albums')
      .select(['id', 'tagGroup', 'likes'])
      .where(
        'id',
        'in',
        travel.items.map((v: { id: number }) => v.id),
      )
      .execute();
    expect(stored.every((row) => row.tagGroup === 'travel')).toBe(true);
    const total = await t.server.db
      .selectFrom('albums')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'video')
      .where('tagGroup', '=', 'travel')
      .where('publishedAt', '<=', Date.now())
      .executeTakeFirstOrThrow();
    expect(travel.total).toBe(Number(total.n));
    const german = (await call(DOC, { keys: ['cooking', 'travel'] }, 'de')).body.data.collections;
    expect(german.map((c: { key: string; title: string }) => [c.key, c.title])).toEqual([
      ['travel', 'Reisetagebücher'],
      ['cooking', 'In der Küche'],
    ]);
    expect((await call(DOC, { keys: ['art'] }, 'es')).body.data.collections[0].description).toBe('Pintura, cerámica y fotografía.');
  });

  test('no keys asked: no collections; bad keys and sizes are refused', async () => {
    expect((await call(DOC, { keys: [] })).body.data.collections).toEqual([]);
    const unknown = await call(DOC, { keys: ['travel', 'nope'] });
    expect(unknown.status).toBe(400);
    expect(codeOf(unknown)).toBe('VALIDATION_FAILED');
    expect(unknown.body.errors[0].message).toContain('nope');
    expect(codeOf(await call(DOC, { items: COLLECTION_LIMITS.maxItems + 1 }))).toBe('VALIDATION_FAILED');
    expect(codeOf(await call(DOC, { first: 0 }))).toBe('VALIDATION_FAILED');
    expect(codeOf(await call(DOC, { keys: 'travel', first: 'two' }))).toBe('VALIDATION_FAILED');
  });
});

describe('sidebar data', () => {
  test('live counts from the database and the asked events with their titles in the language', async () => {
    const { body } = await call(SIDEBAR_QUERY, { eventTypes: ['easter', 'goldrush'] }, 'de');
    const data = body.data.sidebarData;
    const online = await t.server.db
      .selectFrom('actors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('isOnline', '=', 1)
      .executeTakeFirstOrThrow();
    expect(data.onlineCams).toBe(Number(online.n));
    expect(data.onlineCams).toBeGreaterThan(0);
    expect(data.freeChats).toBeLessThanOrEqual(data.onlineCams);
    expect(data.newVideos).toBeGreaterThan(0);
    expect(data.favoritesOnline).toBe(0);
    expect(data.unreadMessages).toBe(0);
    expect(data.events.map((e: { type: string; title: string; isActive: boolean }) => [e.type, e.title, e.isActive])).toEqual([
      ['goldrush', 'Goldrausch', true],
      ['easter', 'Ostereiersuche', true],
    ]);
  });

  test('no events asked: none; an unknown event type is refused', async () => {
    expect((await call(SIDEBAR_QUERY, { eventTypes: [] })).body.data.sidebarData.events).toEqual([]);
    expect((await call(SIDEBAR_QUERY, {})).body.data.sidebarData.events.length).toBeGreaterThan(4);
    const bad = await call(SIDEBAR_QUERY, { eventTypes: ['easter', '<b>x</b>'] });
    expect(codeOf(bad)).toBe('VALIDATION_FAILED');
    expect(bad.body.errors[0].message).toContain('Unknown event type');
  });

  test("a logged-in guest's pinned online actors are counted", async () => {
    const { token, guestId } = await newGuest(t);
    const actor = await t.server.db.selectFrom('actors').select('id').where('isOnline', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await t.server.db
      .insertInto('guestPins')
      .values({ guestId, kind: 'actor', targetId: actor.id, emailNotification: 0, smsNotification: 0, createdAt: Date.now() })
      .execute();
    expect((await call(SIDEBAR_QUERY, { eventTypes: [] }, 'en', token)).body.data.sidebarData.favoritesOnline).toBe(1);
  });
});

describe('banners', () => {
  const DOC = `query($kinds: [BannerKind!], $first: Int) { banners(kinds: $kinds, first: $first) { ${BANNER_FIELDS} } }`;

  test('running events, running contests and free shows, one of each kind in turn, in the language', async () => {
    const all = (await call(DOC, {})).body.data.banners;
    expect(all).toHaveLength(BANNER_LIMITS.home);
    expect(all.map((b: { kind: string }) => b.kind)).toEqual(['event', 'contest', 'show']);
    expect(all[0].title).toMatch(/^Play now: /);
    expect(all[0].eventType).toBeTruthy();
    expect(all[1].contestId).toBeGreaterThan(0);
    expect(all[2].actorName).toBeTruthy();
    const events = (await call(DOC, { kinds: ['event'], first: BANNER_LIMITS.max }, 'nl')).body.data.banners;
    expect(events.every((b: { kind: string; title: string }) => b.kind === 'event' && b.title.startsWith('Speel nu mee: '))).toBe(true);
    // soonest ending first, and every one running now
    const ends = events.map((b: { endsAt: number }) => b.endsAt);
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(ends.every((end: number) => end > Date.now())).toBe(true);
    expect((await call(DOC, { kinds: ['contest'] }, 'es')).body.data.banners[0].title).toMatch(/^Vota ahora: /);
    // only the events of eventTypes (the home page asks for those with a page)
    const goldrush = (
      await call(
        `query($t: [String!]) { banners(kinds: [event], eventTypes: $t, first: 6) { eventType title } }`,
        { t: ['goldrush', 'halloween'] },
        'de',
      )
    ).body.data.banners;
    expect(goldrush).toEqual([{ eventType: 'goldrush', title: 'Jetzt mitspielen: Goldrausch' }]);
  });

  test('no kinds asked: none; a bad kind or size is refused', async () => {
    expect((await call(DOC, { kinds: [] })).body.data.banners).toEqual([]);
    expect(codeOf(await call(DOC, { kinds: ['popup'] }))).toBe('VALIDATION_FAILED');
    expect(codeOf(await call('{ banners(eventTypes: ["lottery"]) { id } }'))).toBe('VALIDATION_FAILED');
    expect(codeOf(await call(DOC, { first: BANNER_LIMITS.max + 1 }))).toBe('VALIDATION_FAILED');
  });
});

describe('interactive content', () => {
  test('actors whose toy can be controlled, online first, and the lowest toy price', async () => {
    const data = (await call(INTERACTIVE_QUERY, { first: 5 })).body.data.interactiveContent;
    const stored = await t.server.db.selectFrom('actors').select(['id', 'isOnline']).where('isDildocontrolAvailable', '=', 1).execute();
    expect(data.total).toBe(stored.length);
    expect(data.onlineCount).toBe(stored.filter((row) => row.isOnline === 1).length);
    expect(data.items.length).toBe(Math.min(5, stored.length));
    expect(data.items.every((item: { id: number }) => stored.some((row) => row.id === item.id))).toBe(true);
    const onlineFlags = data.items.map((item: { isOnline: boolean }) => item.isOnline);
    expect(onlineFlags).toEqual([...onlineFlags].sort((a, b) => Number(b) - Number(a)));
    const cheapest = await t.server.db.selectFrom('toyControls').select('price').orderBy('price').executeTakeFirstOrThrow();
    expect(data.fromPrice).toEqual({ value: cheapest.price / 100, currency: 'EUR' });
  });

  test('none when no actor offers it; a bad size is refused', async () => {
    const server = await startTestServer();
    try {
      await server.server.db.updateTable('actors').set({ isDildocontrolAvailable: 0 }).execute();
      const { body } = await vxql(server.baseUrl, await server.anonymousToken(), INTERACTIVE_QUERY, { first: 5 });
      expect(body.data?.interactiveContent).toMatchObject({ total: 0, onlineCount: 0, items: [] });
    } finally {
      await server.close();
    }
    expect(codeOf(await call(INTERACTIVE_QUERY, { first: 31 }))).toBe('VALIDATION_FAILED');
  });
});

describe('event config', () => {
  test("a special event page's title, texts, dates, tries and prizes in the language", async () => {
    const easter = (await call(EVENT_CONFIG_QUERY, { type: 'easter' }, 'es')).body.data.eventConfig;
    expect(easter).toMatchObject({
      type: 'easter',
      title: 'Búsqueda de huevos de Pascua',
      intro: EVENT_TEXTS.easter!.intro.es,
      isActive: true,
      items: EASTER_EGGS_PER_DAY,
    });
    expect(easter.rules).toEqual(EVENT_TEXTS.easter!.rules.map((rule) => rule.es));
    expect(easter.prizes).toEqual([{ type: 'coins', value: null, optionCode: 'easter-coins-5', amount: 5 }]);
    const advent = (await call(EVENT_CONFIG_QUERY, { type: 'advent-calendar' })).body.data.eventConfig;
    expect(advent.items).toBe(ADVENT_DOORS);
    const goldrush = (await call(EVENT_CONFIG_QUERY, { type: 'goldrush' }, 'de')).body.data.eventConfig;
    expect(goldrush).toMatchObject({ title: 'Goldrausch', dailyAttempts: 3, items: 0 });
    const stored = await t.server.db
      .selectFrom('games')
      .select(['startsAt', 'endsAt'])
      .where('type', '=', 'goldrush')
      .executeTakeFirstOrThrow();
    expect([goldrush.start, goldrush.end]).toEqual([stored.startsAt, stored.endsAt]);
    expect(goldrush.prizes.length).toBeGreaterThan(0);
    const ended = (await call(EVENT_CONFIG_QUERY, { type: 'halloween' }, 'nl')).body.data.eventConfig;
    expect(ended.isActive).toBe(false);
  });

  test('null for a known type never set up; an unknown type is refused', async () => {
    await t.server.db.deleteFrom('games').where('type', '=', 'vr-porn').execute();
    expect((await call(EVENT_CONFIG_QUERY, { type: 'vr-porn' })).body.data.eventConfig).toBeNull();
    const bad = await call(EVENT_CONFIG_QUERY, { type: 'spinwheel' });
    expect(codeOf(bad)).toBe('VALIDATION_FAILED');
    expect(codeOf(await call('{ eventConfig { id } }'))).toBe('VALIDATION_FAILED');
  });
});

describe('media library recommendations', () => {
  test('like what the guest bought (same actor first), never what they own, in the language', async () => {
    const { token, guestId } = await newGuest(t);
    const bought = await t.server.db
      .selectFrom('albums')
      .select(['id', 'actorId'])
      .where('type', '=', 'video')
      .where('ageRating', '=', 16)
      .where('publishedAt', '<=', Date.now())
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.server.db
      .insertInto('albumPurchases')
      .values({ guestId, albumId: bought.id, priceCents: 100, kind: 'bought', createdAt: Date.now() })
      .execute();
    const items = (await call(MEDIATHEK_RECOMMENDATIONS_QUERY, { first: 8 }, 'en', token)).body.data.mediathekRecommendations;
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((v: { id: number }) => v.id)).not.toContain(bought.id);
    expect(items[0].model.id).toBe(bought.actorId);
    const german = (await call(MEDIATHEK_RECOMMENDATIONS_QUERY, { first: 8 }, 'de', token)).body.data.mediathekRecommendations;
    const translated = await t.server.db
      .selectFrom('contentTranslations')
      .select('text')
      .where('entity', '=', 'album')
      .where('field', '=', 'title')
      .where('language', '=', 'de')
      .where('entityId', '=', german[0].id)
      .executeTakeFirst();
    if (translated) expect(german[0].title).toBe(translated.text);
  });

  test('a guest without purchases gets the best liked; anonymous and bad variables are refused', async () => {
    const { token } = await newGuest(t);
    const items = (await call(MEDIATHEK_RECOMMENDATIONS_QUERY, { first: 3 }, 'en', token)).body.data.mediathekRecommendations;
    const likes = items.map((v: { id: number }) => v.id);
    expect(likes).toHaveLength(3);
    expect(codeOf(await call(MEDIATHEK_RECOMMENDATIONS_QUERY, { first: 3 }))).toBe('UNAUTHORIZED');
    expect(codeOf(await call(MEDIATHEK_RECOMMENDATIONS_QUERY, { first: 0 }, 'en', token))).toBe('VALIDATION_FAILED');
    expect(codeOf(await call('{ mediathekRecommendations(fsk: 12) { id } }', {}, 'en', token))).toBe('VALIDATION_FAILED');
  });
});
