// Push notifications on this device (PWA issue): the browser's permission and subscription,
// and the server's record of it. Asked only from a guest's click (never at load): browsers
// refuse or penalise permission prompts without a user gesture. Alerts that silently died are
// noticed (issue 22, point 5): each start compares the subscription with the server's key and
// record and renews it, and the switch says when pushes were handed over but never shown.
import { del, get, set } from 'idb-keyval';
import { ApiError } from '../../api/errors.ts';
import { getPushKey, getPushStatus, subscribePush, unsubscribePush } from '../../api/push.ts';
import type { WebPushSubscription } from '../../contract/restCalls.ts';
import { PUSH_LAST_SHOWN_KEY, PUSH_OWNER_KEY, PUSH_RESUBSCRIBE_KEY } from '../../contract/storageKeys.ts';
import { guest } from '../../state/guest.ts';
import { alertsStopped } from './pushRules.ts';

/** stopped: on, but the last push the server handed over was never shown here. */
export type DevicePushState = 'unsupported' | 'denied' | 'off' | 'on' | 'stopped';

/** Reads idb-keyval, answering undefined where storage is refused (private mode). */
async function stored<T>(key: string): Promise<T | undefined> {
  try {
    return await get<T>(key);
  } catch {
    return undefined;
  }
}

function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** Where this device stands: push on only when the browser and the server both hold the subscription. */
export async function devicePushState(): Promise<DevicePushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await worker.pushManager.getSubscription();
  if (!subscription) return 'off';
  const { subscribed, lastDeliveredAt } = await getPushStatus(subscription.endpoint);
  if (!subscribed) return 'off';
  return alertsStopped({ lastDeliveredAt, lastShownAt: (await stored<number>(PUSH_LAST_SHOWN_KEY)) ?? null, now: Date.now() })
    ? 'stopped'
    : 'on';
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current || current.byteLength !== wanted.length) return false;
  const bytes = new Uint8Array(current);
  return bytes.every((byte, index) => byte === wanted[index]);
}

/** Hands the subscription to the server and keeps its resubscribe token and owner here. */
async function register(subscription: PushSubscription, token: string | undefined): Promise<void> {
  const answer = await subscribePush(subscription.toJSON() as WebPushSubscription, token);
  await set(PUSH_RESUBSCRIBE_KEY, answer.resubscribeToken);
  if (guest.guestId !== null) await set(PUSH_OWNER_KEY, guest.guestId);
}

/**
 * At every start of a logged-in guest who turned push on in this browser: the subscription is
 * checked against the server's key and record and renewed where they differ (as Elk and
 * Mastodon do): a rotated server key needs a new subscription, a lost record is handed in again,
 * a subscription the browser dropped is made anew. Another guest's push here is left alone.
 */
export async function syncDevicePush(): Promise<'kept' | 'renewed' | 'none'> {
  const worker = await registration();
  if (!worker || Notification.permission !== 'granted' || guest.guestId === null) return 'none';
  const token = await stored<string>(PUSH_RESUBSCRIBE_KEY);
  if (!token || (await stored<number>(PUSH_OWNER_KEY)) !== guest.guestId) return 'none';
  const key = base64UrlToBytes((await getPushKey()).publicKey);
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  if (subscription && (await getPushStatus(subscription.endpoint)).subscribed) return 'kept';
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await register(subscription, token);
  return 'renewed';
}

/** Alerts stopped: a new subscription replaces the one whose pushes never showed. */
export async function renewDevicePush(): Promise<DevicePushState> {
  const worker = await registration();
  const old = await worker?.pushManager.getSubscription();
  if (old) {
    await unsubscribePush(old.endpoint).catch(() => undefined);
    await old.unsubscribe();
  }
  return enableDevicePush();
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Turns push on for the logged-in guest on this device; call from a click. */
export async function enableDevicePush(): Promise<DevicePushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const { publicKey } = await getPushKey();
  const newSubscription = () => worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) });
  const subscription = (await worker.pushManager.getSubscription()) ?? (await newSubscription());
  try {
    await register(subscription, await stored<string>(PUSH_RESUBSCRIBE_KEY));
  } catch (error) {
    // another guest holds this browser's endpoint and its token is gone: a new endpoint from
    // the push service is this guest's (the old one stops working for the other guest)
    if (!(error instanceof ApiError && error.code === 'CONFLICT')) throw error;
    await subscription.unsubscribe();
    await register(await newSubscription(), undefined);
  }
  return 'on';
}

export async function disableDevicePush(): Promise<DevicePushState> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  if (subscription) {
    await unsubscribePush(subscription.endpoint);
    await subscription.unsubscribe();
  }
  // turned off here: no start renews it
  await Promise.all([del(PUSH_RESUBSCRIBE_KEY), del(PUSH_OWNER_KEY)]).catch(() => undefined);
  return 'off';
}
