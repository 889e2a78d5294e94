// The messenger page's store (spec part 1 §2 messenger screen, §4 Channel and Gift messages):
// the guest's channels and the list view, what is selected, the open conversation, the messages
// this tab sent and has not seen confirmed, the recommended actors, the gift and toy catalogue
// and the composer. Components read it with useSnapshot and change it only through the
// functions below; the rules they apply are the plain functions beside this file.
import { proxy, subscribe } from 'valtio';
import { DEFAULTS } from '../../contract/constants.ts';
import type { ActorTile, Gift, ToyControl, Voucher } from '../../contract/entities.ts';
import type { ChannelFilter, ChannelListView } from '../../contract/enums.ts';
import type { Channel, GiftCounts, MessengerMessage } from '../../contract/messenger.ts';
import type { ServerMessages } from '../../contract/socket.ts';
import { onServerFrame, sendFrame } from '../../realtime/client.ts';
import { guest, updateGuest } from '../../state/guest.ts';
import { network } from '../../state/network.ts';
import { getBoughtGifts, getCatalogue, getMessengerChannels, getMessengerContent, getRecommendations, touchMessengerChannel } from './api.ts';
import { createThrottle } from './channelLoading.ts';
import { applyPriceNotice, archiveChannel, NO_SELECTION, selectChannel as selectRule, setActorOnline, setFreeChat, upsertChannel, withoutActor, type Selection } from './channelList.ts';
import { chooseGift, nextMessagePrice, oneClickAmount, releaseGift, temporaryCounts, toCents, type GiftState } from './composerRules.ts';
import { CONVERSATION_PAGE, hasOlder, mergeMessages, newClientId, olderOffset } from './conversationRules.ts';
import { confirm, fail, failPosted, markPosted, retry, sendFrameOf, toPost, type PendingMessage } from './pendingMessages.ts';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
/** A toy control as the query service lists it. */
export type ToyControlOption = Pick<ToyControl, 'id' | 'duration' | 'displayName' | 'random' | 'price'>;

const initialState = () => ({
  channels: [] as Channel[],
  channelsStatus: 'idle' as LoadStatus,
  view: { filter: 'newest', onlineOnly: false } as ChannelListView,
  selection: NO_SELECTION as Selection,
  /** An actor asked for by `?actorId=` whose channel could not be opened. */
  actorError: false,
  conversation: { channelId: null as number | null, status: 'idle' as LoadStatus, messages: [] as MessengerMessage[], total: 0, loadingOlder: false },
  pending: [] as PendingMessage[],
  recommendations: { strip: [] as ActorTile[], grid: [] as ActorTile[] },
  catalogue: { language: '', status: 'idle' as LoadStatus, gifts: [] as Gift[], toyControls: [] as ToyControlOption[], bought: {} as GiftCounts },
  composer: { text: '', gifts: { temporary: {}, chosen: null } as GiftState, toyControlId: null as number | null },
  /** The one-click charge asked for from a message refused for money, and how it went. */
  oneClick: { channelId: null as number | null, amount: 0, status: 'idle' as 'idle' | 'charging' | 'failed' },
});

export const messenger = proxy(initialState());

// --- the socket session (pendingMessages.ts) ---

/** Sessions acknowledged while this tab listened; a message is posted at most once in each. */
let session = 0;
/** A session.ack came and no status since said the socket is down (the owner reports `live` just after the ack). */
let ackedSinceDown = false;
/** Frames go out on a live session of a browser that is online: offline, the socket may be dead without knowing it yet. */
const isLive = () => network.isOnline && (ackedSinceDown || network.socket === 'live');

function postDue(): void {
  if (!isLive()) return;
  const due = toPost(messenger.pending, session);
  if (due.length === 0) return;
  for (const message of due) sendFrame(sendFrameOf(message));
  messenger.pending = markPosted(messenger.pending, due.map((message) => message.clientId), session);
}

// --- channels ---

