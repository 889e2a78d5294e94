// The incentive rules (spec part 1 §4 Incentives, §3 priority default 0, §9 blocked group kept 30
// days) as pure functions: the store and the unit tests use them.

import { DEFAULTS } from '../../contract/constants.ts';
import type { Incentive } from '../../contract/entities.ts';

/** A new incentive of the same type in a region replaces the old one; others stay. */
export function withIncentive(list: readonly Incentive[], incoming: Incentive): Incentive[] {
  return [...list.filter((item) => !(item.region === incoming.region && item.type === incoming.type)), incoming];
}

/** The list after an event (re)loaded its incentives: the event's old ones go, the new ones are placed. */
export function withEventReloaded(list: readonly Incentive[], event: string, incoming: readonly Incentive[]): Incentive[] {
  return incoming.reduce(
    withIncentive,
    list.filter((item) => item.event !== event),
  );
}

/** The list without a closed incentive. */
export function withoutIncentive(list: readonly Incentive[], closed: Pick<Incentive, 'id' | 'region' | 'type'>): Incentive[] {
  return list.filter((item) => !(item.id === closed.id || (item.region === closed.region && item.type === closed.type)));
}

const priorityOf = (incentive: Pick<Incentive, 'priority'>) => incentive.priority ?? DEFAULTS.incentivePriority;

/** The incentive a region shows: not blocked, highest priority, the later-placed one on a tie. */
export function shownInRegion(list: readonly Incentive[], region: string, blockedGroups: ReadonlySet<string>): Incentive | null {
  let shown: Incentive | null = null;
  for (const item of list) {
    if (item.region !== region || isBlocked(item, blockedGroups)) continue;
    if (shown === null || priorityOf(item) >= priorityOf(shown)) shown = item;
  }
  return shown;
}

export function isBlocked(incentive: Pick<Incentive, 'uniqueGroup'>, blockedGroups: ReadonlySet<string>): boolean {
  return incentive.uniqueGroup !== null && blockedGroups.has(incentive.uniqueGroup);
}

/** The blocked groups kept in the cookie: names separated by commas. */
export function parseBlockedGroups(cookie: string | null): Set<string> {
  return new Set(
    (cookie ?? '')
      .split(',')
      .map((group) => group.trim())
      .filter((group) => group !== ''),
  );
}

export function serializeBlockedGroups(groups: ReadonlySet<string>): string {
  return [...groups].sort().join(',');
}

/** Seconds left of an incentive's countdown that started at `shownAt` (never below 0). */
export function countdownLeft(countdownSeconds: number, shownAt: number, now: number): number {
  return Math.max(0, countdownSeconds - Math.floor((now - shownAt) / 1000));
}
