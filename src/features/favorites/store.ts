// The favourite cams page's state (spec part 1 §4 Pinning; part 2 §7.1 guest/favorite/actors,
// our guest/favorite/actorSettings): one page of pinned actors, their notification settings and
// the favourites online count, kept current by actor.online / actor.offline.
import { proxy } from 'valtio';
import { getFavoriteActorSettings, getFavoriteActors, getFavoritesOnlineCount, saveFavoriteActorSettings } from '../../api/cams.ts';
import type { ActorTile } from '../../contract/entities.ts';
import type { FavoriteActorSettings } from '../../contract/restCalls.ts';
import { onServerFrame } from '../../realtime/client.ts';
import { pageOffset } from '../cams/listingRules.ts';
import { applyFavoritesPresence, type FavoritesOnline, favoritesOnlineFrom } from './favoritesRules.ts';

export type NotificationKind = 'emailNotification' | 'smsNotification' | 'pushNotification';

export const favorites = proxy({
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'failed',
  /** Which page (and size) the list holds, so a repeated render does not ask again. */
  loadedKey: '',
  actors: [] as ActorTile[],
  total: 0,
  settings: {} as Record<number, FavoriteActorSettings>,
  online: null as FavoritesOnline | null,
  /** Settings being saved, by actor id, so their toggles wait. */
  saving: {} as Record<number, boolean>,
  settingsFailed: false,
});

export async function loadFavorites(page: number, perPage: number): Promise<void> {
  const key = `${page}:${perPage}`;
  if (favorites.loadedKey === key && favorites.status !== 'failed') return;
  favorites.loadedKey = key;
  favorites.status = 'loading';
  try {
    const [list, settings, count] = await Promise.all([
      getFavoriteActors(perPage, pageOffset(page, perPage)),
      getFavoriteActorSettings(),
      getFavoritesOnlineCount(),
    ]);
    if (favorites.loadedKey !== key) return;
    favorites.actors = list.actors;
    favorites.total = list.total;
    favorites.settings = Object.fromEntries(settings.settings.map((each) => [each.actorId, each]));
    favorites.online = favoritesOnlineFrom(
      count,
      settings.settings.map((each) => each.actorId),
      list.actors,
    );
    favorites.status = 'ready';
  } catch {
    if (favorites.loadedKey === key) favorites.status = 'failed';
  }
}

/** Forgets the list (logout, another guest): the next page view loads again. */
export function resetFavorites(): void {
  favorites.loadedKey = '';
  favorites.status = 'idle';
  favorites.actors = [];
  favorites.total = 0;
  favorites.settings = {};
  favorites.online = null;
}

function applyPresence(actorId: number, isOnline: boolean): void {
  if (favorites.online) favorites.online = applyFavoritesPresence(favorites.online, actorId, isOnline);
}

/** Follows the pinned actors' presence while the page shows; returns the unsubscribe. */
export function followFavoritesOnline(): () => void {
  const offOnline = onServerFrame('actor.online', (data) => applyPresence(data.actorId, true));
  const offOffline = onServerFrame('actor.offline', (data) => applyPresence(data.actorId, false));
  const offPresence = onServerFrame('presence', ({ changes }) => {
    for (const change of changes) applyPresence(change.actorId, change.isOnline);
  });
  return () => {
    offOnline();
    offOffline();
    offPresence();
  };
}

/** Turns one notification of a pinned actor on or off; shown at once, taken back on failure. */
export async function setNotification(actorId: number, kind: NotificationKind, on: boolean): Promise<void> {
  const before = favorites.settings[actorId] ?? { actorId, emailNotification: false, smsNotification: false };
  const next = { ...before, [kind]: on };
  favorites.settings[actorId] = next;
  favorites.saving[actorId] = true;
  favorites.settingsFailed = false;
  try {
    await saveFavoriteActorSettings(next);
  } catch {
    favorites.settings[actorId] = before;
    favorites.settingsFailed = true;
  } finally {
    delete favorites.saving[actorId];
  }
}
