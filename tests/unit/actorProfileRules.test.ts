import { describe, expect, test } from 'vitest';
import { ACTOR_NOTE_MAX_CHARS } from '../../server/domain/actors.ts';
import { ROUTE_IDS, routeParamNames } from '../../src/app/routes.ts';
import {
  ACTOR_NOTE_MAX_LENGTH,
  type ActorRouteId,
  aboutTextOf,
  actorMenuFor,
  CLASSIC_VIDEOS_SCANNED,
  canStartChat,
  decodeTagGroup,
  heatLevel,
  isActorRoute,
  isNewProfileVisit,
  MENU_ITEM_OF_ROUTE,
  mainActorAction,
  mayGuest,
  onlineHourRanges,
  PROFILE_VISIT_WINDOW_MS,
  RECOMMENDATIONS_REQUESTED,
  RECOMMENDATIONS_SHOWN,
  recommendationsFor,
  SEDCARDS_SHOWN,
} from '../../src/features/actors/actorProfileRules.ts';

const actors = (ids: number[]) => ids.map((id) => ({ id }));

describe('actor profile menu', () => {
  test('the overview shows overview, about, live show, videos and top camgirls in the spec order', () => {
    expect(actorMenuFor('actorProfile').map((entry) => entry.item)).toEqual(['overview', 'about', 'liveShow', 'videos', 'topCams']);
  });

  test('only the page the guest is on is marked current', () => {
    const menu = actorMenuFor('actorAbout');
    expect(menu.filter((entry) => entry.current).map((entry) => entry.item)).toEqual(['about']);
  });

  test('classic videos and videos by tag mark the videos entry', () => {
    for (const route of ['actorVideos', 'actorClassicVideos', 'actorVideosByTag'] as const) {
      expect(actorMenuFor(route).find((entry) => entry.current)?.item).toBe('videos');
    }
  });

  test('an open album adds video details, current and without a link, after about', () => {
    const menu = actorMenuFor('actorAlbum');
    expect(menu.map((entry) => entry.item)).toEqual(['overview', 'about', 'videoDetails', 'liveShow', 'videos', 'topCams']);
    expect(menu[2]).toEqual({ item: 'videoDetails', route: null, current: true });
  });

  test('each linked entry leads to its own route', () => {
    const routes = Object.fromEntries(actorMenuFor('actorProfile').map((entry) => [entry.item, entry.route]));
    expect(routes).toEqual({
      overview: 'actorProfile',
      about: 'actorAbout',
      liveShow: 'actorLiveShow',
      videos: 'actorVideos',
      topCams: 'actorTopCams',
    });
  });

  test('every actor route of the route table has a menu entry, and no other route does', () => {
    const actorRoutes = ROUTE_IDS.filter((id) => routeParamNames(id).includes('actorName'));
    expect(Object.keys(MENU_ITEM_OF_ROUTE).sort()).toEqual([...actorRoutes].sort());
    expect(isActorRoute('home')).toBe(false);
    expect(isActorRoute('actorTopCams' satisfies ActorRouteId)).toBe(true);
  });
});

describe('tag group from the address', () => {
  test('a tag group that is still encoded is decoded', () => {
    expect(decodeTagGroup('high%20heels')).toBe('high heels');
  });

  test('a tag group encoded twice names the same group', () => {
    expect(decodeTagGroup('high%2520heels')).toBe('high heels');
  });

  test('a plus stands for a space', () => {
    expect(decodeTagGroup('high+heels')).toBe('high heels');
  });

  test('an already decoded tag group stays as it is, umlauts included', () => {
    expect(decodeTagGroup('Dessous & Strümpfe')).toBe('Dessous & Strümpfe');
  });

  test('a lone percent sign is part of the name instead of breaking the page', () => {
    expect(decodeTagGroup('100% natural')).toBe('100% natural');
  });

  test('an empty tag group names no group', () => {
    expect(decodeTagGroup('  ')).toBeNull();
  });
});

