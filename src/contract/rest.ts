// The REST route table (spec part 2 §7.1-7.9 plus our own `auth/anonymous`), and the types
// and helpers both sides use to call and serve it. Keys are the spec's path shapes relative
// to REST_BASE; `{name}` is a path param. Payload and answer types are in restCalls.ts.
//
// A route marked `// method not shown in spec: chosen` had no method in the spec: GET for
// reads, POST for anything that changes state. Prefixes the spec leaves implicit in its lists
// ("gallery/open, getpromotedvideo/{actorId}") are written out. Internal and test routes live
// under `internal/` (their paths are not shown in the spec).
import { ContractError } from './errors.ts';
import type { None, RestCalls } from './restCalls.ts';

export const REST_BASE = '/api/v1/';
export const SOCKET_PATH = '/socket';
export const QUERY_PATH = '/api/vxql';
/**
 * A first visit's query without a token (issue 23 point 2, docs/decisions.md): a request with
 * this header set to `anonymous` and no Authorization gets an anonymous token minted for it (as
 * `auth/anonymous` would), is answered as that guest, and the token comes back in
 * ISSUED_TOKEN_HEADER of a `no-store` answer. A query with neither still fails "Missing Vxql-Token".
 */
export const FIRST_VISIT_HEADER = 'vxql-token-request';
export const ISSUED_TOKEN_HEADER = 'vxql-token';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSpec {
  readonly method: HttpMethod;
  /** The path params, in the order of their `{name}` placeholders in the key. */
  readonly params: readonly string[];
  /** Send cookies (fetch `credentials: 'include'`). */
  readonly credentials?: true;
  /** The server answers with this Cache-Control max-age and the client may cache as long. */
  readonly cacheSeconds?: number;
  /** The answer is a file, not JSON. */
  readonly binary?: true;
  /** An internal or test route, not for guests. */
  readonly internal?: true;
}

const GET = 'GET';
const POST = 'POST';