let channelLoads = 0;
async function loadChannels(): Promise<void> {
  const serial = ++channelLoads;
  if (messenger.channels.length === 0) messenger.channelsStatus = 'loading';
  try {
    const channels = await getMessengerChannels();
    if (serial !== channelLoads) return; // a newer load is on its way
    // A channel touched into being while this load was on its way (the open conversation) is
    // not in its answer yet: it stays.
    const open = messenger.channels.find((channel) => channel.id === messenger.selection.channelId);
    messenger.channels = open && !channels.some((channel) => channel.id === open.id) ? upsertChannel(channels, open) : channels;
    messenger.channelsStatus = 'ready';
  } catch {
    if (serial === channelLoads) messenger.channelsStatus = messenger.channels.length ? 'ready' : 'error';
  }
}
const channelThrottle = createThrottle(() => void loadChannels());

/** The guest's retry after the channel list failed to load. */
export function retryChannels(): void {
  void loadChannels();
}

/** Loads the channels again (at most one request per 500 ms, spec part 1 §5). */
export const reloadChannels = (): void => channelThrottle.request();

export function setFilter(filter: ChannelFilter): void {
  messenger.view.filter = filter;
}

/** Turning online-only on or off reloads the channels (spec part 1 §4). */
export function setOnlineOnly(onlineOnly: boolean): void {
  if (messenger.view.onlineOnly === onlineOnly) return;
  messenger.view.onlineOnly = onlineOnly;
  reloadChannels();
}

const channelOf = (channelId: number | null) => messenger.channels.find((channel) => channel.id === channelId);

/** Selects a channel of the list: it is read (here and on the server) and its conversation opens. */
export function selectChannel(channelId: number, now = Date.now()): void {
  const selected = selectRule(messenger.channels, guest.unreadMessages, channelId, now);
  if (!selected) return;
  messenger.channels = selected.channels;
  messenger.selection = selected.selection;
  messenger.actorError = false;
  updateGuest((live) => {
    live.unreadMessages = selected.unreadTotal;
  });
  sendFrame({ type: 'channel.read', data: { channelId } });
  void openConversation(channelId);
}

/** The open conversation's channel, when it has unread messages (they arrived while it was open). */
export function readOpenChannel(): void {
  const channel = channelOf(messenger.selection.channelId);
  if (channel && channel.unreadCount > 0) selectChannel(channel.id);
}

/** The channel whose conversation is on screen now (Conversation.tsx mounts and unmounts it). */
let shownChannelId: number | null = null;

/** The conversation of `channelId` is on screen (until the returned function is called). */
export function showConversation(channelId: number): () => void {
  shownChannelId = channelId;
  readShownChannel();
  return () => {
    if (shownChannelId === channelId) shownChannelId = null;
  };
}

/**
 * An answer that arrives in the conversation on screen is read as it arrives: its unread badge
 * clears and the server is told (channel.read, as selecting it would). A tab in the background
 * leaves it unread until the guest comes back to it.
 */
function readShownChannel(): void {
  if (shownChannelId === null || shownChannelId !== messenger.selection.channelId) return;
  if (typeof document !== 'undefined' && document.visibilityState !== 'visible') return;
  readOpenChannel();
}

/** Opens the conversation with an actor (`?actorId=`): its channel, touched into being if new. */
export async function selectActor(actorId: number): Promise<void> {
  const known = messenger.channels.find((channel) => channel.actorId === actorId);
  if (known) return selectChannel(known.id);
  try {
    const channel = await touchMessengerChannel(actorId);
    messenger.channels = upsertChannel(messenger.channels, channel);
    selectChannel(channel.id);
  } catch {
    messenger.actorError = true;
  }
}

/** Back to the list (small screens) or to the recommendations. */
export function closeConversation(): void {
  messenger.selection = NO_SELECTION;
  messenger.actorError = false;
  messenger.conversation = { channelId: null, status: 'idle', messages: [], total: 0, loadingOlder: false };
}

export function setArchived(channelId: number, archived: boolean): void {
  sendFrame({ type: 'channel.archive', data: { channelId, archived } });
}

