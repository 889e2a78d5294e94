// The special events (spec part 1 §2 special events menu; part 2 §7.7): which events run is
// decided by their dates in the games table. A getReward call is one attempt of the event's
// daily tries with the reward applied at once; easter eggs, advent doors and the actor gift
// calendar's days are collected once (a unique row per guest, event and item: collected twice,
// even at the same moment, counts once). An event that is not running refuses every call that
// changes something, cleanly and without a change.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GameReward } from '../../src/contract/entities.ts';
import {
  ADVENT_DOORS,
  EASTER_EGGS_PER_DAY,
  GAME_ERROR_MESSAGES,
  type GameErrorCode,
  type GameRewardOption,
  gameDateOf,
  gameDayOf,
  gameDayOfDate,
  SPINWHEEL,
  type SpecialEventItem,
  triesOf,
} from '../../src/contract/games.ts';
import type { SpecialEvent, SpecialEventGuestData } from '../../src/contract/restCalls.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { EventBus } from '../realtime/bus.ts';
import { type Game, gameById, gameByType, gameState, isActive, optionsOf, recordWin, rewardOf, useAttempt } from './games.ts';
import { type Db, lockGuest } from './ledger.ts';
import { publishRewardEffects } from './rewards.ts';

const DAY_MS = 86_400_000;

function refusal(code: GameErrorCode): ApiError {
  const message = GAME_ERROR_MESSAGES.en[code];
  if (code === 'notFound') return new ApiError('NOT_FOUND', message, { errorCode: code });
  if (code === 'noAttemptsLeft') return new ApiError('LIMIT_REACHED', message, { errorCode: code });
  if (code === 'invalidToken') return new ApiError('VALIDATION_FAILED', message, { errorCode: code });
  return new ApiError('CONFLICT', message, { errorCode: code });
}

const eventOf = (game: Game, now: number): SpecialEvent => ({
  id: game.id,
  type: game.type,
  start: new Date(game.startsAt).toISOString(),
  end: new Date(game.endsAt).toISOString(),
  isActive: isActive(game, now),
});

/** special/get/events: every special event with its dates and whether it runs now. */
export async function specialEvents(db: Db, now = Date.now()): Promise<SpecialEvent[]> {
  const rows = await db
    .selectFrom('games')
    .select(['id', 'type', 'title', 'startsAt', 'endsAt', 'dailyAttempts', 'points', 'rewards', 'config'])
    .where('type', '<>', SPINWHEEL)
    .orderBy('startsAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => eventOf(row, now));
}

async function guestDataOf(db: Db, guestId: number | null, game: Game, now: number): Promise<SpecialEventGuestData> {
  const state = await gameState(db, guestId, game, now);
  return { tries: triesOf(state.credits), rewardHistory: state.rewardHistory };
}

/** An event that runs now, of this type (and id); refused otherwise. */
async function runningEvent(db: Db, where: { id: number; type: string } | { type: string }, now: number): Promise<Game> {
  const game = 'id' in where ? await gameById(db, where.id, now) : await gameByType(db, where.type, now);
  if (!game || game.type !== where.type) throw refusal('notFound');
  if (!isActive(game, now)) throw refusal('notActive');
  return game;
}

/** special/{type}/getReward/{eventId}: one try of today, its reward applied at once. */
export async function getEventReward(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; type: string; eventId: number; now?: number },
) {
  const now = input.now ?? Date.now();
  const game = await runningEvent(db, { id: input.eventId, type: input.type }, now);
  const result = await useAttempt(db, bus, { guestId: input.guestId, game, apply: true, now });
  if (!result.success) throw refusal(result.errorCode);
  return { reward: result.reward, guestData: await guestDataOf(db, input.guestId, game, now) };
}

// --- collecting: easter eggs, advent doors, the actor gift calendar ---