export const restRoutes = {
  // --- 7.1 account, legal and payment ---
  'asset/legal-text/download/{legalTextId}': { method: GET, params: ['legalTextId'], binary: true }, // method not shown in spec: chosen
  /** Cookies: the login cookie of the checkout frame is set and cleared on these two. Chosen. */
  'vxpay/onsuccess': { method: POST, params: [], credentials: true },
  'vxpay/logout': { method: POST, params: [], credentials: true },
  'guest/redeemBonus': { method: POST, params: [] },
  'guest/acceptCancellationOffer': { method: POST, params: [] },
  'guest/getNotificationsSettings': { method: GET, params: [] }, // method not shown in spec: chosen
  'guest/newsletter/subscribe': { method: POST, params: [] },
  'guest/newsletter/unsubscribe': { method: POST, params: [] }, // method not shown in spec: chosen
  'guest/autoRechargeTeaserState': { method: POST, params: [] },
  'guest/closeDataProtection': { method: POST, params: [] },
  'guest/closeAgbAndDataProtection': { method: POST, params: [] },
  'guest/getGuestBalance': { method: GET, params: [] },
  'guest/sendVideoShareEmail': { method: POST, params: [] }, // method not shown in spec: chosen
  'guest/favorite/actors': { method: GET, params: [] }, // method not shown in spec: chosen
  /** Ours: per pinned actor e-mail and SMS notification settings (spec part 1 §3 Guest). */
  'guest/favorite/actorSettings': { method: GET, params: [] },
  'guest/favorite/actorSettings/save': { method: POST, params: [] },
  'guest/conversionChat': { method: POST, params: [] },
  'guest/savePreferences': { method: POST, params: [] },
  'utility/relation/addRelation': { method: POST, params: [] },
  'utility/relation/hasRelation': { method: POST, params: [] },
  'utility/getGeoLocationByZip/{zipCode}': { method: GET, params: ['zipCode'] }, // method not shown in spec: chosen
  'promo/hasGuestNotRedeemedOnTopCodeInstance/{promoCode}': { method: GET, params: ['promoCode'] }, // method not shown in spec: chosen

  // --- 7.2 actors ---
  'actor/getActorTVLivestreamDataById/{actorId}': { method: GET, params: ['actorId'] },
  'actor/getActorStateById/{actorId}': { method: GET, params: ['actorId'] },
  'actor/getActorNoteById/{actorId}': { method: GET, params: ['actorId'] },
  'actor/getActorPreviewImage/{actorIdOrName}': { method: GET, params: ['actorIdOrName'] },
  'actor/getActorDataByIdOrName/{actorIdOrName}': { method: GET, params: ['actorIdOrName'] },
  'actor/storeActorNote': { method: POST, params: [] },
  'seo/getActorSeoContent/{actorId}/{tagGroup}': { method: GET, params: ['actorId', 'tagGroup'] },
  'actorsearch/init': { method: GET, params: [] }, // method not shown in spec: chosen
  'actorsearch/search': { method: POST, params: [] }, // method not shown in spec: chosen
  'actorsearch/filter/delete': { method: POST, params: [] }, // method not shown in spec: chosen
  'monitoringActors/onlineActorsAmount': { method: GET, params: [] }, // method not shown in spec: chosen
  'phoenix/get_profile_preview/{actorId}': { method: GET, params: ['actorId'] }, // method not shown in spec: chosen
  'sales/actor/{actorId}': { method: GET, params: ['actorId'] }, // method not shown in spec: chosen

  // --- 7.3 messenger ---
  'messenger/channel/{channelId}': { method: GET, params: ['channelId'] },
  'messenger/channel/actor/{actorId}': { method: GET, params: ['actorId'] },
  'messenger/actor/{actorId}': { method: GET, params: ['actorId'] },
  'messenger/recommendations': { method: GET, params: [] },

  // --- 7.4 galleries and albums ---
  'album/{albumId}/buy': { method: POST, params: ['albumId'] },
  'gallery/open': { method: GET, params: [] },
  'gallery/getpromotedvideo/{actorId}': { method: GET, params: ['actorId'] },
  'gallery/getTopVideos/{actorIdOrName}': { method: GET, params: ['actorIdOrName'] },
  'gallery/getPreview': { method: GET, params: [] },
  'gallery/getPinnedPhotos': { method: GET, params: [] },
  'gallery/getsedcards/{actorIdOrName}': { method: GET, params: ['actorIdOrName'] },
  'gallery/getsedcards/{actorIdOrName}/{payload}': { method: GET, params: ['actorIdOrName', 'payload'] },
  'gallery/setSedcardsGuestRating/{actorId}': { method: POST, params: ['actorId'] },
  'gallery/getComments': { method: GET, params: [] },
  'gallery/postComment': { method: POST, params: [] },
  'gallery/setGuestRating': { method: POST, params: [] },
  'gallery/setPictureGuestRating': { method: POST, params: [] },
  'tileGrid/get/{type}/{payload}': { method: GET, params: ['type', 'payload'] },
  'tileGrid/getVideoPictures/{albumId}': { method: GET, params: ['albumId'] },
  'tileGrid/storeTileGridSettings': { method: POST, params: [] },

  // --- 7.5 search ---
  'searchResult/search/{language}/{searchPattern}': { method: GET, params: ['language', 'searchPattern'] }, // method not shown in spec: chosen

  // --- 7.6 conversion, teaser, survey, tracking ---
  'conversion/getBuyImageAlbumIncentives/{albumId}': { method: GET, params: ['albumId'] },
  'conversion/getVideoPreviewEndIncentives/{albumId}': { method: GET, params: ['albumId'] },
  'conversion/getPageLoadIncentives': { method: POST, params: [] },
  'conversion/getIncentivesByEvent': { method: GET, params: [] }, // method not shown in spec: chosen
  'conversion/setGuestInfo': { method: POST, params: [] },
  'conversion/setRefillWindowHidden': { method: POST, params: [] },
  'conversion/closeIncentive': { method: POST, params: [] },
  'teaser/getTeasers': { method: POST, params: [] },
  'survey/feedbackdata': { method: GET, params: [] }, // method not shown in spec: chosen
  'survey/feedback': { method: POST, params: [] }, // method not shown in spec: chosen
  'survey/chatexit': { method: POST, params: [] }, // method not shown in spec: chosen
  'logger/browserOnline': { method: POST, params: [] },
  'logger/websocketConnectionError': { method: POST, params: [] },
  'logger/vxmessengerError': { method: POST, params: [] },
  'tracker/trackActorProfileVisit': { method: POST, params: [] },
  'tracker/track': { method: POST, params: [] },
  'watch/start': { method: POST, params: [] }, // method not shown in spec: chosen

  // --- 7.7 special events and games ---
  'special/slotmachine/getReward/{eventId}': { method: GET, params: ['eventId'] },
  'special/halloween/getReward/{eventId}': { method: GET, params: ['eventId'] },
  'special/reward-box/getReward/{eventId}': { method: GET, params: ['eventId'] },
  'special/wiesn-shooting/getReward/{eventId}': { method: GET, params: ['eventId'] },
  'special/wet-and-wild/getReward/{eventId}': { method: GET, params: ['eventId'] },
  'special/wiesn-bude/getReward/{eventId}': { method: GET, params: ['eventId'] },
  'special/kickIt/getReward/{eventId}': { method: GET, params: ['eventId'] },
  'special/get/events': { method: GET, params: [] }, // method not shown in spec: chosen
  'special/adventcalendar': { method: GET, params: [] }, // method not shown in spec: chosen
  'special/easter/collectEgg': { method: POST, params: [] },
  'special/getData/{eventType}': { method: GET, params: ['eventType'] },
  'special/venus-attacks/getReward/{eventId}': { method: GET, params: ['eventId'] }, // ours: event 7 has no path in the spec
  'special/goldrush/getReward/{eventId}': { method: GET, params: ['eventId'] }, // ours: the gold rush page's game
  'special/adventcalendar/open': { method: POST, params: [] }, // ours: opening a door

  // --- 7.8 TV, blog, contests ---
  'tv/updateMediathek': { method: GET, params: [] },
  'tv/format/{key}': { method: GET, params: ['key'] },
  'tv/article/{slug}': { method: GET, params: ['slug'] },
  'tv/program/{type}': { method: GET, params: ['type'] },
  'tv/stream/{type}': { method: GET, params: ['type'] },
  'tv/video/{videoId}': { method: GET, params: ['videoId'] },
  'tv/suggest/{hashId}': { method: GET, params: ['hashId'] },
  'blog/pm': { method: GET, params: [] },
  'blog/archives/{category}': { method: GET, params: ['category'] },
  'blog/posts/{categoryId}/{payload}': { method: GET, params: ['categoryId', 'payload'] },
  'blog/actors/{payload}': { method: GET, params: ['payload'] },
  'contests/addContestMediaVoting': { method: POST, params: [] },
  'contests/deleteContestMediaVoting': { method: POST, params: [] }, // method not shown in spec: chosen
  'contests/{contestId}': { method: GET, params: ['contestId'] },
  'contests/{contestId}/actor/{actorId}': { method: GET, params: ['contestId', 'actorId'] },
  'contests/{contestId}/topList': { method: GET, params: ['contestId'] },
  'contests/{contestId}/getHeader': { method: GET, params: ['contestId'] },
  'contests/getContestGridItems/{contestId}/{contestSub}/{limit}/{offset}': {
    method: GET,
    params: ['contestId', 'contestSub', 'limit', 'offset'],
  },
  'contests/getContestGuestData/{contestId}': { method: GET, params: ['contestId'] },

  // --- 7.9 other ---
  'web-push/key': { method: GET, params: [] }, // method not shown in spec: chosen
  'web-push/status/{payload}': { method: GET, params: ['payload'] }, // method not shown in spec: chosen
  'web-push/subscribe': { method: POST, params: [] }, // method not shown in spec: chosen
  'web-push/resubscribe/{token}': { method: POST, params: ['token'] }, // method not shown in spec: chosen
  'web-push/unsubscribe/{payload}': { method: POST, params: ['payload'] }, // method not shown in spec: chosen
  'web-push/update/{payload}': { method: POST, params: ['payload'] }, // method not shown in spec: chosen
  'breadcrumb/{breadcrumbType}': { method: POST, params: ['breadcrumbType'], credentials: true },
  'video/jumbotron/config': { method: GET, params: [], cacheSeconds: 60 },
  'video/jumbotron/homepage': { method: GET, params: [], cacheSeconds: 60 },
  alive: { method: GET, params: [] }, // method not shown in spec: chosen
  'reporting/default': { method: POST, params: [] }, // method not shown in spec: chosen
  'reporting/main': { method: POST, params: [] }, // method not shown in spec: chosen

  // --- 7.9 internal and test routes (paths and access not shown in spec: chosen) ---
  'internal/regenerate_auto_incrementor': { method: POST, params: [], internal: true }, // method not shown in spec: chosen
  'internal/clear_di_cache': { method: POST, params: [], internal: true }, // method not shown in spec: chosen
  'internal/actor_import_full': { method: POST, params: [], internal: true }, // method not shown in spec: chosen
  'internal/album_import': { method: POST, params: [], internal: true }, // method not shown in spec: chosen
  'internal/grantMessengerGifts': { method: POST, params: [], internal: true }, // method not shown in spec: chosen
  'internal/onlineGuests': { method: GET, params: [], internal: true }, // method not shown in spec: chosen
  'internal/officeAddressCheck': { method: GET, params: [], internal: true }, // method not shown in spec: chosen
  'internal/testResults': { method: POST, params: [], internal: true }, // method not shown in spec: chosen
  // Ours: drive live events in tests and demos (server/internal/realtime.ts).
  'internal/actors/{actorId}/online': { method: POST, params: ['actorId'], internal: true },
  'internal/actors/{actorId}/freeshow': { method: POST, params: ['actorId'], internal: true },
  'internal/emit': { method: POST, params: [], internal: true },
  'internal/album_gift': { method: POST, params: [], internal: true },
  'internal/channels/{channelId}/block': { method: POST, params: ['channelId'], internal: true }, // an actor blocks a guest's channel (performer side)
  'internal/notify': { method: POST, params: [], internal: true }, // makes a notification (tests, demos)
  'internal/chats/{sessionId}/end': { method: POST, params: ['sessionId'], internal: true }, // ends a chat with any exit code (actor, admin, tests)
  'internal/chats/{sessionId}/charge': { method: POST, params: ['sessionId'], internal: true }, // bills a chat as if minutes had passed (tests)
  'internal/voicecalls/{clientId}/stop': { method: POST, params: ['clientId'], internal: true }, // the actor hangs up a voice call
  'internal/shows/sweep': { method: POST, params: [], internal: true }, // runs the ticket-show sweep now
  'internal/actors/{actorId}/message': { method: POST, params: ['actorId'], internal: true }, // an actor writes to a guest (performer side) // an actor gives a guest a video or album (performer side)
  'internal/tokens/revoke': { method: POST, params: [], internal: true },
  'internal/mails': { method: GET, params: [], internal: true }, // the mails the outbox sent to an address lately (support, e2e)

  'internal/actors/{actorId}/chatRatings': { method: POST, params: ['actorId'], internal: true },
  'internal/guests/{guestId}/lock': { method: POST, params: ['guestId'], internal: true },
  'internal/guests/{guestId}/avs': { method: POST, params: ['guestId'], internal: true },
  'internal/guests/{guestId}/pincall/expire': { method: POST, params: ['guestId'], internal: true },
  'internal/guests/{guestId}/avs/revoke': { method: POST, params: ['guestId'], internal: true },

  // --- ours ---
  'auth/anonymous': { method: POST, params: [] },
  'auth/transfer': { method: POST, params: [] },
  'auth/verifyEmail': { method: POST, params: [] },
  'guest/profile': { method: GET, params: [] },
  'guest/benefits': { method: GET, params: [] },
  'guest/sessions': { method: GET, params: [] },
  'guest/sessions/revoke': { method: POST, params: [] },
  'guest/balanceEvents': { method: GET, params: [] },
  'guest/saveNotificationsSettings': { method: POST, params: [] },
  'guest/statusItems/seen': { method: POST, params: [] },
  // ours, content (src/contract/content.ts)
  'blog/post/{slug}': { method: GET, params: ['slug'] },
  'blog/categories': { method: GET, params: [] },
  'asset/legal-text/{legalTextId}': { method: GET, params: ['legalTextId'] },
  'internal/guests/{guestId}/dataProtection': { method: POST, params: ['guestId'], internal: true },
  // ours, clash of cams (src/contract/clashOfCams.ts)
  'clashofcams/current': { method: GET, params: [] },
  'clashofcams/vote': { method: POST, params: [] },
} as const satisfies Record<keyof RestCalls, RouteSpec>;