// --- the conversation ---

async function openConversation(channelId: number): Promise<void> {
  if (messenger.conversation.channelId === channelId && messenger.conversation.status !== 'error') return;
  messenger.conversation = { channelId, status: 'loading', messages: [], total: 0, loadingOlder: false };
  await loadNewest(channelId);
}

/** The newest page, merged into what is loaded (first open, and after a reconnect). */
async function loadNewest(channelId: number): Promise<void> {
  try {
    const page = await getMessengerContent(channelId, CONVERSATION_PAGE, 0);
    const conversation = messenger.conversation;
    if (conversation.channelId !== channelId) return;
    conversation.messages = mergeMessages(conversation.messages, page.items);
    conversation.total = Math.max(page.total, conversation.messages.length);
    conversation.status = 'ready';
  } catch {
    if (messenger.conversation.channelId === channelId && messenger.conversation.status === 'loading') messenger.conversation.status = 'error';
  }
}

/** The next older page (the guest scrolled up). */
export async function loadOlder(): Promise<void> {
  const conversation = messenger.conversation;
  const channelId = conversation.channelId;
  if (channelId === null || conversation.status !== 'ready' || conversation.loadingOlder || !hasOlder(conversation.messages, conversation.total)) return;
  conversation.loadingOlder = true;
  try {
    const page = await getMessengerContent(channelId, CONVERSATION_PAGE, olderOffset(conversation.messages));
    if (messenger.conversation.channelId !== channelId) return;
    messenger.conversation.messages = mergeMessages(messenger.conversation.messages, page.items);
    messenger.conversation.total = page.total;
  } catch {
    // the older page stays to load: the guest scrolls or presses "load older" again
  } finally {
    if (messenger.conversation.channelId === channelId) messenger.conversation.loadingOlder = false;
  }
}

// --- recommendations and the gift catalogue ---

async function loadRecommendations(): Promise<void> {
  const [strip, grid] = await Promise.all([
    getRecommendations({ fsk: DEFAULTS.ageRating }),
    getRecommendations({ useGrid: true, fsk: DEFAULTS.ageRating }),
  ]).catch(() => [[], []] as ActorTile[][]); // an optional block: without it the page still works
  messenger.recommendations = { strip: strip ?? [], grid: grid ?? [] };
}

async function loadCatalogue(language: string): Promise<void> {
  if (messenger.catalogue.language === language && messenger.catalogue.status !== 'error') return;
  messenger.catalogue.language = language;
  messenger.catalogue.status = 'loading';
  try {
    const catalogue = await getCatalogue(language);
    if (messenger.catalogue.language !== language) return;
    Object.assign(messenger.catalogue, { status: 'ready', gifts: catalogue.gifts, toyControls: catalogue.toyControls });
    applyBought(catalogue.bought);
  } catch {
    if (messenger.catalogue.language === language) messenger.catalogue.status = 'error';
  }
}

/** A new bought count: the temporary counts are worked out again from it. */
function applyBought(bought: GiftCounts): void {
  const taken = [messenger.composer.gifts.chosen, ...messenger.pending.map((message) => message.gift)]
    .filter((gift) => gift?.fromBought)
    .map((gift) => gift!.id);
  messenger.catalogue.bought = bought;
  messenger.composer.gifts.temporary = temporaryCounts(bought, taken);
}

// --- the composer ---

export function setText(text: string): void {
  messenger.composer.text = text;
}

export function chooseGiftFor(gift: Pick<Gift, 'id' | 'price'>): void {
  messenger.composer.gifts = chooseGift(messenger.composer.gifts, messenger.catalogue.bought, { id: gift.id, priceCents: toCents(gift.price.value) });
}

export function clearGift(): void {
  messenger.composer.gifts = releaseGift(messenger.composer.gifts, messenger.catalogue.bought);
}

export function chooseToyControl(toyControlId: number | null): void {
  messenger.composer.toyControlId = toyControlId;
}

