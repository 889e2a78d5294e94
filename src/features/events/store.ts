// The special events on screen (spec part 1 §2; part 2 §7.7): the events menu, one event's data
// (tries, wins, eggs or days), the advent calendar, and what the last call won or why it was
// refused. The server decides everything; a call on its way takes no second one. Loaders fail
// silently (part 2 §8: reward loaders): the page keeps what it had.

import type { MessageDescriptor } from '@lingui/core';
import { proxy } from 'valtio';
import type { GameReward } from '../../contract/entities/engagement.ts';
import type { RewardEventType, SpecialEventType } from '../../contract/games.ts';
import type { RestAnswer } from '../../contract/rest.ts';
import type { SpecialEvent } from '../../contract/restCalls.ts';
import { claimActorGiftCalendar } from '../games/api.ts';
import { collectEgg, getAdventCalendar, getEventData, getEventReward, getSpecialEvents, openAdventDoor } from './api.ts';
import { refusalText } from './eventTexts.ts';

type EventData = Omit<RestAnswer<'special/getData/{eventType}'>, 'success'>;
type AdventDays = RestAnswer<'special/adventcalendar'>['days'];

export const events = proxy({
  list: [] as SpecialEvent[],
  /** Whether the events menu's list is still on its way (it holds its place meanwhile). */
  isListLoading: true,
  data: null as EventData | null,
  /**
   * The event whose data could not be loaded, else null: a page without its event's data holds
   * the game's place until it comes, unless it failed.
   */
  dataFailed: null as SpecialEventType | null,
  /** The advent calendar could not be loaded: its doors' places are let go. */
  adventFailed: false,
  advent: [] as AdventDays,
  /** What the last call won, and where (an event type). */
  lastReward: null as { type: string; reward: GameReward | null } | null,
  /** Why the last call was refused (a translated sentence), and where. */
  refusal: null as { type: string; text: MessageDescriptor | string } | null,
  busy: false,
});

export async function loadEvents(): Promise<void> {
  try {
    events.list = (await getSpecialEvents()).events;
  } catch {
    // spec part 2 §8: reward loaders fail silently
  } finally {
    events.isListLoading = false;
  }
}

/** Answers of an older load (another event, a load before a call that changed things) are dropped. */
let dataSerial = 0;
let adventSerial = 0;

export async function loadEventData(type: SpecialEventType): Promise<void> {
  const serial = ++dataSerial;
  if (events.dataFailed === type) events.dataFailed = null; // asked again: its place is held again
  try {
    const { success: _success, ...data } = await getEventData(type);
    if (serial === dataSerial) Object.assign(events, { data, dataFailed: null });
  } catch {
    // spec part 2 §8: reward loaders fail silently
    if (serial === dataSerial) events.dataFailed = type;
  }
}

export async function loadAdvent(): Promise<void> {
  const serial = ++adventSerial;
  try {
    const days = (await getAdventCalendar()).days;
    if (serial === adventSerial) Object.assign(events, { advent: days, adventFailed: false });
  } catch {
    // spec part 2 §8: reward loaders fail silently
    if (serial === adventSerial) events.adventFailed = true;
  }
}

/** Runs one call that may win something; the result or the refusal is kept for the page. */
async function play(type: string, call: () => Promise<GameReward | null>, reload: () => Promise<void>): Promise<void> {
  if (events.busy) return;
  Object.assign(events, { busy: true, refusal: null, lastReward: null });
  try {
    events.lastReward = { type, reward: await call() };
  } catch (error) {
    events.refusal = { type, text: refusalText(error) };
  } finally {
    events.busy = false;
  }
  await reload();
}

export const playRewardGame = (type: RewardEventType, eventId: number) =>
  play(
    type,
    async () => (await getEventReward(type, eventId)).reward,
    () => loadEventData(type),
  );

export const collectEasterEgg = (verificationToken: string) =>
  play(
    'easter',
    async () => (await collectEgg(verificationToken)).reward,
    () => loadEventData('easter'),
  );

export const openDoor = (day: number) => play('advent-calendar', async () => (await openAdventDoor(day)).reward, loadAdvent);

export const claimGiftCalendar = () =>
  play(
    'actor-gift-calendar',
    async () => {
      const answer = await claimActorGiftCalendar();
      if (!answer.success)
        throw Object.assign(new Error(answer.errorMessage ?? ''), {
          code: answer.errorCode === 'alreadyCollected' || answer.errorCode === 'notActive' ? 'CONFLICT' : 'INTERNAL',
        });
      return answer.reward;
    },
    loadEvents,
  );
