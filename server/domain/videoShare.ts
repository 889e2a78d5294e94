// guest/sendVideoShareEmail (spec part 2 §7.1, "not shown": chosen, docs/decisions.md issue 21):
// a logged-in guest sends a published video's link to an e-mail address, with an optional short
// message. The address must have the spec's e-mail format (part 1 §5), the message at most
// VIDEO_SHARE.messageMaxChars; a guest sends at most VIDEO_SHARE.perHour shares an hour (counted
// in the database, so every server process sees the same count). Only a share that passed every
// check is counted. The mail goes to the mail outbox (logged while no mail server is set).
import type { Kysely } from 'kysely';
import { buildPath } from '../../src/app/routes.ts';
import type { Language } from '../../src/contract/enums.ts';
import { isValidEmail } from '../../src/contract/validation.ts';
import { VIDEO_SHARE } from '../../src/contract/videoShare.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { findAlbum } from './gallery.ts';
import { type MailLogger, sendMail } from './mailOutbox.ts';
import { hitOrThrow } from './rateLimit.ts';
import { localizedOne } from './translations.ts';

const SUBJECTS: Record<Language, (guestName: string, title: string) => string> = {
  en: (name, title) => `${name} shares the video "${title}" with you`,
  de: (name, title) => `${name} teilt das Video „${title}“ mit dir`,
  nl: (name, title) => `${name} deelt de video "${title}" met je`,
  es: (name, title) => `${name} comparte contigo el vídeo «${title}»`,
};

export interface VideoShare {
  guestId: number;
  albumId: number;
  emailAddress: string;
  message?: string;
  /** The language of the mail and of the link (the sender's page language). */
  language: Language;
}

/** Checks the share, counts it against the hourly limit and "sends" the mail. */
export async function shareVideoByEmail(
  db: Kysely<Database>,
  log: MailLogger,
  origin: string,
  share: VideoShare,
  now = Date.now(),
): Promise<void> {
  const to = share.emailAddress.trim();
  if (!isValidEmail(to)) throw new ApiError('VALIDATION_FAILED', 'emailAddress is not an e-mail address.');
  const message = (share.message ?? '').trim();
  if (Array.from(message).length > VIDEO_SHARE.messageMaxChars)
    throw new ApiError('VALIDATION_FAILED', `The message has at most ${VIDEO_SHARE.messageMaxChars} characters.`);
  const album = await findAlbum(db, share.albumId, now);
  if (album.type !== 'video') throw new ApiError('NOT_FOUND', `There is no video ${share.albumId}.`);
  const [actor, guest, { title }] = await Promise.all([
    db.selectFrom('actors').select('nameLower').where('id', '=', album.actorId).executeTakeFirstOrThrow(),
    db.selectFrom('guests').select('name').where('id', '=', share.guestId).executeTakeFirstOrThrow(),
    localizedOne(db, 'album', { title: album.title }, album.id, share.language),
  ]);
  await hitOrThrow(
    db,
    `videoShare:${share.guestId}`,
    { max: VIDEO_SHARE.perHour, windowMs: VIDEO_SHARE.windowMs },
    'shared videos this hour',
    now,
  );
  const link = `${origin}${buildPath('actorAlbum', { actorName: actor.nameLower, albumId: String(album.id) }, share.language)}`;
  const subject = (SUBJECTS[share.language] ?? SUBJECTS.en)(guest.name, title);
  sendMail(log, { kind: 'video share link', to, link, subject, ...(message && { text: message }) });
}
