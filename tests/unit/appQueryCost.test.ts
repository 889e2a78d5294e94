// Every query-service document the app sends stays well under the cost limit (issue 19), with
// the variables the app sends (its biggest pages), so no screen is refused QUERY_TOO_COMPLEX in
// production. The query client is replaced by a recorder; each call of the table below runs the
// app's own call function, and a guard checks that every place in src/ calling the query client
// was run, so a new screen's call cannot be left out.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, validate } from 'graphql';
import { describe, expect, test, vi } from 'vitest';
import { isTooComplex, queryCost } from '../../server/query/cost.ts';
import { schema } from '../../server/query/schema.ts';
import { DEFAULTS, PAGING } from '../../src/contract/constants.ts';
import { GLOBAL_SEARCH_SECTIONS, TOP_CAM_TYPES } from '../../src/contract/enums.ts';
import { FEED } from '../../src/contract/feed.ts';
import { QUERY_COST } from '../../src/contract/queryCost.ts';
import { SECTION_PAGE_SIZE } from '../../src/contract/search.ts';
import { CLASSIC_VIDEOS_SCANNED, RECOMMENDATIONS_REQUESTED } from '../../src/features/actors/actorProfileRules.ts';
import { CONVERSATION_PAGE } from '../../src/features/messenger/conversationRules.ts';

interface Sent {
  document: string;
  variables: Record<string, unknown>;
  /** Every `file:line` of src/ on the way to the query client. */
  sites: string[];
}
const sent: Sent[] = [];

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');

/** An answer every caller can read: any field is an empty list. */
const anyAnswer: unknown = new Proxy({}, { get: () => [] });

vi.mock('../../src/api/query.ts', () => ({
  query: async (document: string, variables: Record<string, unknown> = {}) => {
    const sites = (new Error().stack ?? '').split('\n').flatMap((line) => {
      const match = /\((\/[^)]+?):(\d+):\d+\)$/.exec(line) ?? /at (\/\S+?):(\d+):\d+$/.exec(line);
      return match && match[1]!.startsWith(SRC) ? [`${path.relative(ROOT, match[1]!)}:${match[2]}`] : [];
    });
    sent.push({ document, variables, sites });
    return anyAnswer;
  },
}));

// Some call modules sit beside stores that translate; the catalogs are the client build's.
vi.mock('../../src/i18n/i18n.ts', () => ({
  i18n: { locale: 'en', _: (id: unknown) => String(id) },
  activateLanguage: async () => undefined,
}));

/** The query client and the wrappers around it that the app calls. */
const QUERY_CALLERS = ['query', 'feedQuery'];
const CALL = new RegExp(`(?<![\\w\`'".$])(${QUERY_CALLERS.join('|')})\\s*(<.*>)?\\s*\\(`);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every line of src/ that calls the query client (the client's own file aside). */
function querySites(): string[] {
  return sourceFiles(SRC)
    .filter((file) => !file.endsWith(path.join('api', 'query.ts')))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          CALL.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line) ? [`${path.relative(ROOT, file)}:${index + 1}`] : [],
        ),
    );
}

