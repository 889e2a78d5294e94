import { describe, expect, test } from 'vitest';
import {
  forgetWritten,
  framesToResend,
  KEPT_FRAME_MAX_AGE_MS,
  type KeptFrame,
  keepFrame,
  loginMark,
  parseKeptFrames,
} from '../../src/realtime/keptFrames.ts';

// Pins a page left before its socket owner wrote them (src/realtime/keptFrames.ts).
const NOW = 1_800_000_000_000;
const pinOf = (id: number, receipt: string, login = 'm1', at = NOW): KeptFrame => ({
  key: `actor:${id}`,
  receipt,
  login,
  frame: { type: 'pin', data: { kind: 'actor', id } },
  at,
});

describe('kept frames', () => {
  test('a newer frame for the same thing replaces the older; others stay, in order', () => {
    const unpin: KeptFrame = { ...pinOf(1, 'r3'), frame: { type: 'unpin', data: { kind: 'actor', id: 1 } } };
    const list = keepFrame(keepFrame(keepFrame([], pinOf(1, 'r1')), pinOf(2, 'r2')), unpin);
    expect(list.map((item) => item.receipt)).toEqual(['r2', 'r3']);
    expect(list[1]!.frame.type).toBe('unpin');
  });

  test("the owner's `written` forgets that sending only: a newer one for the same thing stays to be sent", () => {
    const list = keepFrame([pinOf(1, 'r1')], { ...pinOf(1, 'r2'), frame: { type: 'unpin', data: { kind: 'actor', id: 1 } } });
    expect(forgetWritten(list, 'r1').map((item) => item.receipt)).toEqual(['r2']);
    expect(forgetWritten(list, 'r2')).toEqual([]);
  });

  test("only the current login's frames are sent again, and none a day old or older", () => {
    const list = [
      pinOf(1, 'r1', 'm1'),
      pinOf(2, 'r2', 'm2'),
      pinOf(3, 'r3', 'm1', NOW - KEPT_FRAME_MAX_AGE_MS),
      pinOf(4, 'r4', 'm1', NOW - KEPT_FRAME_MAX_AGE_MS + 1),
    ];
    expect(framesToResend(list, 'm1', NOW).map((item) => item.receipt)).toEqual(['r1', 'r4']);
    expect(framesToResend(list, null, NOW)).toEqual([]);
    expect(KEPT_FRAME_MAX_AGE_MS).toBe(86_400_000);
  });

  test('a login mark tells tokens apart, the same token always alike, and is not the token', () => {
    expect(loginMark('token-a')).toBe(loginMark('token-a'));
    expect(loginMark('token-a')).not.toBe(loginMark('token-b'));
    expect(loginMark('eyJhbGciOi.secret')).not.toContain('secret');
  });

  test('what storage gives back is checked: malformed entries and frames other than pins are dropped', () => {
    const good = pinOf(1, 'r1');
    expect(parseKeptFrames([good, { ...good, receipt: 3 }, { ...good, frame: { type: 'chat.start', data: {} } }, null, 'x'])).toEqual([
      good,
    ]);
    expect(parseKeptFrames({ not: 'a list' })).toEqual([]);
    expect(parseKeptFrames(null)).toEqual([]);
  });
});
