// One valid input per client socket frame type: the shapes the fuzz test (fuzz.test.ts) mutates
// into bad input. Typed by the contract (ClientMessages), so a frame type added without a sample
// here, or a sample that no longer fits its frame, is a compile error.
import type { ClientMessages, ClientMessageType } from '../../src/contract/socket.ts';
import type { FuzzIds, Sample } from './fuzzSamples.ts';

type FrameSamples = { [K in ClientMessageType]: Sample<ClientMessages[K]> };

export function frameSamples(ids: FuzzIds): FrameSamples {
  return {
    'session.request': { input: { token: 'not-a-token' } },
    ping: { input: {} },
    'notifications.request': { input: { kind: 'navbar', limit: 5 } },
    'message.send': {
      input: {
        clientId: 'fuzz-client-0001',
        actorId: ids.actorId,
        text: 'hello',
        attachments: [{ type: 'picture', id: ids.pictureId }],
        giftId: null,
        toyControlId: null,
      },
      shape: { kinds: { giftId: 'primitive', toyControlId: 'primitive' } },
    },
    'channel.read': { input: { channelId: ids.channelId } },
    'chat.start': { input: { actorId: ids.actorId, kind: 'single' } },
    'chat.leave': { input: { sessionId: ids.chatSessionId } },
    'chat.message': { input: { sessionId: ids.chatSessionId, text: 'hi' } },
    'chat.reaction': { input: { sessionId: ids.chatSessionId, reaction: 'heart' } },
    'chat.toy': { input: { sessionId: ids.chatSessionId, toyControlId: 1 } },
    'oneclick.charge': { input: { amount: 10, channelId: ids.channelId } },
    pin: { input: { kind: 'actor', id: ids.actorId } },
    unpin: { input: { kind: 'album', id: ids.photoAlbumId } },
    'channels.load': { input: { offset: 0, first: 10, filter: 'newest', onlineOnly: false } },
    'channel.archive': { input: { channelId: ids.channelId, archived: true } },
    'notification.read': { input: { id: null } },
    'notification.seen': { input: { id: 1 }, shape: { kinds: { id: 'primitive' } } },
    leave: { input: {} },
    comeback: { input: {} },
    'presence.watch': { input: { actorIds: [ids.actorId] } },
  };
}
