// Pins the guest set in this page (spec part 1 §4 Pinning), shown at once on the tiles while
// the socket carries the `pin` / `unpin` to the server. A pin this page did not change is what
// the page was served (a favourites list passes `served`), else unpinned.
import { proxy } from 'valtio';
import type { PinKind } from '../../contract/socket.ts';

export interface PinsState {
  /** `${kind}:${id}` -> pinned. */
  pinned: Record<string, boolean>;
}

export const pins = proxy<PinsState>({ pinned: {} });

/** Whether a pin is set: what this page did last, else what the page was served (`served`). */
export function isPinned(state: Readonly<PinsState>, kind: PinKind, id: number, served = false): boolean {
  return state.pinned[`${kind}:${id}`] ?? served;
}

export function setPinned(kind: PinKind, id: number, pinned: boolean): void {
  pins.pinned[`${kind}:${id}`] = pinned;
}
