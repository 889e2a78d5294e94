// The special events' REST calls (spec part 2 §7.7), one typed function per call, all through the
// one ky instance. Kept beside the feature so the events stay one lazy chunk.

import { getJson, sendJson } from '../../api/client.ts';
import type { RewardEventType, SpecialEventType } from '../../contract/games.ts';
import type { RestAnswer, RestPayload } from '../../contract/rest.ts';

export const getSpecialEvents = () => getJson<RestAnswer<'special/get/events'>>('special/get/events');

/** special/{type}/getReward/{eventId}: the answer is read from data.data (reward and guestData). */
export const getEventReward = async (type: RewardEventType, eventId: number) =>
  (await getJson<RestAnswer<'special/slotmachine/getReward/{eventId}'>>(`special/${type}/getReward/${eventId}`)).data.data;

export const getEventData = (eventType: SpecialEventType, qmdate?: string) =>
  getJson<RestAnswer<'special/getData/{eventType}'>>(`special/getData/${eventType}`, {
    qmdate,
  } satisfies RestPayload<'special/getData/{eventType}'>);

export const collectEgg = (verificationToken: string, qmdate?: string) =>
  sendJson<RestAnswer<'special/easter/collectEgg'>>('post', 'special/easter/collectEgg', {
    verificationToken,
    qmdate,
  } satisfies RestPayload<'special/easter/collectEgg'>);

export const getAdventCalendar = () => getJson<RestAnswer<'special/adventcalendar'>>('special/adventcalendar');

export const openAdventDoor = (day: number) =>
  sendJson<RestAnswer<'special/adventcalendar/open'>>('post', 'special/adventcalendar/open', {
    day,
  } satisfies RestPayload<'special/adventcalendar/open'>);
