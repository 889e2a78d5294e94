// The conversion calls' rules beside server/domain/incentives.ts (spec part 2 §7.6): the
// incentives for an album's buy button or a video preview's end, and what a guest answered to an
// incentive (closed, accepted or blocked).
import type { Kysely } from 'kysely';
import type { Incentive } from '../../src/contract/entities.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { EventBus } from '../realtime/bus.ts';
import { publishBalance } from './balancePublishing.ts';
import { closeIncentive, incentivesFor } from './incentives.ts';
import { acceptIncentive } from './offers.ts';

export async function albumIncentives(
  db: Kysely<Database>,
  query: { guestId: number | null; event: string; albumId: number },
): Promise<Incentive[]> {
  const album = await db.selectFrom('albums').select('id').where('id', '=', query.albumId).executeTakeFirst();
  if (!album) throw new ApiError('NOT_FOUND', `There is no album ${query.albumId}.`);
  return incentivesFor(db, { guestId: query.guestId, event: query.event, extra: { albumId: query.albumId } });
}

/** An anonymous guest's answer lives in the browser (the blocked-group cookie): only the incentive is checked. */
export async function answerIncentive(
  db: Kysely<Database>,
  bus: EventBus,
  answer: { guestId: number | null; incentiveId: number; result: string },
): Promise<void> {
  const incentive = await db.selectFrom('incentives').select('id').where('id', '=', answer.incentiveId).executeTakeFirst();
  if (!incentive) throw new ApiError('NOT_FOUND', `There is no incentive ${answer.incentiveId}.`);
  const { guestId } = answer;
  if (guestId === null) return;
  if (answer.result === 'accepted') {
    // Taking the offer grants what it promises (server/domain/offers.ts).
    const accepted = await acceptIncentive(db, { guestId, incentiveId: incentive.id, now: Date.now() });
    if (accepted.balance) await publishBalance(db, bus, guestId);
  } else await closeIncentive(db, { guestId, incentiveId: incentive.id, result: answer.result });
}
