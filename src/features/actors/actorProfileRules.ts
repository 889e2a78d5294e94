// The actor profile's rules (spec part 1 §2 actor profile menu, §5 banned flag, §9 recommendation
// sizes): plain functions, no React and no I/O, unit-tested in tests/unit/actorProfileRules.test.ts.

import type { RouteId } from '../../app/routes.ts';
import { PAGING } from '../../contract/constants.ts';

/** The actor profile menu of spec part 1 §2, in its order. */
const ACTOR_MENU_ITEMS = ['overview', 'about', 'videoDetails', 'liveShow', 'videos', 'topCams'] as const;
export type ActorMenuItem = (typeof ACTOR_MENU_ITEMS)[number];

export type ActorRouteId =
  | 'actorProfile'
  | 'actorAbout'
  | 'actorVideos'
  | 'actorClassicVideos'
  | 'actorVideosByTag'
  | 'actorAlbum'
  | 'actorLiveShow'
  | 'actorTopCams';

/** Which menu item a route belongs to: every video list is "videos", an album is "video details". */
export const MENU_ITEM_OF_ROUTE: Record<ActorRouteId, ActorMenuItem> = {
  actorProfile: 'overview',
  actorAbout: 'about',
  actorVideos: 'videos',
  actorClassicVideos: 'videos',
  actorVideosByTag: 'videos',
  actorAlbum: 'videoDetails',
  actorLiveShow: 'liveShow',
  actorTopCams: 'topCams',
};

/** The route a menu item links to; "video details" has no address of its own (it needs an album). */
const ROUTE_OF_MENU_ITEM: Record<Exclude<ActorMenuItem, 'videoDetails'>, ActorRouteId> = {
  overview: 'actorProfile',
  about: 'actorAbout',
  liveShow: 'actorLiveShow',
  videos: 'actorVideos',
  topCams: 'actorTopCams',
};

export interface MenuEntry {
  item: ActorMenuItem;
  /** Null for the current "video details" entry: it is the page itself, not a link. */
  route: ActorRouteId | null;
  current: boolean;
}

/**
 * The menu shown on a route: every item with its link, the current one marked. "Video details"
 * appears only while an album is open, since it names that album's page.
 */
export function actorMenuFor(routeId: ActorRouteId): MenuEntry[] {
  const currentItem = MENU_ITEM_OF_ROUTE[routeId];
  return ACTOR_MENU_ITEMS.filter((item) => item !== 'videoDetails' || currentItem === 'videoDetails').map((item) => ({
    item,
    route: item === 'videoDetails' ? null : ROUTE_OF_MENU_ITEM[item],
    current: item === currentItem,
  }));
}

export function isActorRoute(id: RouteId): id is ActorRouteId {
  return id in MENU_ITEM_OF_ROUTE;
}

/**
 * The tag group of /videos/tag/{tagGroup} (spec part 1 §2: URL-encoded). The route table decodes
 * once; a link encoded twice (or with `+` for spaces) still names the same group. Null when empty.
 */
export function decodeTagGroup(raw: string): string | null {
  let text = raw.replace(/\+/g, ' ');
  for (let i = 0; i < 2 && /%[0-9a-f]{2}/i.test(text); i++) {
    try {
      text = decodeURIComponent(text);
    } catch {
      break; // a lone "%" is part of the name, not an escape
    }
  }
  text = text.trim();
  return text === '' ? null : text;
}

export type RecommendationLayout = 'slider' | 'grid';

/** How many recommendations each layout shows (spec part 1 §9: 8 per grid, 5 per slider). */
export const RECOMMENDATIONS_SHOWN: Record<RecommendationLayout, number> = {
  slider: PAGING.recommendationsPerSlider,
  grid: PAGING.recommendationsPerGrid,
};

/** Enough for the larger layout, so one request fills both. */
export const RECOMMENDATIONS_REQUESTED = Math.max(RECOMMENDATIONS_SHOWN.slider, RECOMMENDATIONS_SHOWN.grid);

