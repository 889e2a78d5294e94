// Numeric codes of the contract: chat exit and end codes, phone verification codes, the
// voice-call result code and socket close codes (part 1 §4, part 2 §8). The spec does not
// give the meaning of single chat exit codes, only their ranges; the arrays are spelled out
// (no computed ranges) so the module has no top-level work and the union types stay exact.

/** Preview exit codes: the codes that end a live preview. */
export const PREVIEW_EXIT_CODES = [401, 402, 403, 404, 405, 406, 407, 408, 498, 499] as const;

/** Chat exit and end codes by origin (part 1 §4, part 2 §8). */
export const CHAT_EXIT_CODES = {
  /** The guest's client ended the chat. */
  client: [100, 101, 102, 103, 104, 105, 106, 107, 108, 198, 199],
  /** The actor (host) ended the chat. */
  host: [201, 202, 203, 204, 205, 206, 207, 208],
  adminKick: [301],
  /** End of a live preview. */
  preview: PREVIEW_EXIT_CODES,
  /** The client left because the guest ran out of money. */
  noMoney: [501],
  /** 502: text-time limit; 503: time limit. */
  timeLimit: [502, 503],
  /** The age restriction refused the chat. */
  ageRestriction: [601],
  /** Other ends. The spec lists 908 again after 990-997; it already lies in 901-921 and is kept once. */
  other: [901, 902, 903, 904, 905, 906, 907, 908, 909, 910, 911, 912, 913, 914, 915, 916, 917, 918, 919, 920, 921, 990, 996, 997],
} as const;
export type ChatExitCodeGroup = keyof typeof CHAT_EXIT_CODES;
export type ChatExitCode = (typeof CHAT_EXIT_CODES)[ChatExitCodeGroup][number];

/** Single codes the client acts on by name. */
export const CHAT_EXIT_CODE = {
  adminKick: 301,
  noMoney: 501,
  textTimeLimit: 502,
  timeLimit: 503,
  ageRestrictionDenied: 601,
} as const satisfies Record<string, ChatExitCode>;

/**
 * Pre-chat exit codes: the chat ended before the guest was ever in it, so the exit dialog
 * offers the fix (top up, age check) instead of a chat rating. The spec names this group
 * without its members; chosen: no money (501) and the age-restriction denial (601).
 */
export const PRE_CHAT_EXIT_CODES = [501, 601] as const satisfies readonly ChatExitCode[];

export function isPreviewExitCode(code: number): boolean {
  return (PREVIEW_EXIT_CODES as readonly number[]).includes(code);
}

export function isPreChatExitCode(code: number): boolean {
  return (PRE_CHAT_EXIT_CODES as readonly number[]).includes(code);
}

export function isChatExitCode(code: number): code is ChatExitCode {
  return chatExitCodeGroup(code) !== undefined;
}

/** The origin group of an exit code, or undefined for a code the contract does not know. */
export function chatExitCodeGroup(code: number): ChatExitCodeGroup | undefined {
  for (const group of Object.keys(CHAT_EXIT_CODES) as ChatExitCodeGroup[]) {
    if ((CHAT_EXIT_CODES[group] as readonly number[]).includes(code)) return group;
  }
  return undefined;
}

/** Pin-call phone verification error codes (part 2 §8). */
export const PHONE_VERIFICATION_CODE = {
  invalidPhoneNumber: 1,
  countryNotAllowed: 2,
  invalidVerificationType: 3,
  verificationTimeout: 4,
  phoneNumberBlacklisted: 5,
  phoneNumberNotUnique: 6,
  idDoesNotExist: 7,
  invalidCode: 8,
  attemptLimitReached: 9,
  /** Used when a pin-call error carries no errorCode. */
  unknown: 10,
} as const;
export type PhoneVerificationCode = (typeof PHONE_VERIFICATION_CODE)[keyof typeof PHONE_VERIFICATION_CODE];

/** Anonymous voice-call start result (part 1 §4, part 2 §8): anything else is an error code. */
export const VOICE_CALL_RESULT = {
  success: 2000,
  /** Ours (the spec names only 2000): the access token is unknown or revoked. */
  invalidToken: 4001,
  /** Ours: the actor takes no voice call now (offline or not on the mobile video call). */
  actorUnavailable: 4002,
} as const;

/** WebSocket close codes (part 1 §4, part 2 §8). */
export const SOCKET_CLOSE_CODE = {
  /** WebSocket standard normal closure; not from the spec. */
  normal: 1000,
  /** Protocol error; on the first connection attempt it is not retried. */
  protocolError: 1002,
  /** The server did not answer a ping with a pong. */
  missingPong: 4000,
  /**
   * Ours: no session.request within TIMING_MS.socketSessionDeadline after the socket opened
   * (4408 after HTTP 408, as graphql-ws closes an uninitialised connection). The client
   * reconnects after 1 s like after any other close.
   */
  noSessionRequest: 4408,
} as const;
export type SocketCloseCode = (typeof SOCKET_CLOSE_CODE)[keyof typeof SOCKET_CLOSE_CODE];
