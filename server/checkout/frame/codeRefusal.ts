// Why a promo or scratch-card code was refused, from the checkout API's error (NOT_FOUND, or
// CONFLICT with details.reason), so the view can say it in the guest's words.
import { CheckoutApiError } from './api.ts';

export type CodeRefusal = 'unknown' | 'notYetValid' | 'expired' | 'alreadyRedeemed' | 'usedUp' | 'notRedeemable';

/** The server's reasons (server/domain/bonusCodes.ts NotRedeemableReason). */
const REASONS: readonly string[] = ['unknown', 'notYetValid', 'expired', 'alreadyRedeemed', 'usedUp'];

/** Longest code taken (printed codes are far shorter). */
export const MAX_CODE_LENGTH = 64;

/** "welcome-5 " -> "WELCOME-5": codes are stored uppercased; spaces from copying are dropped. */
export function normalizeCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function codeRefusal(error: unknown): CodeRefusal | null {
  if (!(error instanceof CheckoutApiError)) return null;
  if (error.code === 'NOT_FOUND') return 'unknown';
  if (error.code !== 'CONFLICT' && error.code !== 'LIMIT_REACHED') return null;
  const details = error.details as { reason?: unknown } | undefined;
  const reason = details?.reason;
  return typeof reason === 'string' && REASONS.includes(reason) ? (reason as CodeRefusal) : 'notRedeemable';
}
