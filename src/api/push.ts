// spec part 2 §7.9 web-push/* (methods and payloads chosen: src/contract/rest.ts): one typed
// function per call, through the one ky instance (client.ts).

import type { PushTopics } from '../contract/push.ts';
import type { RestAnswer, RestKey, RestPayload } from '../contract/rest.ts';
import type { WebPushSubscription } from '../contract/restCalls.ts';
import { getJson, sendJson } from './client.ts';

type Answer<K extends RestKey> = RestAnswer<K>;
const payload = (value: unknown) => encodeURIComponent(JSON.stringify(value));

export const getPushKey = () => getJson<Answer<'web-push/key'>>('web-push/key');

export const getPushStatus = (endpoint: string) => getJson<Answer<'web-push/status/{payload}'>>(`web-push/status/${payload({ endpoint })}`);

/** resubscribeToken: the one this browser holds, if any (it moves the endpoint from a guest logged in here before). */
export const subscribePush = (subscription: WebPushSubscription, resubscribeToken?: string) =>
  sendJson<Answer<'web-push/subscribe'>>('post', 'web-push/subscribe', {
    subscription,
    ...(resubscribeToken ? { resubscribeToken } : {}),
  } satisfies RestPayload<'web-push/subscribe'>);

export const unsubscribePush = (endpoint: string) =>
  sendJson<Answer<'web-push/unsubscribe/{payload}'>>('post', `web-push/unsubscribe/${payload({ endpoint })}`);

export const updatePushTopics = (endpoint: string, topics: Partial<PushTopics>) =>
  sendJson<Answer<'web-push/update/{payload}'>>('post', `web-push/update/${payload({ endpoint, topics })}`);
