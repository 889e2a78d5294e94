// The rules of the checkout's accounts and tokens (chosen where the spec is silent; issue 19):
// rate limits, the login slowdown, access token timing, password and name rules, and the
// lifetimes of the frame's tokens and links. Constants only.

/**
 * Rate limits (chosen): failed logins per (e-mail, address) pair (the e-mail across addresses
 * is slowed down past the same count, see LOGIN_SLOWDOWN), code attempts per guest.
 */
export const RATE_LIMITS = {
  loginFailures: { max: 5, windowMs: 15 * 60_000 },
  codeAttempts: { max: 10, windowMs: 60 * 60_000 },
  passwordLost: { max: 3, windowMs: 60 * 60_000 },
  pinCallStarts: { max: 5, windowMs: 60 * 60_000 },
} as const;

/**
 * An e-mail past RATE_LIMITS.loginFailures failed logins in the window (from any addresses) is
 * slowed down, not shut: one attempt per interval, the first interval firstDelayMs, doubling
 * with each further failure up to maxDelayMs (issue 19: nobody locks a guest out from elsewhere).
 */
export const LOGIN_SLOWDOWN = { firstDelayMs: 30_000, maxDelayMs: 15 * 60_000 } as const;

/**
 * Access tokens (issue 19; their lifetimes are settings, server/config.ts): a token's lastSeenAt
 * is written at most once per lastSeenStep; expired rows are swept at most once per sweepEvery,
 * revoked ones once they are keepRevoked old.
 */
export const ACCESS_TOKEN_TIMING_MS = { lastSeenStep: 60_000, sweepEvery: 60 * 60_000, keepRevoked: 24 * 60 * 60_000 } as const;

/**
 * Password rules of signup and reset: the length in characters, and (issue 19) not blank (only
 * whitespace) and not one of the commonly used passwords (a maintained list the server holds,
 * compared without regard to case).
 */
export const PASSWORD_RULES = { minLength: 8, maxLength: 128 } as const;
/** Why a new password is refused: VALIDATION_FAILED with details { field: 'password', reason }. */
export const PASSWORD_PROBLEMS = ['tooShort', 'tooLong', 'blank', 'common'] as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];
/** Guest name rules of signup. */
export const NAME_RULES = { minLength: 3, maxLength: 30, pattern: '^[A-Za-z0-9_.-]+$' } as const;
/** Lifetimes (ms) of the frame's tokens and links. */
export const CHECKOUT_TTL_MS = {
  transferToken: 60_000,
  checkoutSession: 2 * 60 * 60_000,
  loginCookie: 30 * 24 * 60 * 60_000,
  passwordReset: 30 * 60_000,
  pinCall: 10 * 60_000,
} as const;
/** Wrong pins before a pin-call verification is used up (error code 9). */
export const PIN_CALL_MAX_ATTEMPTS = 3;
