// Tables of the bonuses a guest is granted by the server (issue 21): the VIP monthly bonus and
// the guests' instances of on-top codes.
import type { Generated } from 'kysely';

type Id = Generated<number>;
type EpochMs = number;

interface MonthlyBonusesTable {
  id: Id;
  guestId: number;
  /** YYYY-MM (bonusMonth); unique with guestId: one bonus per guest and month. */
  month: string;
  amountCents: number;
  createdAt: EpochMs;
  /** When the guest saw the "monthly bonus processed" status bar item; null until then. */
  seenAt: EpochMs | null;
}

interface OnTopCodeInstancesTable {
  id: Id;
  guestId: number;
  /** A bonus code with isOnTop; unique with guestId: one instance per guest and code. */
  codeId: number;
  createdAt: EpochMs;
  redeemedAt: EpochMs | null;
}

export interface BonusTables {
  monthlyBonuses: MonthlyBonusesTable;
  onTopCodeInstances: OnTopCodeInstancesTable;
}
