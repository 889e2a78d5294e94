// Which actors are online and in a free show (spec part 1 §4: favourites online count): the
// shape and the rules read from it. How server events change it is in presenceEvents.ts.

export interface PresenceData {
  /**
   * The server's full list arrived (session.ack): an actor missing from `online` is offline.
   * Before that, a page's own isOnline (from its query) is the best knowledge there is.
   */
  synced: boolean;
  /** Keyed by actor id: true online, false offline (an event said so), missing unknown. */
  online: Record<number, boolean>;
  /** Keyed by actor id: whether the actor is in a free show, as far as events told. */
  freeChat: Record<number, boolean>;
  /** How many actors are online site-wide (session.ack, then presence frames); null before the first. */
  onlineCount: number | null;
}

export function emptyPresence(): PresenceData {
  return { synced: false, online: {}, freeChat: {}, onlineCount: null };
}

/** Whether an actor is online: live knowledge first, else what the page was served with. */
export function isActorOnline(presence: Readonly<PresenceData>, actorId: number, served: boolean): boolean {
  const known = presence.online[actorId];
  if (known !== undefined) return known;
  return presence.synced ? false : served;
}

/** Whether an actor is in a free show: live once synced, else what the page was served with. */
export function isActorInFreeChat(presence: Readonly<PresenceData>, actorId: number, served: boolean): boolean {
  const known = presence.freeChat[actorId];
  if (known !== undefined) return known;
  return presence.synced ? false : served;
}

/** Online actors among the pinned ones: the favourites online count (spec part 1 §4, Pinning). */
export function favoritesOnlineCount(presence: Readonly<PresenceData>, pinnedActorIds: readonly number[]): number {
  return pinnedActorIds.filter((id) => presence.online[id] === true).length;
}
