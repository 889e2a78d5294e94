// What a refused purchase leads to (spec part 1 §4, §6: not enough money opens the
// not-enough-money modal that leads to the top-up).
import type { ErrorCode } from '../../contract/errors.ts';

export type BuyOutcome = 'notEnoughMoney' | 'ageCheck' | 'login' | 'failed';

export function buyOutcome(code: ErrorCode | 'NETWORK' | null): BuyOutcome {
  switch (code) {
    case 'INSUFFICIENT_FUNDS':
      return 'notEnoughMoney';
    case 'AGE_CHECK_REQUIRED':
      return 'ageCheck';
    case 'UNAUTHORIZED':
      return 'login';
    default:
      return 'failed';
  }
}
