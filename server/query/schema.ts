import { buildSchema } from 'graphql';
import { DEFAULTS } from '../../src/contract/constants.ts';
import { ACTOR_QUERY_FIELDS, ACTOR_QUERY_TYPES } from './actors.ts';
import { ALBUM_MUTATION_FIELDS, ALBUM_QUERY_FIELDS, ALBUM_QUERY_TYPES } from './albums.ts';
import { BONUS_MUTATION_FIELDS, BONUS_QUERY_FIELDS, BONUS_QUERY_TYPES } from './bonus.ts';
import { FEED_MUTATION_FIELDS, FEED_QUERY_FIELDS, FEED_QUERY_TYPES } from './feed.ts';
import { GAME_MUTATION_FIELDS, GAME_QUERY_FIELDS, GAME_QUERY_TYPES } from './games.ts';
import { FEED_MEDIA_FIELDS, FEED_MEDIA_TYPES } from './library.ts';
import { LIVE_CHAT_MUTATION_FIELDS, LIVE_CHAT_QUERY_FIELDS, LIVE_CHAT_QUERY_TYPES } from './liveChat.ts';
import {
  LIBRARY_MEDIA_FIELDS,
  LIBRARY_MEDIA_TYPES,
  MESSENGER_MUTATION_FIELDS,
  MESSENGER_QUERY_FIELDS,
  MESSENGER_QUERY_TYPES,
} from './messenger.ts';
import { QUERY_ITEM_FIELDS, QUERY_ITEM_TYPES } from './queryItems.ts';
import { SEARCH_MUTATION_FIELDS, SEARCH_QUERY_FIELDS, SEARCH_QUERY_TYPES } from './search.ts';
import { SITE_ITEM_FIELDS, SITE_ITEM_TYPES } from './siteItems.ts';
import { TICKET_MUTATION_FIELDS, TICKET_QUERY_FIELDS, TICKET_QUERY_TYPES } from './tickets.ts';
import { TRACKING_QUERY_FIELDS, TRACKING_QUERY_TYPES } from './tracking.ts';

/**
 * The query service's schema (spec part 2 §7.10). It grows issue by issue; this first part
 * answers what the home page needs: models lists with filter, order, paging and online filter,
 * video lists by category, and the other timeline blocks.
 */
