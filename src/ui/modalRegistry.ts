// Every modal id of the spec (part 1 §2) with its default flags and a lazily loaded body.
// No React value and no macro here: this module is in the first chunk (the open/close rules
// read the flags) and the bodies stay out of it until a modal opens.
// A feature that builds a real dialog replaces its entry's `load` with its own component.
import type { ComponentType } from 'react';
import { MODAL_IDS, type ModalId } from '../contract/enums.ts';

export { MODAL_IDS, type ModalId };

export interface ModalFlags {
  /** Sit above the cookie banner (for dialogs that must be answered before anything else). */
  aboveCookieBanner?: boolean;
  /** Block page scrolling while open. */
  blockScroll?: boolean;
}

/** What a modal body gets from the host. */
export interface ModalBodyProps {
  id: ModalId;
  /** The id the body's heading must carry: the dialog is labelled by it. */
  titleId: string;
  /** Closes this modal. */
  close: () => void;
}

export type ModalBodyModule = { default: ComponentType<ModalBodyProps> };

export interface ModalRegistryEntry {
  flags: ModalFlags;
  load: () => Promise<ModalBodyModule>;
}

// One chunk for all placeholder bodies: each explains what its dialog is for.
const placeholder = () => import('./modalBodies/PlaceholderModalBody.tsx');
// One chunk for the incentive dialogs (issue 11).
const incentive = () => import('../features/incentives/IncentiveModalBody.tsx');

/** Age checks and the host login gate come before anything else, the cookie banner included. */
const GATE: ModalFlags = { aboveCookieBanner: true, blockScroll: true };
/** Large dialogs that cover most of the page. */
const COVERING: ModalFlags = { blockScroll: true };
const PLAIN: ModalFlags = {};

export const modalRegistry: Readonly<Record<ModalId, ModalRegistryEntry>> = {
  'conversion-chat': { flags: PLAIN, load: () => import('../features/conversion/ConversionChatModal.tsx') },
  vip30: { flags: PLAIN, load: incentive },
  'black-friday-2020': { flags: PLAIN, load: incentive },
  avs: { flags: GATE, load: () => import('../features/account/AvsModalBody.tsx') },
  'tag-reward-basic': { flags: PLAIN, load: incentive },
  'tag-reward-pro': { flags: PLAIN, load: incentive },
  'tag-reward-advanced': { flags: PLAIN, load: incentive },
  'actor-gift-calendar': { flags: COVERING, load: incentive },
  'not-enough-money': { flags: PLAIN, load: () => import('../features/albums/NotEnoughMoneyModal.tsx') },
  lexykalender2022: { flags: COVERING, load: incentive },
  lexykalender2023: { flags: COVERING, load: incentive },
  'video-with-player': { flags: COVERING, load: () => import('../features/albums/VideoPlayerModal.tsx') },
  'feed-signup': { flags: PLAIN, load: () => import('../features/feed/FeedSignupModal.tsx') },
  'sexole-login': { flags: GATE, load: () => import('../features/account/SexoleLoginModalBody.tsx') },
  'es-avs': { flags: GATE, load: () => import('../features/account/AgeGateModalBody.tsx') },
  exitIntent: { flags: PLAIN, load: incentive },
  specialTopUp: { flags: PLAIN, load: incentive },
  'vxmodelsites-conversion': { flags: PLAIN, load: incentive },
  'five-days-bonus': { flags: PLAIN, load: () => import('../features/bonus/FiveDaysBonusModal.tsx') },
  onboarding: { flags: COVERING, load: incentive },
  'onboarding-choose': { flags: COVERING, load: incentive },
  'fifteen-minutes-preview': { flags: PLAIN, load: () => import('../features/conversion/FreePreviewModal.tsx') },
  'vxcoin-info': { flags: PLAIN, load: incentive },
  'modal-wrapper-example': { flags: PLAIN, load: placeholder },
  'contest-like': { flags: PLAIN, load: () => import('../features/contests/ContestLikeModal.tsx') },
  survey: { flags: COVERING, load: () => import('../features/feedback/SurveyModal.tsx') },
  'playlist-delete': { flags: PLAIN, load: () => import('../features/mediathek/PlaylistDeleteModal.tsx') },
  'playlist-cancel-changes': { flags: PLAIN, load: () => import('../features/mediathek/PlaylistCancelChangesModal.tsx') },
};

export function isModalId(value: string): value is ModalId {
  return (MODAL_IDS as readonly string[]).includes(value);
}
