// gallery/getPinnedPhotos (spec part 2 §7.4; answer not shown: chosen): the pictures a guest
// pinned (spec part 1 §4 Pinning), newest pin first, each with the album it is in and that
// album's page, so the guest's pinned photos view can lead back to it.
import type { Kysely } from 'kysely';
import { buildPath } from '../../src/app/routes.ts';
import type { PinnedPhoto } from '../../src/contract/entities/media.ts';
import type { Language } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import { picturePicture } from './actors.ts';
import { localized } from './translations.ts';

export async function pinnedPhotosOf(
  db: Kysely<Database>,
  guestId: number,
  page: { limit: number; offset: number },
  language: Language,
): Promise<{ pictures: PinnedPhoto[]; total: number }> {
  const base = db
    .selectFrom('guestPins')
    .innerJoin('pictures', 'pictures.id', 'guestPins.targetId')
    .innerJoin('albums', 'albums.id', 'pictures.albumId')
    .innerJoin('actors', 'actors.id', 'albums.actorId')
    .where('guestPins.guestId', '=', guestId)
    .where('guestPins.kind', '=', 'picture');
  const [rows, count] = await Promise.all([
    base
      .select(['pictures.id', 'albums.id as albumId', 'albums.title', 'albums.ageRating', 'actors.nameLower'])
      .orderBy('guestPins.createdAt', 'desc')
      .orderBy('pictures.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const titled = await localized(db, 'album', rows, (row) => row.albumId, language);
  return {
    total: Number(count.n),
    pictures: titled.map((row) => ({
      pictureId: row.id,
      picture: picturePicture(row.id),
      ageRating: row.ageRating,
      isPinned: true,
      albumId: row.albumId,
      albumTitle: row.title,
      link: buildPath('actorAlbum', { actorName: row.nameLower, albumId: String(row.albumId) }, language),
    })),
  };
}
