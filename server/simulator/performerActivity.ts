// What the performer simulator does next: pure rules over the actors' current state, no I/O,
// so a unit test (or the simulator's own test) can drive them with a seeded random.

/** One thing an actor does; each maps to one presence domain call and one or two socket events. */
export type PerformerActivity =
  | { kind: 'online'; actorId: number }
  | { kind: 'offline'; actorId: number }
  | { kind: 'freeshow.start'; actorId: number }
  | { kind: 'freeshow.stop'; actorId: number };

export interface PerformerState {
  id: number;
  isOnline: boolean;
  isInFreeShow: boolean;
}

/** The share of all actors kept online, both bounds inclusive (a live site at a normal hour). */
export interface OnlineShare {
  min: number;
  max: number;
}

export const DEFAULT_ONLINE_SHARE: OnlineShare = { min: 0.2, max: 0.3 };

/** How often a step changes presence rather than a free show. */
const PRESENCE_WEIGHT = 0.6;
/** Free shows aimed at among online actors: above it shows tend to stop, below to start. */
const FREE_SHOW_SHARE = 0.3;

/** A uniform float in [0, 1): Math.random, or a seeded PRNG in tests. */
export type RandomSource = () => number;

function pick<T>(items: readonly T[], random: RandomSource): T {
  return items[Math.floor(random() * items.length)] as T;
}

/**
 * The next activity, or null when there are no actors. Outside the online share the step always
 * moves back towards it; inside, presence changes go either way unless they would leave it.
 */
export function nextActivity(
  actors: readonly PerformerState[],
  random: RandomSource,
  share: OnlineShare = DEFAULT_ONLINE_SHARE,
): PerformerActivity | null {
  if (actors.length === 0) return null;
  const online = actors.filter((actor) => actor.isOnline);
  const offline = actors.filter((actor) => !actor.isOnline);
  const minOnline = Math.ceil(share.min * actors.length);
  const maxOnline = Math.floor(share.max * actors.length);

  const comeOnline = (): PerformerActivity | null => (offline.length ? { kind: 'online', actorId: pick(offline, random).id } : null);
  const goOffline = (): PerformerActivity | null => (online.length ? { kind: 'offline', actorId: pick(online, random).id } : null);

  if (online.length < minOnline) return comeOnline();
  if (online.length > maxOnline) return goOffline();

  if (random() >= PRESENCE_WEIGHT) {
    const showing = online.filter((actor) => actor.isInFreeShow);
    const notShowing = online.filter((actor) => !actor.isInFreeShow);
    const wantsStart = showing.length < FREE_SHOW_SHARE * online.length ? random() < 0.75 : random() < 0.25;
    if (wantsStart && notShowing.length) return { kind: 'freeshow.start', actorId: pick(notShowing, random).id };
    if (showing.length) return { kind: 'freeshow.stop', actorId: pick(showing, random).id };
    if (notShowing.length) return { kind: 'freeshow.start', actorId: pick(notShowing, random).id };
  }

  const canGoOnline = online.length + 1 <= maxOnline;
  const canGoOffline = online.length - 1 >= minOnline;
  if (canGoOnline && canGoOffline) return random() < 0.5 ? comeOnline() : goOffline();
  if (canGoOnline) return comeOnline();
  if (canGoOffline) return goOffline();
  return null;
}

/**
 * Milliseconds until the next activity: exponential gaps (a Poisson process) averaging
 * 60,000 / eventsPerMinute, capped at five times the mean so a quiet spell stays short.
 */
export function delayUntilNext(eventsPerMinute: number, random: RandomSource): number {
  const mean = 60_000 / eventsPerMinute;
  return Math.min(5 * mean, -Math.log(1 - random()) * mean);
}
