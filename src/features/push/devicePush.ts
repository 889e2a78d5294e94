// Push notifications on this device (PWA issue): the browser's permission and subscription,
// and the server's record of it. Asked only from a guest's click (never at load): browsers
// refuse or penalise permission prompts without a user gesture.
import { get, set } from 'idb-keyval';
import { PUSH_RESUBSCRIBE_KEY } from '../../contract/push.ts';
import type { WebPushSubscription } from '../../contract/restCalls.ts';
import { ApiError } from '../../api/errors.ts';
import { getPushKey, getPushStatus, subscribePush, unsubscribePush } from '../../api/push.ts';

export type DevicePushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
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
  return (await getPushStatus(subscription.endpoint)).subscribed ? 'on' : 'off';
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
  let answer;
  try {
    answer = await subscribePush(subscription.toJSON() as WebPushSubscription, await storedResubscribeToken());
  } catch (error) {
    // another guest holds this browser's endpoint and its token is gone: a new endpoint from
    // the push service is this guest's (the old one stops working for the other guest)
    if (!(error instanceof ApiError && error.code === 'CONFLICT')) throw error;
    await subscription.unsubscribe();
    answer = await subscribePush((await newSubscription()).toJSON() as WebPushSubscription);
  }
  await set(PUSH_RESUBSCRIBE_KEY, answer.resubscribeToken);
  return 'on';
}

/** The resubscribe token this browser holds, if storage allows reading it. */
async function storedResubscribeToken(): Promise<string | undefined> {
  try {
    return await get<string>(PUSH_RESUBSCRIBE_KEY);
  } catch {
    return undefined; // no IndexedDB (private mode): subscribing works without it
  }
}

export async function disableDevicePush(): Promise<DevicePushState> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  if (subscription) {
    await unsubscribePush(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
