// Deferred actions (spec part 1 §3 onLoginAction, §4 Deferred actions, §6 Login gates): what a
// logged-out guest tried (pin, rating, channel selection, note, paytour, redirect) is stored
// with an expire stamp and replayed once after login. One item per action and target, so a
// later attempt on the same target replaces the earlier one (pin then unpin stores the unpin).
import type { OnLoginAction } from '../../contract/entities.ts';
import type { GuestRating } from '../../contract/restCalls.ts';
import type { PinKind } from '../../contract/socket.ts';
import { ON_LOGIN_ACTION_KEY_PREFIX, REMEMBERED_ITEM_KEYS, type RememberedItemKey } from '../../contract/storageKeys.ts';
import type { ExpiringStore } from '../../lib/expiringStore.ts';

/** How long a deferred action waits for the login (chosen: long enough for a signup). */
export const DEFERRED_ACTION_TTL_SECONDS = 30 * 60;
/** Items of the deferred store remembering a channel or note to open (spec part 1 §3). */
export const REMEMBERED_ITEM_TTL_SECONDS = 5 * 60;

interface StoredAction {
  action: OnLoginAction;
  storedAt: number;
}

/** Pin and unpin of one target share a key: the newest wish wins. */
export function deferredActionKey(action: OnLoginAction): string {
  const group = action.type === 'unpinActor' ? 'pinActor' : action.type;
  const target = action.params.targetId ?? action.params.targetUrl ?? '';
  return `${ON_LOGIN_ACTION_KEY_PREFIX}${group}:${target}`;
}

export async function deferAction(
  store: ExpiringStore,
  action: OnLoginAction,
  seconds = DEFERRED_ACTION_TTL_SECONDS,
  now = Date.now(),
): Promise<void> {
  await store.set<StoredAction>(deferredActionKey(action), { action, storedAt: now }, seconds);
}

/** Reads and removes the deferred actions still in time, oldest first (expired ones are dropped). */
export async function takeDeferredActions(store: ExpiringStore): Promise<OnLoginAction[]> {
  const found: StoredAction[] = [];
  for (const key of await store.keys(ON_LOGIN_ACTION_KEY_PREFIX)) {
    const item = await store.get<StoredAction>(key);
    await store.remove(key);
    if (item.status === 'found') found.push(item.value);
  }
  return found.sort((a, b) => a.storedAt - b.storedAt).map((stored) => stored.action);
}

/** The stored redirect's address, taken out of the store (login success follows it first). */
export async function takeRedirect(store: ExpiringStore): Promise<string | null> {
  let url: string | null = null;
  for (const key of await store.keys(`${ON_LOGIN_ACTION_KEY_PREFIX}redirect:`)) {
    const item = await store.get<StoredAction>(key);
    await store.remove(key);
    const target = item.status === 'found' ? item.value.action.params.targetUrl : undefined;
    if (target && isAppPath(target)) url = target;
  }
  return url;
}

/** A path of this app ("/en/…"): never another site (no open redirect through a stored action). */
export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

const NAVIGATING: readonly OnLoginAction['type'][] = ['selectChannel', 'loadNote', 'redirect'];

/** Replay order: everything else in stored order, then only the newest navigating action (one page to land on). */
export function replayOrder(actions: readonly OnLoginAction[]): OnLoginAction[] {
  const rest = actions.filter((action) => !NAVIGATING.includes(action.type));
  const navigation = actions.filter((action) => NAVIGATING.includes(action.type)).at(-1);
  return navigation ? [...rest, navigation] : rest;
}

const PIN_ACTIONS: Partial<Record<OnLoginAction['type'], { kind: PinKind; pinned: boolean }>> = {
  pinActor: { kind: 'actor', pinned: true },
  unpinActor: { kind: 'actor', pinned: false },
  pinAlbum: { kind: 'album', pinned: true },
  pinPicture: { kind: 'picture', pinned: true },
  pinSedcards: { kind: 'sedcard', pinned: true },
};

export interface DeferredActionEffects {
  sendPin(kind: PinKind, id: number, pinned: boolean): void;
  rateSedcards(actorId: number, guestRating: GuestRating): Promise<void>;
  /** Remembers the channel or note to open (the messenger and the actor page read it). */
  remember(key: RememberedItemKey, id: number): Promise<void>;
  navigate(path: string): void;
  messengerPath(): string;
  offerPaytour(): Promise<void>;
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isGuestRating(value: unknown): value is GuestRating {
  return value === 1 || value === 0 || value === -1;
}

/** Runs one action; one with unusable parameters (a stored item tampered with) is skipped. */
export async function runDeferredAction(action: OnLoginAction, effects: DeferredActionEffects): Promise<void> {
  const { targetId, targetUrl, value } = action.params;
  const pin = PIN_ACTIONS[action.type];
  if (pin) {
    if (isId(targetId)) effects.sendPin(pin.kind, targetId, pin.pinned);
    return;
  }
  const url = targetUrl && isAppPath(targetUrl) ? targetUrl : null;
  switch (action.type) {
    case 'sedcardGuestRating':
      if (isId(targetId) && isGuestRating(value)) await effects.rateSedcards(targetId, value);
      return;
    case 'selectChannel':
      if (!isId(targetId)) return;
      await effects.remember(REMEMBERED_ITEM_KEYS.channelId, targetId);
      effects.navigate(url ?? effects.messengerPath());
      return;
    case 'loadNote':
      if (!isId(targetId)) return;
      await effects.remember(REMEMBERED_ITEM_KEYS.noteActorId, targetId);
      if (url) effects.navigate(url);
      return;
    case 'redirect':
      if (url) effects.navigate(url);
      return;
    case 'showPaytour':
      await effects.offerPaytour();
      return;
    default:
      console.warn('deferred action not replayed', action.type);
  }
}
