// What can be read offline (PWA issue): the actor and video pages whose answers the service
// worker keeps in the saved pages' cache (sw/runtimeCache.ts, src/contract/savedPageRules.ts),
// for the offline page's list and the storage settings (sizes, removing one page or all).
import { LEGACY_API_CACHE, LIST_CACHE, SAVED_PAGES_CACHE } from '../../contract/offline.ts';
import { pageId, removedWith, type SavedPageKey, savedPageOf } from '../../contract/savedPageRules.ts';

export interface SavedPage {
  id: string;
  kind: SavedPageKey['kind'];
  /** The actor's name, or the video's title. */
  title: string;
  /** The actor whose page it is or shows (a video page shows its actor's header). */
  actorName: string;
  actorId: number | null;
  albumId: number | null;
  /** What its answers take on this device, in bytes (every language and token of it). */
  bytes: number;
  /** It opens offline for the current guest (its answer is kept under the current token). */
  current: boolean;
}

export interface SavedSummary {
  pages: SavedPage[];
  /** Everything in the saved pages' cache. */
  totalBytes: number;
}

/** The list shows at most this many. */
const SAVED_LIST_MAX = 50;

interface Entry {
  request: Request;
  key: SavedPageKey;
  bytes: number;
  token: string | null;
  answer: unknown;
}

async function entries(): Promise<Entry[]> {
  if (typeof caches === 'undefined' || !(await caches.has(SAVED_PAGES_CACHE))) return [];
  const cache = await caches.open(SAVED_PAGES_CACHE);
  const found: Entry[] = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    const key = savedPageOf(url);
    const response = await cache.match(request);
    if (!key || !response) continue;
    const text = await response.text();
    let answer: unknown = null;
    try {
      answer = JSON.parse(text);
    } catch {
      // not JSON: counted, not shown
    }
    found.push({ request, key, bytes: new Blob([text]).size, token: url.searchParams.get('token'), answer });
  }
  return found;
}

function actorOf(answer: unknown): { id: number | null; name: string | null } {
  const actor = (answer as { actor?: { id?: unknown; name?: unknown } } | null)?.actor;
  return { id: typeof actor?.id === 'number' ? actor.id : null, name: typeof actor?.name === 'string' ? actor.name : null };
}

function albumOf(answer: unknown): { actorId: number | null; title: string | null } {
  const album = (answer as { album?: { actorId?: unknown; title?: unknown } } | null)?.album;
  return {
    actorId: typeof album?.actorId === 'number' ? album.actorId : null,
    title: typeof album?.title === 'string' ? album.title : null,
  };
}

/**
 * The saved pages, actors first then videos, each with its size. A video page is listed only
 * while its actor's answer is kept too: without it the page cannot open (it shows the actor's header).
 */
export async function savedSummary(token: string | null): Promise<SavedSummary> {
  const all = await entries();
  const pages = new Map<string, SavedPage>();
  for (const entry of all) {
    const id = pageId(entry.key);
    const page = pages.get(id) ?? {
      id,
      kind: entry.key.kind,
      title: entry.key.kind === 'actor' ? entry.key.name : String(entry.key.albumId),
      actorName: entry.key.kind === 'actor' ? entry.key.name : '',
      actorId: null,
      albumId: entry.key.kind === 'video' ? entry.key.albumId : null,
      bytes: 0,
      current: false,
    };
    page.bytes += entry.bytes;
    if (token === null || entry.token === token) page.current = true;
    if (entry.key.kind === 'actor') {
      const actor = actorOf(entry.answer);
      page.actorId ??= actor.id;
      if (actor.name) page.title = page.actorName = actor.name;
    } else {
      const album = albumOf(entry.answer);
      page.actorId ??= album.actorId;
      if (album.title) page.title = album.title;
    }
    pages.set(id, page);
  }
  const actors = [...pages.values()].filter((page) => page.kind === 'actor' && page.current);
  const videos = [...pages.values()].filter((page) => page.kind === 'video' && page.current);
  const shown: SavedPage[] = [...actors.sort((a, b) => a.title.localeCompare(b.title))];
  for (const video of videos.sort((a, b) => a.title.localeCompare(b.title))) {
    const actor = actors.find((each) => each.actorId !== null && each.actorId === video.actorId);
    if (actor) shown.push({ ...video, actorName: actor.actorName });
  }
  return { pages: shown.slice(0, SAVED_LIST_MAX), totalBytes: all.reduce((sum, entry) => sum + entry.bytes, 0) };
}

/** The saved actors for the offline page's list (the token in their addresses is the current one only). */
export async function savedActors(token: string | null): Promise<SavedPage[]> {
  return (await savedSummary(token)).pages.filter((page) => page.kind === 'actor');
}

/** Removes a saved page (an actor's takes its saved videos with it), every language and token of it. */
export async function removeSavedPage(target: SavedPage, pages: readonly SavedPage[]): Promise<void> {
  const gone = new Set(removedWith(target, pages).map((page) => page.id));
  const cache = await caches.open(SAVED_PAGES_CACHE);
  await Promise.all((await entries()).filter((entry) => gone.has(pageId(entry.key))).map((entry) => cache.delete(entry.request)));
}

/** Removes every saved page; the disposable caches stay (they refill and trim themselves). */
export async function removeAllSavedPages(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(SAVED_PAGES_CACHE);
}

/** Logout: the previous guest's answers go, saved pages and lists (they were keyed by the old token already). */
export async function forgetSavedAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([SAVED_PAGES_CACHE, LIST_CACHE, LEGACY_API_CACHE].map((name) => caches.delete(name)));
}

/** The browser's figures for this site's whole storage, where it gives them. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  if (typeof navigator === 'undefined' || typeof navigator.storage?.estimate !== 'function') return null;
  const { usage, quota } = await navigator.storage.estimate();
  return typeof usage === 'number' && typeof quota === 'number' ? { usage, quota } : null;
}
