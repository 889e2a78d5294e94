// The messenger's texts in the reader's language (issue 20): the demo account's conversations
// and notifications are seeded content, stored in English with their German, Dutch and Spanish
// in content_translations (entities message and notification); what a guest or a performer wrote
// has no translation and reads as written. A channel's subject is its last message's text, so
// it reads in the language that message does.
import type { Kysely } from 'kysely';
import type { Language } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import { translationsOf } from './translations.ts';

const SUBJECT_MAX = 80;

/** A channel's subject: the start of its last message's text, or the fallback (a gift's name) without one. */
export const subjectOf = (text: string, fallback: string) => (text || fallback).slice(0, SUBJECT_MAX);

/** The channels with the subject of each whose last message is translated in the language. */
export async function withSubjectsIn<R extends { lastMessageId: number | null; subject: string }>(
  db: Kysely<Database>,
  rows: readonly R[],
  language: Language,
): Promise<R[]> {
  const lastIds = rows.flatMap((row) => (row.lastMessageId === null ? [] : [row.lastMessageId]));
  const texts = await translationsOf(db, 'message', lastIds, language);
  return rows.map((row) => {
    const text = row.lastMessageId === null ? undefined : texts.get(row.lastMessageId)?.text;
    return text === undefined ? row : { ...row, subject: subjectOf(text, '') };
  });
}