export type RestKey = keyof typeof restRoutes;

/** The `{name}` placeholders of a route key, as a union of names. */
export type PathParamName<K extends string> = K extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamName<Rest> : never;

/** A path param value; objects (the `{payload}` placeholders) travel as JSON. */
export type PathParamValue = string | number;

/** The path params of a route: from the key, or the entry's own `params` in RestCalls. */
export type RestParams<K extends RestKey> = RestCalls[K] extends { params: infer P } ? P : { [Name in PathParamName<K>]: PathParamValue };

export type RestPayload<K extends RestKey> = RestCalls[K]['payload'];

/** Everything a caller passes: path params and payload in one object (their names never clash). */
export type RestInput<K extends RestKey> = RestParams<K> & RestPayload<K>;

/** A successful answer as it travels: `success: true` plus the call's fields (a Blob for files). */
export type RestAnswer<K extends RestKey> = RestCalls[K]['answer'] extends Blob ? Blob : { success: true } & RestCalls[K]['answer'];

/** The arguments after the key: the input, optional when it has no required field. */
export type RestArgs<K extends RestKey> = [keyof RestInput<K>] extends [never]
  ? [input?: Record<string, never>]
  : None extends RestInput<K>
    ? [input?: RestInput<K>]
    : [input: RestInput<K>];

