// The navbar's message preview on the query service (spec part 1 §3 Navbar message, §9: at most 5).
import { PAGING } from '../contract/constants.ts';
import type { NavbarMessage } from '../contract/entities/messenger.ts';
import { query } from './query.ts';

const FIELDS = 'id isActorOnline unread unreadCount channelId actorId pictureUrl actorName actorAge sentDiffForHumans subject';

export async function getNavbarMessages(first: number = PAGING.navbarMessagePreviews): Promise<NavbarMessage[]> {
  return (
    await query<{ navbarMessages: NavbarMessage[] }>(`query NavbarMessages($first: Int!) { navbarMessages(first: $first) { ${FIELDS} } }`, {
      first,
    })
  ).navbarMessages;
}
