// spec part 2 §7.11 (guest service) and §7.12 (bonus-code service): operations of the query
// service (src/api/query.ts, bearer token, language parameter). The operation names match the
// server's GraphQL schema (server/query/schema.ts).
import type { BonusCodeBenefitType, PhoneType } from '../contract/enums.ts';
import { query } from './query.ts';

/** The answer of a pin-call step: errorCode set when success is false (spec part 2 §8). */
export interface PinCallAnswer {
  success: boolean;
  errorCode: number | null;
}

export interface BonusCodeBenefit {
  type: BonusCodeBenefitType;
  amount: number;
  text: string;
}

/** Whether a code can be redeemed (spec part 1 §5: success and reason). */
export interface BonusCodeCheck {
  success: boolean;
  /** Why not, when success is false: 'alreadyRedeemed' | 'expired' | 'unknown' | 'rateLimited' | ... */
  reason: string | null;
  benefit: BonusCodeBenefit | null;
}

export interface RemainingBonusCode {
  code: string;
  benefit: BonusCodeBenefit;
  validUntil: number | null;
}

const PIN_CALL_FIELDS = 'success errorCode';
const BENEFIT_FIELDS = 'benefit { type amount text }';

export async function startPinCallVerification(phoneNumber: string, type: PhoneType): Promise<PinCallAnswer> {
  const data = await query<{ startPinCallVerification: PinCallAnswer }>(
    `mutation StartPinCall($phoneNumber: String!, $type: String!) { startPinCallVerification(phoneNumber: $phoneNumber, type: $type) { ${PIN_CALL_FIELDS} } }`,
    { phoneNumber, type },
  );
  return data.startPinCallVerification;
}

export async function verifyPin(pin: string): Promise<PinCallAnswer> {
  const data = await query<{ verifyPin: PinCallAnswer }>(
    `mutation VerifyPin($pin: String!) { verifyPin(pin: $pin) { ${PIN_CALL_FIELDS} } }`,
    { pin },
  );
  return data.verifyPin;
}

/** The address of the age check by payment (spec part 2 §7.11: answer forwardUrl). */
export async function requestAgeCheckPayLink(): Promise<string> {
  const data = await query<{ requestAgeCheckPayLink: { forwardUrl: string } }>(
    'mutation AgeCheckPayLink { requestAgeCheckPayLink { forwardUrl } }',
  );
  return data.requestAgeCheckPayLink.forwardUrl;
}

/** Whether the age check still waits for the guest, and the bonus (cents) it pays, if any. */
export async function ageCheckBonusAvailability(): Promise<{ available: boolean; amount: number | null }> {
  const data = await query<{ ageCheckBonusAvailability: { available: boolean; amount: number | null } }>(
    'query AgeCheckBonus { ageCheckBonusAvailability { available amount } }',
  );
  return data.ageCheckBonusAvailability;
}

/** Checks a code without redeeming it. */
export async function bonusCode(code: string): Promise<BonusCodeCheck> {
  const data = await query<{ bonusCode: BonusCodeCheck }>(
    `query BonusCode($code: String!) { bonusCode(code: $code) { success reason ${BENEFIT_FIELDS} } }`,
    { code },
  );
  return data.bonusCode;
}

/** Codes offered to the guest that it has not redeemed yet. */
export async function remainingBonusCodes(): Promise<RemainingBonusCode[]> {
  const data = await query<{ remainingBonusCodes: RemainingBonusCode[] }>(
    `query RemainingBonusCodes { remainingBonusCodes { code validUntil ${BENEFIT_FIELDS} } }`,
  );
  return data.remainingBonusCodes;
}