/** Runs each of the app's query calls once, with the biggest page the app asks for. */
async function sendEveryAppQuery(): Promise<void> {
  const actors = await import('../../src/api/actors.ts');
  const cams = await import('../../src/api/cams.ts');
  const content = await import('../../src/api/content.ts');
  const guestService = await import('../../src/api/guestService.ts');
  const liveChat = await import('../../src/api/liveChat.ts');
  const mediathek = await import('../../src/api/mediathek.ts');
  const queryItems = await import('../../src/api/queryItems.ts');
  const navbar = await import('../../src/api/navbarMessages.ts');
  const search = await import('../../src/api/search.ts');
  const tracking = await import('../../src/api/tracking.ts');
  const videos = await import('../../src/api/videos.ts');
  const feedback = await import('../../src/features/feedback/api.ts');
  const home = await import('../../src/features/home/store.ts');
  const bonus = await import('../../src/features/bonus/api.ts');
  const feed = await import('../../src/features/feed/api.ts');
  const livechat = await import('../../src/features/livechat/api.ts');
  const tickets = await import('../../src/features/tickets/api.ts');
  const { TICKETS_PAGE_SIZE } = await import('../../src/features/tickets/store.ts');
  const games = await import('../../src/features/games/api.ts');
  const messenger = await import('../../src/features/messenger/api.ts');
  const contests = await import('../../src/features/contests/contestList.ts');
  const categories = await import('../../src/state/categories.ts');

  const calls: (() => Promise<unknown>)[] = [
    () => actors.getRecommendedModels(1, RECOMMENDATIONS_REQUESTED, DEFAULTS.ageRating),
    () => actors.getInterviews(1),
    () => actors.getChatRatings(1),
    () => actors.getHeatMap(1),
    () => actors.getTopCams('top100', true),
    () => actors.getActorVideos(1, CLASSIC_VIDEOS_SCANNED, 0),
    () => cams.getCategories(),
    ...TOP_CAM_TYPES.map((type) => () => cams.getTopCams(type, false)),
    () => cams.getFavoritesOnlineCount(),
    () => content.getTvEpisodes(null, PAGING.videoItemsPerGrid, 0),
    () => content.getTvSeries(),
    () => content.getTvCurrentProgram('free', DEFAULTS.tvProgramInfo),
    () => guestService.startPinCallVerification('+491701234567', 'mobile'),
    () => guestService.verifyPin('1234'),
    () => guestService.requestAgeCheckPayLink(),
    () => guestService.ageCheckBonusAvailability(),
    () => guestService.bonusCode('WELCOME'),
    () => guestService.remainingBonusCodes(),
    () => liveChat.getConversionChatActors(),
    () => liveChat.answerFreePreview(true),
    () => liveChat.answerFreePreview(false),
    () => mediathek.getMediathek('bought', 'videos', 30, 0),
    () => mediathek.getPlaylists(),
    () => queryItems.getSidebarData(['easter', 'goldrush']),
    () => queryItems.getInteractiveContent(PAGING.recommendationsPerGrid),
    () => queryItems.getEventConfig('easter'),
    () => queryItems.getMediathekRecommendations(PAGING.recommendationsPerGrid),
    () => mediathek.createPlaylist('Favourites'),
    () => mediathek.deletePlaylist(1),
    () => mediathek.addToPlaylist(1, 1),
    () => mediathek.savePlaylist(1, 'Favourites', [1, 2, 3]),
    () => mediathek.archiveMedia(1, true),
    () => mediathek.getMessengerMedia('visual', 30, 0),
    () => mediathek.getFeedMedia('videos', 30, 0),
    () => navbar.getNavbarMessages(),
    () => search.getSearchSuggestions('anna'),
    () => search.getGlobalSearch('anna'),
    ...GLOBAL_SEARCH_SECTIONS.map((section) => () => search.getSearchSection(section, 'anna', SECTION_PAGE_SIZE[section], 0)),
    () => search.storeSearchPattern('anna'),
    () => tracking.postTrackingEvent('/api/vxql', { type: 'pageView' } as never),
    () => tracking.createWebToken('/api/vxql'),
    () => videos.getVideoList('allVideos', PAGING.videoItemsPerGrid, 0),
    () => videos.getRecommendedVideos(1),
    () => videos.getVideoStars(DEFAULTS.videoStars),
    () => feedback.sendFeatureFeedback({ featureId: 'search', rating: 5, text: 'fine', url: '/en/' }),
    () => home.loadHome('en'),
    () => bonus.getDailyBonus(),
    () => bonus.claimDailyBonus(1),
    () => feed.getFeed({ first: FEED.pageSize, offset: 0 }),
    () => feed.getFeedTotals(),
    () => feed.getComments(1),
    () => feed.viewedPost(1),
    () => feed.likePost(1),
    () => feed.unlikePost(1),
    () => feed.buyPost(1),
    () => feed.tipPost(1, { amountCoins: 4 }),
    () => feed.commentPost(1, 'nice', null),
    () => feed.deleteComment(1),
    () => livechat.startAnonymousVoicecallChat('token', 1),
    () => livechat.stopAnonymousVoicecallChat('token', 'client'),
    () => livechat.getToyControls(),
    () => tickets.getChatTickets({ actorId: null, first: TICKETS_PAGE_SIZE, offset: 0 }),
    () => tickets.buyChatTicket(1),
    () => tickets.removeChatTicket(1),
    () => games.getGameConfig('spinwheel'),
    () => games.playGameAttempt('spinwheel'),
    () => games.redeemGameReward('option'),
    () => games.getLoyaltyPointsReward(),
    () => games.claimLoyaltyPointsReward(),
    () => games.claimActorGiftCalendar(),
    () => messenger.getMessengerChannels(0),
    () => messenger.getMessengerContent(1, CONVERSATION_PAGE, 0),
    () => messenger.touchMessengerChannel(1),
    () => messenger.getCatalogue('en'),
    () => messenger.getBoughtGifts(),
    () => contests.getContests(true),
    () => categories.loadCategories('en'),
  ];
  // Only the documents matter here: what a caller makes of the recorder's answer does not.
  for (const call of calls) await call().catch(() => undefined);
}

