// What the profile screen shows of plans and the age check (spec part 1 §3 Guest, §4, §6).
// Plain rules, no React, no I/O.
import type { ActiveAbo, AvsRejectReason } from '../../contract/checkout.ts';
import { AVS_REJECT_REASONS, CANCELLATION_OFFER } from '../../contract/checkout.ts';
import type { AvsStatus, PaymentFlow } from '../../contract/enums.ts';

/** The sections of the profile screen, deep-linkable with `?tab=`. */
export const PROFILE_TABS = ['profile', 'transactions', 'settings', 'newsletter', 'notifications'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
export const PROFILE_TAB_PARAM = 'tab';

/** The tab of a query string; the profile tab when none or an unknown one is named. */
export function profileTabOf(search: string): ProfileTab {
  const tab = new URLSearchParams(search).get(PROFILE_TAB_PARAM);
  return (PROFILE_TABS as readonly string[]).includes(tab ?? '') ? (tab as ProfileTab) : 'profile';
}

type PlanState = 'none' | 'active' | 'cancelled' | 'includedInVip';

export interface PlanRow {
  plan: 'vip' | 'vxtv';
  state: PlanState;
  isTrial: boolean;
  /** Renewal date while active, last day when cancelled; null without an own abo. */
  endsAt: number | null;
  /** The checkout flow of the row's button: subscribe, or manage; null when there is nothing to do. */
  flow: PaymentFlow | null;
}

function ownRow(plan: 'vip' | 'vxtv', abo: ActiveAbo | undefined, isSubscriber: boolean): PlanRow {
  if (abo) return { plan, state: abo.status, isTrial: abo.isTrial, endsAt: abo.endsAt, flow: 'vxsettings' };
  // The live flag without an abo in the profile (a plan granted by a bonus code): active, no date.
  if (isSubscriber) return { plan, state: 'active', isTrial: false, endsAt: null, flow: 'vxsettings' };
  return { plan, state: 'none', isTrial: false, endsAt: null, flow: plan === 'vip' ? 'vipabo' : 'vxtvabo' };
}

/**
 * The VIP and TV rows of the profile. VIP counts as TV (spec part 1 §3): a VIP without an own
 * TV abo sees TV as included, with nothing to buy.
 */
export function planRows(live: Readonly<{ isVip: boolean; isVXTVAboSubscriber: boolean }>, abos: readonly ActiveAbo[]): [PlanRow, PlanRow] {
  const vip = ownRow(
    'vip',
    abos.find((abo) => abo.plan === 'vip'),
    live.isVip,
  );
  const vxtvAbo = abos.find((abo) => abo.plan === 'vxtv');
  const vxtv =
    !vxtvAbo && live.isVip
      ? { plan: 'vxtv' as const, state: 'includedInVip' as const, isTrial: false, endsAt: vip.endsAt, flow: null }
      : ownRow('vxtv', vxtvAbo, live.isVXTVAboSubscriber && !live.isVip);
  return [vip, vxtv];
}

export interface AvsDisplay {
  status: AvsStatus;
  /** The rejection reason to translate; 'other' for a reason the app has no words for. */
  reason: AvsRejectReason | 'other' | null;
  /** "Verify now" is offered (nothing verified and nothing being checked). */
  canVerify: boolean;
}

export function avsDisplay(status: AvsStatus, rejectMessage: string | null): AvsDisplay {
  const reason =
    status !== 'rejected'
      ? null
      : (AVS_REJECT_REASONS as readonly string[]).includes(rejectMessage ?? '')
        ? (rejectMessage as AvsRejectReason)
        : 'other';
  return { status, reason, canVerify: status === 'unknown' || status === 'rejected' };
}

/**
 * The plan whose cancellation offer to show: the first cancelled abo, or null. The server answers
 * the offer only once per cancellation; after it was accepted the abo is active again.
 */
export function cancelledPlan(abos: readonly ActiveAbo[]): 'vip' | 'vxtv' | null {
  return abos.find((abo) => abo.status === 'cancelled')?.plan ?? null;
}

/**
 * guest/acceptCancellationOffer's platform_text: which offer the guest accepted, in the form the
 * server issues it with a cancellation (server/domain/plans.ts offerPlatformText).
 */
export function cancellationOfferPlatformText(plan: 'vip' | 'vxtv'): string {
  return `${plan}-cancel-offer-${CANCELLATION_OFFER.priceCents}`;
}
