// Incentives, guest infos and teasers (issue 11; spec part 1 §4 Incentives, part 2 §4, §7.6).
// Incentives are configured rows: a region of the page, a type, the event that loads them
// ('pageLoad', 'buyImageAlbum', 'videoPreviewEnd' or another event name), an optional route,
// who sees them and when. A logged-in guest's closed incentive is not offered again; a hidden
// refill window (setRefillWindowHidden) hides that incentive type until its interval ends. The
// blocked group of an anonymous guest lives in the browser's cookie (30 days), not here. The
// balance-low (refill) incentive never contradicts the guest's money (issue 20, REFILL_OFFER):
// offered only below the threshold and not within a day of a top-up.
import type { Kysely } from 'kysely';
import { TOP_UP_FLOWS } from '../../src/contract/checkout.ts';
import { DEFAULTS } from '../../src/contract/constants.ts';
import type { Incentive } from '../../src/contract/entities.ts';
import { REFILL_OFFER } from '../../src/contract/incentives.ts';
import type { Database } from '../db/schema.ts';
import type { IncentiveAudience } from '../db/schemaEngagement.ts';

export const REFILL_TYPE = 'refill';

/** Whether a logged-in guest may be offered the balance-low incentive now (REFILL_OFFER). */
export async function mayOfferRefill(db: Kysely<Database>, guestId: number, now: number): Promise<boolean> {
  const guest = await db.selectFrom('guests').select('balanceCents').where('id', '=', guestId).executeTakeFirst();
  if (!guest || guest.balanceCents >= REFILL_OFFER.belowCents) return false;
  const recentTopUp = await db
    .selectFrom('balanceEvents')
    .select('id')
    .where('guestId', '=', guestId)
    .where('deltaCents', '>', 0)
    .where('reason', 'in', [...TOP_UP_FLOWS])
    .where('createdAt', '>', now - REFILL_OFFER.quietAfterTopUpMs)
    .executeTakeFirst();
  return recentTopUp === undefined;
}

export const PAGE_LOAD_EVENT = 'pageLoad';
export const BUY_IMAGE_ALBUM_EVENT = 'buyImageAlbum';
export const VIDEO_PREVIEW_END_EVENT = 'videoPreviewEnd';

const parseObject = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export interface IncentiveQuery {
  guestId: number | null;
  event: string;
  routeName?: string;
  /** Extra content fields (the album of a buy-image-album incentive). */
  extra?: Record<string, unknown>;
  now?: number;
}

/** The incentives an event loads for this guest now, highest priority first. */
export async function incentivesFor(db: Kysely<Database>, input: IncentiveQuery): Promise<Incentive[]> {
  const now = input.now ?? Date.now();
  const audiences: IncentiveAudience[] = ['all', input.guestId === null ? 'anonymous' : 'loggedIn'];
  let query = db
    .selectFrom('incentives')
    .selectAll()
    .where('event', '=', input.event)
    .where('startsAt', '<=', now)
    .where('endsAt', '>', now)
    .where('audience', 'in', audiences);
  if (input.routeName !== undefined) {
    const routeName = input.routeName;
    query = query.where((eb) => eb.or([eb('routeName', 'is', null), eb('routeName', '=', routeName)]));
  }
  if (input.guestId !== null) {
    const guestId = input.guestId;
    query = query
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('incentiveCloses')
              .select('incentiveCloses.incentiveId')
              .whereRef('incentiveCloses.incentiveId', '=', 'incentives.id')
              .where('incentiveCloses.guestId', '=', guestId),
          ),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('incentiveHiddenTypes')
              .select('incentiveHiddenTypes.guestId')
              .whereRef('incentiveHiddenTypes.incentiveType', '=', 'incentives.type')
              .where('incentiveHiddenTypes.guestId', '=', guestId)
              .where('incentiveHiddenTypes.hiddenUntil', '>', now),
          ),
        ),
      );
  }
  let rows = await query.orderBy('priority', 'desc').orderBy('id', 'asc').execute();
  if (rows.some((row) => row.type === REFILL_TYPE) && (input.guestId === null || !(await mayOfferRefill(db, input.guestId, now)))) {
    rows = rows.filter((row) => row.type !== REFILL_TYPE);
  }
  return rows.map((row) => ({
    id: row.id,
    region: row.region,
    type: row.type,
    event: row.event,
    uniqueGroup: row.uniqueGroup,
    priority: row.priority ?? DEFAULTS.incentivePriority,
    countdown: row.countdownSeconds,
    closable: row.closable === 1,
    blocked: false,
    content: { ...parseObject(row.content), ...input.extra },
  }));
}

/** conversion/closeIncentive: remembered for a logged-in guest (once; a second close changes nothing). */
export async function closeIncentive(
  db: Kysely<Database>,
  input: { guestId: number; incentiveId: number; result: string; now?: number },
): Promise<void> {
  await db
    .insertInto('incentiveCloses')
    .values({ guestId: input.guestId, incentiveId: input.incentiveId, result: input.result, createdAt: input.now ?? Date.now() })
    .onConflict((oc) => oc.columns(['guestId', 'incentiveId']).doNothing())
    .execute();
}

/** conversion/setRefillWindowHidden: hides an incentive type for `intervalSeconds`. */
export async function hideIncentiveType(
  db: Kysely<Database>,
  input: { guestId: number; incentiveType: string; intervalSeconds: number; now?: number },
): Promise<void> {
  const hiddenUntil = (input.now ?? Date.now()) + input.intervalSeconds * 1000;
  await db
    .insertInto('incentiveHiddenTypes')
    .values({ guestId: input.guestId, incentiveType: input.incentiveType, hiddenUntil })
    .onConflict((oc) => oc.columns(['guestId', 'incentiveType']).doUpdateSet({ hiddenUntil }))
    .execute();
}

/** conversion/setGuestInfo: one value per type and guest, the newest kept. */
export async function setGuestInfo(
  db: Kysely<Database>,
  input: { guestId: number; type: string; value: string; now?: number },
): Promise<void> {
  const updatedAt = input.now ?? Date.now();
  await db
    .insertInto('guestInfos')
    .values({ guestId: input.guestId, type: input.type, value: input.value, updatedAt })
    .onConflict((oc) => oc.columns(['guestId', 'type']).doUpdateSet({ value: input.value, updatedAt }))
    .execute();
}

export async function teasersFor(db: Kysely<Database>, routeName: string) {
  const rows = await db.selectFrom('teasers').selectAll().where('routeName', '=', routeName).orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, region: row.region, content: parseObject(row.content) }));
}
