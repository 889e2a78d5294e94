// Which live chat offer the teaser shows, and how long a countdown has left. Pure, unit-tested.
import type { ConversionChatState, FreePreviewState } from '../../contract/chat.ts';

export type Offer = 'conversionEligible' | 'conversionCandidate' | 'freePreview' | null;

/** The running conversion window first, then the candidacy, then the free preview offer. */
export function offerToShow(conversion: ConversionChatState, freePreview: FreePreviewState, now: number): Offer {
  if (conversion.eligibleUntil !== null && conversion.eligibleUntil > now) return 'conversionEligible';
  if (conversion.candidateUntil !== null && conversion.candidateUntil > now) return 'conversionCandidate';
  if (freePreview === 'offered') return 'freePreview';
  return null;
}

/** "9:05" for what is left until `until` (never below 0:00). */
export function countdown(until: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
