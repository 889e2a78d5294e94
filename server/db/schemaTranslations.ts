// The translations of seeded and editorial content (migration 0028): one row per text of one
// entity in one language other than English. The entity's own row holds the English text, which
// is also what a language without a row reads (docs/decisions.md, issue 20).
import type { Language } from '../../src/contract/enums.ts';

/** The kinds of content with translated texts, and the fields of each that are translated. */
const TRANSLATED_FIELDS = {
  actor: ['about'],
  interview: ['question', 'answer'],
  actorHeatMap: ['memo'],
  dailyBonusOffer: ['offer', 'conditions'],
  toyControl: ['displayName'],
  game: ['title'],
  tvSeries: ['description'],
  tvEpisode: ['title', 'description'],
  tvProgram: ['title'],
  chatShow: ['title'],
  feedPost: ['title', 'text'],
  album: ['title', 'description'],
  bonusCode: ['text'],
  blogPost: ['title', 'teaser', 'html'],
  clash: ['title'],
  // The demo account's seeded conversations and notifications (server/db/seed/demoMessenger.ts).
  message: ['text'],
  notification: ['text'],
} as const satisfies Record<string, readonly string[]>;

export type TranslatedEntity = keyof typeof TRANSLATED_FIELDS;
export type TranslatedField<E extends TranslatedEntity> = (typeof TRANSLATED_FIELDS)[E][number];

interface ContentTranslationsTable {
  entity: TranslatedEntity;
  /** The id of the entity's row (for a heat map, its actor's id). */
  entityId: number;
  field: string;
  /** de, nl or es: English is the entity's own text. */
  language: Exclude<Language, 'en'>;
  text: string;
}

export interface TranslationTables {
  contentTranslations: ContentTranslationsTable;
}
