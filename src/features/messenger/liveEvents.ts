// The messenger's live events (spec part 2 socket frames): new and refused messages, channel
// changes, presence, prices and one-click top-ups, applied to the store as they come, and what
// the page loads when it starts. listeners.ts registers these handlers.
import type { ServerMessages } from '../../contract/socket.ts';
import { logMessengerError } from '../../state/logQueue.ts';
import { network } from '../../state/network.ts';
import { getBoughtGifts } from './api.ts';
import { applyPriceNotice, archiveChannel, setActorOnline, setFreeChat, upsertChannel, withoutActor } from './channelList.ts';
import { retryMessage } from './composer.ts';
import { mergeMessages } from './conversationRules.ts';
import { type FrameHandlers, listenToMessenger } from './listeners.ts';
import { guestShown, listening, sessionAcknowledged, socketStatusChanged } from './messengerTab.ts';
import { confirm, fail, failPosted } from './pendingMessages.ts';
import {
  applyBought,
  initialState,
  loadCatalogue,
  loadNewest,
  loadRecommendations,
  messenger,
  messengerTab,
  moveMessengerTab,
  postDue,
  readShownChannel,
  reloadChannels,
} from './store.ts';

function onSessionAck(): void {
  moveMessengerTab(sessionAcknowledged);
  postDue();
  // frames missed while the socket was away: the list and the open conversation again
  reloadChannels();
  if (messenger.conversation.channelId !== null) void loadNewest(messenger.conversation.channelId);
}

function onNetworkChanged(): void {
  moveMessengerTab((tab) => socketStatusChanged(tab, network.socket));
  postDue();
}

function onMessage({ message, channel, clientId }: ServerMessages['message.new']): void {
  messenger.channels = upsertChannel(messenger.channels, channel);
  const confirmed = clientId === null ? null : confirm(messenger.pending, clientId);
  if (confirmed?.confirmed) {
    messenger.pending = confirmed.messages;
    const gift = confirmed.confirmed.gift;
    // the server took the bought gift: one less held, the temporary count was taken already
    if (gift?.fromBought)
      messenger.catalogue.bought = {
        ...messenger.catalogue.bought,
        [gift.id]: Math.max(0, (messenger.catalogue.bought[gift.id] ?? 0) - 1),
      };
  } else if (message.sender === 'guest' && message.gift) {
    // sent from another tab: it may have used a bought gift
    void getBoughtGifts().then(applyBought, () => undefined);
  }
  const conversation = messenger.conversation;
  if (conversation.channelId === message.channelId && conversation.status === 'ready') {
    const isNew = !conversation.messages.some((item) => item.messageId === message.messageId);
    conversation.messages = mergeMessages(conversation.messages, [message]);
    if (isNew) conversation.total += 1;
  }
  readShownChannel();
}

function onRefused({ clientId, code, missingCents }: ServerMessages['message.refused']): void {
  messenger.pending = fail(messenger.pending, clientId, code, missingCents);
}

function onOneClick(result: ServerMessages['oneclick.result']): void {
  if (messenger.oneClick.channelId !== result.channelId || messenger.oneClick.status !== 'charging') return;
  if (!result.success) {
    messenger.oneClick.status = 'failed';
    return;
  }
  messenger.oneClick = { channelId: null, amount: 0, status: 'idle' };
  const refused = messenger.pending.filter(
    (message) => message.channelId === result.channelId && message.failure?.code === 'NOT_ENOUGH_MONEY',
  );
  for (const message of refused) retryMessage(message.clientId);
}

function onActorOffline(actorId: number): void {
  messenger.channels = setActorOnline(messenger.channels, actorId, false);
  messenger.recommendations = {
    strip: withoutActor(messenger.recommendations.strip, actorId),
    grid: withoutActor(messenger.recommendations.grid, actorId),
  };
}

function onError({ inReplyTo, code }: ServerMessages['error']): void {
  if (inReplyTo === 'message.send' || inReplyTo === 'channel.archive') logMessengerError(`${inReplyTo} refused: ${code}`);
  if (inReplyTo === 'message.send') messenger.pending = failPosted(messenger.pending, messengerTab().session.number);
  // an archive is applied only when the server announces it (channel.archived), never
  // ahead: a refused one changed nothing here, and the list is read again to match the server
  if (inReplyTo === 'channel.archive') reloadChannels();
}

const frames: FrameHandlers = {
  'session.ack': onSessionAck,
  'message.new': onMessage,
  'message.refused': onRefused,
  'channel.updated': ({ channel }) => {
    messenger.channels = upsertChannel(messenger.channels, channel);
    readShownChannel();
  },
  'channel.archived': ({ channelId }) => {
    Object.assign(messenger, archiveChannel(messenger.channels, messenger.selection, channelId));
  },
  'actor.online': ({ actorId, freeChat }) => {
    messenger.channels = setActorOnline(messenger.channels, actorId, true, freeChat);
  },
  'actor.offline': ({ actorId }) => onActorOffline(actorId),
  presence: ({ changes }) => {
    for (const { actorId, isOnline, freeChat } of changes) {
      if (isOnline) messenger.channels = setActorOnline(messenger.channels, actorId, true, freeChat);
      else onActorOffline(actorId);
    }
  },
  'freeshow.start': ({ actorId }) => {
    messenger.channels = setFreeChat(messenger.channels, actorId, true);
  },
  'freeshow.stop': ({ actorId }) => {
    messenger.channels = setFreeChat(messenger.channels, actorId, false);
  },
  'message.price': (notice) => {
    messenger.channels = applyPriceNotice(messenger.channels, notice);
  },
  'oneclick.result': onOneClick,
  error: onError,
};

/**
 * Listens to the socket, the network and the page, and loads what the page shows. Another guest
 * (a login or logout in another tab, which changes this one without a reload) starts from
 * nothing, with listeners of its own.
 */
export function startMessenger(language: string, guestId: number | null): void {
  const tab = messengerTab();
  if (guestId !== tab.guestId) {
    tab.stopListening?.();
    moveMessengerTab((current) => guestShown(current, guestId));
    Object.assign(messenger, initialState());
  }
  if (messengerTab().stopListening === null) {
    // back to a tab that shows a conversation: what arrived meanwhile is read now (visibilityChanged)
    const stopListening = listenToMessenger({ frames, networkChanged: onNetworkChanged, visibilityChanged: readShownChannel });
    moveMessengerTab((current) => listening(current, stopListening));
  }
  reloadChannels();
  void loadCatalogue(language);
  void loadRecommendations();
}
