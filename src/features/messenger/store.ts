// The messenger page's store (spec part 1 §2 messenger screen, §4 Channel and Gift messages):
// the guest's channels and the list view, what is selected, the open conversation, the messages
// this tab sent and has not seen confirmed, the recommended actors, the gift and toy catalogue
// and the composer. Components read it with useSnapshot and change it only through the
// functions below, composer.ts (what the guest writes and sends) and liveEvents.ts (the socket's
// frames); the rules they apply are the plain functions beside these files. What no component
// reads (the socket session, the newest load, the conversation on screen, the listeners) is the
// one value of messengerTab.ts, held here.
import { proxy } from 'valtio';
import { DEFAULTS } from '../../contract/constants.ts';
import type { ActorTile, Gift, ToyControl } from '../../contract/entities.ts';
import type { ChannelFilter, ChannelListView } from '../../contract/enums.ts';
import type { Channel, GiftCounts, MessengerMessage } from '../../contract/messenger.ts';
import { sendFrame } from '../../realtime/client.ts';
import { guest, updateGuest } from '../../state/guest.ts';
import { logMessengerError } from '../../state/logQueue.ts';
import { markModuleReady, whenModuleReady } from '../../state/modules.ts';
import { network } from '../../state/network.ts';
import { getCatalogue, getMessengerChannels, getMessengerContent, getRecommendations, touchMessengerChannel } from './api.ts';
import { NO_SELECTION, type Selection, selectChannel as selectRule, upsertChannel } from './channelList.ts';
import { createThrottle } from './channelLoading.ts';
import { type GiftState, temporaryCounts } from './composerRules.ts';
import { CONVERSATION_PAGE, hasOlder, mergeMessages, olderOffset } from './conversationRules.ts';
import {
  channelLoadStarted,
  conversationHidden,
  conversationShown,
  initialMessengerTab,
  isLive,
  isNewestLoad,
  type MessengerTab,
  showsSelected,
} from './messengerTab.ts';
import { markPosted, type PendingMessage, sendFrameOf, toPost } from './pendingMessages.ts';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
/** A toy control as the query service lists it. */
export type ToyControlOption = Pick<ToyControl, 'id' | 'duration' | 'displayName' | 'random' | 'price'>;

export const initialState = () => ({
  channels: [] as Channel[],
  channelsStatus: 'idle' as LoadStatus,
  view: { filter: 'newest', onlineOnly: false } as ChannelListView,
  selection: NO_SELECTION as Selection,
  /** An actor asked for by `?actorId=` whose channel could not be opened. */
  actorError: false,
  conversation: {
    channelId: null as number | null,
    status: 'idle' as LoadStatus,
    messages: [] as MessengerMessage[],
    total: 0,
    loadingOlder: false,
  },
  pending: [] as PendingMessage[],
  recommendations: { strip: [] as ActorTile[], grid: [] as ActorTile[] },
  catalogue: {
    language: '',
    status: 'idle' as LoadStatus,
    gifts: [] as Gift[],
    toyControls: [] as ToyControlOption[],
    bought: {} as GiftCounts,
  },
  composer: { text: '', gifts: { temporary: {}, chosen: null } as GiftState, toyControlId: null as number | null },
  /** The one-click charge asked for from a message refused for money, and how it went. */
  oneClick: { channelId: null as number | null, amount: 0, status: 'idle' as 'idle' | 'charging' | 'failed' },
});

export const messenger = proxy(initialState());

/** The messenger as this tab runs it (messengerTab.ts); a new guest keeps it (its store starts anew). */
let tab: MessengerTab = initialMessengerTab();

export const messengerTab = (): Readonly<MessengerTab> => tab;

/** Moves this tab's messenger on by one of messengerTab.ts's transitions. */
export function moveMessengerTab(transition: (current: MessengerTab) => MessengerTab): MessengerTab {
  tab = transition(tab);
  return tab;
}

/** A failure as the messenger's error log says it (spec part 2 §7.6 logger/vxmessengerError): code or message, no more. */
function describeError(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return error instanceof Error ? error.message.slice(0, 200) : 'unknown';
}

// --- the socket session (pendingMessages.ts) ---

/** Posts the pending messages not posted in this session yet, when the session is live (liveEvents.ts moves it on). */
export function postDue(): void {
  if (!isLive(tab, network)) return;
  const session = tab.session.number;
  const due = toPost(messenger.pending, session);
  if (due.length === 0) return;
  for (const message of due) sendFrame(sendFrameOf(message));
  messenger.pending = markPosted(
    messenger.pending,
    due.map((message) => message.clientId),
    session,
  );
}

// --- channels ---