describe('recommendations', () => {
  test('a slider shows 5 and a grid 8 performers', () => {
    expect(RECOMMENDATIONS_SHOWN).toEqual({ slider: 5, grid: 8 });
    expect(recommendationsFor(actors([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), 'slider', 99)).toHaveLength(5);
    expect(recommendationsFor(actors([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), 'grid', 99)).toHaveLength(8);
  });

  test('one request asks for enough performers to fill the grid', () => {
    expect(RECOMMENDATIONS_REQUESTED).toBe(8);
  });

  test('the performer of the profile is never recommended on her own page', () => {
    expect(recommendationsFor(actors([7, 1, 2]), 'slider', 7).map((a) => a.id)).toEqual([1, 2]);
  });

  test('fewer performers than the layout holds are all shown, in order', () => {
    expect(recommendationsFor(actors([3, 1]), 'grid', 99).map((a) => a.id)).toEqual([3, 1]);
  });
});

describe('what a banned guest may do', () => {
  test('a guest from a banned country may still view, pin, keep a note and rate', () => {
    for (const action of ['view', 'pin', 'note', 'rate'] as const) expect(mayGuest(action, true)).toBe(true);
  });

  test('a guest from a banned country may not chat, send messages or buy', () => {
    for (const action of ['chat', 'message', 'buy'] as const) expect(mayGuest(action, true)).toBe(false);
  });

  test('a guest from any other country may do everything', () => {
    for (const action of ['view', 'pin', 'note', 'rate', 'chat', 'message', 'buy'] as const) expect(mayGuest(action, false)).toBe(true);
  });

  test('the chat button works only for an online performer and a guest who is not banned', () => {
    expect(canStartChat(true, false)).toBe(true);
    expect(canStartChat(false, false)).toBe(false);
    expect(canStartChat(true, true)).toBe(false);
  });
});

describe('the main action of an actor page', () => {
  test('is the live chat when she offers one now, else a message, and none for a banned guest', () => {
    expect(mainActorAction(2, false)).toBe('chat');
    expect(mainActorAction(0, false)).toBe('message');
    expect(mainActorAction(2, true)).toBeNull();
  });
});

describe('heat map', () => {
  test('the likelihood of being online falls into five shades', () => {
    expect([0, 1, 24, 25, 49, 50, 74, 75, 100].map(heatLevel)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  test('a missing value is shown as never online', () => {
    expect(heatLevel(Number.NaN)).toBe(0);
  });

  test('the usual online hours read as ranges with the end hour exclusive', () => {
    expect(onlineHourRanges([22, 20, 21, 2])).toEqual(['2-3', '20-23']);
  });

  test('hours until midnight end at 24 and invalid hours are left out', () => {
    expect(onlineHourRanges([23, 22, 24, -1, 1.5, 22])).toEqual(['22-24']);
  });

  test('no usual hours give no ranges', () => {
    expect(onlineHourRanges([])).toEqual([]);
  });
});

describe('profile visit tracking', () => {
  test('the first view of a profile is a visit', () => {
    expect(isNewProfileVisit(null, '/en/amateur/anna/', 1000)).toBe(true);
  });

  test('rendering the same page again at once is not a second visit', () => {
    const last = { path: '/en/amateur/anna/', at: 1000 };
    expect(isNewProfileVisit(last, '/en/amateur/anna/', 1000 + PROFILE_VISIT_WINDOW_MS - 1)).toBe(false);
    expect(PROFILE_VISIT_WINDOW_MS).toBe(1000);
  });

  test('coming back to the profile later is a new visit', () => {
    expect(isNewProfileVisit({ path: '/en/amateur/anna/', at: 1000 }, '/en/amateur/anna/', 1000 + PROFILE_VISIT_WINDOW_MS)).toBe(true);
  });

  test('opening another page of the profile is a new visit', () => {
    expect(isNewProfileVisit({ path: '/en/amateur/anna/', at: 1000 }, '/en/amateur/anna/about-me/', 1001)).toBe(true);
  });
});

describe('profile texts and sizes', () => {
  test('the about text is the performer’s own, else the SEO description, else nothing', () => {
    expect(aboutTextOf({ about: ' Hi there ' }, 'seo')).toBe('Hi there');
    expect(aboutTextOf({ about: '' }, 'From the SEO text')).toBe('From the SEO text');
    expect(aboutTextOf({ about: 42 }, undefined)).toBeNull();
  });

  test('a note may be as long as the server keeps', () => {
    expect(ACTOR_NOTE_MAX_LENGTH).toBe(ACTOR_NOTE_MAX_CHARS);
  });

  test('the profile shows 12 sedcard pictures', () => {
    expect(SEDCARDS_SHOWN).toBe(12);
  });

  test('classic videos are picked out of the largest page the query service gives', () => {
    expect(CLASSIC_VIDEOS_SCANNED).toBe(100);
  });
});
