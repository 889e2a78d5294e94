// The query service's root resolvers (spec part 2 §7.10): every root field by name, and the same
// fields answered from the answer cache when they read nothing of the guest (issue 23).
import { chatRatings, heatMap, interviews, preferredModels, recommendedFavoriteModels, recommendedModels, topCams } from './actors.ts';
import { albumView, dislike, like, recommendedVideos } from './albums.ts';
import { bonusModels, claimDailyBonus, consumedOffers, dailyBonus, featureFeedback } from './bonus.ts';
import { blogPosts, categories, chatShows, contests, tvCurrentProgram, tvEpisodes, tvSeries } from './content.ts';
import type { QueryContext } from './context.ts';
import { buyPost, commentPost, deleteComment, feed, feedTotals, likePost, tipPost, unlikePost, viewedPost } from './feed.ts';
import {
  claimActorGiftCalendar,
  claimLoyaltyPointsReward,
  gameConfig,
  loyaltyPointsReward,
  redeemGameReward,
  useGameAttempt,
} from './games.ts';
import {
  ageCheckBonusAvailability,
  bonusCode,
  remaining,
  requestAgeCheckPayLink,
  startPinCallVerification,
  verifyPin,
} from './guestService.ts';
import {
  addToPlaylist,
  archiveMedia,
  createPlaylist,
  deletePlaylist,
  feedMedia,
  mediathek,
  movePlaylistItem,
  playlists,
  removeFromPlaylist,
  renamePlaylist,
  savePlaylist,
} from './library.ts';
import { categoryBySlug, favoritesOnlineCount, listing } from './listings.ts';
import {
  conversionChatActors,
  freePreview,
  freePreviewDecline,
  freePreviewInit,
  guestChatVideoTime,
  startAnonymousVoicecallChat,
  stopAnonymousVoicecallChat,
} from './liveChat.ts';
import {
  boughtGiftsOf,
  gifts,
  guestUnreadMessageCount,
  messengerChannels,
  messengerContent,
  messengerMedia,
  navbarMessages,
  touchMessengerChannel,
  toyControls,
} from './messenger.ts';
import { models, pinnedModels } from './models.ts';
import { collections, interactiveContent, mediathekRecommendations } from './queryItems.ts';
import {
  globalSearch,
  popularTags,
  searchActors,
  searchBlog,
  searchMediathek,
  searchPhotos,
  searchSuggestions,
  searchTv,
  searchVideos,
  storeSearchPattern,
  tagSuggestion,
} from './search.ts';
import { banners, eventConfig, sidebarData } from './siteItems.ts';
import { buyChatTicket, chatTickets, removeChatTicket } from './tickets.ts';
import { createWebToken, trackEvent } from './tracking.ts';
import { videoStars, videos } from './videos.ts';

export const rootValue = {
  preferredModels,
  recommendedModels,
  interviews,
  chatRatings,
  heatMap,
  topCams,
  recommendedFavoriteModels,
  listing,
  categoryBySlug,
  favoritesOnlineCount,
  mediathek,
  feedMedia,
  playlists,
  createPlaylist,
  renamePlaylist,
  deletePlaylist,
  addToPlaylist,
  removeFromPlaylist,
  movePlaylistItem,
  savePlaylist,
  archiveMedia,
  like,
  dislike,
  albumView,
  recommendedVideos,
  chatTickets,
  buyChatTicket,
  removeChatTicket,
  startAnonymousVoicecallChat,
  stopAnonymousVoicecallChat,
  guestChatVideoTime,
  conversionChatActors,
  freePreview,
  freePreviewInit,
  freePreviewDecline,
  messengerChannels,
  messengerContent,
  guestUnreadMessageCount,
  navbarMessages,
  gifts,
  boughtGifts: boughtGiftsOf,
  toyControls,
  touchMessengerChannel,
  messengerMedia,
  models,
  pinnedModels,
  videos,
  videoStars,
  chatShows,
  dailyBonus,
  contests,
  categories,
  blogPosts,
  tvSeries,
  tvCurrentProgram,
  tvEpisodes,
  ageCheckBonusAvailability,
  bonusCode,
  remainingBonusCodes: remaining,
  startPinCallVerification,
  verifyPin,
  requestAgeCheckPayLink,
  trackEvent,
  createWebToken,
  globalSearch,
  searchSuggestions,
  searchActors,
  searchVideos,
  searchPhotos,
  searchTv,
  searchBlog,
  searchMediathek,
  storeSearchPattern,
  tagSuggestion,
  popularTags,
  feed,
  feedTotals,
  viewedPost,
  buyPost,
  likePost,
  unlikePost,
  commentPost,
  deleteComment,
  tipPost,
  gameConfig,
  useGameAttempt,
  redeemGameReward,
  claimActorGiftCalendar,
  loyaltyPointsReward,
  claimLoyaltyPointsReward,
  consumedOffers,
  bonusModels,
  claimDailyBonus,
  featureFeedback,
  collections,
  mediathekRecommendations,
  interactiveContent,
  sidebarData,
  banners,
  eventConfig,
};

type Resolver = (args: Record<string, unknown>, ctx: QueryContext, info: unknown) => unknown;

/**
 * The resolvers of a logged-in guest's reads: a root field that reads nothing of the guest (its
 * id, token, bus or search state) is the same for every guest of the language and is kept in the
 * answer cache (issue 23); one that reads the guest is computed for each request, as before. The
 * lists that hold a guest's part (videos, collections) keep their public part themselves.
 */
const personalFields = new Set<string>();
const PERSONAL_FIELDS_KEPT = 5_000;
export const publicRootValue = Object.fromEntries(
  Object.entries(rootValue).map(([name, resolve]) => [
    name,
    async (args: Record<string, unknown>, ctx: QueryContext, info: unknown) => {
      const key = `root\n${name}\n${ctx.language}\n${JSON.stringify(args)}`;
      // A field that read the guest once reads them every time (the same code path): computed as it is.
      if (personalFields.has(key)) return (resolve as Resolver)(args, ctx, info);
      const kept = await ctx.answers.get(
        key,
        async () => {
          let personal = false;
          const value = await (resolve as Resolver)(
            args,
            personalReadsNoted(ctx, ['guestId', 'tokenHash', 'bus', 'search'], () => (personal = true)),
            info,
          );
          if (personal) {
            if (personalFields.size >= PERSONAL_FIELDS_KEPT) personalFields.clear();
            personalFields.add(key);
          }
          return { value, personal };
        },
        (answer) => !answer.personal,
      );
      return kept.value;
    },
  ]),
) as unknown as typeof rootValue;

/**
 * The context with its per-token parts watched: reading the token's hash (a rate limit, a
 * ticket), the bus (a mutation's event) or the search engine (its rate limits and stored
 * patterns) makes the answer the token's own, never served to another.
 */
export function personalReadsNoted(context: QueryContext, names: readonly (keyof QueryContext)[], noted: () => void): QueryContext {
  const watched = { ...context };
  for (const name of names) {
    Object.defineProperty(watched, name, {
      enumerable: true,
      get() {
        noted();
        return context[name];
      },
    });
  }
  return watched;
}
