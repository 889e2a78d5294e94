// The age check (AVS, spec part 1 §4): the sandbox decides from the form (SANDBOX_AVS): under
// 18 by birth date is rejected 'underage', a document number starting PEND stays pending (an
// internal route decides it later), REJ is rejected 'document_unreadable', anything else is
// accepted. The document number is never stored. Each outcome reaches the guest's sockets as
// avs.set / avs.pending / avs.rejected.
import type { Kysely } from 'kysely';
import { type AvsRejectReason, SANDBOX_AVS } from '../../src/contract/checkout.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { EventBus } from '../realtime/bus.ts';

export type AvsDecision = { status: 'accepted' } | { status: 'pending' } | { status: 'rejected'; reason: AvsRejectReason };

/** Full years between a YYYY-MM-DD birth date and `now` (UTC); null when the date is not real. */
export function ageOn(birthDate: string, now: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day || born.getTime() > now) return null;
  const today = new Date(now);
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day)) age -= 1;
  return age;
}

/** The sandbox's verdict for a form. */
export function decideAgeCheck(birthDate: string, documentNumber: string, now: number): AvsDecision {
  const age = ageOn(birthDate, now);
  if (age === null) throw new ApiError('VALIDATION_FAILED', 'birthDate must be a real date YYYY-MM-DD in the past.');
  if (age < SANDBOX_AVS.minimumAge) return { status: 'rejected', reason: 'underage' };
  const document = documentNumber.trim().toUpperCase();
  if (document.startsWith(SANDBOX_AVS.pendingPrefix)) return { status: 'pending' };
  if (document.startsWith(SANDBOX_AVS.rejectPrefix)) return { status: 'rejected', reason: 'document_unreadable' };
  return { status: 'accepted' };
}

/** Stores the outcome on the guest and tells its sockets. */
async function applyAgeCheck(
  db: Kysely<Database>,
  bus: EventBus,
  guestId: number,
  decision: AvsDecision,
  method: string,
  now: number,
): Promise<void> {
  const reason = decision.status === 'rejected' ? decision.reason : null;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('avsChecks').values({ guestId, method, status: decision.status, reason, createdAt: now }).execute();
    await trx.updateTable('guests').set({ avsStatus: decision.status, avsRejectMessage: reason }).where('id', '=', guestId).execute();
  });
  const target = { kind: 'guest' as const, guestId };
  if (decision.status === 'accepted') await bus.publish({ target, frame: { type: 'avs.set', data: {} } });
  else if (decision.status === 'pending') await bus.publish({ target, frame: { type: 'avs.pending', data: {} } });
  else await bus.publish({ target, frame: { type: 'avs.rejected', data: { reason: decision.reason } } });
}

/** The frame's age check form. An accepted guest needs no second check. */
export async function submitAgeCheck(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; fullName: string; birthDate: string; documentNumber: string; now?: number },
): Promise<void> {
  const now = input.now ?? Date.now();
  if (input.fullName.trim().length < 2) throw new ApiError('VALIDATION_FAILED', 'fullName is required.');
  if (!/^[A-Za-z0-9-]{4,30}$/.test(input.documentNumber.trim()))
    throw new ApiError('VALIDATION_FAILED', 'documentNumber must have 4 to 30 letters or digits.');
  const guest = await db.selectFrom('guests').select('avsStatus').where('id', '=', input.guestId).executeTakeFirstOrThrow();
  if (guest.avsStatus === 'accepted') throw new ApiError('CONFLICT', 'The age check is already accepted.', { reason: 'alreadyAccepted' });
  await applyAgeCheck(db, bus, input.guestId, decideAgeCheck(input.birthDate, input.documentNumber, now), 'idcard', now);
}

/** The sandbox's second step: decides a pending check (internal route). */
export async function decidePendingAgeCheck(
  db: Kysely<Database>,
  bus: EventBus,
  guestId: number,
  decision: Exclude<AvsDecision, { status: 'pending' }>,
  now = Date.now(),
): Promise<void> {
  const guest = await db.selectFrom('guests').select('avsStatus').where('id', '=', guestId).executeTakeFirst();
  if (!guest) throw new ApiError('NOT_FOUND', 'No such guest.');
  if (guest.avsStatus !== 'pending') throw new ApiError('CONFLICT', 'The guest has no pending age check.', { reason: 'notPending' });
  await applyAgeCheck(db, bus, guestId, decision, 'review', now);
}

/**
 * Takes an accepted age check back (spec part 1 §4: a revoke message moves the status to unknown
 * and clears hasAvs), e.g. when support finds the document was not the guest's. The guest's
 * tabs hear avs.revoked and reload (spec part 1 §4, payment-related incoming events), so every
 * age-restricted view asks for the age check again. Only an accepted check can be revoked.
 */
export async function revokeAgeCheck(db: Kysely<Database>, bus: EventBus, guestId: number, now = Date.now()): Promise<void> {
  const revoked = await db.transaction().execute(async (trx) => {
    const guest = await trx.selectFrom('guests').select('avsStatus').where('id', '=', guestId).executeTakeFirst();
    if (!guest) throw new ApiError('NOT_FOUND', 'No such guest.');
    // Guarded update: two revokes at once change the guest once.
    const updated = await trx
      .updateTable('guests')
      .set({ avsStatus: 'unknown', avsRejectMessage: null })
      .where('id', '=', guestId)
      .where('avsStatus', '=', 'accepted')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx.insertInto('avsChecks').values({ guestId, method: 'revoke', status: 'revoked', reason: null, createdAt: now }).execute();
    return true;
  });
  if (!revoked) throw new ApiError('CONFLICT', 'The guest has no accepted age check to revoke.', { reason: 'notAccepted' });
  await bus.publish({ target: { kind: 'guest', guestId }, frame: { type: 'avs.revoked', data: {} } });
}
