// The Kysely view of the database. Table and column names are camelCase here and snake_case in
// SQL (`actorChatRatings.countRatings` is `actor_chat_ratings.count_ratings`); the
// CamelCasePlugin installed by connect.ts translates both ways. Raw `sql` fragments must use
// the snake_case names.
//
// Conventions that hold on SQLite and PostgreSQL alike (see migrations/columns.ts):
// - booleans are integers 0/1 (`DbBool`), never the pg boolean type;
// - JSON is stored as text (`JsonText`) and parsed by the reader;
// - money is integer minor units (cents), credits and coins are integers;
// - timestamps are integer epoch milliseconds in bigint columns (`EpochMs`); on pg the int8
//   parser installed by connect.ts returns them as JS numbers;
// - ids are auto-increment integers; seeded rows carry explicit ids and the pg sequences are
//   advanced after seeding.
//
// Pictures, sedcards and video stills share one table: every picture belongs to an album.
// Each actor has exactly one album of type 'sedcard' holding the profile pictures (spec
// "sedcard pictures"); it is never sold and never listed among photo albums or videos. A video
// album's pictures are its preview stills (tileGrid/getVideoPictures), a photo album's pictures
// are the photos themselves. So pins of albums, sedcards and pictures all point at the same two
// tables.
import type { ColumnType, Insertable, Selectable } from 'kysely';
import type {
  ActorType,
  AvsStatus,
  AlbumType as ContractAlbumType,
  TopCamType as ContractTopCamType,
  FeedPostType,
  FeedType,
  Gender,
  Language,
} from '../../src/contract/enums.ts';
import type { AccountTables, GuestAccountColumns } from './schemaAccounts.ts';
import type { ActorTables } from './schemaActors.ts';
import type { BonusTables } from './schemaBonuses.ts';
import type { ClashOfCamsTables } from './schemaClashOfCams.ts';
import type { ContentTables } from './schemaContent.ts';
import type { EngagementTables } from './schemaEngagement.ts';
import type { FeedTables } from './schemaFeed.ts';
import type { GameTables } from './schemaGames.ts';
import type { LibraryTables } from './schemaLibrary.ts';
import type { ListingTables } from './schemaListings.ts';
import type { MediaTables } from './schemaMedia.ts';
import type { MessengerTables } from './schemaMessenger.ts';
import type { PushTables } from './schemaPush.ts';
import type { SearchTables } from './schemaSearch.ts';
import type { TrackingTables } from './schemaTracking.ts';
import type { TranslationTables } from './schemaTranslations.ts';

export type { ActorType, FeedPostType, FeedType, Gender, Language };

export type DbBool = 0 | 1;
export type JsonText = string;
export type EpochMs = number;
/** Auto-increment id: optional on insert (the seed passes explicit ids), never updated. */
export type Id = ColumnType<number, number | undefined, never>;

/** The spec's album types plus 'sedcard', the one profile-picture album of each actor. */
export type AlbumType = ContractAlbumType | 'sedcard';
type AgeRating = 16 | 18;
/** Stored top cam lists; the 'favorites' list is the guest's own pins, not a table. */
type TopCamType = Exclude<ContractTopCamType, 'favorites'>;
type FeedPostStatus = 'published' | 'scheduled';

/** Key-value rows of the database itself, e.g. `seed_version`. */
interface MetaTable {
  key: string;
  value: string;
}

