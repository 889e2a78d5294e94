// The one error answer of our server (REST and query service) and the spec's fixed error
// messages (part 2 §8). Every refusal is `{ success: false, error: { code, message } }` with a
// code from ERROR_STATUS; the UI turns codes into translated sentences, the message is for
// developers and never carries a stack trace.

/** Every error code with its HTTP status. */
export const ERROR_STATUS = {
  /** Malformed request: unreadable JSON, wrong content type, unknown route parameter. */
  BAD_REQUEST: 400,
  /** Well-formed request whose params, query or body fail the route's schema. */
  VALIDATION_FAILED: 400,
  /** A query-service document that costs more, or nests deeper, than QUERY_COST allows (src/contract/queryCost.ts). */
  QUERY_TOO_COMPLEX: 400,
  /** No access token (query service: "Missing Vxql-Token"). */
  MISSING_TOKEN: 401,
  /** Access token unknown, expired or forged. */
  INVALID_TOKEN: 401,
  /** The call needs a logged-in guest. */
  UNAUTHORIZED: 401,
  /** The guest may not do this (locked, restricted, blocked for comments, internal route). */
  FORBIDDEN: 403,
  /** Needs a verified age (AVS); the client opens the age-verification dialog. */
  AGE_CHECK_REQUIRED: 403,
  /** Needs a VIP or TV subscription. */
  SUBSCRIPTION_REQUIRED: 403,
  NOT_FOUND: 404,
  /** The action clashes with the current state (already bought, already redeemed). */
  CONFLICT: 409,
  /** A business limit is used up (votes per contest, game attempts). */
  LIMIT_REACHED: 409,
  /** The balance does not cover the price. */
  INSUFFICIENT_FUNDS: 402,
  /** Too many requests in a short time. */
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The error answer of every REST and query-service call of our server. */
export interface ErrorAnswer {
  success: false;
  error: {
    code: ErrorCode;
    message: string;
    details?: unknown;
  };
}

/** Fixed messages the spec spells out (part 2 §5, §8). */
/** On its own so the first load's money formatting (src/lib/currency.ts) carries only this one. */
export const UNKNOWN_CURRENCY_MESSAGE = 'Unknown currency';

export const ERROR_MESSAGE = {
  /** A query-service request without access token. */
  missingVxqlToken: 'Missing Vxql-Token',
  /** A checkout link without a path. */
  invalidCheckoutUrl: 'invalid checkout url',
  /** A checkout frame message that is not JSON with a type and data. */
  invalidMessageResponse: 'Invalid message response',
  /** A checkout frame message with an action the page does not handle. */
  unhandledMessageResponseAction: 'Unhandled message response action',
  /** A video list category without a mapping. */
  unmappedCategory: 'Unmapped category',
  /** Prefix of the error raised for a currency the formatter does not know. */
  unknownCurrency: UNKNOWN_CURRENCY_MESSAGE,
  /** A lazy store name nobody registered. */
  unknownLazyStore: 'Unknown lazy store',
  /** Logged when the socket closes with the missing-pong code. */
  pongMissing: 'pong missing',
} as const;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** The HTTP status that goes with an error code. */
export function httpStatusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

/** Builds the error answer; `details` is left out when undefined. */
export function errorAnswer(code: ErrorCode, message: string, details?: unknown): ErrorAnswer {
  return details === undefined ? { success: false, error: { code, message } } : { success: false, error: { code, message, details } };
}

/** True for a value shaped like our error answer with a known code. */
export function isErrorAnswer(value: unknown): value is ErrorAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as { success?: unknown; error?: unknown };
  if (answer.success !== false) return false;
  if (typeof answer.error !== 'object' || answer.error === null) return false;
  const error = answer.error as { code?: unknown; message?: unknown };
  return isErrorCode(error.code) && typeof error.message === 'string';
}

/** An error carrying a contract code, thrown by the api layer and the server's domain code. */
export class ContractError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'ContractError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toAnswer(): ErrorAnswer {
    return errorAnswer(this.code, this.message, this.details);
  }
}
