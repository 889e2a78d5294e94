// The daily bonus on the query service (spec part 2 §7.10 daily bonus (yesterday, today,
// tomorrow), consumed offers, bonus models); through src/api's query client.
import { query } from '../../api/query.ts';
import { DEFAULTS } from '../../contract/constants.ts';

export interface DailyBonusOffer {
  id: number;
  /** -1 yesterday, 0 today, 1 tomorrow. */
  day: number;
  offer: string;
  conditions: string;
  effect: string;
  quantity: number;
  purchased: boolean;
  free: boolean;
}

interface ConsumedOffer {
  offerId: number;
  day: string;
  offer: string;
  created: number;
}

interface BonusModel {
  id: number;
  name: string;
  preview: string;
}

export interface DailyBonusData {
  dailyBonus: DailyBonusOffer[];
  consumedOffers: ConsumedOffer[];
  bonusModels: BonusModel[];
}

export async function getDailyBonus(): Promise<DailyBonusData> {
  return query<DailyBonusData>(
    `query DailyBonus($c: Int!) {
      dailyBonus { id day offer conditions effect quantity purchased free }
      consumedOffers(first: $c) { offerId day offer created }
      bonusModels(first: 6) { id name preview }
    }`,
    { c: DEFAULTS.consumedOffers },
  );
}

export async function claimDailyBonus(offerId: number): Promise<{ success: boolean; errorCode: string | null }> {
  const answer = await query<{ claimDailyBonus: { success: boolean; errorCode: string | null } }>(
    'mutation ClaimDailyBonus($o: Int!) { claimDailyBonus(offerId: $o) { success errorCode } }',
    { o: offerId },
  );
  return answer.claimDailyBonus;
}
