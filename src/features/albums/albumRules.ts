// What a refused purchase leads to (spec part 1 §4, §6: not enough money opens the
// not-enough-money modal that leads to the top-up).
import type { ErrorCode } from '../../contract/errors.ts';

export type BuyOutcome = 'notEnoughMoney' | 'ageCheck' | 'login' | 'failed';

export function buyOutcome(code: ErrorCode | 'NETWORK' | null): BuyOutcome {
  switch (code) {
    case 'INSUFFICIENT_FUNDS':
      return 'notEnoughMoney';
    case 'AGE_CHECK_REQUIRED':
      return 'ageCheck';
    case 'UNAUTHORIZED':
      return 'login';
    default:
      return 'failed';
  }
}

/**
 * Whether the video-preview-end incentive shows under a video (issue 20: one prompt at a time):
 * only beside a buy or VIP prompt, never for a guest who is asked to log in (that prompt already
 * offers the free sign-up) and never once the video is the guest's.
 */
export function showsPreviewEndOffer(album: {
  type: 'video' | 'photo_album';
  access: { granted: boolean; needs: string | null };
}): boolean {
  return album.type === 'video' && !album.access.granted && album.access.needs !== 'login';
}
