// Surveys and feature feedback (issue 11; spec part 2 §7.6 survey/feedbackdata and
// survey/feedback, §7.10 feature feedback; §8: feature feedback fails unless result is true).
// A guest answers a survey once, with one of its options; the survey offered is the first
// active one the guest has not answered.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { ApiError } from '../errors.ts';

export interface Survey {
  id: number;
  question: string;
  options: string[];
}

const optionsOf = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((option): option is string => typeof option === 'string') : [];
  } catch {
    return [];
  }
};

export async function openSurvey(db: Kysely<Database>, guestId: number | null): Promise<Survey | null> {
  let query = db.selectFrom('surveys').select(['id', 'question', 'options']).where('isActive', '=', 1);
  if (guestId !== null) {
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('surveyAnswers')
            .select('surveyAnswers.id')
            .whereRef('surveyAnswers.surveyId', '=', 'surveys.id')
            .where('surveyAnswers.guestId', '=', guestId),
        ),
      ),
    );
  }
  const row = await query.orderBy('id').executeTakeFirst();
  return row ? { id: row.id, question: row.question, options: optionsOf(row.options) } : null;
}

export async function answerSurvey(
  db: Kysely<Database>,
  input: { guestId: number; surveyId: number; answer: string; text?: string; now?: number },
): Promise<void> {
  const survey = await db.selectFrom('surveys').select(['id', 'options', 'isActive']).where('id', '=', input.surveyId).executeTakeFirst();
  if (!survey || survey.isActive !== 1) throw new ApiError('NOT_FOUND', `There is no open survey ${input.surveyId}.`);
  if (!optionsOf(survey.options).includes(input.answer))
    throw new ApiError('VALIDATION_FAILED', 'The answer is not one of the survey options.');
  try {
    await db
      .insertInto('surveyAnswers')
      .values({
        surveyId: survey.id,
        guestId: input.guestId,
        answer: input.answer,
        text: input.text ?? null,
        createdAt: input.now ?? Date.now(),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('CONFLICT', 'This survey already has your answer.');
    throw error;
  }
}

export async function storeFeatureFeedback(
  db: Kysely<Database>,
  input: { guestId: number | null; featureId: string; rating: number; text: string; url: string; now?: number },
): Promise<void> {
  await db
    .insertInto('featureFeedback')
    .values({
      guestId: input.guestId,
      featureId: input.featureId,
      rating: input.rating,
      text: input.text,
      url: input.url,
      createdAt: input.now ?? Date.now(),
    })
    .execute();
}
