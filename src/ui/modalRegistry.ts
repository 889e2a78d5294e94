// Every modal's lazily loaded body, with its default flags (modalFlags.ts). Only the modal host
// (loaded itself once a modal opens) imports this: the loaders stay out of the first chunk.
// A feature that builds a real dialog replaces its entry's loader with its own component.
import type { ComponentType } from 'react';
import { isModalId, MODAL_IDS, type ModalFlags, type ModalId, modalFlagsOf } from './modalFlags.ts';

export { isModalId, type ModalId };

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

const bodies: Record<ModalId, () => Promise<ModalBodyModule>> = {
  'conversion-chat': () => import('../features/conversion/ConversionChatModal.tsx'),
  vip30: incentive,
  'black-friday-2020': incentive,
  avs: () => import('../features/account/AvsModalBody.tsx'),
  'tag-reward-basic': incentive,
  'tag-reward-pro': incentive,
  'tag-reward-advanced': incentive,
  'actor-gift-calendar': incentive,
  'not-enough-money': () => import('../features/albums/NotEnoughMoneyModal.tsx'),
  lexykalender2022: incentive,
  lexykalender2023: incentive,
  'video-with-player': () => import('../features/albums/VideoPlayerModal.tsx'),
  'feed-signup': () => import('../features/feed/FeedSignupModal.tsx'),
  'sexole-login': () => import('../features/account/SexoleLoginModalBody.tsx'),
  'es-avs': () => import('../features/account/AgeGateModalBody.tsx'),
  exitIntent: incentive,
  specialTopUp: incentive,
  'vxmodelsites-conversion': incentive,
  'five-days-bonus': () => import('../features/bonus/FiveDaysBonusModal.tsx'),
  onboarding: incentive,
  'onboarding-choose': incentive,
  'fifteen-minutes-preview': () => import('../features/conversion/FreePreviewModal.tsx'),
  'vxcoin-info': incentive,
  'modal-wrapper-example': placeholder,
  'contest-like': () => import('../features/contests/ContestLikeModal.tsx'),
  survey: () => import('../features/feedback/SurveyModal.tsx'),
  'playlist-delete': () => import('../features/mediathek/PlaylistDeleteModal.tsx'),
  'playlist-cancel-changes': () => import('../features/mediathek/PlaylistCancelChangesModal.tsx'),
};

export const modalRegistry: Readonly<Record<ModalId, ModalRegistryEntry>> = Object.fromEntries(
  MODAL_IDS.map((id) => [id, { flags: modalFlagsOf(id), load: bodies[id] }]),
) as Record<ModalId, ModalRegistryEntry>;