/** The recommendations a layout shows: never the actor of the profile itself, at most its size. */
export function recommendationsFor<T extends { id: number }>(
  actors: readonly T[],
  layout: RecommendationLayout,
  profileActorId: number,
): T[] {
  return actors.filter((actor) => actor.id !== profileActorId).slice(0, RECOMMENDATIONS_SHOWN[layout]);
}

/** What a guest can do on the profile. */
export type ActorAction = 'view' | 'pin' | 'note' | 'rate' | 'chat' | 'message' | 'buy';

/**
 * spec part 1 §5: an actor is flagged banned when the guest's country is in her banned list. The
 * guest still sees the profile, may pin, keep a note and rate; chatting, messaging and buying are
 * what the ban is about (the actor chose not to be reachable from that country), so they are off.
 */
export function mayGuest(action: ActorAction, isBanned: boolean): boolean {
  if (!isBanned) return true;
  return action === 'view' || action === 'pin' || action === 'note' || action === 'rate';
}

/** Whether the chat button works: a chat needs the actor online and the guest not banned. */
export function canStartChat(isOnline: boolean, isBanned: boolean): boolean {
  return isOnline && mayGuest('chat', isBanned);
}

/**
 * The actor page's one main action (issue 20), styled as the primary button; the rest are
 * secondary: the live chat when she offers one now, else a message; none when both are off (a ban).
 */
export function mainActorAction(chatOffers: number, isBanned: boolean): 'chat' | 'message' | null {
  if (chatOffers > 0 && mayGuest('chat', isBanned)) return 'chat';
  return mayGuest('message', isBanned) ? 'message' : null;
}

/** A heat map value (0..100) as one of five shades, 0 = never online at that hour. */
export function heatLevel(value: number): 0 | 1 | 2 | 3 | 4 {
  if (!(value > 0)) return 0;
  if (value >= 75) return 4;
  if (value >= 50) return 3;
  if (value >= 25) return 2;
  return 1;
}

/** The usual online hours as ranges: [20, 21, 22, 2] -> ["2-3", "20-23"] (end hour exclusive). */
export function onlineHourRanges(hours: readonly number[]): string[] {
  const sorted = [...new Set(hours.filter((h) => Number.isInteger(h) && h >= 0 && h <= 23))].sort((a, b) => a - b);
  const ranges: string[] = [];
  let start = -1;
  let previous = -2;
  for (const hour of sorted) {
    if (hour !== previous + 1) {
      if (start >= 0) ranges.push(`${start}-${previous + 1}`);
      start = hour;
    }
    previous = hour;
  }
  if (start >= 0) ranges.push(`${start}-${previous + 1}`);
  return ranges;
}

/** How long one profile view lasts for tracking: a second render of the same page is no new visit. */
export const PROFILE_VISIT_WINDOW_MS = 1000;

export interface TrackedVisit {
  path: string;
  at: number;
}

/** Whether a page view is a new profile visit to track (spec part 2 tracker/trackActorProfileVisit, once per view). */
export function isNewProfileVisit(last: TrackedVisit | null, path: string, now: number): boolean {
  return !last || last.path !== path || now - last.at >= PROFILE_VISIT_WINDOW_MS;
}

/** The actor's own description: settings.about (server/domain/actors.ts), else the SEO description. */
export function aboutTextOf(settings: Readonly<Record<string, unknown>>, seoDescription: string | undefined): string | null {
  const about = typeof settings.about === 'string' ? settings.about.trim() : '';
  if (about) return about;
  return seoDescription?.trim() || null;
}

/** How many sedcard pictures the profile shows. Not shown in spec: chosen (two rows of six). */
export const SEDCARDS_SHOWN = 12;

/** The longest private note the server keeps (server/domain/actors.ts ACTOR_NOTE_MAX_CHARS). */
export const ACTOR_NOTE_MAX_LENGTH = 2000;

/** The query service's largest page (first: 1-100): the classic videos are picked out of it. */
export const CLASSIC_VIDEOS_SCANNED = 100;
