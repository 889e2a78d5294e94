// The bonus-code box (spec part 1 §5: a code is first checked for redeemability, giving success
// and a reason; part 2 §7.12). Plain rules, no React, no I/O.

/** Codes are letters, digits and dashes; case and surrounding spaces do not matter. Chosen. */
const BONUS_CODE_RULES = { minLength: 3, maxLength: 32 } as const;

/** Why a code cannot be redeemed, as the box words it. */
const BONUS_CODE_FAILURES = ['alreadyRedeemed', 'expired', 'usedUp', 'unknown', 'rateLimited', 'notAllowed', 'failed'] as const;
export type BonusCodeFailure = (typeof BONUS_CODE_FAILURES)[number];

/** The code as the service compares it (uppercased, no spaces), or null when it cannot be one. */
export function normalizeBonusCode(input: string): string | null {
  const code = input.replace(/\s+/g, '').toUpperCase();
  if (code.length < BONUS_CODE_RULES.minLength || code.length > BONUS_CODE_RULES.maxLength) return null;
  return /^[A-Z0-9-]+$/.test(code) ? code : null;
}

/** A check's reason, or a refused call's error code, as one of the box's failures. */
export function bonusCodeFailure(reasonOrCode: string | null | undefined): BonusCodeFailure {
  switch (reasonOrCode) {
    case 'alreadyRedeemed':
    case 'CONFLICT':
    case 'LIMIT_REACHED':
      return 'alreadyRedeemed';
    case 'expired':
    case 'notYetValid':
      return 'expired';
    case 'usedUp':
      return 'usedUp';
    case 'unknown':
    case 'notFound':
    case 'NOT_FOUND':
      return 'unknown';
    case 'rateLimited':
    case 'RATE_LIMITED':
      return 'rateLimited';
    case 'notAllowed':
    case 'FORBIDDEN':
    case 'UNAUTHORIZED':
      return 'notAllowed';
    default:
      return 'failed';
  }
}
