// The special events' names (spec part 1 §2 special events menu) and the refusals' sentences.

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiError } from '../../api/errors.ts';
import type { SpecialEventType } from '../../contract/games.ts';

export const EVENT_NAMES: Record<SpecialEventType, MessageDescriptor> = {
  'vr-porn': msg`VR week`,
  kickIt: msg`Kick-it 2025`,
  slotmachine: msg`Slot machine`,
  'wiesn-shooting': msg`Oktoberfest shooting`,
  'wiesn-bude': msg`Oktoberfest booth`,
  'wet-and-wild': msg`Wet and wild`,
  halloween: msg`Halloween`,
  'newsletter-unsubscribe': msg`Newsletter`,
  'venus-attacks': msg`Venus attacks`,
  easter: msg`Easter egg hunt`,
  'reward-box': msg`Reward box`,
  'advent-calendar': msg`Advent calendar`,
  goldrush: msg`Gold rush`,
  'actor-gift-calendar': msg`Gift calendar`,
};

/** Why the server refused a game call, by its error code. */
export function refusalText(error: unknown): MessageDescriptor {
  const code = (error as Partial<ApiError> | null)?.code;
  if (code === 'LIMIT_REACHED') return msg`You have used all your tries for today. Come back tomorrow!`;
  if (code === 'CONFLICT') return msg`This is not possible right now: the event is not running or this was collected already.`;
  if (code === 'UNAUTHORIZED') return msg`Log in to take part.`;
  return msg`Something went wrong. Please try again.`;
}
