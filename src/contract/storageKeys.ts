// Every name under which data is kept in the browser, declared once (STYLE.md, as Elk's
// app/constants/index.ts): cookies, localStorage and sessionStorage keys, and the idb-keyval
// stores and keys. The app, the service worker, the server and the tests import these; none
// spells a name itself. The values are what guests' browsers hold today: a changed value
// forgets whatever is stored under the old one (a logout nobody asked for, a consent banner
// shown again), so a value changes only together with code that migrates the old one.
// The Cache Storage names of the service worker are in offline.ts, beside the caching rules.
import { COOKIE_DAYS } from './constants.ts';

/** A cookie's name and lifetime in days; a cookie without `days` ends with the browser session. */
interface CookieName {
  readonly name: string;
  readonly days?: number;
}

// ---- cookies: spec part 1 §9 "cookie names are short codes ... (exact names not shown)", so
// ---- the names and the lifetimes the spec does not give are chosen ----

/** Cookie consent (spec part 1 §5): the functional and analytics choice, e.g. `1.f0.a1`. */
export const CONSENT_COOKIE = { name: 'gcc', days: 365 } as const satisfies CookieName;

/** The forced age check (spec part 1 §9): set once the visitor confirmed being 18 or older. */
export const AGE_GATE_COOKIE = { name: 'gfa', days: 30 } as const satisfies CookieName;

/** Blocked incentive groups (spec part 1 §4 Incentives, §9: 30 days). */
export const BLOCKED_INCENTIVES_COOKIE = { name: 'bi', days: COOKIE_DAYS.blockedIncentive } as const satisfies CookieName;

/**
 * The welcome banner (spec part 1 §9): the guest who closed the welcome chat offer. A day
 * outlasts the offer (30 minutes of candidacy, 10 of eligibility), so it does not come back.
 */
export const WELCOME_BANNER_COOKIE = { name: 'gwb', days: 1 } as const satisfies CookieName;

/** The teaser (spec part 1 §8, §9 name one, not its lifetime): closed for a day, as the welcome banner. */
export const TEASER_COOKIE = { name: 'gts', days: 1 } as const satisfies CookieName;

/** The status-bar items (spec part 1 §9): the types dismissed in this browser session. */
export const STATUS_BAR_COOKIE = { name: 'gsb' } as const satisfies CookieName;

/** The guest last greeted in the status bar this browser session: one welcome per login. */
export const GREETED_COOKIE = { name: 'gsg' } as const satisfies CookieName;

/** Affiliate id, sub-reference and token (spec part 1 §3 Payment options w, ws, wt; §9), and the test device (§2). */
export const ATTRIBUTION_COOKIES = {
  affiliateId: { name: 'gwi', days: COOKIE_DAYS.affiliate },
  subRef: { name: 'gws', days: COOKIE_DAYS.affiliate },
  token: { name: 'gwt', days: COOKIE_DAYS.affiliate },
  testDevice: { name: 'gtd', days: COOKIE_DAYS.testDevice },
} as const satisfies Record<string, CookieName>;

/**
 * "Stay logged in" on the checkout origin: set by the server, HttpOnly, so no script reads it.
 * Its lifetime is the server's (CHECKOUT_TTL_MS.loginCookie).
 */
export const LOGIN_COOKIE = { name: 'glimmer_login' } as const satisfies CookieName;

// ---- localStorage: kept on this device across sessions, shared by its tabs ----

/**
 * The access token every visitor holds, anonymous first, the guest's own after login: every tab
 * uses it, and learns of a login or logout elsewhere from this key's `storage` event.
 */
export const TOKEN_KEY = 'glimmer.accessToken';

/** The token a login stored: while it is still TOKEN_KEY's, the first paint may show the logged-in view. */
export const LOGIN_TOKEN_KEY = 'glimmer.accessToken.login';

/** Deferred actions wait for a login ('1'), so the deferred store opens only when there is something to replay. */
export const DEFERRED_PENDING_KEY = 'glimmer.deferredActions';

/** Pins a tap made that the socket owner has not written yet (src/realtime/keptFrames.ts). */
export const KEPT_FRAMES_KEY = 'glimmer.keptFrames';

