// Storage that lasts (PWA issue 22, point 7): which cached answers make a saved page, how saved
// pages hang together, and how far the disposable caches are trimmed. Pure: the service worker
// (sw/runtimeCache.ts, sw/storageTrim.ts) and the storage settings (src/features/offline) share it.

/** A page readable offline: an actor's page (by its lowercased name) or a video page (by album id). */
export type SavedPageKey = { kind: 'actor'; name: string } | { kind: 'video'; albumId: number };

const ACTOR_ANSWER = /^\/api\/v1\/actor\/getActorDataByIdOrName\/([^/?]+)$/;
const VIDEO_ANSWER = '/api/v1/gallery/open';

/**
 * The saved page an API answer belongs to, or null for a disposable one. Only the answers a page
 * cannot show its content without: the actor's data (every actor page, the video page too, shows
 * it in its header) and the video's gallery/open. Lists on those pages (sedcards, top videos,
 * recommendations) are disposable like every other list: the page shows without them.
 */
export function savedPageOf(url: URL): SavedPageKey | null {
  const actor = ACTOR_ANSWER.exec(url.pathname);
  if (actor) {
    const name = decodeURIComponent(actor[1]!).toLowerCase();
    return /^\d+$/.test(name) ? null : { kind: 'actor', name }; // pages ask by name; an id is another caller's
  }
  if (url.pathname === VIDEO_ANSWER) {
    const albumId = Number(url.searchParams.get('albumId'));
    return Number.isInteger(albumId) && albumId > 0 ? { kind: 'video', albumId } : null;
  }
  return null;
}

export function pageId(key: SavedPageKey): string {
  return key.kind === 'actor' ? `actor:${key.name}` : `video:${key.albumId}`;
}

/**
 * What removing a page removes: a video page shows its actor's header, so it cannot open without
 * the actor's answer; removing an actor removes its saved videos with it (the settings say so).
 */
export function removedWith<P extends { id: string; kind: SavedPageKey['kind']; actorId: number | null }>(
  target: P,
  pages: readonly P[],
): P[] {
  if (target.kind !== 'actor' || target.actorId === null) return [target];
  return [target, ...pages.filter((page) => page.kind === 'video' && page.actorId === target.actorId)];
}

/** Why the disposable caches are trimmed: the page is idle, or a write failed for want of space. */
export type TrimReason = 'idle' | 'quota';

/** How many entries each disposable cache keeps. Saved pages have no limit: the guest decides. */
export const DISPOSABLE_LIMITS = {
  /** The hard cap the worker keeps as it writes (workbox-expiration), and the idle trim's target. */
  lists: { max: 400, idle: 200 },
  images: { max: 500, idle: 300 },
} as const;

/** Days an entry of a disposable cache lives at most. */
export const DISPOSABLE_MAX_AGE_DAYS = { lists: 14, images: 30 } as const;

/**
 * How many of a disposable cache's oldest entries go: when idle, those above its idle target;
 * on a quota error all of them (the write that failed is worth more than old lists and images,
 * and saved pages are never what is given up).
 */
export function entriesToDrop(count: number, cache: keyof typeof DISPOSABLE_LIMITS, reason: TrimReason): number {
  if (reason === 'quota') return count;
  return Math.max(0, count - DISPOSABLE_LIMITS[cache].idle);
}

/** Bytes as the settings show them ("12 KB", "3.4 MB"), in the guest's language. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: digits }).format(
    value,
  );
}
