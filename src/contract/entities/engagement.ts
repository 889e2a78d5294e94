// Entity shapes of spec part 1 §3: engagement. Gathered by ../entities.ts. Types only.
import type { DateTime, Picture, Price } from './common.ts';

// --- shows, incentives, contests ---
/** A ticket show with what the guest holds of it (the query service's chatTickets): times in epoch ms; a free show's price is 0. */
export interface ChatTicket {
  /** null until the guest holds a ticket. */
  ticketId: number | null;
  showId: number;
  price: Price;
  actorId: number;
  actorName: string;
  title: string;
  start: number;
  end: number;
  isBought: boolean;
  isFree: boolean;
  canBuy: boolean;
  hasStarted: boolean;
  bonusCode: string | null;
}

export interface Incentive {
  /** The configured incentive's id (closeIncentive names it). Ours. */
  id: number;
  region: string;
  type: string;
  event: string;
  uniqueGroup: string | null;
  /** Default 0. */
  priority: number;
  /** Seconds; null without countdown. */
  countdown: number | null;
  closable: boolean;
  blocked: boolean;
  content: Record<string, unknown>;
}

export interface ContestGridItem {
  itemHash: string;
  elementsCount: number;
  guestId: number | null;
  id: number;
  actorId: number;
  actorName: string;
  mediaId: number;
  albumId: number;
  votes: number;
  picture: Picture | null;
}

export interface ContestGuestData {
  voteCount: number;
  hideVoteLimitModal: boolean;
}

export interface ContestHeader {
  contestId: number;
  title: string;
  text: string;
  start: DateTime;
  end: DateTime;
  isActive: boolean;
}

// --- rewards and games ---
export interface RewardHistoryEntry {
  optionCode: string;
  canRedeem: boolean;
  created: DateTime;
  /** What was won (ours: the spec names only the option code). */
  reward: GameReward;
}

export interface GameReward {
  type: string;
  value: number | string | null;
  optionCode: string;
  /** How many (coins, spins, vouchers, gifts); 1 for a video or a bonus code. */
  amount: number;
}

export interface GameTries {
  available: number;
  total: number;
  /** total minus available. */
  used: number;
}