export const schema = buildSchema(/* GraphQL */ `
  type Query {
    "Models (actors) with filter, order, paging and an online filter. first: 1-100."
    models(filter: ModelFilter, order: ModelOrder = RANK, online: Boolean, first: Int = 30, offset: Int = 0): ModelPage!
    "Listing pages (spec part 1 §2): cams, freeChat, category (categorySlug, default 3), newGirls (88), favorites, topCams. first: 1-100."
    listing(page: ListingPage!, categorySlug: String, filter: ListingFilter, order: ListingOrder, online: Boolean, first: Int = 30, offset: Int = 0): ListingAnswer!
    "A listing category by its URL slug; null when unknown."
    categoryBySlug(slug: String!): Category
    "How many of the guest's pinned actors are online; 0 for an anonymous guest."
    favoritesOnlineCount: Int!
${ACTOR_QUERY_FIELDS}
${ALBUM_QUERY_FIELDS}
${MESSENGER_QUERY_FIELDS}
${LIBRARY_MEDIA_FIELDS}
${FEED_MEDIA_FIELDS}
${FEED_QUERY_FIELDS}
${TICKET_QUERY_FIELDS}
${BONUS_QUERY_FIELDS}
${LIVE_CHAT_QUERY_FIELDS}
${SEARCH_QUERY_FIELDS}
${GAME_QUERY_FIELDS}
${QUERY_ITEM_FIELDS}
${SITE_ITEM_FIELDS}
    "The guest's pinned models; empty for an anonymous guest."
    pinnedModels(first: Int = 50, offset: Int = 0): ModelPage!
    "Video lists by category (spec part 1 §9 for windows and default sorts)."
    videos(category: VideoCategory!, actorId: Int, first: Int = 16, offset: Int = 0): VideoPage!
    "The guest's media library by type (empty for types whose source comes later); media: the videos or the photos view."
    mediathek(type: MediathekType!, media: MediaKind! = all, first: Int = 30, offset: Int = 0): VideoPage!
    "The guest's playlists with their items in order."
    playlists: [Playlist!]!
    "The video stars: the actors whose videos sold best (spec part 1 §9: 100)."
    videoStars(first: Int = 100): [VideoStar!]!
    chatShows(first: Int = 10): [ChatShow!]!
    contests(running: Boolean, first: Int = 10, offset: Int = 0): [Contest!]!
    categories: [Category!]!
    blogPosts(categoryId: Int, first: Int = 3, offset: Int = 0): [BlogPost!]!
    tvSeries(first: Int = 10, offset: Int = 0): [TvSeries!]!
    "The TV current program (spec part 2 §7.10): the running slot of a livestream channel and the next ones, first in all."
    tvCurrentProgram(channel: TvChannel = free, first: Int = ${DEFAULTS.tvProgramInfo}): [TvProgramSlot!]!
    "Mediathek episodes, newest first; premium: only premium (true) or only free (false) series. first: 1-100."
    tvEpisodes(premium: Boolean, first: Int = 16, offset: Int = 0): TvEpisodePage!
    "Guest service (spec part 2 §7.11): whether the age check still waits; logged-in only."
    ageCheckBonusAvailability: AgeCheckBonus!
    "Bonus-code service (spec part 2 §7.12): can this code be redeemed, and what it grants."
    bonusCode(code: String!): BonusCodeCheck!
    "Valid codes the guest has not redeemed yet."
    remainingBonusCodes: [RemainingBonusCode!]!
  }

  "Changes: the guest service (spec part 2 §7.11), the media library and albums, and event tracking (§7.6)."
  type Mutation {
    "errorCode 1-10 (spec part 2 §8) when success is false."
    startPinCallVerification(phoneNumber: String!, type: String!): PinCallAnswer!
    verifyPin(pin: String!): PinCallAnswer!
    requestAgeCheckPayLink: AgeCheckPayLink!
    createPlaylist(name: String!): Playlist!
    renamePlaylist(playlistId: Int!, name: String!): Playlist!
    deletePlaylist(playlistId: Int!): Boolean!
    addToPlaylist(playlistId: Int!, albumId: Int!): Playlist!
    removeFromPlaylist(playlistId: Int!, albumId: Int!): Playlist!
    movePlaylistItem(playlistId: Int!, albumId: Int!, position: Int!): Playlist!
    "An edited playlist saved at once: its name and the items kept, in order (none added)."
    savePlaylist(playlistId: Int!, name: String!, albumIds: [Int!]!): Playlist!
    archiveMedia(albumId: Int!, archived: Boolean!): Boolean!
${ALBUM_MUTATION_FIELDS}
${MESSENGER_MUTATION_FIELDS}
${TICKET_MUTATION_FIELDS}
${FEED_MUTATION_FIELDS}
${BONUS_MUTATION_FIELDS}
${LIVE_CHAT_MUTATION_FIELDS}
${GAME_MUTATION_FIELDS}
${TRACKING_QUERY_FIELDS}
${SEARCH_MUTATION_FIELDS}
  }
${TRACKING_QUERY_TYPES}
  type Playlist { id: Int! name: String! items: [Video!]! }
  enum MediathekType { bought pinned archived messenger clips feedVideos feedPhotos audio }
  enum MediaKind { all videos photos }
  type PinCallAnswer { success: Boolean! errorCode: Int }
  type AgeCheckPayLink { forwardUrl: String! }
  type BonusCodeBenefit { type: String! "Cents for bonusMoney, else a count." amount: Int! text: String! }
  type AgeCheckBonus { available: Boolean! amount: Int bonus: BonusCodeBenefit }
  "reason: unknown, notYetValid, expired, usedUp, alreadyRedeemed or rateLimited."
  type BonusCodeCheck { success: Boolean! reason: String benefit: BonusCodeBenefit }
  type RemainingBonusCode { code: String! validUntil: Float benefit: BonusCodeBenefit! }
  "What the logged-in guest holds of a video."
  type VideoGuestInfo { bought: Boolean! flatrate: Boolean! gifted: Boolean! liked: Boolean! }

  input ModelFilter {
    gender: Gender
    actorType: ActorType
    categoryId: Int
    freeChat: Boolean
    "Name prefix, at least 1 character."
    name: String
  }
  enum ModelOrder { RANK NEWEST NAME ONLINE_FIRST }
  enum ListingPage { cams freeChat category newGirls favorites topCams }
  enum ListingOrder { RANK NEWEST NAME ONLINE_FIRST PINNED }
  enum TopCamType { bestChats top100 favorites videoCall }
  "The camera and category filters of the listing pages and their mobile menus."
  input ListingFilter {
    gender: Gender
    actorType: ActorType
    categoryId: Int
    freeChat: Boolean
    videoCall: Boolean
    voyeur: Boolean
    toyControl: Boolean
    topCamType: TopCamType
  }
  type ListingPicture { src: String! srcSet: String! width: Int! height: Int! }
  type ListingTile { id: Int! name: String! age: Int isOnline: Boolean! profileLink: String! previewPicture: ListingPicture }
  type ListingAnswer { total: Int! items: [ListingTile!]! }
${ACTOR_QUERY_TYPES}
${ALBUM_QUERY_TYPES}
${MESSENGER_QUERY_TYPES}
${LIBRARY_MEDIA_TYPES}
${FEED_MEDIA_TYPES}
${FEED_QUERY_TYPES}
${TICKET_QUERY_TYPES}
${BONUS_QUERY_TYPES}
${LIVE_CHAT_QUERY_TYPES}
${SEARCH_QUERY_TYPES}
${GAME_QUERY_TYPES}
${QUERY_ITEM_TYPES}
${SITE_ITEM_TYPES}
  enum Gender { N M F }
  enum ActorType { F M FM FF S }
  enum VideoCategory { allVideos newVideos discountedVideos trendingVideos freeVideos topVideos vip30Videos boughtVideos }
  enum Currency { EUR CHF Credits Voucher VXC }

  type Money { value: Float! currency: Currency! }

  type Model {
    id: Int!
    name: String!
    age: Int!
    gender: Gender!
    actorType: ActorType!
    isOnline: Boolean!
    freeChat: Boolean!
    preview: String!
  }
  type ModelPage { total: Int! items: [Model!]! }

  type VideoModel { id: Int! name: String! }
  type Video {
    id: Int!
    title: String!
    duration: Int!
    ageRating: Int!
    vip: Boolean!
    free: Boolean!
    isNew: Boolean!
    camRecording: Boolean!
    classic: Boolean!
    preview: String!
    price: Money!
    basePrice: Money!
    likes: Int!
    published: Float!
    model: VideoModel!
    "Null for an anonymous guest."
    guestInfo: VideoGuestInfo
  }
  type VideoPage { total: Int! items: [Video!]! }
  type VideoStar { id: Int! name: String! age: Int! isOnline: Boolean! preview: String! videoCount: Int! }

  type ChatShow { id: Int! title: String! start: Float! end: Float! isFree: Boolean! price: Money! model: VideoModel! }
  type Contest { id: Int! title: String! description: String! startsAt: Float! endsAt: Float! mediaCount: Int! }
  type Category { id: Int! slug: String! name: String! actorCount: Int! }
  type BlogPost { id: Int! slug: String! title: String! teaser: String! categoryId: Int! published: Float! }
  type TvSeries { id: Int! key: String! title: String! description: String! premium: Boolean! episodeCount: Int! picture: ListingPicture! }
  enum TvChannel { free premium }
  type TvEpisode { id: Int! hashId: String! title: String! duration: Int! published: Float! seriesKey: String! seriesTitle: String! premium: Boolean! picture: ListingPicture! }
  type TvEpisodePage { total: Int! items: [TvEpisode!]! }
  type TvProgramSlot { title: String! start: Float! end: Float! isRunning: Boolean! videoId: Int seriesKey: String }
`);
