// Which actors this tab's screen shows (issue 23, point 3): the socket hears the presence of
// these (and of the guest's pinned ones) only. Components that show an actor's live state name
// it with useWatchedActors while mounted; the tab's list goes to the socket owner (client.ts),
// which tells the server the union over all tabs. Kept free of the socket code: a tile on the
// first paint registers here before the live connection is loaded.
import { useEffect } from 'react';

const counts = new Map<number, number>();
let send: ((actorIds: number[]) => void) | null = null;
let scheduled = false;

/** The actors shown now, ascending. */
function watchedActorIds(): number[] {
  return [...counts.keys()].sort((a, b) => a - b);
}

/** One message per burst of mounts and unmounts (a grid page swaps dozens of tiles at once). */
function scheduleSend(): void {
  if (scheduled || !send) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    send?.(watchedActorIds());
  });
}

/** Counts the actors in while something shows them; answers the function that counts them out. */
function watchActors(actorIds: readonly number[]): () => void {
  for (const actorId of actorIds) counts.set(actorId, (counts.get(actorId) ?? 0) + 1);
  scheduleSend();
  return () => {
    for (const actorId of actorIds) {
      const left = (counts.get(actorId) ?? 1) - 1;
      if (left > 0) counts.set(actorId, left);
      else counts.delete(actorId);
    }
    scheduleSend();
  };
}

/** The component shows these actors' live state while mounted. */
export function useWatchedActors(actorIds: readonly number[]): void {
  const key = actorIds.join(',');
  useEffect(() => watchActors(key === '' ? [] : key.split(',').map(Number)), [key]);
}

/** The live connection's sender (client.ts); the current list goes out at once. */
export function setWatchSender(sender: ((actorIds: number[]) => void) | null): void {
  send = sender;
  if (sender) sender(watchedActorIds());
}
