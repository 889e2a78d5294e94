// What can be read offline (PWA issue): the actor pages whose answers the service worker keeps
// (sw/runtimeCache.ts), for the offline page's "saved for offline" list.
import { API_CACHE } from '../../contract/offline.ts';

export interface SavedActor {
  name: string;
}

const ACTOR_ANSWER = /^\/api\/v1\/actor\/getActorDataByIdOrName\/([^/?]+)$/;
/** The list shows at most this many. */
export const SAVED_LIST_MAX = 50;

/** The cached actors' names from the cached addresses and answers (the token in them is the current one only). */
export async function savedActors(token: string | null): Promise<SavedActor[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(API_CACHE);
  const names = new Map<string, SavedActor>();
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    const match = ACTOR_ANSWER.exec(url.pathname);
    if (!match || (token !== null && url.searchParams.get('token') !== token)) continue;
    const key = decodeURIComponent(match[1]!).toLowerCase();
    if (names.has(key) || /^\d+$/.test(key)) continue;
    const answer = (await (await cache.match(request))?.json().catch(() => null)) as { actor?: { name?: unknown } } | null;
    names.set(key, { name: typeof answer?.actor?.name === 'string' ? answer.actor.name : key });
    if (names.size >= SAVED_LIST_MAX) break;
  }
  return [...names.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Logout: the previous guest's answers go (they were keyed by the old token already). */
export async function forgetSavedAnswers(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(API_CACHE);
}
