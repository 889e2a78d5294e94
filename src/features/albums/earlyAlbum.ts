// The video page's album answer, asked for as soon as the page's code runs (beside the actor's
// answer and the page's texts) instead of after them: on a repeat visit the page waited on the
// texts, then the actor, then the album, one after another (issue 23, repeat-visit LCP). On the
// visit's first page the first-request script has asked already, before the bundle came
// (src/api/firstVisit.ts): its answer is taken instead.
import { openAlbum } from '../../api/albums.ts';
import { takeFirstAlbumAnswer } from '../../api/firstVisit.ts';

/** An early answer older than this is not used: the view asks again (prices and purchases stay current). */
export const EARLY_ALBUM_FRESH_MS = 10_000;

type AlbumAnswer = Awaited<ReturnType<typeof openAlbum>>;

let early: { albumId: number; at: number; answer: Promise<AlbumAnswer>; arrived?: AlbumAnswer } | null = null;

/**
 * Asks for the album now, or takes the first-request script's answer (its age counted from when
 * the script asked); the page's album view takes the answer (once). Resolves once it came or failed.
 */
export function openAlbumEarly(albumId: number, now: number = Date.now()): Promise<void> {
  const first = takeFirstAlbumAnswer<AlbumAnswer>(albumId);
  // refused or failed there (an expired token): asked here, where the token is renewed
  const answer = first ? first.answer.then((found) => found ?? openAlbum(albumId)) : openAlbum(albumId);
  const asked = { albumId, at: first?.askedAt ?? now, answer } as NonNullable<typeof early>;
  early = asked;
  return answer.then(
    (arrived) => {
      asked.arrived = arrived;
    },
    () => undefined, // a failure is the view's to show when it takes the answer
  );
}

/**
 * The early answer for `albumId` when it has already come and is fresh, else undefined: the view
 * renders it at once, with no loading step in between. It is not taken: a first render that React
 * throws away (a part of the page still loading its chunk suspends it) finds it again in the next.
 */
export function peekArrivedAlbum(albumId: number, now: number = Date.now()): AlbumAnswer | undefined {
  const here = early;
  return here?.arrived && here.albumId === albumId && now - here.at < EARLY_ALBUM_FRESH_MS ? here.arrived : undefined;
}

/**
 * The early answer for `albumId`, taken once and only while fresh; otherwise a new request. A
 * purchase or a retry asks anew (AlbumView passes `fresh`), so nothing bought is shown unbought.
 */
export function openAlbumOnce(albumId: number, fresh: boolean, now: number = Date.now()): ReturnType<typeof openAlbum> {
  const taken = early;
  early = null;
  if (!fresh && taken && taken.albumId === albumId && now - taken.at < EARLY_ALBUM_FRESH_MS) return taken.answer;
  return openAlbum(albumId);
}