/** The open conversation's channel, whether or not it is selected in the list. */
export const openChannel = (): Channel | undefined => channelOf(messenger.conversation.channelId);

type PriceState = { readonly [K in 'composer' | 'catalogue' | 'pending']: DeepReadonly<(typeof messenger)[K]> };
type DeepReadonly<T> = T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/** What the next message in `channel` costs, as the composer stands, with the pending messages and the guest's vouchers. */
export function composerPrice(channel: Readonly<Channel>, state: PriceState = messenger, vouchers: readonly Readonly<Voucher>[] = guest.vouchers) {
  const toy = channel.isDildocontrolAvailable ? state.catalogue.toyControls.find((item) => item.id === state.composer.toyControlId) : undefined;
  return nextMessagePrice({ channel, vouchers, pending: state.pending as PendingMessage[], gift: state.composer.gifts.chosen, toyControlPriceCents: toy ? toCents(toy.price.value) : null });
}

/** Sends the composer's message: shown at once as pending, posted now or when the socket is back. */
export function sendMessage(now = Date.now()): void {
  const channel = openChannel();
  const { composer, catalogue } = messenger;
  const text = composer.text.trim();
  const chosen = composer.gifts.chosen;
  const gift = chosen ? catalogue.gifts.find((item) => item.id === chosen.id) : undefined;
  const toy = channel?.isDildocontrolAvailable ? catalogue.toyControls.find((item) => item.id === composer.toyControlId) : undefined;
  if (!channel || (text === '' && !gift && !toy)) return;
  messenger.pending = [
    ...messenger.pending,
    {
      clientId: newClientId(),
      channelId: channel.id,
      actorId: channel.actorId,
      text,
      gift: gift && chosen ? { id: gift.id, name: gift.name, imageUrl: gift.imageUrl, fromBought: chosen.fromBought } : null,
      toyControl: toy ? { id: toy.id, displayName: toy.displayName, duration: toy.duration } : null,
      price: composerPrice(channel),
      createdAt: now,
      status: 'pending',
      postedInSession: null,
      failure: null,
    },
  ];
  // the gift now belongs to the message: its temporary count stays taken
  messenger.composer = { text: '', gifts: { temporary: composer.gifts.temporary, chosen: null }, toyControlId: null };
  postDue();
}

/** Sends a failed message again, priced anew, with its clientId (nothing of it was stored). */
export function retryMessage(clientId: string): void {
  const message = messenger.pending.find((item) => item.clientId === clientId);
  const channel = channelOf(message?.channelId ?? null);
  if (!message || !channel) return;
  const others = messenger.pending.filter((item) => item !== message);
  const gift = message.gift ? { id: message.gift.id, priceCents: message.price.giftCents, fromBought: message.gift.fromBought } : null;
  const price = nextMessagePrice({ channel, vouchers: guest.vouchers, pending: others, gift, toyControlPriceCents: message.toyControl ? message.price.toyControlCents : null });
  messenger.pending = retry(messenger.pending, clientId).map((item) => (item.clientId === clientId ? { ...item, price } : item));
  postDue();
}

/** Drops a failed message; a bought gift it carried is free again. */
export function discardMessage(clientId: string): void {
  const message = messenger.pending.find((item) => item.clientId === clientId && item.status === 'failed');
  if (!message) return;
  messenger.pending = messenger.pending.filter((item) => item !== message);
  applyBought(messenger.catalogue.bought);
}

/** Tops the balance up through the saved method for a message refused for money, then sends it again. */
export function chargeOneClick(channelId: number, missingCents: number): void {
  const amount = oneClickAmount(missingCents);
  messenger.oneClick = { channelId, amount, status: 'charging' };
  sendFrame({ type: 'oneclick.charge', data: { amount, channelId } });
}

// --- live events ---

