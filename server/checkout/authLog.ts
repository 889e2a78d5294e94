// Authentication events in the log (ASVS 16.3.1): every login, signup, login by cookie and
// password reset of the checkout frame, with its outcome (success, or the refusal's contract
// code), the client address and who: the guest id once known, else a pseudonym of the e-mail
// (the start of its SHA-256), so attempts on one account can be followed without e-mail
// addresses in the log. Passwords and tokens never reach these lines.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { normalizeEmail } from '../domain/accounts.ts';
import { ApiError } from '../errors.ts';

export type AuthEvent = 'login' | 'login.cookie' | 'signup' | 'password.reset';

/** The e-mail as a stable pseudonym: 16 hex digits of the SHA-256 of its normalized form. */
function emailPseudonym(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 16);
}

const guestIdOf = (result: unknown): number | undefined =>
  result && typeof result === 'object' && 'guestId' in result && typeof result.guestId === 'number' ? result.guestId : undefined;

/**
 * Runs an authentication step and logs its outcome at info (a refusal too, then rethrown).
 * `email` is the one the caller typed, logged as its pseudonym only.
 */
export async function audited<T>(request: FastifyRequest, event: AuthEvent, email: string | null, run: () => Promise<T>): Promise<T> {
  const who = { ip: request.ip, ...(email === null ? {} : { email: emailPseudonym(email) }) };
  try {
    const result = await run();
    request.log.info({ area: 'auth', event, outcome: 'success', ...who, guestId: guestIdOf(result) }, 'authentication');
    return result;
  } catch (error) {
    const outcome = error instanceof ApiError ? error.code : 'error';
    request.log.info({ area: 'auth', event, outcome, ...who }, 'authentication');
    throw error;
  }
}
