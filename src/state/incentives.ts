// The incentives shown to the guest (spec part 1 §4 Incentives; part 2 §4: a page-load call
// yields incentives, vxpayConfig and trackingData; closing one reloads the page-load
// incentives). Loaded per region; a new incentive of a type replaces the region's old one;
// removed when closed or when its event reloads. A closed incentive's group is blocked in a
// cookie for 30 days, so it stays closed after a reload for anonymous guests too.
// Not in the first-load chunk: the shell imports the incentive slot lazily.
import { proxy } from 'valtio';
import {
  getBuyImageAlbumIncentives,
  getIncentivesByEvent,
  getPageLoadIncentives,
  getVideoPreviewEndIncentives,
  closeIncentive as postCloseIncentive,
  setRefillWindowHidden as postRefillWindowHidden,
} from '../api/incentives.ts';
import type { Incentive } from '../contract/entities.ts';
import { type CloseResult, INCENTIVE_EVENTS } from '../contract/incentives.ts';
import { BLOCKED_INCENTIVES_COOKIE } from '../contract/storageKeys.ts';
import { parseBlockedGroups, serializeBlockedGroups, withEventReloaded, withoutIncentive } from '../features/incentives/incentiveRules.ts';
import { readCookie, writeCookie } from '../lib/storage.ts';

export const incentives = proxy({
  list: [] as Incentive[],
  /** When each incentive (by id) was first shown, for its countdown. */
  shownAt: {} as Record<number, number>,
  blockedGroups: [] as string[],
  vxpayConfig: {} as Record<string, unknown>,
  trackingData: {} as Record<string, unknown>,
  /** The incentive whose dialog is open (its modal body reads the content). */
  openedId: null as number | null,
  /** The route the page-load incentives were loaded for. */
  route: null as { routeName: string; routeArgs: Record<string, string> } | null,
});

function readBlockedGroups(): void {
  incentives.blockedGroups = [...parseBlockedGroups(readCookie(BLOCKED_INCENTIVES_COOKIE.name))];
}

function place(event: string, loaded: readonly Incentive[]): void {
  incentives.list = withEventReloaded(incentives.list, event, loaded);
  const now = Date.now();
  for (const item of loaded) incentives.shownAt[item.id] ??= now;
}

let pageLoadSerial = 0;

/** conversion/getPageLoadIncentives for the route on screen. */
export async function loadPageLoadIncentives(routeName: string, routeArgs: Record<string, string>): Promise<void> {
  const serial = ++pageLoadSerial;
  incentives.route = { routeName, routeArgs };
  readBlockedGroups();
  try {
    const answer = await getPageLoadIncentives(routeName, routeArgs);
    if (serial !== pageLoadSerial) return;
    place(INCENTIVE_EVENTS.pageLoad, answer.incentives);
    incentives.vxpayConfig = answer.vxpayConfig;
    incentives.trackingData = answer.trackingData;
  } catch {
    // an incentive is an offer, never in the way: without an answer the page shows none
    if (serial === pageLoadSerial) place(INCENTIVE_EVENTS.pageLoad, []);
  }
}

/** Reloads the incentives of an event (conversion/getIncentivesByEvent): its old ones go. */
export async function reloadEventIncentives(event: string): Promise<void> {
  try {
    place(event, (await getIncentivesByEvent(event)).incentives);
  } catch {
    // as above: no incentive rather than an error
  }
}

export async function loadAlbumIncentives(kind: 'buyImageAlbum' | 'videoPreviewEnd', albumId: number): Promise<void> {
  try {
    const answer = kind === 'buyImageAlbum' ? await getBuyImageAlbumIncentives(albumId) : await getVideoPreviewEndIncentives(albumId);
    place(INCENTIVE_EVENTS[kind], answer.incentives);
  } catch {
    // as above
  }
}

/** Closes an incentive: gone at once, its group blocked in the cookie, told to the server, then the page-load incentives reload. */
export async function closeIncentive(incentive: Incentive, result: CloseResult = 'closed'): Promise<void> {
  incentives.list = withoutIncentive(incentives.list, incentive);
  if (incentives.openedId === incentive.id) incentives.openedId = null;
  if (incentive.uniqueGroup !== null && result !== 'accepted') {
    const groups = parseBlockedGroups(readCookie(BLOCKED_INCENTIVES_COOKIE.name));
    groups.add(incentive.uniqueGroup);
    writeCookie(BLOCKED_INCENTIVES_COOKIE.name, serializeBlockedGroups(groups), { days: BLOCKED_INCENTIVES_COOKIE.days });
    incentives.blockedGroups = [...groups];
  }
  try {
    await postCloseIncentive({
      result,
      incentive: {
        id: incentive.id,
        region: incentive.region,
        type: incentive.type,
        event: incentive.event,
        uniqueGroup: incentive.uniqueGroup,
      },
    });
  } catch {
    return; // the cookie keeps it closed; the next page load asks again
  }
  if (incentives.route) await loadPageLoadIncentives(incentives.route.routeName, incentives.route.routeArgs);
}

/** conversion/setRefillWindowHidden: the refill incentive goes for `intervalSeconds`. */
export async function hideRefillWindow(incentive: Incentive, intervalSeconds: number): Promise<void> {
  incentives.list = withoutIncentive(incentives.list, incentive);
  try {
    await postRefillWindowHidden(incentive.type, intervalSeconds);
  } catch {
    // hidden on this page; the server did not hear it, so it may come back later
  }
}

/** Marks the incentive whose dialog opens (the modal body shows its content). */
export function openIncentive(id: number): void {
  incentives.openedId = id;
}
