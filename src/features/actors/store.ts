// The actor profile's data: the actor answer cached by (lowercased) name, so moving
// between the profile's sub-pages costs no new request (issue 5: the actor answer is cached on
// the client), and a small hook for the page's other loads.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getActorDataByIdOrName, trackActorProfileVisit } from '../../api/actors.ts';
import { takeFirstActorAnswer } from '../../api/firstVisit.ts';
import type { Actor } from '../../contract/entities.ts';
import { isNewProfileVisit, type TrackedVisit } from './actorProfileRules.ts';

/** The actor as the profile shows it (isBanned is worked out by the server from the guest's country). */
export type ProfileActor = Actor;

// A login reloads the page (src/features/checkout), so per-guest fields never go stale here.
const byName = new Map<string, Promise<ProfileActor>>();
/** The answers that came, by the same key: a page can render with them at once (`peekActor`). */
const arrived = new Map<string, ProfileActor>();

/** The actor of a profile URL; a failed load is forgotten so the next visit asks again. */
export function loadActor(actorName: string): Promise<ProfileActor> {
  const key = actorName.toLowerCase();
  let pending = byName.get(key);
  if (!pending) {
    // the visit's first page: the first-request script may have asked already (src/api/firstVisit.ts)
    const early = takeFirstActorAnswer<Awaited<ReturnType<typeof getActorDataByIdOrName>>>(key);
    pending = (early ?? Promise.resolve(null)).then((answer) => answer ?? getActorDataByIdOrName(actorName)).then(({ actor }) => actor);
    pending.then(
      (actor) => arrived.set(key, actor),
      () => byName.delete(key),
    );
    byName.set(key, pending);
  }
  return pending;
}

/** The actor of a profile URL when its answer is already here (no loading step to render), else undefined. */
export function peekActor(actorName: string): ProfileActor | undefined {
  return arrived.get(actorName.toLowerCase());
}

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  | { status: 'error'; error: unknown /** Asks again (useLoaded sets it). */; retry?: () => void };

/**
 * Runs `load` when `key` changes and answers its state; a late answer for an old key is dropped.
 * `peek` answers what is already here: the first render shows it at once, with no loading step
 * that the content would then push away (issue 23), and nothing is asked for again.
 */
export function useLoaded<T>(key: string, load: () => Promise<T>, peek?: () => T | undefined): Loaded<T> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>(() => {
    const here = peek?.();
    return { key, loaded: here === undefined ? { status: 'loading' } : { status: 'ok', data: here } };
  });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const isFirstPeek = useRef(state.loaded.status === 'ok');
  useEffect(() => {
    // the mount that rendered a peeked answer: nothing to load
    if (isFirstPeek.current) {
      isFirstPeek.current = false;
      return;
    }
    let current = true;
    setState({ key, loaded: { status: 'loading' } });
    load().then(
      (data) => current && setState({ key, loaded: { status: 'ok', data } }),
      (error: unknown) => current && setState({ key, loaded: { status: 'error', error, retry } }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; `key` names what it loads, `attempt` counts retries.
  }, [key, attempt, retry]);
  return state.key === key ? state.loaded : { status: 'loading' };
}

let lastVisit: TrackedVisit | null = null;

/** Tracks one profile visit per page view; a failed tracking call is ignored (it is statistics). */
export function trackVisit(actorName: string, path: string, now = Date.now()): void {
  if (!isNewProfileVisit(lastVisit, path, now)) return;
  lastVisit = { path, at: now };
  trackActorProfileVisit(actorName).catch(() => {
    // spec part 2 tracker: a visit that could not be counted changes nothing for the guest
  });
}
