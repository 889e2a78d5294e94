// guest/profile (ours, src/contract/restCalls.ts): the guest entity with its plans, and what the
// account screen shows beside it: language, e-mail check, teaser mode, conversion chat, free
// preview and the status bar items the server raised.
import type { Kysely } from 'kysely';
import type { FreePreviewState } from '../../src/contract/chat.ts';
import type { GuestProfile } from '../../src/contract/restCalls.ts';
import type { Database } from '../db/schema.ts';
import type { EventBus } from '../realtime/bus.ts';
import { conversionChatOf } from './conversionChat.ts';
import { guestEntity } from './guestView.ts';
import { unseenStatusItems } from './monthlyBonus.ts';

export async function guestProfile(db: Kysely<Database>, bus: EventBus, guestId: number): Promise<GuestProfile> {
  const { guest, abos, row } = await guestEntity(db, guestId, bus);
  return {
    guest,
    abos,
    language: row.language,
    isEmailVerified: row.isEmailVerified === 1,
    autoRechargeTeaserMode: row.autoRechargeTeaserMode === 'hide' ? 'hide' : 'show',
    conversionChatEnabled: row.conversionChatEnabled === 1,
    conversionChat: await conversionChatOf(db, row.id, Date.now()),
    freePreview: { state: row.freePreviewState as FreePreviewState, secondsLeft: Math.round(row.freePreviewMsLeft / 1000) },
    statusItems: await unseenStatusItems(db, row.id),
  };
}
