// The demo clash of cams: two seeded (invented) actors in a duel that started yesterday and runs
// for a week from the seed's `now`, with some votes already in, so the screen has a standing.
import type { NewRow } from '../schema.ts';
import { translationRows } from './localized.ts';
import { DAY } from './time.ts';

export const SEEDED_CLASH_ID = 1;

export function generateClashOfCams(now: number, actorIds: readonly number[]) {
  const [first, second] = actorIds;
  if (first === undefined || second === undefined) return { clashes: [], clashActors: [], translations: [] };
  const title = { en: 'The weekend duel', de: 'Das Wochenend-Duell', nl: 'Het weekendduel', es: 'El duelo del fin de semana' };
  const clashes: NewRow<'clashes'>[] = [{ id: SEEDED_CLASH_ID, title: title.en, startsAt: now - DAY, endsAt: now + 6 * DAY }];
  const clashActors: NewRow<'clashActors'>[] = [
    { clashId: SEEDED_CLASH_ID, actorId: first, position: 1, votes: 41 },
    { clashId: SEEDED_CLASH_ID, actorId: second, position: 2, votes: 37 },
  ];
  return { clashes, clashActors, translations: translationRows('clash', SEEDED_CLASH_ID, { title }) };
}
