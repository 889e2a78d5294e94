// The status bar (spec part 1 §3 Status bar types): which items show, in which order, and the
// session cookie that remembers the dismissed ones. Plain rules, no React, no I/O.

import { buildPath } from '../../app/routes.ts';
import { STATUS_BAR_TYPES } from '../../contract/account.ts';
import type { AvsStatus, Language, StatusBarType } from '../../contract/enums.ts';

/** Items shown because something happened (an event), as opposed to items that follow the guest's state. */
const EVENT_STATUS_TYPES = [
  'automaticRecharge',
  'ageCheckAccepted',
  'mailWelcomeLink',
  'welcomeBack',
  'error',
  'cancellationOffer',
  'cancellationOfferError',
  'monthlyBonusProcessed',
] as const satisfies readonly StatusBarType[];
export type EventStatusType = (typeof EVENT_STATUS_TYPES)[number];

/** Most urgent first: errors, then what the guest should act on, then news, then greetings. Chosen. */
export const STATUS_BAR_ORDER = [
  'error',
  'cancellationOfferError',
  'cancellationOffer',
  'ageCheckAccepted',
  'ageCheckStatus',
  'noAgeCheck',
  'automaticRecharge',
  'monthlyBonusProcessed',
  'mailWelcomeLink',
  'mailNotVerified',
  'welcomeBack',
  'notFoundRedirect',
] as const satisfies readonly StatusBarType[];

/** At most this many items are offered to the promo manager, which shows one promo at a time (issue 20). Chosen. */
export const STATUS_BAR_MAX_ITEMS = 3;

/** An event item: its type and, for error, the message code to translate. */
export interface StatusBarEvent {
  type: EventStatusType;
  /** error: what failed (translated by the bar). */
  detail?: string;
}

export interface StatusBarInput {
  isLoggedIn: boolean;
  avsStatus: AvsStatus;
  /** Null while the profile is not loaded (nothing is said about the e-mail then). */
  isEmailVerified: boolean | null;
  /** The page was reached through a not-found redirect (`?notFound=1`). */
  isNotFoundRedirect: boolean;
  events: readonly StatusBarEvent[];
  dismissed: readonly StatusBarType[];
}

export interface StatusBarItem {
  type: StatusBarType;
  detail?: string;
}

function isStatusBarType(value: unknown): value is StatusBarType {
  return typeof value === 'string' && (STATUS_BAR_TYPES as readonly string[]).includes(value);
}

/** The items that follow the guest's state rather than an event. */
function stateItems(input: StatusBarInput): StatusBarItem[] {
  const items: StatusBarItem[] = [];
  if (input.isNotFoundRedirect) items.push({ type: 'notFoundRedirect' });
  if (!input.isLoggedIn) return items;
  if (input.avsStatus === 'unknown') items.push({ type: 'noAgeCheck' });
  if (input.avsStatus === 'pending' || input.avsStatus === 'rejected') items.push({ type: 'ageCheckStatus' });
  if (input.isEmailVerified === false) items.push({ type: 'mailNotVerified' });
  return items;
}

/**
 * The items the bar shows: state and event items, the dismissed ones left out, one per type,
 * most urgent first, at most STATUS_BAR_MAX_ITEMS. The welcome link already says the mail is
 * unverified, so mailNotVerified waits while it shows; a logged-out guest sees only the
 * not-found notice and errors.
 */
export function selectStatusBarItems(input: StatusBarInput): StatusBarItem[] {
  const events = input.isLoggedIn ? input.events : input.events.filter((event) => event.type === 'error');
  const byType = new Map<StatusBarType, StatusBarItem>();
  for (const item of [...events, ...stateItems(input)]) {
    if (input.dismissed.includes(item.type) || byType.has(item.type)) continue;
    byType.set(item.type, item.detail === undefined ? { type: item.type } : { type: item.type, detail: item.detail });
  }
  if (byType.has('mailWelcomeLink')) byType.delete('mailNotVerified');
  if (byType.has('ageCheckAccepted')) {
    byType.delete('noAgeCheck');
    byType.delete('ageCheckStatus');
  }
  return STATUS_BAR_ORDER.flatMap((type) => byType.get(type) ?? []).slice(0, STATUS_BAR_MAX_ITEMS);
}

/** Adds an event; the same type again replaces the older one (its detail may be newer). */
export function withStatusEvent(events: readonly StatusBarEvent[], event: StatusBarEvent): StatusBarEvent[] {
  return [...events.filter((existing) => existing.type !== event.type), event];
}

// --- the status-bar cookie (STATUS_BAR_COOKIE): the dismissed types, for the browser session ---

/** The cookie value: dismissed types joined by dots, e.g. `noAgeCheck.welcomeBack`. */
export function encodeDismissed(types: readonly StatusBarType[]): string {
  return [...new Set(types)].join('.');
}

/** The dismissed types of a cookie value; anything unknown is dropped. */
export function decodeDismissed(value: string | null): StatusBarType[] {
  if (!value) return [];
  return [...new Set(value.split('.').filter(isStatusBarType))];
}

// --- the query parameters the bar reads ---

/** `?notFound=1`: the page was reached through a not-found redirect. */
const NOT_FOUND_PARAM = 'notFound';
/** `?verifyEmail=<code>`: the code of the e-mail verification link. */
export const VERIFY_EMAIL_PARAM = 'verifyEmail';

/** Where a link to something that is gone (a removed actor) leads: the cams, with the not-found notice. */
export function notFoundRedirectPath(language: Language): string {
  return `${buildPath('cams', {}, language)}?${NOT_FOUND_PARAM}=1`;
}

export function isNotFoundRedirect(search: string): boolean {
  return new URLSearchParams(search).get(NOT_FOUND_PARAM) === '1';
}

/** The verification code of the query, or null (blank or absurdly long codes are ignored). */
export function verifyEmailCode(search: string): string | null {
  const code = new URLSearchParams(search).get(VERIFY_EMAIL_PARAM)?.trim();
  return code && code.length <= 256 ? code : null;
}

/** The query without `name` (the address bar keeps everything else); '' when nothing is left. */
export function searchWithout(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
