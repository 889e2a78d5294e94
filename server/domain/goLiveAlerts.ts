// Go-live alerts for pinned actors (issue 21, point 2): when an actor comes online, every guest
// who pinned it hears of it on the channels both switches allow: the pin's own push, e-mail and
// SMS switches (pins/*) and the guest's global ones (guest/saveNotificationsSettings). Push goes
// to the guest's subscribed devices; e-mail and SMS go to their outboxes, which write a log line
// while no mail server or SMS gateway is configured (mailOutbox.ts). A guest hears of an actor
// at most once within the cool-down, whatever the channels (one claim per guest and actor).
// Pushes wait a short window opened by the guest's first go-live (issue 22, point 3): several
// pinned actors coming online within it reach the guest as ONE push ("3 of your pinned
// performers are live"), grouped here because iOS ignores a notification's tag. The waiting
// go-lives are rows (push_go_live_queue), so a restarted or other process sends them too.
import type { Kysely } from 'kysely';
import { buildPath } from '../../src/app/routes.ts';
import type { NotificationsSettings } from '../../src/contract/entities.ts';
import type { Language } from '../../src/contract/enums.ts';
import type { PushTopics } from '../../src/contract/push.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { goLiveText } from './goLiveTexts.ts';
import { notificationsSettingsOf } from './guestView.ts';
import { type MailLogger, sendMail, sendSms } from './mailOutbox.ts';
import type { PushService } from './webPush/service.ts';

export interface AlertChannels {
  push: boolean;
  email: boolean;
  sms: boolean;
}

/**
 * The channels a go-live alert takes: a pin's switch and the guest's global one must both be
 * on; push needs a device subscribed to go-live pushes, e-mail a verified address and SMS a
 * verified phone number (no alert to an address the guest never proved is theirs). A channel
 * that cannot deliver does not count, so it never uses up the cool-down of one that could.
 */
export function alertChannels(
  pin: { push: boolean; email: boolean; sms: boolean },
  settings: NotificationsSettings,
  guest: { hasPushDevice: boolean; isEmailVerified: boolean; verifiedPhone: string | null },
): AlertChannels {
  return {
    push: pin.push && settings.push && guest.hasPushDevice,
    email: pin.email && settings.email && guest.isEmailVerified,
    sms: pin.sms && settings.sms && guest.verifiedPhone !== null,
  };
}

export interface GoLiveAlertsOptions {
  db: Kysely<Database>;
  push: Pick<PushService, 'sendActorOnline' | 'sendActorsOnline'>;
  log: MailLogger & { warn(obj: object, msg: string): void };
  /** The app's public origin: the alert's link to the actor's page. */
  origin: string;
  cooldownSeconds: number;
  /** How long a guest's go-live pushes wait to be grouped; 0 sends each at once. */
  groupWindowMs: number;
}

export interface GoLiveOutcome {
  /** Pushes that arrived now; those waiting for the grouping window are sent at its end. */
  pushes: number;
  mails: number;
  texts: number;
}

export type GoLiveAlerts = ReturnType<typeof createGoLiveAlerts>;