/** Discreet mode on this device ('1' or '0'), so a logged-out start and the first paint know it. */
export const DISCREET_KEY = 'glimmer.discreet';

/** When the guest last dismissed the install offer (epoch ms). */
export const INSTALL_DISMISSED_KEY = 'glimmer.installDismissedAt';

/** The recent global searches (spec part 1 §5: only with functional consent). */
export const RECENT_SEARCHES_KEY = 'glimmer.recentSearches';

/** A guest logged in on this device before ('1'; spec part 1 §5 pin teaser), never cleared by logout. */
export const RETURNING_GUEST_KEY = 'glimmer.returningGuest';

/** The tile grid settings of one grid type (spec part 1 §3: "kept per type"). */
export const tileGridSettingsKey = (type: string): string => `glimmer.tileGrid.${type}`;

/** A guest's last top-up time (epoch ms), namespaced per guest (STYLE.md). */
export const lastTopUpKey = (guestId: number): string => `glimmer.promos.lastTopUpAt.${guestId}`;

/** Dev builds only: the pseudo-locale is switched on ('1'; src/i18n/pseudoLocale.ts). */
export const PSEUDO_LOCALE_KEY = 'glimmer.pseudoLocale';

// ---- sessionStorage: one tab's, gone with it ----

/** Scroll positions by history entry: per tab, like the history they belong to. */
export const SCROLL_POSITIONS_KEY = 'glimmer.scroll.positions';

/** When the tab last reloaded for a chunk gone from the server (epoch ms): one reload, not a loop. */
export const CHUNK_RELOAD_AT_KEY = 'glimmer.chunkReloadAt';

/** The Lindemann route asked for its redirect after login, with the query to keep (spec part 1 §2). */
export const LINDEMANN_ASKED_KEY = 'glimmer.lindemann.asked';

/** The guest who closed the chat trial promo in this browser session. */
export const CHAT_TRIAL_CLOSED_KEY = 'glimmer.chatTrial.closedBy';

// ---- IndexedDB through idb-keyval ----

/** An idb-keyval store: its database and object store names. */
interface IdbStoreName {
  readonly database: string;
  readonly store: string;
}

/**
 * Keys in idb-keyval's default store, which the service worker reads too: the resubscribe token
 * the server gave at subscribe (the worker holds no access token and resubscribes with it), the
 * guest who turned push on in this browser (only their sessions renew it), and when this device
 * last showed a push (epoch ms, written by the worker).
 */
export const PUSH_RESUBSCRIBE_KEY = 'glimmer.push.resubscribeToken';
export const PUSH_OWNER_KEY = 'glimmer.push.owner';
export const PUSH_LAST_SHOWN_KEY = 'glimmer.push.lastShown';

/** The locally stored items with an expire stamp (spec part 1 §3 Locally stored items, §4 Deferred actions). */
export const DEFERRED_STORE = { database: 'glimmer-deferred', store: 'items' } as const satisfies IdbStoreName;
/** Its keys: a deferred action's start with this (spec part 1 §3 onLoginAction), then its type and target. */
export const ON_LOGIN_ACTION_KEY_PREFIX = 'onLoginAction:';
/** Its items remembering what to open after login, by the spec's names (part 1 §3). */
export const REMEMBERED_ITEM_KEYS = { channelId: 'channelId', noteActorId: 'NoteactorId' } as const;
export type RememberedItemKey = (typeof REMEMBERED_ITEM_KEYS)[keyof typeof REMEMBERED_ITEM_KEYS];

/** The service worker's outbox of log and tracking calls waiting for the network, in sending order. */
export const OUTBOX_STORE = { database: 'glimmer-outbox', store: 'entries' } as const satisfies IdbStoreName;
/** The outbox's bookkeeping, apart from its entries. */
export const OUTBOX_META_STORE = { database: 'glimmer-outbox-meta', store: 'meta' } as const satisfies IdbStoreName;
/** Its key of how many of the oldest entries the bound dropped since a call last got through. */
export const OUTBOX_DROPPED_KEY = 'dropped';