/** The signature of the api layer's call function: `call('guest/getGuestBalance')`. */
export type RestCaller = <K extends RestKey>(key: K, ...args: RestArgs<K>) => Promise<RestAnswer<K>>;

/**
 * Fills the `{name}` placeholders of a route key with URI-encoded values (objects as JSON)
 * and returns the path relative to REST_BASE. Throws when a param is missing or empty.
 */
export function buildRestPath<K extends RestKey>(key: K, params: RestParams<K>): string {
  const values = params as Record<string, unknown>;
  return key.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '' || (typeof value === 'number' && !Number.isFinite(value))) {
      throw new ContractError('BAD_REQUEST', `Missing path param "${name}" for REST route ${key}`);
    }
    return encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value));
  });
}

/** Splits a caller's input into the filled path and the payload (input without path params). */
export function buildRestRequest<K extends RestKey>(
  key: K,
  input: RestInput<K>,
): { method: HttpMethod; path: string; payload: Record<string, unknown> } {
  const route: RouteSpec = restRoutes[key];
  const payload: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const name of route.params) delete payload[name];
  return { method: route.method, path: buildRestPath(key, input), payload };
}

/** The route key as a Fastify URL pattern: REST_BASE prefixed, `{name}` turned into `:name`. */
export function restRoutePattern(key: RestKey): string {
  return REST_BASE + key.replace(/\{(\w+)\}/g, ':$1');
}

// --- compile-time checks: each route's params list matches its key; params never clash with
// payload fields; a RestCalls `params` override names exactly the key's placeholders. ---
type Routes = typeof restRoutes;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type AllTrue<T extends Record<PropertyKey, boolean>> = false extends T[keyof T] ? false : true;
export type RestContractChecks = [
  Assert<AllTrue<{ [K in RestKey]: Same<Routes[K]['params'][number], PathParamName<K>> }>>,
  Assert<AllTrue<{ [K in RestKey]: Same<keyof RestParams<K>, PathParamName<K>> }>>,
  Assert<AllTrue<{ [K in RestKey]: Same<Extract<keyof RestParams<K>, keyof RestPayload<K>>, never> }>>,
];
