// Which actors are online right now, for every tile and list (spec part 1 §4). Seeded by the
// server's list in session.ack and kept current by actor.online / actor.offline and free show
// events (presenceEvents.ts, applied through updatePresence by src/realtime/dispatch.ts, so the
// event rules stay off the first load).
import { proxy } from 'valtio';
import { emptyPresence, type PresenceData } from './presenceRules.ts';

export { isActorInFreeChat, isActorOnline } from './presenceRules.ts';

export const presence = proxy<PresenceData>(emptyPresence());

/** Changes presence with a rule of presenceEvents.ts; answers what the rule answers. */
export function updatePresence<R>(rule: (presence: PresenceData) => R): R {
  return rule(presence);
}
