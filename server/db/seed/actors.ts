// Actors and their profile data: chat ratings, heat maps, interviews and categories.
import { DEFAULTS } from '../../../src/contract/constants.ts';
import type { ActorType, DbBool, Gender, NewRow } from '../schema.ts';
import { type Localized, translationRows } from './localized.ts';
import { uniqueActorNames } from './names.ts';
import { imageSeed, paletteFor, paletteIndexFor } from './palette.ts';
import type { Random } from './random.ts';
import { randomFor } from './random.ts';
import { aboutText, CITIES, HEAT_MAP_MEMOS, INTERVIEW_QUESTIONS, LANGUAGE_OF_COUNTRY } from './texts.ts';
import { DAY, HOUR, MINUTE, YEAR } from './time.ts';

export const ACTOR_COUNT = 320;
/** Actors created within this many days count as new girls (category 88). */
export const NEW_ACTOR_DAYS = 30;
const NEW_ACTOR_COUNT = 24;
const ONLINE_SHARE = 0.25;

// spec part 1 §3 lists genders N/M/F and actor types F/M/FM/FF/S without mapping them; a
// couple or a diverse performer has no single gender, so they are N.
const GENDER_OF_TYPE: Record<ActorType, Gender> = { F: 'F', FF: 'F', M: 'M', FM: 'N', S: 'N' };

/** Category ids besides the two the spec fixes (3 default, 88 new girls). */
// biome-ignore format: data table, one row per line
const CATEGORIES: readonly NewRow<'categories'>[] = [
  { id: DEFAULTS.actorCategory, slug: 'amateurs', nameDe: 'Amateure', nameEn: 'Amateurs', nameNl: 'Amateurs', nameEs: 'Amateurs', position: 0 },
  { id: DEFAULTS.newGirlsCategory, slug: 'new-girls', nameDe: 'Neue Girls', nameEn: 'New girls', nameNl: 'Nieuwe meiden', nameEs: 'Chicas nuevas', position: 1 },
  { id: 10, slug: 'couples', nameDe: 'Paare', nameEn: 'Couples', nameNl: 'Koppels', nameEs: 'Parejas', position: 2 },
  { id: 11, slug: 'men', nameDe: 'Männer', nameEn: 'Men', nameNl: 'Mannen', nameEs: 'Hombres', position: 3 },
  { id: 12, slug: 'diverse', nameDe: 'Divers', nameEn: 'Diverse', nameNl: 'Divers', nameEs: 'Diverso', position: 4 },
  { id: 20, slug: 'free-chat', nameDe: 'Gratis-Chat', nameEn: 'Free chat', nameNl: 'Gratis chat', nameEs: 'Chat gratis', position: 5 },
  { id: 21, slug: 'video-call', nameDe: 'Videoanruf', nameEn: 'Video call', nameNl: 'Videogesprek', nameEs: 'Videollamada', position: 6 },
  { id: 22, slug: 'voyeur', nameDe: 'Voyeur', nameEn: 'Voyeur', nameNl: 'Voyeur', nameEs: 'Voyeur', position: 7 },
  { id: 23, slug: 'interactive-toys', nameDe: 'Interaktives Spielzeug', nameEn: 'Interactive toys', nameNl: 'Interactief speelgoed', nameEs: 'Juguetes interactivos', position: 8 },
  { id: 30, slug: 'multilingual', nameDe: 'Mehrsprachig', nameEn: 'Multilingual', nameNl: 'Meertalig', nameEs: 'Multilingüe', position: 9 },
  { id: 31, slug: 'night-owls', nameDe: 'Nachteulen', nameEn: 'Night owls', nameNl: 'Nachtuilen', nameEs: 'Noctámbulos', position: 10 },
  { id: 32, slug: 'early-birds', nameDe: 'Frühaufsteher', nameEn: 'Early birds', nameNl: 'Vroege vogels', nameEs: 'Madrugadores', position: 11 },
  { id: 40, slug: 'dance', nameDe: 'Tanz', nameEn: 'Dance', nameNl: 'Dans', nameEs: 'Baile', position: 12 },
  { id: 41, slug: 'fitness', nameDe: 'Fitness', nameEn: 'Fitness', nameNl: 'Fitness', nameEs: 'Fitness', position: 13 },
  { id: 42, slug: 'music', nameDe: 'Musik', nameEn: 'Music', nameNl: 'Muziek', nameEs: 'Música', position: 14 },
  { id: 43, slug: 'cooking', nameDe: 'Kochen', nameEn: 'Cooking', nameNl: 'Koken', nameEs: 'Cocina', position: 15 },
  { id: 44, slug: 'travel', nameDe: 'Reisen', nameEn: 'Travel', nameNl: 'Reizen', nameEs: 'Viajes', position: 16 },
];
const HOBBY_CATEGORY_IDS = [40, 41, 42, 43, 44];

