// Tables of contests and daily bonus offers (migration 0006) and of migration 0023: contest
// votes, daily bonus claims, incentives and teasers, surveys and feature feedback. See the
// migrations for what each holds.
import type { Generated } from 'kysely';
import type { DbBool, EpochMs, Id, JsonText } from './schema.ts';

interface ContestsTable {
  id: Id;
  title: string;
  description: string;
  /** Voting needs a verified age (spec part 1 §6: some votes need AVS). */
  needsAvs: DbBool;
  startsAt: EpochMs;
  endsAt: EpochMs;
}

interface ContestMediaTable {
  id: Id;
  contestId: number;
  actorId: number;
  albumId: number;
  votes: number;
  createdAt: EpochMs;
}

interface DailyBonusOffersTable {
  id: Id;
  dayOffset: -1 | 0 | 1;
  position: number;
  offer: string;
  conditions: string;
  effect: string;
  quantity: number;
  isFree: DbBool;
  /** The least top-up a topup_percent offer needs, in cents (the number its conditions name); 0 for none. */
  minAmountCents: Generated<number>;
  /** The rule its conditions text states, checked when a free offer is taken (offers.ts). */
  conditionRule: DailyBonusConditionRule | null;
}

export type DailyBonusConditionRule = 'oncePerGuest' | 'topUpThisMonth';

/** An offer accepted or earned by a guest, used once within its window (migration 0031). */
interface OfferGrantsTable {
  id: Generated<number>;
  guestId: number;
  offer: string;
  source: string;
  effect: string;
  minAmountCents: Generated<number>;
  validUntil: EpochMs;
  usedAt: EpochMs | null;
  usedRef: string | null;
  createdAt: EpochMs;
}

interface ContestVotesTable {
  id: Generated<number>;
  guestId: number;
  contestId: number;
  contestMediaId: number;
  createdAt: EpochMs;
}

interface ContestTranslationsTable {
  contestId: number;
  /** de, nl or es (English is the contest's own text). */
  language: string;
  title: string;
  description: string;
}

interface ContestGuestsTable {
  guestId: number;
  hideVoteLimitModal: Generated<DbBool>;
}

interface DailyBonusClaimsTable {
  id: Generated<number>;
  guestId: number;
  offerId: number;
  /** The Berlin day, YYYY-MM-DD. */
  day: string;
  createdAt: EpochMs;
}

export type IncentiveAudience = 'all' | 'anonymous' | 'loggedIn';

interface IncentivesTable {
  id: Generated<number>;
  region: string;
  type: string;
  /** What loads it: 'pageLoad', 'buyImageAlbum', 'videoPreviewEnd' or an event name. */
  event: string;
  uniqueGroup: string | null;
  priority: Generated<number>;
  countdownSeconds: number | null;
  closable: Generated<DbBool>;
  /** null: every route. */
  routeName: string | null;
  audience: Generated<IncentiveAudience>;
  /** A JSON object. */
  content: JsonText;
  startsAt: EpochMs;
  endsAt: EpochMs;
}

interface IncentiveClosesTable {
  guestId: number;
  incentiveId: number;
  result: string;
  createdAt: EpochMs;
}

interface IncentiveHiddenTypesTable {
  guestId: number;
  incentiveType: string;
  hiddenUntil: EpochMs;
}

interface GuestInfosTable {
  guestId: number;
  type: string;
  value: string;
  updatedAt: EpochMs;
}

interface TeasersTable {
  id: Generated<number>;
  routeName: string;
  region: string;
  position: number;
  /** A JSON object. */
  content: JsonText;
}

interface SurveysTable {
  id: Generated<number>;
  question: string;
  /** A JSON array of strings. */
  options: JsonText;
  isActive: Generated<DbBool>;
}

interface SurveyAnswersTable {
  id: Generated<number>;
  surveyId: number;
  guestId: number;
  answer: string;
  text: string | null;
  createdAt: EpochMs;
}

interface FeatureFeedbackTable {
  id: Generated<number>;
  guestId: number | null;
  featureId: string;
  rating: number;
  text: string;
  url: string;
  createdAt: EpochMs;
}

export interface EngagementTables {
  contests: ContestsTable;
  contestMedia: ContestMediaTable;
  dailyBonusOffers: DailyBonusOffersTable;
  contestVotes: ContestVotesTable;
  contestTranslations: ContestTranslationsTable;
  contestGuests: ContestGuestsTable;
  dailyBonusClaims: DailyBonusClaimsTable;
  offerGrants: OfferGrantsTable;
  incentives: IncentivesTable;
  incentiveCloses: IncentiveClosesTable;
  incentiveHiddenTypes: IncentiveHiddenTypesTable;
  guestInfos: GuestInfosTable;
  teasers: TeasersTable;
  surveys: SurveysTable;
  surveyAnswers: SurveyAnswersTable;
  featureFeedback: FeatureFeedbackTable;
}
