import { describe, expect, test } from 'vitest';
import {
  noVoiceCall,
  takesStartHash,
  type VoiceCall,
  voiceCallErrorKey,
  voiceCallStatusOf,
  voiceStopReaction,
} from '../../src/features/livechat/voiceCallRules.ts';

const call = (over: Partial<VoiceCall>): VoiceCall => ({ ...noVoiceCall(), actorId: 7, ...over });

describe('what a start answer opens', () => {
  test('2000 opens the chat in server mode, any other code with the code', () => {
    expect(voiceCallStatusOf(2000)).toBe('connected');
    expect(voiceCallStatusOf(4002)).toBe('refused');
    expect(voiceCallStatusOf(1234)).toBe('refused');
  });

  test('each refusal code has its explanation, an unknown one the general one', () => {
    expect(voiceCallErrorKey(4001)).toBe('invalidToken');
    expect(voiceCallErrorKey(4002)).toBe('actorUnavailable');
    expect(voiceCallErrorKey(5000)).toBe('unknown');
  });
});

describe("the call's id hash", () => {
  test('is kept from the voicecall.start of the actor called, also before the answer', () => {
    expect(takesStartHash(call({ status: 'starting' }), { actorId: 7, idHash: 'abc' })).toBe(true);
    expect(takesStartHash(call({ status: 'connected' }), { actorId: 7, idHash: 'abc' })).toBe(true);
  });

  test("another actor's call, a kept hash or no call take nothing", () => {
    expect(takesStartHash(call({ status: 'starting' }), { actorId: 8, idHash: 'abc' })).toBe(false);
    expect(takesStartHash(call({ status: 'connected', idHash: 'old' }), { actorId: 7, idHash: 'abc' })).toBe(false);
    expect(takesStartHash(noVoiceCall(), { actorId: 7, idHash: 'abc' })).toBe(false);
    expect(takesStartHash(call({ status: 'refused' }), { actorId: 7, idHash: 'abc' })).toBe(false);
  });
});

describe('a voicecall.stop', () => {
  const running = call({ status: 'connected', idHash: 'abc' });

  test('of this call reloads the page', () => {
    expect(voiceStopReaction(running, { idHash: 'abc' }, false)).toBe('reload');
  });

  test('waits while the chat exit dialog is open', () => {
    expect(voiceStopReaction(running, { idHash: 'abc' }, true)).toBe('defer');
  });

  test('of another call, or in a tab without a call, does nothing', () => {
    expect(voiceStopReaction(running, { idHash: 'xyz' }, false)).toBe('ignore');
    expect(voiceStopReaction(noVoiceCall(), { idHash: 'abc' }, false)).toBe('ignore');
  });
});