export interface ActorSeed {
  actors: NewRow<'actors'>[];
  chatRatings: NewRow<'actorChatRatings'>[];
  heatMaps: NewRow<'actorHeatMaps'>[];
  interviews: NewRow<'interviews'>[];
  categories: NewRow<'categories'>[];
  actorCategories: NewRow<'actorCategories'>[];
  /** About texts, interviews and heat-map memos in German, Dutch and Spanish. */
  translations: NewRow<'contentTranslations'>[];
}

const flag = (value: boolean): DbBool => (value ? 1 : 0);

export function generateActors(now: number): ActorSeed {
  const random = randomFor('actors');
  const names = uniqueActorNames(random, ACTOR_COUNT);
  const newActorIds = new Set(
    random.sample(
      Array.from({ length: ACTOR_COUNT }, (_, i) => i + 1),
      NEW_ACTOR_COUNT,
    ),
  );
  const seed: ActorSeed = {
    actors: [],
    chatRatings: [],
    heatMaps: [],
    interviews: [],
    categories: [...CATEGORIES],
    actorCategories: [],
    translations: [],
  };

  names.forEach((name, index) => {
    const id = index + 1;
    const actorType = random.weighted<ActorType>([
      ['F', 62],
      ['M', 10],
      ['FM', 10],
      ['FF', 7],
      ['S', 11],
    ]);
    const place = random.weighted(CITIES.map((c) => [c, c.country === 'DE' ? 6 : 2] as const));
    const isNew = newActorIds.has(id);
    const createdAt = isNew
      ? now - random.int(1 * HOUR, NEW_ACTOR_DAYS * DAY - HOUR)
      : now - random.int((NEW_ACTOR_DAYS + 1) * DAY, 6 * YEAR);
    const isOnline = random.chance(ONLINE_SHARE);
    const freeChat = isOnline && random.chance(0.3);
    const single = random.pick([99, 129, 149, 179, 199, 249, 299, 349, 399]);
    const ownLanguage = LANGUAGE_OF_COUNTRY[place.country] ?? 'en';
    const languages = new Set([ownLanguage]);
    if (random.chance(0.6)) languages.add('en');
    if (random.chance(0.2)) languages.add(random.pick(['de', 'es', 'nl', 'fr', 'it']));
    const banned: string[] = [];
    if (random.chance(0.15)) {
      // Performers mostly hide from their own region.
      banned.push(place.country);
      for (const code of random.sample(['DE', 'AT', 'CH', 'NL', 'BE', 'ES'], random.int(0, 2))) {
        if (!banned.includes(code)) banned.push(code);
      }
    }
    const palette = paletteFor('actor', id);
    // The about text is drawn where it always was among the row's draws, so the content stays the same.
    let about: Localized | undefined;

    seed.actors.push({
      id,
      name,
      nameLower: name.toLowerCase(),
      gender: GENDER_OF_TYPE[actorType],
      actorType,
      age: random.weighted([
        [random.int(18, 24), 35],
        [random.int(25, 34), 40],
        [random.int(35, 45), 18],
        [random.int(46, 60), 7],
      ]),
      country: place.country,
      city: place.city,
      zip: place.zip,
      latitude: Math.round((place.lat + (random.next() - 0.5) / 10) * 10_000) / 10_000,
      longitude: Math.round((place.lng + (random.next() - 0.5) / 10) * 10_000) / 10_000,
      spokenLanguages: JSON.stringify([...languages]),
      about: (about = aboutText(random)).en,
      isOnline: flag(isOnline),
      isOnlineMobileVideocall: flag(isOnline && random.chance(0.3)),
      lastOnlineAt: isOnline
        ? now - random.int(MINUTE, 3 * HOUR)
        : random.chance(0.05)
          ? null
          : Math.max(createdAt, now - random.int(HOUR, 30 * DAY)),
      freeChat: flag(freeChat),
      bannedCountryCodes: JSON.stringify(banned),
      isActorAvailableForConversionChat: flag(random.chance(0.3)),
      isCurrentlyTicketShow: flag(isOnline && !freeChat && random.chance(0.08)),
      priceFreeMessages: random.pick([0, 0, 1, 3, 5]),
      priceMessage: random.pick([99, 129, 149, 199, 249]),
      priceSingle: single,
      priceSinglec2c: single + random.pick([50, 100]),
      priceVideo: single + random.pick([100, 150, 200]),
      priceVoucherChatMinutes: random.pick([0, 5, 10, 15]),
      priceVoyeur: random.pick([49, 69, 99, 129]),
      isLivePreviewEnabled: flag(random.chance(0.7)),
      isVoyeurChatAvailable: flag(random.chance(0.6)),
      isVoyeurInSingleChatAllowed: flag(random.chance(0.4)),
      isDildocontrolAvailable: flag(random.chance(0.25)),
      pinnedCount: random.skewed(0, 8_000),
      rankPoints: random.skewed(0, 100_000, 2),
      previewSeed: imageSeed('actor', id),
      previewPalette: paletteIndexFor('actor', id),
      previewColor: palette[0],
      createdAt,
    });

    seed.translations.push(...translationRows('actor', id, { about }));

    const countRatings = random.chance(0.3) ? random.int(0, 9) : random.skewed(10, 600, 2);
    seed.chatRatings.push({
      actorId: id,
      countRatings,
      satisfactionRate: countRatings === 0 ? 0 : random.int(62, 100),
      updatedAt: now - random.int(0, DAY),
    });

    const peakHour = random.pick([10, 13, 16, 19, 21, 23]);
    const heatMap = heatMapRow(random, id, peakHour);
    seed.heatMaps.push(heatMap.row);
    seed.translations.push(...translationRows('actorHeatMap', id, { memo: heatMap.memo }));

    if (random.chance(0.6)) {
      random.sample(INTERVIEW_QUESTIONS, random.int(2, 5)).forEach((entry, position) => {
        const interviewId = seed.interviews.length + 1;
        const answer = random.pick(entry.answers);
        seed.interviews.push({ id: interviewId, actorId: id, position, question: entry.question.en, answer: answer.en });
        seed.translations.push(...translationRows('interview', interviewId, { question: entry.question, answer }));
      });
    }

    const actor = seed.actors[seed.actors.length - 1]!;
    const categoryIds = new Set<number>([DEFAULTS.actorCategory]);
    if (isNew) categoryIds.add(DEFAULTS.newGirlsCategory);
    if (actorType === 'FM' || actorType === 'FF') categoryIds.add(10);
    if (actorType === 'M') categoryIds.add(11);
    if (actorType === 'S') categoryIds.add(12);
    if (freeChat) categoryIds.add(20);
    if (actor.isOnlineMobileVideocall || random.chance(0.2)) categoryIds.add(21);
    if (actor.isVoyeurChatAvailable) categoryIds.add(22);
    if (actor.isDildocontrolAvailable) categoryIds.add(23);
    if (languages.size >= 3) categoryIds.add(30);
    if (peakHour >= 21) categoryIds.add(31);
    if (peakHour <= 10) categoryIds.add(32);
    for (const hobby of random.sample(HOBBY_CATEGORY_IDS, random.int(0, 2))) categoryIds.add(hobby);
    for (const categoryId of [...categoryIds].sort((a, b) => a - b)) {
      seed.actorCategories.push({ actorId: id, categoryId });
    }
  });
  return seed;
}

/** 7 weekdays x 24 hours of online likelihood around the actor's peak hour. */
function heatMapRow(random: Random, actorId: number, peakHour: number): { row: NewRow<'actorHeatMaps'>; memo: Localized } {
  const heatMap = Array.from({ length: 7 }, (_, weekday) =>
    Array.from({ length: 24 }, (_, hour) => {
      const distance = Math.min(Math.abs(hour - peakHour), 24 - Math.abs(hour - peakHour));
      const weekend = weekday >= 5 ? 10 : 0;
      return Math.max(0, Math.min(100, 100 - distance * 16 + weekend + random.int(-10, 10)));
    }),
  );
  const hoursToBeOnline = Array.from({ length: 24 }, (_, hour) => hour).filter(
    (hour) => heatMap.reduce((sum, day) => sum + (day[hour] ?? 0), 0) / 7 >= 60,
  );
  const memo = random.pick(HEAT_MAP_MEMOS);
  return { row: { actorId, heatMap: JSON.stringify(heatMap), hoursToBeOnline: JSON.stringify(hoursToBeOnline), memo: memo.en }, memo };
}
