// TV rules (spec part 1 §2 TV livestreams, library and menu; §4, §6: premium means VIP or the
// TV plan). Pure.
import { TV_MENU, type TvChannel, type TvMenuItem } from '../../contract/content.ts';
import { isIdText } from '../../contract/validation.ts';

/**
 * What a guest is offered on a premium page: login first, then the TV plan (or VIP); nothing when
 * premium. 'pending': a logged-in guest (a login token) whom the live connection has not named yet,
 * so whether they are premium is not known: neither offer, nor the stream, is right yet.
 */
export type PremiumOffer = 'login' | 'plan' | 'pending' | null;

export function premiumOfferFor(
  guest: { isKnown: boolean; isLoggedIn: boolean; isVip: boolean; isVXTVAboSubscriber: boolean },
  isLoginToken: boolean,
): PremiumOffer {
  if (!guest.isKnown) return isLoginToken ? 'pending' : 'login';
  if (guest.isVip || guest.isVXTVAboSubscriber) return null;
  return guest.isLoggedIn ? 'plan' : 'login';
}

/**
 * The offer beside a premium video the server sent without its stream address (it decided by the
 * request's token that the guest is not premium): the plan, or login for a guest not logged in.
 */
export function offerWithoutStream(offer: PremiumOffer): 'login' | 'plan' {
  return offer === 'login' ? 'login' : 'plan';
}

/** The channel a livestream route shows. */
export function channelOfRoute(routeId: string): TvChannel {
  return routeId === 'tvPremiumLivestream' ? 'premium' : 'free';
}

/** The TV menu item of `?view=` on the series page; series when missing or unknown. */
export function tvMenuItemOf(search: string): TvMenuItem {
  const view = new URLSearchParams(search).get('view');
  return (TV_MENU as readonly string[]).includes(view ?? '') ? (view as TvMenuItem) : 'series';
}

/** A running time as the guest reads it: minutes, or hours and minutes. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** The video to play on a series' videos page: `?video=` when it is one of them, else the newest. */
export function selectedVideoId(search: string, videoIds: readonly number[]): number | null {
  const asked = Number.parseInt(new URLSearchParams(search).get('video') ?? '', 10);
  if (videoIds.includes(asked)) return asked;
  return videoIds[0] ?? null;
}

/** A TV video page's `{videoId}` as a number when it is an id (ID_PATTERN), else null: not found, without asking. */
export function videoIdOfParam(param: string): number | null {
  return isIdText(param) ? Number(param) : null;
}
