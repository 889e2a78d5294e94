// spec part 2 §7.1: the account, legal and guest calls, plus ours for the account screens
// (auth/verifyEmail, guest/profile, guest/benefits, guest/sessions). One typed function per call,
// all through the one ky instance (client.ts).

import type { ServerStatusType } from '../contract/account.ts';
import type { NotificationsSettings, Relation } from '../contract/entities.ts';
import type { NewsletterType } from '../contract/enums.ts';
import type { RestAnswer, RestKey, RestPayload } from '../contract/rest.ts';
import { api, getJson, sendJson, toApiError } from './client.ts';

type Answer<K extends RestKey> = RestAnswer<K>;

// --- ours: the account screens ---

export const getProfile = () => getJson<Answer<'guest/profile'>>('guest/profile');

export const getBenefits = () => getJson<Answer<'guest/benefits'>>('guest/benefits');

export const getSessions = () => getJson<Answer<'guest/sessions'>>('guest/sessions');

/** The last balance changes with their reasons (the transactions tab). */
export const getBalanceEvents = () => getJson<Answer<'guest/balanceEvents'>>('guest/balanceEvents');

/** Revokes one login session by id, or every session but the current one with null. */
export const revokeSessions = (id: string | null) =>
  sendJson<Answer<'guest/sessions/revoke'>>('post', 'guest/sessions/revoke', { id } satisfies RestPayload<'guest/sessions/revoke'>);

export const saveNotificationsSettings = (settings: NotificationsSettings) =>
  sendJson<Answer<'guest/saveNotificationsSettings'>>('post', 'guest/saveNotificationsSettings', {
    notifications_settings: settings,
  } satisfies RestPayload<'guest/saveNotificationsSettings'>);

/** Confirms the e-mail address with the code of the link sent at signup. */
export const verifyEmail = (code: string) =>
  sendJson<Answer<'auth/verifyEmail'>>('post', 'auth/verifyEmail', { code } satisfies RestPayload<'auth/verifyEmail'>);

// --- 7.1 account, legal and payment ---

/** Redeems a bonus code; check it first with guestService.bonusCode (spec part 1 §5). */
export const redeemBonus = (code: string) =>
  sendJson<Answer<'guest/redeemBonus'>>('post', 'guest/redeemBonus', { code } satisfies RestPayload<'guest/redeemBonus'>);

export const acceptCancellationOffer = (guestId: number, platformText: string) =>
  sendJson<Answer<'guest/acceptCancellationOffer'>>('post', 'guest/acceptCancellationOffer', {
    guest_id: guestId,
    platform_text: platformText,
  } satisfies RestPayload<'guest/acceptCancellationOffer'>);

export const getNotificationsSettings = () => getJson<Answer<'guest/getNotificationsSettings'>>('guest/getNotificationsSettings');

export interface NewsletterPayload {
  typeId: NewsletterType;
  userId: number;
  emailAddress: string;
}

export const subscribeNewsletter = (payload: NewsletterPayload) =>
  sendJson<Answer<'guest/newsletter/subscribe'>>(
    'post',
    'guest/newsletter/subscribe',
    payload satisfies RestPayload<'guest/newsletter/subscribe'>,
  );

export const unsubscribeNewsletter = (payload: NewsletterPayload) =>
  sendJson<Answer<'guest/newsletter/unsubscribe'>>(
    'post',
    'guest/newsletter/unsubscribe',
    payload satisfies RestPayload<'guest/newsletter/unsubscribe'>,
  );

export const setAutoRechargeTeaserState = (mode: 'show' | 'hide') =>
  sendJson<Answer<'guest/autoRechargeTeaserState'>>('post', 'guest/autoRechargeTeaserState', {
    mode,
  } satisfies RestPayload<'guest/autoRechargeTeaserState'>);

export const closeDataProtection = (accepted: boolean) =>
  sendJson<Answer<'guest/closeDataProtection'>>('post', 'guest/closeDataProtection', {
    accepted,
  } satisfies RestPayload<'guest/closeDataProtection'>);

export const closeAgbAndDataProtection = (accepted: boolean) =>
  sendJson<Answer<'guest/closeAgbAndDataProtection'>>('post', 'guest/closeAgbAndDataProtection', {
    accepted,
  } satisfies RestPayload<'guest/closeAgbAndDataProtection'>);

export const getGuestBalance = () => getJson<Answer<'guest/getGuestBalance'>>('guest/getGuestBalance');

export const savePreferences = (data: Record<string, unknown>) =>
  sendJson<Answer<'guest/savePreferences'>>('post', 'guest/savePreferences', { data } satisfies RestPayload<'guest/savePreferences'>);

/** Turns the conversion chat on or off; the answer's data.success says whether it took. */
export const setConversionChat = (action: 'enable' | 'disable') =>
  sendJson<Answer<'guest/conversionChat'>>('post', 'guest/conversionChat', { action } satisfies RestPayload<'guest/conversionChat'>);

export const addRelation = (relation: Relation) =>
  sendJson<Answer<'utility/relation/addRelation'>>('post', 'utility/relation/addRelation', relation);

export const hasRelation = (relation: Relation) =>
  sendJson<Answer<'utility/relation/hasRelation'>>('post', 'utility/relation/hasRelation', relation);

/** The legal text as a file (asset/legal-text/download/{legalTextId}). */
export async function downloadLegalText(legalTextId: number | string): Promise<Blob> {
  try {
    return await api.get(`asset/legal-text/download/${encodeURIComponent(String(legalTextId))}`).blob();
  } catch (error) {
    throw await toApiError(error);
  }
}

/** The app showed a status bar item the server raised (GuestProfile.statusItems): it is not raised again. */
export const markStatusItemSeen = (type: ServerStatusType) =>
  sendJson<Answer<'guest/statusItems/seen'>>('post', 'guest/statusItems/seen', { type } satisfies RestPayload<'guest/statusItems/seen'>);

/** Whether the guest still has its instance of an on-top promo code to redeem, and what it grants. */
export const hasGuestNotRedeemedOnTopCodeInstance = (promoCode: string) =>
  getJson<Answer<'promo/hasGuestNotRedeemedOnTopCodeInstance/{promoCode}'>>(
    `promo/hasGuestNotRedeemedOnTopCodeInstance/${encodeURIComponent(promoCode)}`,
  );
