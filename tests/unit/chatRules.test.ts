import { describe, expect, test } from 'vitest';
import {
  type ChatActor,
  chatMinutePrice,
  isChatAvailable,
  MIN_CHAT_BALANCE_CENTS,
  minutesStarted,
  nextMinuteAt,
} from '../../src/contract/chat.ts';

const actor: ChatActor = {
  isOnline: true,
  freeChat: false,
  isVoyeurChatAvailable: true,
  isOnlineMobileVideocall: false,
  isLivePreviewEnabled: true,
  priceSingle: 199,
  priceSinglec2c: 249,
  priceVoyeur: 69,
  priceVideo: 299,
};

describe('chat prices and availability', () => {
  test('each kind costs its price from the actor per minute; free chat and the live preview cost nothing', () => {
    expect(
      ['single', 'singlec2c', 'voyeur', 'privateVoyeur', 'videoCall', 'free', 'livePreview'].map((kind) =>
        chatMinutePrice(kind as never, actor),
      ),
    ).toEqual([199, 249, 69, 199, 299, 0, 0]);
  });

  test('the minimum balance to start is 0.5', () => {
    expect(MIN_CHAT_BALANCE_CENTS).toBe(50);
  });

  test('an offline actor offers nothing but a mobile video call; free chat only when in free chat', () => {
    expect(isChatAvailable('single', { ...actor, isOnline: false })).toBe(false);
    expect(isChatAvailable('videoCall', { ...actor, isOnline: false, isOnlineMobileVideocall: true })).toBe(true);
    expect(isChatAvailable('free', actor)).toBe(false);
    expect(isChatAvailable('free', { ...actor, freeChat: true })).toBe(true);
    expect(isChatAvailable('voyeur', { ...actor, isVoyeurChatAvailable: false })).toBe(false);
    expect(isChatAvailable('livePreview', { ...actor, isLivePreviewEnabled: false })).toBe(false);
  });
});

describe('started minutes', () => {
  test('a minute is due when it starts: 0 s is 1, 60 s is 2, 61 min is 62', () => {
    expect(minutesStarted(0, 0)).toBe(1);
    expect(minutesStarted(0, 59_999)).toBe(1);
    expect(minutesStarted(0, 60_000)).toBe(2);
    expect(minutesStarted(0, 61 * 60_000)).toBe(62);
    expect(minutesStarted(1_000, 0)).toBe(1);
  });

  test('the next charge is at the next minute boundary from the start', () => {
    expect(nextMinuteAt(1_000, 1_000)).toBe(61_000);
    expect(nextMinuteAt(1_000, 61_000)).toBe(121_000);
  });
});