interface ActorsTable {
  id: Id;
  name: string;
  /** name lowercased; routes address actors by it (/en/amateur/{actorName}/). Unique. */
  nameLower: string;
  gender: Gender;
  actorType: ActorType;
  age: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  city: string;
  zip: string;
  latitude: number;
  longitude: number;
  /** JSON array of language codes, e.g. ["de","en"]. */
  spokenLanguages: JsonText;
  about: string;
  isOnline: DbBool;
  isOnlineMobileVideocall: DbBool;
  /** Last time the actor went online; null when never seen online. */
  lastOnlineAt: EpochMs | null;
  freeChat: DbBool;
  /** JSON array of ISO country codes whose guests see the actor as banned. */
  bannedCountryCodes: JsonText;
  isActorAvailableForConversionChat: DbBool;
  isCurrentlyTicketShow: DbBool;
  /** Number of free messages a new guest may send. */
  priceFreeMessages: number;
  /** Cents per messenger message. */
  priceMessage: number;
  /** Cents per minute for each chat kind. */
  priceSingle: number;
  priceSinglec2c: number;
  priceVideo: number;
  /** Chat minutes a video-chat voucher buys with this actor. */
  priceVoucherChatMinutes: number;
  priceVoyeur: number;
  isLivePreviewEnabled: DbBool;
  isVoyeurChatAvailable: DbBool;
  isVoyeurInSingleChatAllowed: DbBool;
  isDildocontrolAvailable: DbBool;
  pinnedCount: number;
  rankPoints: number;
  /** Seed of the abstract preview image and the index/first colour of its palette. */
  previewSeed: number;
  previewPalette: number;
  previewColor: string;
  createdAt: EpochMs;
}

/** Chat ratings of the last ninety days; shown only from 10 ratings (spec part 1 §5). */
interface ActorChatRatingsTable {
  actorId: number;
  countRatings: number;
  /** Percent, 0..100. */
  satisfactionRate: number;
  updatedAt: EpochMs;
}

interface ActorHeatMapsTable {
  actorId: number;
  /** JSON 7x24 array: [weekday 0=Monday][hour 0..23] -> online likelihood 0..100. */
  heatMap: JsonText;
  /** JSON array of the hours (0..23) the actor is usually online. */
  hoursToBeOnline: JsonText;
  memo: string;
}

interface InterviewsTable {
  id: Id;
  actorId: number;
  position: number;
  question: string;
  answer: string;
}

/** A name in each of the four languages (actor and blog categories); NAME_COLUMN (names.ts) picks one. */
export interface NameColumns {
  nameDe: string;
  nameEn: string;
  nameNl: string;
  nameEs: string;
}

interface CategoriesTable extends NameColumns {
  /** Fixed ids: 3 default actor category, 88 new girls (spec part 1 §9). */
  id: number;
  slug: string;
  position: number;
}

interface ActorCategoriesTable {
  actorId: number;
  categoryId: number;
}

interface AlbumsTable {
  id: Id;
  actorId: number;
  type: AlbumType;
  title: string;
  description: string;
  /** Seconds; 0 for photo albums and sedcards. */
  duration: number;
  ageRating: AgeRating;
  isVip: DbBool;
  isFree: DbBool;
  isNew: DbBool;
  isCamRecording: DbBool;
  isClassic: DbBool;
  /** Cents. Discounted when price < basePrice. */
  price: number;
  basePrice: number;
  likes: number;
  dislikes: number;
  totalViews: number;
  /** Kept equal to the number of albumComments rows. */
  commentsTotal: number;
  /** Kept equal to the number of pictures rows. */
  pictureCount: number;
  /** Free-text group used by /videos/tag/{tagGroup}. */
  tagGroup: string;
  salesCount: number;
  publishedAt: EpochMs;
}

interface PicturesTable {
  id: Id;
  albumId: number;
  position: number;
  width: number;
  height: number;
  likes: number;
  dislikes: number;
}

interface AlbumCommentsTable {
  id: Id;
  albumId: number;
  /** Set when a guest wrote it; seeded comments have none. */
  guestId: number | null;
  authorName: string;
  text: string;
  createdAt: EpochMs;
}

interface GiftCategoriesTable {
  id: number;
  slug: string;
  position: number;
}

interface GiftsTable {
  id: Id;
  categoryId: number;
  name: string;
  /** Minor units of priceCurrency (cents for EUR/CHF, whole units for Credits/VXC). */
  priceValue: number;
  priceCurrency: string;
  imageUrl: string;
  active: DbBool;
  vip: DbBool;
  position: number;
}

interface GiftTranslationsTable {
  giftId: number;
  language: Language;
  name: string;
  /** The translated description shown with the gift. */
  value: string;
}

