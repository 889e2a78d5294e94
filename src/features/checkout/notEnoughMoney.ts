// The purchase behind the not-enough-money dialog (spec part 1 §2 modal not-enough-money, §4
// pending money-charge callback): the dialog's top-up finishes it once the top-up succeeded.
// Closing the dialog without topping up forgets it.
import { openModal } from '../../state/modals.ts';
import { openCheckout, topUpThenResume } from './index.ts';

let waiting: (() => unknown) | null = null;

/** Opens the dialog for a purchase the balance did not cover; `resume` asks for it again. */
export function askForTopUp(resume: () => unknown): void {
  waiting = resume;
  openModal('not-enough-money');
}

/** The dialog's top-up: the waiting purchase runs after a successful top-up. */
export function topUpForWaitingPurchase(): void {
  const resume = waiting;
  waiting = null;
  void (resume ? topUpThenResume(resume) : openCheckout('moneycharge'));
}

export function forgetWaitingPurchase(): void {
  waiting = null;
}
