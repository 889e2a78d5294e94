// The favourites' rules (spec part 1 §4 Pinning, §5 pin teaser, §9 favourites 50 and 10 per page
// on mobile) as pure functions: page size per viewport, the teaser for returning or new guests,
// and the favourites online count kept current by actor.online / actor.offline.
import { DEFAULTS, MOBILE_MENU, PAGING } from '../../contract/constants.ts';

/** Pinned actors per page: the favourites list default (50), 10 on mobile (below 1023 px). */
export function favoritesPageSize(widthPx: number): number {
  return widthPx < MOBILE_MENU.belowWidthPx ? PAGING.favoriteActorsMobile : DEFAULTS.favoritesList;
}

/** spec part 1 §5: the pin teaser differs for returning and new guests. */
export type PinTeaser = 'returning' | 'new';

/** A guest who logged in on this device before is asked to log in; anyone else to sign up. */
export function pinTeaserFor(hasLoggedInBefore: boolean): PinTeaser {
  return hasLoggedInBefore ? 'returning' : 'new';
}

/** How many pinned actors are online, and what is known of each one's state. */
export interface FavoritesOnline {
  count: number;
  /** The pinned actors' ids; events of other actors change nothing. */
  pinnedIds: readonly number[];
  /** Known states by actor id (from the listed page and from events); missing: not known. */
  online: Record<number, boolean>;
}

/** The state after loading: the server's count, the pinned ids and the listed actors' states. */
export function favoritesOnlineFrom(
  count: number,
  pinnedIds: readonly number[],
  listed: readonly { id: number; isOnline: boolean }[],
): FavoritesOnline {
  const online: Record<number, boolean> = {};
  for (const actor of listed) online[actor.id] = actor.isOnline;
  return { count: Math.max(0, count), pinnedIds: [...pinnedIds], online };
}

/**
 * spec part 1 §4: an actor going online or offline adjusts the favourites online count. An
 * event is a change: it counts unless the actor is already known to be in that state.
 */
export function applyFavoritesPresence(state: FavoritesOnline, actorId: number, isOnline: boolean): FavoritesOnline {
  if (!state.pinnedIds.includes(actorId)) return state;
  if (state.online[actorId] === isOnline) return state;
  return {
    ...state,
    count: Math.max(0, state.count + (isOnline ? 1 : -1)),
    online: { ...state.online, [actorId]: isOnline },
  };
}

/** The count shown: actors unpinned on this page no longer count (pinned again, they do). */
export function favoritesOnlineShown(
  state: Readonly<FavoritesOnline> & { readonly online: Readonly<Record<number, boolean>> },
  isUnpinned: (actorId: number) => boolean,
): number {
  const unpinnedOnline = state.pinnedIds.filter((id) => state.online[id] === true && isUnpinned(id)).length;
  return Math.max(0, state.count - unpinnedOnline);
}
