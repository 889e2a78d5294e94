// The VIP monthly bonus (issue 21 point 8). The spec names only its status bar item ("monthly
// bonus processed", part 1 §3); the bonus itself is chosen (docs/decisions.md): a VIP guest gets
// MONTHLY_BONUS.vipCents credited once per calendar month, the month counted in Berlin time as
// the daily bonus counts its day.
import { berlinDay } from './dailyBonus.ts';

export const MONTHLY_BONUS = { vipCents: 500 } as const;

/** The ledger reason of the monthly bonus credit. */
export const MONTHLY_BONUS_REASON = 'monthlyBonus';

/** The bonus month of `nowMs`, as YYYY-MM (Berlin time, fixed offset as the daily bonus). */
export function bonusMonth(nowMs: number): string {
  return berlinDay(nowMs).slice(0, 7);
}