interface ToyControlsTable {
  id: Id;
  /** Seconds. */
  duration: number;
  displayName: string;
  random: DbBool;
  /** Cents. */
  price: number;
  position: number;
}

interface TopCamsTable {
  id: Id;
  type: TopCamType;
  actorId: number;
  rank: number;
  rankingPointsVideoCall: number;
  /** Cents per minute. */
  videocallPrice: number;
}

interface FeedPostsTable {
  id: Id;
  actorId: number;
  type: FeedPostType;
  /** Migration 0025: which of the seven feed types (part 1 §3); `type` is its clip / photos / text. */
  feedType: ColumnType<FeedType, FeedType | undefined, FeedType>;
  status: FeedPostStatus;
  pinned: DbBool;
  title: string;
  text: string;
  views: number;
  likes: number;
  paidContent: DbBool;
  fsk: AgeRating;
  priceCoins: number;
  /** 0 when the post has no tipping goal. */
  tippingGoalCoins: number;
  tipsSumCoins: number;
  /** Clip posts only (seconds, pixels); 0 otherwise. */
  clipLength: number;
  clipWidth: number;
  clipHeight: number;
  created: EpochMs;
  published: EpochMs;
}

/** Photos of a feed post of type 'photos'. */
interface FeedPhotosTable {
  id: Id;
  feedPostId: number;
  position: number;
  width: number;
  height: number;
}

/** Ticket shows (cam-shows page, chat tickets). */
interface ChatShowsTable {
  id: Id;
  actorId: number;
  title: string;
  /** Minor units of currency. */
  price: number;
  currency: string;
  isFree: DbBool;
  startsAt: EpochMs;
  endsAt: EpochMs;
  /** When the ticket holders were invited (the show started); migration 0020. */
  invitedAt: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
}

/** Daily bonus offers, relative to the current day: -1 yesterday, 0 today, 1 tomorrow. */
interface GuestsTable extends GuestAccountColumns {
  id: Id;
  name: string;
  /** Stored lowercased. Unique. */
  email: string;
  passwordHash: string | null;
  balanceCents: number;
  credits: number;
  isVip: DbBool;
  isVxtv: DbBool;
  avsStatus: AvsStatus;
  language: Language;
  createdAt: EpochMs;
}

/** Access tokens are stored only as the sha256 hex of the token. */
interface AccessTokensTable {
  tokenHash: string;
  /** Null for an anonymous guest's token. */
  guestId: number | null;
  createdAt: EpochMs;
  lastSeenAt: EpochMs;
  revokedAt: EpochMs | null;
  /** A short description of the device a login token was made for (user agent); null for anonymous ones. */
  device: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface Database
  extends AccountTables,
    ActorTables,
    ListingTables,
    MediaTables,
    LibraryTables,
    PushTables,
    MessengerTables,
    TrackingTables,
    SearchTables,
    FeedTables,
    GameTables,
    EngagementTables,
    ContentTables,
    TranslationTables,
    BonusTables,
    ClashOfCamsTables {
  meta: MetaTable;
  actors: ActorsTable;
  actorChatRatings: ActorChatRatingsTable;
  actorHeatMaps: ActorHeatMapsTable;
  interviews: InterviewsTable;
  categories: CategoriesTable;
  actorCategories: ActorCategoriesTable;
  albums: AlbumsTable;
  pictures: PicturesTable;
  albumComments: AlbumCommentsTable;
  giftCategories: GiftCategoriesTable;
  gifts: GiftsTable;
  giftTranslations: GiftTranslationsTable;
  toyControls: ToyControlsTable;
  topCams: TopCamsTable;
  feedPosts: FeedPostsTable;
  feedPhotos: FeedPhotosTable;
  chatShows: ChatShowsTable;
  guests: GuestsTable;
  accessTokens: AccessTokensTable;
}

export type TableName = keyof Database;

export type Actor = Selectable<ActorsTable>;
export type Album = Selectable<AlbumsTable>;
export type NewGuest = Insertable<GuestsTable>;

/** The insertable row type of any table, used by the seed. */
export type NewRow<T extends TableName> = Insertable<Database[T]>;