async function loadChannels(): Promise<void> {
  const serial = moveMessengerTab(channelLoadStarted).channelLoads;
  if (messenger.channels.length === 0) messenger.channelsStatus = 'loading';
  try {
    const channels = await getMessengerChannels();
    if (!isNewestLoad(tab, serial)) return; // a newer load is on its way
    // A channel touched into being while this load was on its way (the open conversation) is
    // not in its answer yet: it stays.
    const open = messenger.channels.find((channel) => channel.id === messenger.selection.channelId);
    messenger.channels = open && !channels.some((channel) => channel.id === open.id) ? upsertChannel(channels, open) : channels;
    messenger.channelsStatus = 'ready';
  } catch (error) {
    logMessengerError(`channels not loaded: ${describeError(error)}`);
    if (isNewestLoad(tab, serial)) messenger.channelsStatus = messenger.channels.length ? 'ready' : 'error';
  } finally {
    // spec part 1 §4 module readiness: the first list has answered (or failed); what waits goes on
    markModuleReady('messenger');
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

export const channelOf = (channelId: number | null) => messenger.channels.find((channel) => channel.id === channelId);

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

/** The conversation of `channelId` is on screen (until the returned function is called). */
export function showConversation(channelId: number): () => void {
  moveMessengerTab((current) => conversationShown(current, channelId));
  readShownChannel();
  return () => {
    moveMessengerTab((current) => conversationHidden(current, channelId));
  };
}

/**
 * An answer that arrives in the conversation on screen is read as it arrives: its unread badge
 * clears and the server is told (channel.read, as selecting it would). A tab in the background
 * leaves it unread until the guest comes back to it.
 */
export function readShownChannel(): void {
  if (!showsSelected(tab, messenger.selection.channelId)) return;
  if (typeof document !== 'undefined' && document.visibilityState !== 'visible') return;
  readOpenChannel();
}

/** Opens the conversation with an actor (`?actorId=`): its channel, touched into being if new. */
export async function selectActor(actorId: number): Promise<void> {
  // the guest's list first: an actor with a channel already is chosen there, not touched anew
  await whenModuleReady('messenger');
  const known = messenger.channels.find((channel) => channel.actorId === actorId);
  if (known) return selectChannel(known.id);
  try {
    const channel = await touchMessengerChannel(actorId);
    messenger.channels = upsertChannel(messenger.channels, channel);
    selectChannel(channel.id);
  } catch (error) {
    logMessengerError(`channel of the actor not opened: ${describeError(error)}`);
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
export async function loadNewest(channelId: number): Promise<void> {
  try {
    const page = await getMessengerContent(channelId, CONVERSATION_PAGE, 0);
    const conversation = messenger.conversation;
    if (conversation.channelId !== channelId) return;
    conversation.messages = mergeMessages(conversation.messages, page.items);
    conversation.total = Math.max(page.total, conversation.messages.length);
    conversation.status = 'ready';
  } catch (error) {
    logMessengerError(`conversation not loaded: ${describeError(error)}`);
    if (messenger.conversation.channelId === channelId && messenger.conversation.status === 'loading')
      messenger.conversation.status = 'error';
  }
}

/** The next older page (the guest scrolled up). */
export async function loadOlder(): Promise<void> {
  const conversation = messenger.conversation;
  const channelId = conversation.channelId;
  if (
    channelId === null ||
    conversation.status !== 'ready' ||
    conversation.loadingOlder ||
    !hasOlder(conversation.messages, conversation.total)
  )
    return;
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

export async function loadRecommendations(): Promise<void> {
  const [strip, grid] = await Promise.all([
    getRecommendations({ fsk: DEFAULTS.ageRating }),
    getRecommendations({ useGrid: true, fsk: DEFAULTS.ageRating }),
  ]).catch(() => [[], []] as ActorTile[][]); // an optional block: without it the page still works
  messenger.recommendations = { strip: strip ?? [], grid: grid ?? [] };
}

export async function loadCatalogue(language: string): Promise<void> {
  if (messenger.catalogue.language === language && messenger.catalogue.status !== 'error') return;
  messenger.catalogue.language = language;
  messenger.catalogue.status = 'loading';
  try {
    const catalogue = await getCatalogue(language);
    if (messenger.catalogue.language !== language) return;
    Object.assign(messenger.catalogue, { status: 'ready', gifts: catalogue.gifts, toyControls: catalogue.toyControls });
    applyBought(catalogue.bought);
    markModuleReady('gift');
    markModuleReady('toyControl');
  } catch (error) {
    logMessengerError(`gift catalogue not loaded: ${describeError(error)}`);
    if (messenger.catalogue.language === language) messenger.catalogue.status = 'error';
  }
}

/** A new bought count: the temporary counts are worked out again from it. */
export function applyBought(bought: GiftCounts): void {
  const taken = [messenger.composer.gifts.chosen, ...messenger.pending.map((message) => message.gift)]
    .filter((gift) => gift?.fromBought)
    .map((gift) => gift!.id);
  messenger.catalogue.bought = bought;
  messenger.composer.gifts.temporary = temporaryCounts(bought, taken);
}
