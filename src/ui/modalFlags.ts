// Every modal id of the spec (part 1 §2) with its default flags: what opening and closing read
// (state/modals.ts), so it is in the first chunk. The bodies are in modalRegistry.ts, which
// only the modal host loads, once a modal opens.
import { MODAL_IDS, type ModalId } from '../contract/enums.ts';

export { MODAL_IDS, type ModalId };

export interface ModalFlags {
  /** Sit above the cookie banner (for dialogs that must be answered before anything else). */
  aboveCookieBanner?: boolean;
  /** Block page scrolling while open. */
  blockScroll?: boolean;
}

/** Age checks and the host login gate come before anything else, the cookie banner included. */
const GATE: ModalFlags = { aboveCookieBanner: true, blockScroll: true };
/** Large dialogs that cover most of the page. */
const COVERING: ModalFlags = { blockScroll: true };
const PLAIN: ModalFlags = {};

/** The modals that are not plain; every other one opens with no flag. */
const FLAGS: Partial<Record<ModalId, ModalFlags>> = {
  avs: GATE,
  'actor-gift-calendar': COVERING,
  lexykalender2022: COVERING,
  lexykalender2023: COVERING,
  'video-with-player': COVERING,
  'sexole-login': GATE,
  'es-avs': GATE,
  onboarding: COVERING,
  'onboarding-choose': COVERING,
  survey: COVERING,
};

/** A modal's default flags. */
export function modalFlagsOf(id: ModalId): ModalFlags {
  return FLAGS[id] ?? PLAIN;
}

export function isModalId(value: string): value is ModalId {
  return (MODAL_IDS as readonly string[]).includes(value);
}

/**
 * Dialogs whose content comes after they open and fills them (a video: its player, price,
 * prompt and comments): they take their full height at once and the content fills it, so the
 * dialog does not grow, nor move on a phone where it is a sheet from the bottom (issue 20).
 */
const FULL_HEIGHT: ReadonlySet<string> = new Set<ModalId>(['video-with-player']);

export function isFullHeightModal(id: string): boolean {
  return FULL_HEIGHT.has(id);
}
