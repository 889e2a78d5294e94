// The rule of the buy button (src/ui/BuyButton.tsx) as a pure function: what a tap does.

/** idle: "Buy for €2.99"; confirm: "Confirm €2.99", waiting for a second, separate tap. */
export type BuyStep = 'idle' | 'confirm';

/**
 * The step after a tap, or 'buy' when the tap buys. `clickCount` is the click event's `detail`:
 * 2 and more is the second click of a double click, which never confirms (0 is the keyboard).
 */
export function buyStepAfterTap(step: BuyStep, { ask, clickCount }: { ask: boolean; clickCount: number }): BuyStep | 'buy' {
  if (!ask) return 'buy';
  if (step === 'idle') return clickCount > 1 ? 'idle' : 'confirm';
  return clickCount > 1 ? 'confirm' : 'buy';
}
