import { describe, expect, test } from 'vitest';
import { CONVERSION_CHAT, conversionChatState, FREE_PREVIEW_MS } from '../../src/contract/chat.ts';
import { countdown, offerToShow } from '../../src/features/conversion/offerRules.ts';

const NOW = 1_000_000_000;

describe('the conversion chat countdowns', () => {
  test('a guest is a candidate for 30 minutes after signing up, and eligible while the window lies in the future', () => {
    expect(CONVERSION_CHAT).toEqual({ candidateMs: 1_800_000, eligibleMs: 600_000, chatMs: 180_000 });
    expect(conversionChatState({ createdAt: NOW - 60_000, conversionChatEndsAt: null, hadConversionChat: false }, NOW)).toEqual({
      candidateUntil: NOW - 60_000 + 1_800_000,
      eligibleUntil: null,
    });
    expect(
      conversionChatState({ createdAt: NOW - 1_800_000, conversionChatEndsAt: null, hadConversionChat: false }, NOW).candidateUntil,
    ).toBeNull();
    expect(conversionChatState({ createdAt: NOW, conversionChatEndsAt: NOW + 1, hadConversionChat: false }, NOW).eligibleUntil).toBe(
      NOW + 1,
    );
    expect(conversionChatState({ createdAt: NOW, conversionChatEndsAt: NOW, hadConversionChat: false }, NOW).eligibleUntil).toBeNull();
    expect(conversionChatState({ createdAt: NOW, conversionChatEndsAt: NOW + 1, hadConversionChat: true }, NOW)).toEqual({
      candidateUntil: null,
      eligibleUntil: null,
    });
  });

  test('the teaser shows the open window first, then the candidacy, then the free preview of 15 minutes', () => {
    expect(FREE_PREVIEW_MS).toBe(900_000);
    expect(offerToShow({ candidateUntil: NOW + 5, eligibleUntil: NOW + 5 }, 'offered', NOW)).toBe('conversionEligible');
    expect(offerToShow({ candidateUntil: NOW + 5, eligibleUntil: null }, 'offered', NOW)).toBe('conversionCandidate');
    expect(offerToShow({ candidateUntil: null, eligibleUntil: null }, 'offered', NOW)).toBe('freePreview');
    expect(offerToShow({ candidateUntil: NOW - 1, eligibleUntil: NOW - 1 }, 'declined', NOW)).toBeNull();
  });

  test('a countdown reads minutes and seconds and stops at 0:00', () => {
    expect(countdown(NOW + 605_000, NOW)).toBe('10:05');
    expect(countdown(NOW + 1, NOW)).toBe('0:01');
    expect(countdown(NOW - 5_000, NOW)).toBe('0:00');
  });
});