/** Collects an item once and applies its reward; null when it was collected already. */
async function collectOnce(
  db: Kysely<Database>,
  bus: EventBus,
  guestId: number,
  game: Game,
  itemKey: string,
  option: GameRewardOption,
  now: number,
): Promise<GameReward | null> {
  const outcome = await db.transaction().execute(async (trx) => {
    await lockGuest(trx, guestId);
    // ON CONFLICT DO NOTHING: a second collect at the same moment waits for the first and inserts nothing.
    const inserted = await trx
      .insertInto('gameCollections')
      .values({ guestId, gameId: game.id, itemKey, createdAt: now })
      .onConflict((oc) => oc.columns(['guestId', 'gameId', 'itemKey']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
    return recordWin(trx, guestId, game, option, now, true);
  });
  if (!outcome) return null;
  await publishRewardEffects(db, bus, guestId, outcome);
  return rewardOf(option);
}

async function collectedKeys(db: Db, guestId: number | null, gameId: number): Promise<Set<string>> {
  if (guestId === null) return new Set();
  const rows = await db
    .selectFrom('gameCollections')
    .select('itemKey')
    .where('guestId', '=', guestId)
    .where('gameId', '=', gameId)
    .execute();
  return new Set(rows.map((row) => row.itemKey));
}

/** The easter day asked for: today, or a qmdate (YYYY-MM-DD) of the event not in the future. */
function easterDay(game: Game, qmdate: string | undefined, now: number): number {
  const today = gameDayOf(now);
  if (qmdate === undefined) return today;
  const day = gameDayOfDate(qmdate);
  if (day === null || day > today || day < gameDayOf(game.startsAt) || day > gameDayOf(game.endsAt - 1)) {
    throw new ApiError('VALIDATION_FAILED', 'qmdate must be a day (YYYY-MM-DD) of the event, not in the future.');
  }
  return day;
}

const eggKey = (day: number, egg: number) => `${gameDateOf(day)}:${egg}`;

function eggMac(secret: string, guestId: number, gameId: number, day: number, egg: number): string {
  return createHmac('sha256', secret)
    .update(`egg:${guestId}:${gameId}:${eggKey(day, egg)}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The token of one egg: only this guest can collect it, on this day. */
const eggToken = (secret: string, guestId: number, gameId: number, day: number, egg: number) =>
  `${egg}.${eggMac(secret, guestId, gameId, day, egg)}`;

function eggOfToken(secret: string, token: string, guestId: number, gameId: number, day: number): number | null {
  const match = /^(\d{1,2})\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  const egg = Number(match[1]);
  if (egg < 1 || egg > EASTER_EGGS_PER_DAY) return null;
  const expected = Buffer.from(eggMac(secret, guestId, gameId, day, egg));
  return timingSafeEqual(expected, Buffer.from(match[2]!)) ? egg : null;
}

/** The egg's reward: the event's options in turn, so a day's eggs give a known mix. */
const optionFor = (game: Game, index: number): GameRewardOption => {
  const options = optionsOf(game);
  const { weight: _weight, ...option } = options[(index - 1) % options.length]!;
  return option;
};

/** special/easter/collectEgg: an egg of the day collected once; collected twice counts once. */
export async function collectEgg(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; secret: string; verificationToken: string; qmdate?: string; now?: number },
) {
  const now = input.now ?? Date.now();
  const game = await runningEvent(db, { type: 'easter' }, now);
  const day = easterDay(game, input.qmdate, now);
  const egg = eggOfToken(input.secret, input.verificationToken, input.guestId, game.id, day);
  if (egg === null) throw refusal('invalidToken');
  const reward = await collectOnce(db, bus, input.guestId, game, eggKey(day, egg), optionFor(game, egg), now);
  const eggsCollected = (await collectedKeys(db, input.guestId, game.id)).size;
  return { eggsCollected, reward };
}

/** Door (or calendar day) n of an event that started on its first day; today's is the one to open. */
const todaysDoor = (game: Game, now: number) => gameDayOf(now) - gameDayOf(game.startsAt) + 1;

async function calendarItems(
  db: Db,
  guestId: number | null,
  game: Game,
  now: number,
  count: number,
  optionForDay: (day: number) => Promise<GameRewardOption | null>,
): Promise<SpecialEventItem[]> {
  const collected = await collectedKeys(db, guestId, game.id);
  const today = isActive(game, now) ? todaysDoor(game, now) : 0;
  const items: SpecialEventItem[] = [];
  for (let day = 1; day <= count; day++) {
    const isCollected = collected.has(`door:${day}`);
    const option = isCollected ? await optionForDay(day) : null;
    items.push({
      key: `door:${day}`,
      day,
      isCollected,
      canCollect: guestId !== null && day === today && !isCollected,
      verificationToken: null,
      reward: option ? rewardOf(option) : null,
    });
  }
  return items;
}

/** special/adventcalendar: the doors, which are open, which one opens today. */
export async function adventCalendar(db: Db, guestId: number | null, now = Date.now()) {
  const game = await gameByType(db, 'advent-calendar', now);
  if (!game) throw refusal('notFound');
  const items = await calendarItems(db, guestId, game, now, ADVENT_DOORS, async (day) => optionFor(game, day));
  return {
    event: game,
    days: items.map((item) => ({ day: item.day!, isOpen: item.isCollected, canOpen: item.canCollect, reward: item.reward })),
  };
}

/** Opens today's advent door, once; another day's door or a second opening is refused. */
export async function openAdventDoor(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; day: number; now?: number },
): Promise<GameReward> {
  const now = input.now ?? Date.now();
  const game = await runningEvent(db, { type: 'advent-calendar' }, now);
  if (input.day !== todaysDoor(game, now) || input.day > ADVENT_DOORS) throw refusal('notActive');
  const reward = await collectOnce(db, bus, input.guestId, game, `door:${input.day}`, optionFor(game, input.day), now);
  if (!reward) throw refusal('alreadyCollected');
  return reward;
}

/** The actor gift calendar's gift of a day: one of the actor's videos, in turn. */
async function giftCalendarOption(db: Db, game: Game, day: number): Promise<GameRewardOption | null> {
  const { actorId } = JSON.parse(game.config) as { actorId?: number };
  if (actorId === undefined) return null;
  const videos = await db
    .selectFrom('albums')
    .select('id')
    .where('actorId', '=', actorId)
    .where('type', '=', 'video')
    .where('publishedAt', '<=', game.startsAt)
    .orderBy('id')
    .execute();
  const video = videos[(day - 1) % Math.max(1, videos.length)];
  return video ? { optionCode: `gift-calendar-${day}`, type: 'video', value: video.id, amount: 1 } : null;
}

const calendarLength = (game: Game) => Math.max(1, Math.ceil((game.endsAt - game.startsAt) / DAY_MS));

/** The actor gift calendar claim (spec part 2 §7.10): today's gift of the actor, once. */
export async function claimActorGiftCalendar(
  db: Kysely<Database>,
  bus: EventBus,
  input: { guestId: number; now?: number },
): Promise<GameReward> {
  const now = input.now ?? Date.now();
  const game = await runningEvent(db, { type: 'actor-gift-calendar' }, now);
  const day = todaysDoor(game, now);
  const option = await giftCalendarOption(db, game, day);
  if (!option) throw refusal('notFound');
  const reward = await collectOnce(db, bus, input.guestId, game, `door:${day}`, option, now);
  if (!reward) throw refusal('alreadyCollected');
  return reward;
}

/** special/getData/{eventType}: the event, the guest's tries and wins, and its items (eggs, doors, days). */
export async function eventData(
  db: Db,
  input: { guestId: number | null; secret: string; eventType: string; qmdate?: string; now?: number },
) {
  const now = input.now ?? Date.now();
  const game = await gameByType(db, input.eventType, now);
  if (!game || game.type === SPINWHEEL) throw refusal('notFound');
  let items: SpecialEventItem[] = [];
  if (game.type === 'easter') {
    const day = easterDay(game, input.qmdate, now);
    const collected = await collectedKeys(db, input.guestId, game.id);
    items = Array.from({ length: EASTER_EGGS_PER_DAY }, (_, index) => {
      const egg = index + 1;
      const isCollected = collected.has(eggKey(day, egg));
      const guestId = input.guestId;
      return {
        key: eggKey(day, egg),
        day: null,
        isCollected,
        canCollect: guestId !== null && !isCollected && isActive(game, now),
        verificationToken: guestId === null ? null : eggToken(input.secret, guestId, game.id, day, egg),
        reward: isCollected ? rewardOf(optionFor(game, egg)) : null,
      };
    });
  } else if (game.type === 'advent-calendar') {
    items = await calendarItems(db, input.guestId, game, now, ADVENT_DOORS, async (day) => optionFor(game, day));
  } else if (game.type === 'actor-gift-calendar') {
    items = await calendarItems(db, input.guestId, game, now, calendarLength(game), (day) => giftCalendarOption(db, game, day));
  }
  return { event: eventOf(game, now), guestData: await guestDataOf(db, input.guestId, game, now), items };
}
