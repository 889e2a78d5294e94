// Tables of migration 0024 (the spin wheel, reward games and special events). See the migration for what each holds.
import type { ColumnType, Generated } from 'kysely';
import type { DbBool, EpochMs, Id, JsonText } from './schema.ts';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

interface GamesTable {
  id: Id;
  /** 'spinwheel' or a SpecialEventType of the contract (src/contract/games.ts). */
  type: string;
  title: string;
  startsAt: EpochMs;
  endsAt: EpochMs;
  dailyAttempts: Defaulted<number>;
  /** Loyalty points each attempt earns. */
  points: Defaulted<number>;
  /** JSON (GameRewardOption & { weight: number })[]. */
  rewards: Defaulted<JsonText>;
  /** JSON object, e.g. { actorId } of an actor gift calendar. */
  config: Defaulted<JsonText>;
}

interface GameCreditsTable {
  id: Generated<number>;
  guestId: number;
  gameId: number;
  /** The game day (gameDayOf: days since the epoch in Berlin time). */
  day: number;
  creditsTotal: number;
  creditsAvailable: number;
}

interface GameRewardsTable {
  id: Generated<number>;
  guestId: number;
  gameId: number;
  optionCode: string;
  type: string;
  /** JSON: number, string or null. */
  value: Defaulted<JsonText>;
  amount: Defaulted<number>;
  canRedeem: Defaulted<DbBool>;
  createdAt: EpochMs;
  redeemedAt: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
}

interface GameCollectionsTable {
  id: Generated<number>;
  guestId: number;
  gameId: number;
  itemKey: string;
  createdAt: EpochMs;
}

export interface GameTables {
  games: GamesTable;
  gameCredits: GameCreditsTable;
  gameRewards: GameRewardsTable;
  gameCollections: GameCollectionsTable;
}
