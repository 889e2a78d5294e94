// Restricted guests (spec part 1 §3 isRestricted/restrictionLevel, §4 Deferred actions, §6 Roles:
// "Restricted guests go to compensation instead of paying"). The paying flows of
// FLOWS_REFUSED_WHEN_RESTRICTED (every top-up and every plan) are refused inside the payment's
// own transaction, so a restriction set meanwhile is seen; opcompensation is the one way to pay.
import type { Transaction } from 'kysely';
import { FLOWS_REFUSED_WHEN_RESTRICTED } from '../../src/contract/checkout.ts';
import type { PaymentFlow } from '../../src/contract/enums.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

const isRefusedWhenRestricted = (flow: PaymentFlow) => (FLOWS_REFUSED_WHEN_RESTRICTED as readonly PaymentFlow[]).includes(flow);

/** Throws FORBIDDEN (reason `restricted`, nothing stored) when a restricted guest asks for a paying flow. */
export async function refuseRestricted(trx: Transaction<Database>, guestId: number, flow: PaymentFlow): Promise<void> {
  if (!isRefusedWhenRestricted(flow)) return;
  const guest = await trx.selectFrom('guests').select('restrictionLevel').where('id', '=', guestId).executeTakeFirstOrThrow();
  if (guest.restrictionLevel > 0) {
    throw new ApiError('FORBIDDEN', `A restricted guest cannot pay by ${flow}: the compensation (opcompensation) comes first.`, {
      reason: 'restricted',
      flow: 'opcompensation',
    });
  }
}
