// The guest's own settings behind the account screen (spec part 2 §7.1 guest calls): push, mail
// and SMS notifications, newsletters, the auto-recharge teaser, the data protection and terms
// notices and the client's preferences. Each function is one call's change.
import type { Kysely } from 'kysely';
import type { NotificationsSettings } from '../../src/contract/entities.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { notificationsSettingsOf } from './guestView.ts';

/** savePreferences: a small object of the client's choices, not a storage bucket. */
const PREFERENCES_MAX_CHARS = 4_000;

export async function readNotificationsSettings(db: Kysely<Database>, guestId: number): Promise<NotificationsSettings> {
  const row = await db.selectFrom('guests').select('notificationsSettings').where('id', '=', guestId).executeTakeFirstOrThrow();
  return notificationsSettingsOf(row.notificationsSettings);
}

/** An older client sends no `discreet`: the stored choice is kept. */
export async function saveNotificationsSettings(db: Kysely<Database>, guestId: number, settings: NotificationsSettings): Promise<void> {
  const { email, push, sms, discreet } = settings;
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('guests').select('notificationsSettings').where('id', '=', guestId).executeTakeFirstOrThrow();
    const kept = discreet ?? notificationsSettingsOf(row.notificationsSettings).discreet;
    await trx
      .updateTable('guests')
      .set({ notificationsSettings: JSON.stringify({ email, push, sms, discreet: kept }) })
      .where('id', '=', guestId)
      .execute();
  });
}

/** The newsletter calls name the guest's e-mail address too: it must be the guest's own. */
async function checkOwnEmail(db: Kysely<Database>, guestId: number, emailAddress: string): Promise<void> {
  const guest = await db.selectFrom('guests').select('email').where('id', '=', guestId).executeTakeFirstOrThrow();
  if (guest.email !== emailAddress.trim().toLowerCase())
    throw new ApiError('VALIDATION_FAILED', "emailAddress must be the guest's own e-mail address.");
}

export async function subscribeNewsletter(
  db: Kysely<Database>,
  request: { guestId: number; typeId: number; emailAddress: string },
): Promise<void> {
  await checkOwnEmail(db, request.guestId, request.emailAddress);
  await db
    .insertInto('newsletterSubscriptions')
    .values({ guestId: request.guestId, typeId: request.typeId, createdAt: Date.now() })
    .onConflict((oc) => oc.columns(['guestId', 'typeId']).doNothing())
    .execute();
}

export async function unsubscribeNewsletter(
  db: Kysely<Database>,
  request: { guestId: number; typeId: number; emailAddress: string },
): Promise<void> {
  await checkOwnEmail(db, request.guestId, request.emailAddress);
  await db.deleteFrom('newsletterSubscriptions').where('guestId', '=', request.guestId).where('typeId', '=', request.typeId).execute();
}

export async function setAutoRechargeTeaserMode(db: Kysely<Database>, guestId: number, mode: 'show' | 'hide'): Promise<void> {
  await db.updateTable('guests').set({ autoRechargeTeaserMode: mode }).where('id', '=', guestId).execute();
}

/** Closing the notice without accepting keeps it for the next visit; `withAgb` accepts the terms too. */
export async function closeDataProtection(
  db: Kysely<Database>,
  guestId: number,
  notice: { accepted: boolean; withAgb: boolean },
): Promise<void> {
  if (!notice.accepted) return;
  const now = Date.now();
  await db
    .updateTable('guests')
    .set(
      notice.withAgb
        ? { dataProtectionAcceptedAt: now, agbAcceptedAt: now, showDataProtection: 0 }
        : { dataProtectionAcceptedAt: now, showDataProtection: 0 },
    )
    .where('id', '=', guestId)
    .execute();
}

export async function savePreferences(db: Kysely<Database>, guestId: number, data: Record<string, unknown>): Promise<void> {
  const text = JSON.stringify(data);
  if (text.length > PREFERENCES_MAX_CHARS)
    throw new ApiError('VALIDATION_FAILED', `Preferences may take at most ${PREFERENCES_MAX_CHARS} characters as JSON.`);
  await db.updateTable('guests').set({ preferences: text }).where('id', '=', guestId).execute();
}

/** The data protection notice changed for this guest: the app asks for acceptance again (issue 12). */
export async function setDataProtectionNotice(db: Kysely<Database>, guestId: number, show: boolean): Promise<void> {
  const updated = await db
    .updateTable('guests')
    .set({ showDataProtection: show ? 1 : 0 })
    .where('id', '=', guestId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new ApiError('NOT_FOUND', 'No such guest.');
}
