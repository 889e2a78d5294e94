// guest/sendVideoShareEmail (spec part 2 §7.1; payload and answer not shown: chosen, see
// docs/decisions.md issue 21): a logged-in guest sends a video's link to an e-mail address with
// an optional short message. Both sides check these limits; the server decides.

export const VIDEO_SHARE = {
  /** The optional message, in characters after trimming. */
  messageMaxChars: 300,
  /** Shares a guest may send per hour (a mail to a stranger's address is easy to abuse). */
  perHour: 5,
  windowMs: 60 * 60 * 1000,
} as const;
