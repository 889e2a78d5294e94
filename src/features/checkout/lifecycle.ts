// The checkout frame's lifecycle (spec part 1 §4 Payment flow values): created, ready after the
// transfer token arrived and `session.init` went out, loaded when the frame rendered its flow,
// visible once shown, then hidden (shown again later) or removed (the end).
import type { PaymentFrameState } from '../../contract/enums.ts';

export type LifecycleEvent = 'sessionInit' | 'frameLoaded' | 'show' | 'hide' | 'remove';

const TRANSITIONS: Record<LifecycleEvent, { from: readonly PaymentFrameState[]; to: PaymentFrameState }> = {
  sessionInit: { from: ['created'], to: 'ready' },
  frameLoaded: { from: ['ready'], to: 'loaded' },
  show: { from: ['loaded', 'hidden'], to: 'visible' },
  hide: { from: ['visible'], to: 'hidden' },
  remove: { from: ['created', 'ready', 'loaded', 'visible', 'hidden'], to: 'removed' },
};

/** The state after `event`, or null when the event does not apply in `state` (it changes nothing). */
export function nextLifecycle(state: PaymentFrameState, event: LifecycleEvent): PaymentFrameState | null {
  const transition = TRANSITIONS[event];
  return transition.from.includes(state) ? transition.to : null;
}

/** Actions and option updates go out to the frame once it is ready, until it is removed. */
export function canPostToFrame(state: PaymentFrameState): boolean {
  return state !== 'created' && state !== 'removed';
}
