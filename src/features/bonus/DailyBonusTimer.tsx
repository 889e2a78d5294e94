// How long today's daily bonus offers last (spec part 1 §9): shown in the home page's daily bonus
// block, loaded when the guest scrolls near it.
import { Trans } from '@lingui/react/macro';
import { formatCountdown } from '../../contract/dailyBonus.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { useBerlinCountdown } from './useBerlinCountdown.ts';
import './bonus.css';

export default function DailyBonusTimer() {
  useLaterTexts();
  const left = useBerlinCountdown();
  return (
    <p className="daily-bonus-timer" data-testid="daily-bonus-timer" data-seconds-left={left}>
      <Trans>Today's offers end in {formatCountdown(left)}</Trans>
    </p>
  );
}
