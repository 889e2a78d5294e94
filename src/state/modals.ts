// The modal manager (spec part 1 §2): only one modal is open at once, and opening a modal whose
// id is already open does nothing. Opening a different modal while one is open REPLACES it: the
// newest request is what the guest just asked for (a click, a failed purchase), while the one on
// screen is older; queueing would show stale dialogs after the guest moved on. The replaced
// modal is closed, not resumed. A modal may sit above the cookie banner and block page
// scrolling: each flag comes from the open call, else from the modal's registry entry, else off.
import { proxy } from 'valtio';
import { type ModalFlags, type ModalId, modalFlagsOf } from '../ui/modalFlags.ts';

export type { ModalFlags, ModalId };

interface OpenModal {
  id: ModalId;
  aboveCookieBanner: boolean;
  blockScroll: boolean;
}

export interface ModalsState {
  /** The modal on screen, or null. */
  current: OpenModal | null;
}

// ---- pure rules ----

/** The flags a modal opens with: the call's, else the registry entry's, else off. */
export function resolveModalFlags(defaults: Readonly<ModalFlags>, flags: Readonly<ModalFlags> = {}): Required<ModalFlags> {
  return {
    aboveCookieBanner: flags.aboveCookieBanner ?? defaults.aboveCookieBanner ?? false,
    blockScroll: flags.blockScroll ?? defaults.blockScroll ?? false,
  };
}

/**
 * The state after asking to open `id`. `opened` is false, and the state unchanged, when that id
 * is already open; otherwise the modal opens, replacing any other.
 */
export function withModalOpened(
  state: Readonly<ModalsState>,
  id: ModalId,
  flags: Readonly<ModalFlags> = {},
  defaults: Readonly<ModalFlags> = modalFlagsOf(id),
): { state: ModalsState; opened: boolean } {
  if (state.current?.id === id) return { state: { current: state.current }, opened: false };
  return { state: { current: { id, ...resolveModalFlags(defaults, flags) } }, opened: true };
}

/** The state after closing: `id` given, only that modal closes; without, whichever is open. */
export function withModalClosed(state: Readonly<ModalsState>, id?: ModalId): { state: ModalsState; closed: boolean } {
  if (state.current === null || (id !== undefined && state.current.id !== id)) {
    return { state: { current: state.current }, closed: false };
  }
  return { state: { current: null }, closed: true };
}

export function modalBlocksScroll(state: Readonly<ModalsState>): boolean {
  return state.current?.blockScroll === true;
}

export function isModalOpen(state: Readonly<ModalsState>, id?: ModalId): boolean {
  return id === undefined ? state.current !== null : state.current?.id === id;
}

// ---- store ----

export const modals = proxy<ModalsState>({ current: null });

/** Opens a modal. Returns false (and changes nothing) when that modal is already open. */
export function openModal(id: ModalId, flags?: ModalFlags): boolean {
  const { state, opened } = withModalOpened(modals, id, flags);
  if (opened) modals.current = state.current;
  return opened;
}

/** Closes the open modal, or only `id` when given. Returns whether a modal closed. */
export function closeModal(id?: ModalId): boolean {
  const { closed } = withModalClosed(modals, id);
  if (closed) modals.current = null;
  return closed;
}
