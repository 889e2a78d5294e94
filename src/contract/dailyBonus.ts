// The daily bonus clock (spec part 1 §9, part 2 §9: the timer ticks every 1000 ms and counts to
// 23:59:59 with Berlin offset 1). The spec fixes the offset at +1 hour all year (no summer
// time), so the Berlin day and the countdown are plain arithmetic on UTC milliseconds.
import { DAILY_BONUS } from './constants.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const { hours, minutes, seconds } = DAILY_BONUS.countdownEnd;
const END_OF_DAY_MS = ((hours * 60 + minutes) * 60 + seconds) * 1000;

/** Milliseconds since midnight of the Berlin day of `nowMs`. */
function berlinMsOfDay(nowMs: number): number {
  const shifted = nowMs + DAILY_BONUS.berlinUtcOffsetHours * HOUR_MS;
  return ((shifted % DAY_MS) + DAY_MS) % DAY_MS;
}

/** Whole seconds left until 23:59:59 Berlin time of the current Berlin day (0 in the last second). */
export function secondsUntilBerlinEndOfDay(nowMs: number): number {
  return Math.max(0, Math.floor((END_OF_DAY_MS - berlinMsOfDay(nowMs)) / 1000));
}

/** The countdown as the timer shows it: hours, minutes and seconds. */
export function countdownParts(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}

/** "HH:MM:SS". */
export function formatCountdown(totalSeconds: number): string {
  const { hours: h, minutes: m, seconds: s } = countdownParts(totalSeconds);
  return [h, m, s].map((part) => String(part).padStart(2, '0')).join(':');
}

/** The Berlin day of `nowMs` shifted by `dayOffset` days (-1 yesterday, 1 tomorrow), as YYYY-MM-DD. */
export function berlinDay(nowMs: number, dayOffset = 0): string {
  return new Date(nowMs + DAILY_BONUS.berlinUtcOffsetHours * HOUR_MS + dayOffset * DAY_MS).toISOString().slice(0, 10);
}
