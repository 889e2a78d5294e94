// The daily bonus timer (spec part 1 §9: ticks every 1000 ms, counts to 23:59:59 Berlin time).
import { useEffect, useState } from 'react';
import { DAILY_BONUS } from '../../contract/constants.ts';
import { secondsUntilBerlinEndOfDay } from '../../contract/dailyBonus.ts';

/** Seconds left of today's offers, updated every tick. */
export function useBerlinCountdown(): number {
  const [left, setLeft] = useState(() => secondsUntilBerlinEndOfDay(Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsUntilBerlinEndOfDay(Date.now())), DAILY_BONUS.tickMs);
    return () => clearInterval(timer);
  }, []);
  return left;
}
