// The status bar's store: the event items of this page's life and the dismissed types (kept in
// the session's status-bar cookie). Which items show is statusBarRules.ts's call.
import { proxy } from 'valtio';
import { markStatusItemSeen } from '../../api/guest.ts';
import { SERVER_STATUS_TYPES, type ServerStatusType } from '../../contract/account.ts';
import type { StatusBarType } from '../../contract/enums.ts';
import { GREETED_COOKIE, STATUS_BAR_COOKIE } from '../../contract/storageKeys.ts';
import { readCookie, writeCookie } from '../../lib/storage.ts';
import { decodeDismissed, type EventStatusType, encodeDismissed, type StatusBarEvent, withStatusEvent } from './statusBarRules.ts';

export const statusBar = proxy({
  events: [] as StatusBarEvent[],
  dismissed: decodeDismissed(readCookie(STATUS_BAR_COOKIE.name)),
});

function saveDismissed(types: StatusBarType[]): void {
  statusBar.dismissed = types;
  writeCookie(STATUS_BAR_COOKIE.name, encodeDismissed(types)); // no days: a session cookie
}

/** Shows an event item; a new occurrence shows even if the type was dismissed before. */
export function showStatusBarItem(type: EventStatusType, detail?: string): void {
  statusBar.events = withStatusEvent(statusBar.events, detail === undefined ? { type } : { type, detail });
  if (statusBar.dismissed.includes(type)) saveDismissed(statusBar.dismissed.filter((each) => each !== type));
}

/** Removes an event item without remembering it (it was answered, not dismissed). */
export function clearStatusBarItem(type: EventStatusType): void {
  statusBar.events = statusBar.events.filter((event) => event.type !== type);
}

/** The guest closed an item: it stays away for the rest of the browser session. */
export function dismissStatusBarItem(type: StatusBarType): void {
  statusBar.events = statusBar.events.filter((event) => event.type !== type);
  if (!statusBar.dismissed.includes(type)) saveDismissed([...statusBar.dismissed, type]);
}

// --- the greeting after a login (the page reloads after every login, so it is kept across it) ---

/**
 * Greets a guest the first time this browser session sees it logged in: mailWelcomeLink while the
 * address is unverified (a new signup always is), welcomeBack otherwise.
 */
export function greetAfterLogin(guestId: number, isEmailVerified: boolean): void {
  if (readCookie(GREETED_COOKIE.name) === String(guestId)) return;
  writeCookie(GREETED_COOKIE.name, String(guestId)); // no days: a session cookie
  showStatusBarItem(isEmailVerified ? 'welcomeBack' : 'mailWelcomeLink');
}

// --- the items the server raises (issue 21): shown once, then reported seen ---

const reportedSeen = new Set<ServerStatusType>();

function isServerStatusType(type: StatusBarType): type is ServerStatusType {
  return (SERVER_STATUS_TYPES as readonly StatusBarType[]).includes(type);
}

/**
 * An item is on screen: a server-raised one is reported seen (once per page), so the next page
 * load does not raise it again. A failed report is tried again the next time it shows.
 */
export function noteStatusItemShown(type: StatusBarType): void {
  if (!isServerStatusType(type) || reportedSeen.has(type)) return;
  reportedSeen.add(type);
  markStatusItemSeen(type).catch(() => reportedSeen.delete(type));
}
