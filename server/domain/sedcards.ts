// An actor's sedcard pictures (spec part 2 §7.4 gallery/getsedcards): the pictures of the
// actor's one album of type 'sedcard' (schema.ts) up to the asked age rating, each marked when
// the guest pinned it.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { picturePicture } from './actors.ts';

export async function sedcardPictures(
  db: Kysely<Database>,
  actorId: number,
  guestId: number | null,
  page: { limit: number; fsk: 16 | 18 },
) {
  const rows = await db
    .selectFrom('pictures')
    .innerJoin('albums', 'albums.id', 'pictures.albumId')
    .select(['pictures.id', 'albums.ageRating'])
    .where('albums.actorId', '=', actorId)
    .where('albums.type', '=', 'sedcard')
    .where('albums.ageRating', '<=', page.fsk)
    .orderBy('pictures.position')
    .orderBy('pictures.id')
    .limit(page.limit)
    .execute();
  const pinned =
    guestId === null || rows.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .selectFrom('guestPins')
              .select('targetId')
              .where('guestId', '=', guestId)
              .where('kind', '=', 'picture')
              .where(
                'targetId',
                'in',
                rows.map((r) => r.id),
              )
              .execute()
          ).map((r) => r.targetId),
        );
  return rows.map((row) => ({
    pictureId: row.id,
    picture: picturePicture(row.id),
    ageRating: row.ageRating,
    isPinned: pinned.has(row.id),
  }));
}
