// The internal import and maintenance routes of spec part 2 §7.9 (what they do is not shown:
// chosen, docs/decisions.md issue 21): regenerate_auto_incrementor, clear_di_cache,
// actor_import_full and album_import. All POST (they change state), behind the internal token
// (server/internal/index.ts), bodies checked strictly. An import rebuilds the search index, so
// the imported actor or album is found at once, and empties the caches that may hold old texts.
import type { FastifyInstance } from 'fastify';
import { ACTOR_TYPES, GENDERS } from '../../src/contract/enums.ts';
import { type ActorImport, type AlbumImport, importActor, importAlbum, regenerateAutoIncrementors } from '../domain/imports.ts';
import { id } from '../schemas/common.ts';
import { array, boolean, empty, integer, matching, number, object, oneOf, type Static, shapeOf, string } from '../schemas/json.ts';
import { rebuildSearchIndex } from '../search/documents.ts';

const ACTOR_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$';
const COUNTRY = matching('^[A-Z]{2}$');
const cents = integer(0, 100_000);
const texts = (max: number) => object({ de: string(1, max), nl: string(1, max), es: string(1, max) }, ['de', 'nl', 'es']);

const actorBody = shapeOf<ActorImport>()(
  object(
    {
      id,
      name: matching(ACTOR_NAME_PATTERN),
      gender: oneOf(...GENDERS),
      actorType: oneOf(...ACTOR_TYPES),
      age: integer(18, 99),
      country: COUNTRY,
      city: string(0, 100),
      zip: string(0, 12),
      latitude: number(-90, 90),
      longitude: number(-180, 180),
      spokenLanguages: array(matching('^[a-z]{2}$'), 10),
      about: string(0, 2_000),
      aboutTranslations: texts(2_000),
      bannedCountryCodes: array(COUNTRY, 250),
      prices: object({ message: cents, single: cents, video: cents, voyeur: cents }, ['message', 'single', 'video', 'voyeur']),
      categoryIds: array(id, 50),
    },
    [
      'city',
      'zip',
      'latitude',
      'longitude',
      'spokenLanguages',
      'about',
      'aboutTranslations',
      'bannedCountryCodes',
      'prices',
      'categoryIds',
    ],
  ),
);

const albumBody = shapeOf<AlbumImport>()(
  object(
    {
      id,
      actorId: id,
      type: oneOf('video', 'photo_album'),
      title: string(1, 200),
      description: string(0, 2_000),
      titleTranslations: texts(200),
      duration: integer(1, 24 * 60 * 60),
      ageRating: oneOf(16, 18),
      isVip: boolean,
      isFree: boolean,
      price: cents,
      basePrice: cents,
      tagGroup: string(0, 60),
      publishedAt: integer(0, 8_640_000_000_000_000),
      pictureCount: integer(0, 200),
    },
    ['description', 'titleTranslations', 'duration', 'isVip', 'isFree', 'basePrice', 'tagGroup', 'publishedAt'],
  ),
);

export async function internalMaintenanceRoutes(app: FastifyInstance): Promise<void> {
  const config = { public: true };

  /** After an import: the index and every cache see the new content. */
  const contentChanged = async () => {
    await rebuildSearchIndex(app.db, app.searcher.engine);
    app.caches.clearAll();
  };

  app.post('/internal/regenerate_auto_incrementor', { config, schema: { body: empty } }, async () => ({
    success: true,
    ...(await regenerateAutoIncrementors(app.db)),
  }));

  // "di cache" is the producer's dependency-injection container cache; ours are the in-memory caches.
  app.post('/internal/clear_di_cache', { config, schema: { body: empty } }, async () => ({
    success: true,
    cleared: app.caches.clearAll(),
  }));

  app.post<{ Body: Static<typeof actorBody> }>('/internal/actor_import_full', { config, schema: { body: actorBody } }, async (request) => {
    const result = await importActor(app.db, request.body);
    await contentChanged();
    return { success: true, ...result };
  });

  app.post<{ Body: Static<typeof albumBody> }>('/internal/album_import', { config, schema: { body: albumBody } }, async (request) => {
    const result = await importAlbum(app.db, request.body);
    await contentChanged();
    return { success: true, ...result };
  });
}