const aliases = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, n) => `a${n}: ${field}`).join(' ')} }`;
const costOf = (document: string, variables: Record<string, unknown> = {}) => queryCost(schema, parse(document), variables);

describe("the app's own documents", () => {
  let recorded = false;
  const everyDocument = async () => {
    if (!recorded) await sendEveryAppQuery();
    recorded = true;
    return sent;
  };

  test('every place in src/ that calls the query service is among the documents checked here', async () => {
    const run = new Set((await everyDocument()).flatMap((call) => call.sites));
    const sites = querySites();
    expect(sites.length).toBeGreaterThan(60);
    expect(sites.filter((site) => !run.has(site))).toEqual([]);
  });

  test('each is a valid document of the schema', async () => {
    for (const call of await everyDocument())
      expect(
        validate(schema, parse(call.document)).map((e) => e.message),
        call.document,
      ).toEqual([]);
  });

  test('each costs at most half the limit with its biggest page, and nests well within the depth limit', async () => {
    const costs = (await everyDocument()).map((call) => ({
      ...queryCost(schema, parse(call.document), call.variables),
      document: call.document.trim().slice(0, 80),
    }));
    const over = costs.filter((measured) => measured.cost > QUERY_COST.limit / 2 || measured.depth > QUERY_COST.maxDepth - 3);
    expect(over).toEqual([]);
    // The biggest is the messenger's 500 channels: a real page, not a zero from a mistake.
    expect(Math.max(...costs.map((measured) => measured.cost))).toBeGreaterThan(10_000);
  });
});

describe("the issue's attacks cost more than the limit", () => {
  test('175 aliases of globalSearch, asking only the pattern back', () => {
    const measured = costOf(aliases(175, 'globalSearch(pattern: "a") { searchPattern }'));
    expect(isTooComplex(measured)).toBe(true);
  });

  test('100 aliases of models(first: 100) with the tile fields', () => {
    const measured = costOf(
      `${aliases(100, 'models(first: 100) { total items { ...Tile } }')} fragment Tile on Model { id name age isOnline freeChat preview }`,
    );
    expect(isTooComplex(measured)).toBe(true);
  });

  test('the feed with every post asking 500 comments', () => {
    const measured = costOf('{ feed(first: 100) { id comments(first: 500) { id text replies { id text } } } }');
    expect(isTooComplex(measured)).toBe(true);
  });

  test('replies of replies nested past the depth limit', () => {
    const nested = Array.from({ length: QUERY_COST.maxDepth }).reduce<string>((inner) => `replies { id ${inner} }`, 'id');
    const measured = costOf(`{ feed(first: 1) { comments(first: 1) { ${nested} } } }`);
    expect(measured.depth).toBeGreaterThan(QUERY_COST.maxDepth);
    expect(isTooComplex(measured)).toBe(true);
  });
});
