// One valid input per REST route of the contract table: the shapes the fuzz test (fuzz.test.ts)
// mutates into bad input (checkout API calls: fuzzCheckoutSamples.ts; client socket frames:
// fuzzFrameSamples.ts). Typed by the contract (RestInput), so a route added without a sample
// here, or a sample that no longer fits its route, is a compile error. The ids come from the
// seeded database and the guests the test signs up (FuzzIds), which the other sample files share.

import { NEWSLETTER_TYPE } from '../../src/contract/account.ts';
import type { RestInput, RestKey } from '../../src/contract/rest.ts';
import type { Shape } from './fuzzInput.ts';

/** Rows the samples point at, so a mutation of one field reaches the handler with the others valid. */
export interface FuzzIds {
  /** The guest with money (logged in, age-checked) whose token most calls carry. */
  guestId: number;
  guestEmail: string;
  /** A guest the destructive calls (logout, lock, revoke) are aimed at instead. */
  victimGuestId: number;
  /** A token of the victim that internal/tokens/revoke names. */
  victimToken: string;
  /** An offline actor: chats with it are refused, so no chat runs (and bills) in the background. */
  actorId: number;
  /** The actor the internal presence and show routes move (never the one above). */
  spareActorId: number;
  actorName: string;
  photoAlbumId: number;
  videoId: number;
  pictureId: number;
  channelId: number;
  contestId: number;
  contestMediaId: number;
  contestAlbumId: number;
  contestActorId: number;
  blogCategoryId: number;
  blogSlug: string;
  tvKey: string;
  tvVideoId: number;
  tvHashId: string;
  incentiveId: number;
  surveyId: number;
  chatSessionId: number;
  clashId: number;
  clashActorId: number;
}

/** Who sends a sample's mutations: anyone (rotating tokens), or only the victim guest. */
export type Caller = 'anyone' | 'victim';

export interface Sample<Input> {
  input: Input;
  shape?: Shape;
  caller?: Caller;
}

type RestSamples = { [K in RestKey]: Sample<RestInput<K>> };

const ENDPOINT = 'https://push.example.test/fuzz-endpoint';
const SUBSCRIPTION = { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } };
const TIMING = { jsTime: 1_700_000_000_000, timeDiff: 12 };
const PAGE_ROUTE = { routeName: 'actorProfile', routeArgs: { actorName: 'someone' } };
const PAGE_ROUTE_SHAPE: Shape = { optional: ['routeArgs'], kinds: { routeArgs: 'free' } };

