// The guest's live chat offers (spec part 1 §4 Conversion chat; §2 modals conversion-chat and
// fifteen-minutes-preview): the conversion chat's countdowns and the free preview offer, read
// from the profile once per page and after each answer.
import { proxy } from 'valtio';
import { getProfile, setConversionChat } from '../../api/guest.ts';
import { answerFreePreview } from '../../api/liveChat.ts';
import type { ConversionChatState, FreePreviewState } from '../../contract/chat.ts';
import { WELCOME_BANNER_COOKIE } from '../../contract/storageKeys.ts';
import { readCookie, writeCookie } from '../../lib/storage.ts';

export const offers = proxy({
  loaded: false,
  conversion: { candidateUntil: null, eligibleUntil: null } as ConversionChatState,
  freePreview: 'declined' as FreePreviewState,
  /** The guest (id) who closed the teaser in this browser, from the welcome banner cookie. */
  teaserClosedBy: readCookie(WELCOME_BANNER_COOKIE.name),
});

export async function loadOffers(): Promise<void> {
  try {
    const profile = await getProfile();
    Object.assign(offers, { loaded: true, conversion: profile.conversionChat, freePreview: profile.freePreview.state });
  } catch {
    // an offer that cannot be read is not shown: nothing else depends on it
  }
}

/** Opens the conversion chat's window; spec part 2 §8: a failure is ignored (the offer stays as it was). */
export async function enableConversionChat(): Promise<void> {
  try {
    await setConversionChat('enable');
  } catch {
    // ignored (spec)
  }
  await loadOffers();
}

export async function answerFreePreviewOffer(take: boolean): Promise<void> {
  try {
    offers.freePreview = (await answerFreePreview(take)).state;
  } catch {
    await loadOffers();
  }
}

/** The guest closed the teaser: it stays closed for them (WELCOME_BANNER_COOKIE). */
export function closeTeaser(guestId: number): void {
  offers.teaserClosedBy = String(guestId);
  writeCookie(WELCOME_BANNER_COOKIE.name, String(guestId), { days: WELCOME_BANNER_COOKIE.days });
}