export function createGoLiveAlerts(options: GoLiveAlertsOptions) {
  const { db } = options;

  /** Takes the guest's notice for this actor unless one was sent within the cool-down. */
  async function claimNotice(guestId: number, actorId: number, now: number): Promise<boolean> {
    const before = now - options.cooldownSeconds * 1000;
    const updated = await db
      .updateTable('pushActorNotices')
      .set({ sentAt: now })
      .where('guestId', '=', guestId)
      .where('actorId', '=', actorId)
      .where('sentAt', '<=', before)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return true;
    try {
      await db.insertInto('pushActorNotices').values({ guestId, actorId, sentAt: now }).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false; // sent within the cool-down (or just now by another process)
      throw error;
    }
  }

  /** The verified phone number of each guest of `guestIds` that has one (the latest verification). */
  async function verifiedPhones(guestIds: number[]): Promise<Map<number, string>> {
    if (guestIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('pinVerifications')
      .select(['guestId', 'phoneNumber', 'createdAt'])
      .where('guestId', 'in', guestIds)
      .where('status', '=', 'verified')
      .orderBy('createdAt', 'asc')
      .execute();
    return new Map(rows.map((row) => [row.guestId, row.phoneNumber]));
  }

  /** The guests of `guestIds` with a device subscribed to go-live pushes. */
  async function pushDevices(guestIds: number[]): Promise<Set<number>> {
    if (guestIds.length === 0) return new Set();
    const rows = await db.selectFrom('pushSubscriptions').select(['guestId', 'topics']).where('guestId', 'in', guestIds).execute();
    return new Set(rows.filter((row) => (JSON.parse(row.topics) as Partial<PushTopics>).actorOnline !== false).map((row) => row.guestId));
  }

  const timers = new Set<NodeJS.Timeout>();

  /**
   * Sends the guest's go-lives whose window ended, if no other process took them first: one
   * push naming the actor, or one push counting them. Answers how many devices it reached.
   */
  async function sendDue(guestId: number, now = Date.now()): Promise<number> {
    const due = await db
      .deleteFrom('pushGoLiveQueue')
      .where('guestId', '=', guestId)
      .where('dueAt', '<=', now)
      .returning('actorId')
      .execute();
    if (due.length > 1) return options.push.sendActorsOnline(guestId, due.length);
    const actor = due[0] && (await db.selectFrom('actors').select(['id', 'name']).where('id', '=', due[0].actorId).executeTakeFirst());
    return actor ? options.push.sendActorOnline(guestId, actor) : 0;
  }

  function sendLater(guestId: number, delayMs: number): void {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        sendDue(guestId).catch((error: unknown) => options.log.warn({ area: 'push', err: error, guestId }, 'grouped go-live push failed'));
      },
      Math.max(0, delayMs),
    );
    timers.add(timer);
  }

  /** The go-live joins the guest's open window, or opens one. */
  async function queuePush(guestId: number, actorId: number, now: number): Promise<void> {
    const open = await db.selectFrom('pushGoLiveQueue').select('dueAt').where('guestId', '=', guestId).orderBy('dueAt').executeTakeFirst();
    const dueAt = open?.dueAt ?? now + options.groupWindowMs;
    await db
      .insertInto('pushGoLiveQueue')
      .values({ guestId, actorId, dueAt })
      .onConflict((oc) => oc.columns(['guestId', 'actorId']).doNothing())
      .execute();
    sendLater(guestId, dueAt - now);
  }

  /** At start: the windows left open by a process that stopped are sent when they end. */
  async function start(now = Date.now()): Promise<void> {
    const open = await db
      .selectFrom('pushGoLiveQueue')
      .select(['guestId', (eb) => eb.fn.min('dueAt').as('dueAt')])
      .groupBy('guestId')
      .execute();
    for (const row of open) sendLater(row.guestId, Number(row.dueAt) - now);
  }

  function stop(): void {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  }

  /** An actor came online: the alerts of every guest who pinned it. */
  async function actorCameOnline(actorId: number, now = Date.now()): Promise<GoLiveOutcome> {
    const outcome: GoLiveOutcome = { pushes: 0, mails: 0, texts: 0 };
    const actor = await db.selectFrom('actors').select(['id', 'name']).where('id', '=', actorId).executeTakeFirst();
    if (!actor) return outcome;
    const pins = await db
      .selectFrom('guestPins')
      .innerJoin('guests', 'guests.id', 'guestPins.guestId')
      .select([
        'guests.id as guestId',
        'guests.email',
        'guests.language',
        'guests.isEmailVerified',
        'guests.notificationsSettings',
        'guestPins.pushNotification',
        'guestPins.emailNotification',
        'guestPins.smsNotification',
      ])
      .where('guestPins.kind', '=', 'actor')
      .where('guestPins.targetId', '=', actorId)
      .execute();
    const guestIds = pins.map((pin) => pin.guestId);
    const [phones, devices] = await Promise.all([verifiedPhones(guestIds), pushDevices(guestIds)]);
    for (const pin of pins) {
      const channels = alertChannels(
        { push: pin.pushNotification === 1, email: pin.emailNotification === 1, sms: pin.smsNotification === 1 },
        notificationsSettingsOf(pin.notificationsSettings),
        {
          hasPushDevice: devices.has(pin.guestId),
          isEmailVerified: pin.isEmailVerified === 1,
          verifiedPhone: phones.get(pin.guestId) ?? null,
        },
      );
      if (!channels.push && !channels.email && !channels.sms) continue;
      if (!(await claimNotice(pin.guestId, actorId, now))) continue;
      if (channels.push && options.groupWindowMs === 0) outcome.pushes += await options.push.sendActorOnline(pin.guestId, actor);
      else if (channels.push) await queuePush(pin.guestId, actorId, now);
      const language = pin.language as Language;
      const text = goLiveText(language, actor.name);
      const link = `${options.origin}${buildPath('actorProfile', { actorName: actor.name.toLowerCase() }, language)}`;
      if (channels.email) {
        sendMail(options.log, { kind: 'pinned actor online', to: pin.email, link, subject: text.subject });
        outcome.mails += 1;
      }
      if (channels.sms) {
        sendSms(options.log, { to: phones.get(pin.guestId)!, text: `${text.subject} ${link}` });
        outcome.texts += 1;
      }
    }
    return outcome;
  }

  return { actorCameOnline, start, stop };
}