export function restSamples(ids: FuzzIds): RestSamples {
  const newsletter = { typeId: NEWSLETTER_TYPE.contests, userId: ids.guestId, emailAddress: ids.guestEmail };
  const relation = { subjectTypeId: 1, subjectId: ids.guestId, relationTypeId: 1, objectTypeId: 2, objectId: ids.actorId };
  const reward = { input: { eventId: 1 } };
  return {
    // --- 7.1 account, legal and payment ---
    'asset/legal-text/download/{legalTextId}': { input: { legalTextId: 'terms' } },
    'vxpay/onsuccess': {
      input: { result: { flow: 'moneycharge', success: true }, targetUrl: '/en/' },
      shape: { kinds: { targetUrl: 'primitive' } },
    },
    'vxpay/logout': { input: {}, caller: 'victim' },
    'guest/redeemBonus': { input: { code: 'WELCOME5' } },
    'guest/acceptCancellationOffer': { input: { guest_id: ids.guestId, platform_text: 'web' } },
    'guest/getNotificationsSettings': { input: {} },
    'guest/newsletter/subscribe': { input: newsletter },
    'guest/newsletter/unsubscribe': { input: newsletter },
    'guest/autoRechargeTeaserState': { input: { mode: 'hide' } },
    'guest/closeDataProtection': { input: { accepted: true } },
    'guest/closeAgbAndDataProtection': { input: { accepted: true } },
    'guest/getGuestBalance': { input: {} },
    'guest/sendVideoShareEmail': { input: { albumId: ids.videoId, emailAddress: 'friend@example.com' } },
    'guest/favorite/actors': { input: { limit: 10, offset: 0 }, shape: { optional: ['limit', 'offset'] } },
    'guest/favorite/actorSettings': { input: {} },
    'guest/favorite/actorSettings/save': {
      input: { actorId: ids.actorId, emailNotification: true, smsNotification: false, pushNotification: true },
      shape: { optional: ['pushNotification'] },
    },
    'guest/conversionChat': { input: { action: 'disable' } },
    'guest/savePreferences': { input: { data: { theme: 'dark' } }, shape: { kinds: { data: 'free' } } },
    'utility/relation/addRelation': { input: relation },
    'utility/relation/hasRelation': { input: relation },
    'utility/getGeoLocationByZip/{zipCode}': { input: { zipCode: '10115' } },
    'promo/hasGuestNotRedeemedOnTopCodeInstance/{promoCode}': { input: { promoCode: 'WELCOMEBONUS' } },

    // --- 7.2 actors ---
    'actor/getActorTVLivestreamDataById/{actorId}': { input: { actorId: ids.actorId } },
    'actor/getActorStateById/{actorId}': { input: { actorId: ids.actorId } },
    'actor/getActorNoteById/{actorId}': { input: { actorId: ids.actorId } },
    'actor/getActorPreviewImage/{actorIdOrName}': { input: { actorIdOrName: ids.actorName } },
    'actor/getActorDataByIdOrName/{actorIdOrName}': {
      input: { actorIdOrName: ids.actorId, qmday: '2024-01-01' },
      shape: { optional: ['qmday'] },
    },
    'actor/storeActorNote': { input: { actorId: ids.actorId, comment: 'a note' } },
    'seo/getActorSeoContent/{actorId}/{tagGroup}': { input: { actorId: ids.actorId, tagGroup: 'profile' } },
    'actorsearch/init': { input: {} },
    'actorsearch/search': {
      input: {
        category: 1,
        filters: ['online'],
        sort: 'rank',
        page: 1,
        zip: '10115',
        geoLocation: { lat: 52.5, long: 13.4, source: 'browser' },
      },
      shape: { optional: ['geoLocation'], kinds: { zip: 'primitive' } },
    },
    'actorsearch/filter/delete': { input: { filter: 'online' } },
    'monitoringActors/onlineActorsAmount': { input: {} },
    'phoenix/get_profile_preview/{actorId}': { input: { actorId: ids.actorId } },
    'sales/actor/{actorId}': { input: { actorId: ids.actorId } },

    // --- 7.3 messenger ---
    'messenger/channel/{channelId}': { input: { channelId: ids.channelId } },
    'messenger/channel/actor/{actorId}': { input: { actorId: ids.actorId } },
    'messenger/actor/{actorId}': { input: { actorId: ids.actorId, language: 'en' } },
    'messenger/recommendations': {
      input: { currentActorId: ids.actorId, useGrid: true, fsk: 16 },
      shape: { optional: ['currentActorId', 'useGrid', 'fsk'] },
    },

    // --- 7.4 galleries and albums ---
    'album/{albumId}/buy': { input: { albumId: ids.photoAlbumId } },
    'gallery/open': { input: { albumId: ids.photoAlbumId } },
    'gallery/getpromotedvideo/{actorId}': { input: { actorId: ids.actorId } },
    'gallery/getTopVideos/{actorIdOrName}': { input: { actorIdOrName: ids.actorId } },
    'gallery/getPreview': { input: { albumId: ids.photoAlbumId } },
    'gallery/getPinnedPhotos': { input: { limit: 10, offset: 0 }, shape: { optional: ['limit', 'offset'] } },
    'gallery/getsedcards/{actorIdOrName}': { input: { actorIdOrName: ids.actorName } },
    'gallery/getsedcards/{actorIdOrName}/{payload}': { input: { actorIdOrName: ids.actorId, payload: { limit: 10, fsk: 16 } } },
    'gallery/setSedcardsGuestRating/{actorId}': { input: { actorId: ids.actorId, guestRating: 1 } },
    'gallery/getComments': { input: { albumId: ids.photoAlbumId, limit: 10, offset: 0 }, shape: { optional: ['limit', 'offset'] } },
    'gallery/postComment': { input: { albumId: ids.photoAlbumId, commentText: 'nice' } },
    'gallery/setGuestRating': { input: { albumId: ids.photoAlbumId, guestRating: 1 } },
    'gallery/setPictureGuestRating': { input: { pictureId: ids.pictureId, guestRating: -1 } },
    'tileGrid/get/{type}/{payload}': {
      input: { type: 'cams', payload: { page: 1, limit: 10, sort: 'rank', filter: { gender: 'F' } } },
      shape: { optional: ['payload.sort', 'payload.filter'], kinds: { 'payload.filter': 'free' } },
    },
    'tileGrid/getVideoPictures/{albumId}': { input: { albumId: ids.videoId } },
    'tileGrid/storeTileGridSettings': {
      input: { type: 'cams', settings: { columns: 3, sort: 'rank', filter: { gender: 'F' } } },
      shape: { optional: ['settings.columns', 'settings.sort', 'settings.filter'], kinds: { 'settings.filter': 'free' } },
    },

    // --- 7.5 search ---
    'searchResult/search/{language}/{searchPattern}': { input: { language: 'en', searchPattern: 'anna' } },

    // --- 7.6 conversion, teaser, survey, tracking ---
    'conversion/getBuyImageAlbumIncentives/{albumId}': { input: { albumId: ids.photoAlbumId } },
    'conversion/getVideoPreviewEndIncentives/{albumId}': { input: { albumId: ids.videoId } },
    'conversion/getPageLoadIncentives': { input: PAGE_ROUTE, shape: PAGE_ROUTE_SHAPE },
    'conversion/getIncentivesByEvent': { input: { event: 'pageLoad' } },
    'conversion/setGuestInfo': { input: { type: 'source', value: 'fuzz' }, shape: { kinds: { value: 'primitive' } } },
    'conversion/setRefillWindowHidden': { input: { incentiveType: 'refill', interval: 3_600 } },
    'conversion/closeIncentive': {
      input: {
        result: 'closed',
        incentive: { id: ids.incentiveId, region: 'overlay', type: 'refill', event: 'pageLoad', uniqueGroup: null },
      },
    },
    'teaser/getTeasers': { input: PAGE_ROUTE, shape: PAGE_ROUTE_SHAPE },
    'survey/feedbackdata': { input: {} },
    'survey/feedback': { input: { surveyId: ids.surveyId, answer: 'yes', text: 'fine' }, shape: { optional: ['text'] } },
    'survey/chatexit': { input: { actorId: ids.actorId, exitCode: 100, rating: 5, text: 'good' }, shape: { optional: ['text'] } },
    'logger/browserOnline': { input: { ...TIMING, status: 'online' } },
    'logger/websocketConnectionError': {
      input: { ...TIMING, connectionAttempt: 1, error: 'closed', errorCode: 1006, errorReason: 'gone', websocketType: 'shared' },
    },
    'logger/vxmessengerError': { input: { ...TIMING, message: 'failed' } },
    'tracker/trackActorProfileVisit': { input: { actorName: ids.actorName } },
    'tracker/track': {
      input: { eventContext: 'page', eventAction: 'view', eventData: { page: 'home' } },
      shape: { kinds: { eventData: 'free' } },
    },
    'watch/start': { input: { videoId: ids.videoId } },

    // --- 7.7 special events and games ---
    'special/slotmachine/getReward/{eventId}': reward,
    'special/halloween/getReward/{eventId}': reward,
    'special/reward-box/getReward/{eventId}': reward,
    'special/wiesn-shooting/getReward/{eventId}': reward,
    'special/wet-and-wild/getReward/{eventId}': reward,
    'special/wiesn-bude/getReward/{eventId}': reward,
    'special/kickIt/getReward/{eventId}': reward,
    'special/venus-attacks/getReward/{eventId}': reward,
    'special/goldrush/getReward/{eventId}': reward,
    'special/get/events': { input: {} },
    'special/adventcalendar': { input: {} },
    'special/adventcalendar/open': { input: { day: 1 } },
    'special/easter/collectEgg': { input: { verificationToken: 'token', qmdate: '2024-04-01' }, shape: { optional: ['qmdate'] } },
    'special/getData/{eventType}': { input: { eventType: 'easter', qmdate: '2024-04-01' }, shape: { optional: ['qmdate'] } },

    // --- 7.8 TV, blog, contests ---
    'tv/updateMediathek': { input: {} },
    'tv/format/{key}': { input: { key: ids.tvKey } },
    'tv/article/{slug}': { input: { slug: ids.blogSlug } },
    'tv/program/{type}': { input: { type: 'free', size: 5 }, shape: { optional: ['size'] } },
    'tv/stream/{type}': { input: { type: 'premium' } },
    'tv/video/{videoId}': { input: { videoId: ids.tvVideoId } },
    'tv/suggest/{hashId}': { input: { hashId: ids.tvHashId } },
    'blog/pm': { input: {} },
    'blog/archives/{category}': { input: { category: ids.blogCategoryId } },
    'blog/posts/{categoryId}/{payload}': {
      input: { categoryId: ids.blogCategoryId, payload: { page: 1, pageSize: 5, exclude: [1], year: 2024 } },
      shape: { optional: ['payload.exclude', 'payload.year'] },
    },
    'blog/actors/{payload}': { input: { payload: [ids.actorId] } },
    'blog/post/{slug}': { input: { slug: ids.blogSlug } },
    'blog/categories': { input: {} },
    'contests/addContestMediaVoting': {
      input: {
        actorId: ids.contestActorId,
        contestId: ids.contestId,
        guestId: ids.guestId,
        mediaId: ids.contestMediaId,
        albumId: ids.contestAlbumId,
        hideConfirmWindow: true,
      },
    },
    'contests/deleteContestMediaVoting': { input: { contestId: ids.contestId, mediaId: ids.contestMediaId, albumId: ids.contestAlbumId } },
    'contests/{contestId}': { input: { contestId: ids.contestId } },
    'contests/{contestId}/actor/{actorId}': { input: { contestId: ids.contestId, actorId: ids.contestActorId } },
    'contests/{contestId}/topList': { input: { contestId: ids.contestId } },
    'contests/{contestId}/getHeader': { input: { contestId: ids.contestId, language: 'de' } },
    'contests/getContestGridItems/{contestId}/{contestSub}/{limit}/{offset}': {
      input: { contestId: ids.contestId, contestSub: 'all', limit: 10, offset: 0, actorName: ids.actorName },
      shape: { optional: ['actorName'] },
    },
    'contests/getContestGuestData/{contestId}': { input: { contestId: ids.contestId } },
    'clashofcams/current': { input: {} },
    'clashofcams/vote': { input: { clashId: ids.clashId, actorId: ids.clashActorId } },

    // --- 7.9 other ---
    'web-push/key': { input: {} },
    'web-push/status/{payload}': { input: { payload: { endpoint: ENDPOINT } } },
    'web-push/subscribe': { input: { subscription: SUBSCRIPTION }, shape: { kinds: { 'subscription.expirationTime': 'primitive' } } },
    'web-push/resubscribe/{token}': { input: { token: 'A'.repeat(32), subscription: SUBSCRIPTION } },
    'web-push/unsubscribe/{payload}': { input: { payload: { endpoint: ENDPOINT } } },
    'web-push/update/{payload}': {
      input: { payload: { endpoint: ENDPOINT, topics: { actorOnline: true, messages: false } } },
      shape: { optional: ['payload.topics'], kinds: { 'payload.topics': 'free' } },
    },
    'breadcrumb/{breadcrumbType}': { input: { breadcrumbType: 'blog', ...PAGE_ROUTE }, shape: PAGE_ROUTE_SHAPE },
    'video/jumbotron/config': { input: {} },
    'video/jumbotron/homepage': { input: {} },
    alive: { input: {} },
    'reporting/default': { input: { message: 'report', context: { a: 1 } }, shape: { optional: ['context'], kinds: { context: 'free' } } },
    'reporting/main': { input: { message: 'report', context: { a: 1 } }, shape: { optional: ['context'], kinds: { context: 'free' } } },

    // --- 7.9 internal and test routes ---
    'internal/regenerate_auto_incrementor': { input: {} },
    'internal/clear_di_cache': { input: {} },
    'internal/actor_import_full': {
      input: { id: 950_001, name: 'FuzzImported', gender: 'F', actorType: 'F', age: 30, country: 'DE', about: 'Imported.' },
      shape: { optional: ['about'] },
    },
    'internal/album_import': {
      input: { id: 950_101, actorId: ids.actorId, type: 'photo_album', title: 'Fuzz album', ageRating: 16, price: 100, pictureCount: 2 },
    },
    'internal/grantMessengerGifts': { input: { guestId: ids.guestId, giftId: 1, quantity: 1 } },
    'internal/onlineGuests': { input: {} },
    'internal/mails': { input: { to: 'nobody@example.org' } },
    'internal/officeAddressCheck': { input: { address: 'Example Street 1' } },
    'internal/testResults': { input: { suite: 'fuzz', passed: 1, failed: 0 } },
    'internal/actors/{actorId}/online': {
      input: { actorId: ids.spareActorId, online: true, freeChat: false },
      shape: { optional: ['freeChat'] },
    },
    'internal/actors/{actorId}/freeshow': { input: { actorId: ids.spareActorId, on: false } },
    'internal/emit': {
      input: { target: { kind: 'guest', guestId: ids.guestId }, frame: { type: 'page.reload', data: {} } },
      shape: { kinds: { target: 'free', frame: 'free' } },
    },
    'internal/album_gift': { input: { guestId: ids.guestId, albumId: ids.videoId } },
    'internal/channels/{channelId}/block': { input: { channelId: ids.channelId, blocked: false } },
    'internal/notify': { input: { guestId: ids.guestId, type: 1, text: 'hello', link: null } },
    'internal/chats/{sessionId}/end': { input: { sessionId: ids.chatSessionId, code: 100 } },
    'internal/chats/{sessionId}/charge': { input: { sessionId: ids.chatSessionId, minutesAhead: 1 } },
    'internal/voicecalls/{clientId}/stop': { input: { clientId: '00000000-0000-4000-8000-000000000000' } },
    'internal/shows/sweep': { input: { at: 1_700_000_000_000 }, shape: { optional: ['at'] } },
    'internal/actors/{actorId}/message': {
      input: { actorId: ids.actorId, guestId: ids.guestId, text: 'hi', media: 'image' },
      shape: { optional: ['media'] },
    },
    'internal/tokens/revoke': { input: { token: ids.victimToken } },
    'internal/actors/{actorId}/chatRatings': { input: { actorId: ids.actorId, countRatings: 10, satisfactionRate: 90 } },
    'internal/guests/{guestId}/lock': { input: { guestId: ids.victimGuestId } },
    'internal/guests/{guestId}/avs': {
      input: { guestId: ids.victimGuestId, status: 'rejected', reason: 'underage' },
      shape: { optional: ['reason'] },
    },
    'internal/guests/{guestId}/pincall/expire': { input: { guestId: ids.victimGuestId } },
    'internal/guests/{guestId}/avs/revoke': { input: { guestId: ids.victimGuestId } },
    'internal/guests/{guestId}/dataProtection': { input: { guestId: ids.victimGuestId, show: true } },

    // --- ours ---
    'auth/anonymous': { input: {} },
    'auth/transfer': { input: {} },
    'auth/verifyEmail': { input: { code: 'not-a-code' } },
    'guest/profile': { input: {} },
    'guest/benefits': { input: {} },
    'guest/sessions': { input: {} },
    'guest/balanceEvents': { input: {} },
    'guest/sessions/revoke': { input: { id: '0123456789abcdef' }, shape: { kinds: { id: 'primitive' } }, caller: 'victim' },
    'guest/saveNotificationsSettings': { input: { notifications_settings: { email: true, push: false, sms: false } } },
    'guest/statusItems/seen': { input: { type: 'monthlyBonusProcessed' } },
    'asset/legal-text/{legalTextId}': { input: { legalTextId: 'imprint' } },
  };
}