function onMessage({ message, channel, clientId }: ServerMessages['message.new']): void {
  messenger.channels = upsertChannel(messenger.channels, channel);
  const confirmed = clientId === null ? null : confirm(messenger.pending, clientId);
  if (confirmed?.confirmed) {
    messenger.pending = confirmed.messages;
    const gift = confirmed.confirmed.gift;
    // the server took the bought gift: one less held, the temporary count was taken already
    if (gift?.fromBought) messenger.catalogue.bought = { ...messenger.catalogue.bought, [gift.id]: Math.max(0, (messenger.catalogue.bought[gift.id] ?? 0) - 1) };
  } else if (message.sender === 'guest' && message.gift) {
    // sent from another tab: it may have used a bought gift
    void getBoughtGifts().then(applyBought, () => undefined);
  }
  const conversation = messenger.conversation;
  if (conversation.channelId === message.channelId && conversation.status === 'ready') {
    const isNew = !conversation.messages.some((item) => item.messageId === message.messageId);
    conversation.messages = mergeMessages(conversation.messages, [message]);
    if (isNew) conversation.total += 1;
  }  readShownChannel();
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
  const refused = messenger.pending.filter((message) => message.channelId === result.channelId && message.failure?.code === 'NOT_ENOUGH_MONEY');
  for (const message of refused) retryMessage(message.clientId);
}

function onActorOffline(actorId: number): void {
  messenger.channels = setActorOnline(messenger.channels, actorId, false);
  messenger.recommendations = { strip: withoutActor(messenger.recommendations.strip, actorId), grid: withoutActor(messenger.recommendations.grid, actorId) };
}

let started = false;
let shownGuestId: number | null = null;

/**
 * Listens to the socket (once) and loads what the page shows. Another guest (a login or logout
 * in another tab, which changes this one without a reload) starts from nothing.
 */
export function startMessenger(language: string, guestId: number | null): void {
  if (guestId !== shownGuestId) {
    shownGuestId = guestId;
    Object.assign(messenger, initialState());
  }
  if (!started) {
    started = true;
    onServerFrame('session.ack', () => {
      session += 1;
      ackedSinceDown = true;
      postDue();
      // frames missed while the socket was away: the list and the open conversation again
      reloadChannels();
      if (messenger.conversation.channelId !== null) void loadNewest(messenger.conversation.channelId);
    });
    subscribe(network, () => {
      if (network.socket !== 'live') ackedSinceDown = false;
      postDue();
    });
    onServerFrame('message.new', onMessage);
    onServerFrame('message.refused', onRefused);
    onServerFrame('channel.updated', ({ channel }) => {
      messenger.channels = upsertChannel(messenger.channels, channel);
      readShownChannel();
    });
    // back to a tab that shows a conversation: what arrived meanwhile is read now
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', readShownChannel);
    onServerFrame('channel.archived', ({ channelId }) => {
      Object.assign(messenger, archiveChannel(messenger.channels, messenger.selection, channelId));
    });
    onServerFrame('actor.online', ({ actorId, freeChat }) => {
      messenger.channels = setActorOnline(messenger.channels, actorId, true, freeChat);
    });
    onServerFrame('actor.offline', ({ actorId }) => onActorOffline(actorId));
    onServerFrame('freeshow.start', ({ actorId }) => {
      messenger.channels = setFreeChat(messenger.channels, actorId, true);
    });
    onServerFrame('freeshow.stop', ({ actorId }) => {
      messenger.channels = setFreeChat(messenger.channels, actorId, false);
    });
    onServerFrame('message.price', (notice) => {
      messenger.channels = applyPriceNotice(messenger.channels, notice);
    });
    onServerFrame('oneclick.result', onOneClick);
    onServerFrame('error', ({ inReplyTo }) => {
      if (inReplyTo === 'message.send') messenger.pending = failPosted(messenger.pending, session);
      // an archive is applied only when the server announces it (channel.archived), never
      // ahead: a refused one changed nothing here, and the list is read again to match the server
      if (inReplyTo === 'channel.archive') reloadChannels();
    });
  }
  reloadChannels();
  void loadCatalogue(language);
  void loadRecommendations();
}
