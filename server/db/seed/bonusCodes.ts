// The demo bonus codes and scratch cards (README lists them): one code per benefit kind of
// spec part 2 §7.12, plus the two on-top codes of the welcome tile and the chat trial, one
// expired, one used up, one limited to three guests and three scratch cards (single use). Validity is relative to the seed's `now`, so the same `now`
// always gives the same rows.

import type { BonusCodeBenefitType } from '../../../src/contract/enums.ts';
import type { NewRow } from '../schema.ts';
import { type Localized, translationRows } from './localized.ts';

const DAY = 24 * 60 * 60 * 1000;

interface CodeSpec {
  code: string;
  type: BonusCodeBenefitType;
  amount: number;
  text: Localized;
  /** Codes bound to an actor (media, actor subscription) use the first seeded actor. */
  actor?: boolean;
  maxRedemptions?: number;
  redemptions?: number;
  /** An on-top code: redeemable only with the instance a guest is handed (server/domain/onTopCodes.ts). */
  onTop?: boolean;
  /** Days relative to now; validUntil null when absent. */
  validFromDays?: number;
  validUntilDays?: number;
}

// biome-ignore format: data table, one row per line
export const SEEDED_BONUS_CODES: readonly CodeSpec[] = [
  { code: 'WELCOME5', type: 'bonusMoney', amount: 500, text: { en: '5 € welcome bonus', de: '5 € Willkommensbonus', nl: '5 € welkomstbonus', es: '5 € de bono de bienvenida' } },
  { code: 'COINS100', type: 'coins', amount: 100, text: { en: '100 coins', de: '100 Coins', nl: '100 munten', es: '100 monedas' } },
  { code: 'CREDITS50', type: 'credits', amount: 50, text: { en: '50 credits', de: '50 Credits', nl: '50 credits', es: '50 créditos' } },
  { code: 'VIPWEEK', type: 'vipSubscriptionDays', amount: 7, text: { en: '7 days VIP', de: '7 Tage VIP', nl: '7 dagen VIP', es: '7 días VIP' } },
  { code: 'TVWEEK', type: 'premiumSubscriptionDays', amount: 7, text: { en: '7 days premium TV', de: '7 Tage Premium-TV', nl: '7 dagen premium-tv', es: '7 días de TV prémium' } },
  { code: 'VIDEO1', type: 'videoVoucher', amount: 1, text: { en: 'One free video', de: 'Ein Gratis-Video', nl: 'Eén gratis video', es: 'Un vídeo gratis' } },
  { code: 'PHOTO1', type: 'photoVoucher', amount: 1, text: { en: 'One free photo album', de: 'Ein Gratis-Fotoalbum', nl: 'Eén gratis fotoalbum', es: 'Un álbum de fotos gratis' } },
  { code: 'MINUTES10', type: 'freeMinutes', amount: 10, text: { en: '10 free chat minutes', de: '10 Gratis-Chatminuten', nl: '10 gratis chatminuten', es: '10 minutos de chat gratis' } },
  { code: 'MESSAGES5', type: 'freeMessages', amount: 5, text: { en: '5 free messages', de: '5 Gratis-Nachrichten', nl: '5 gratis berichten', es: '5 mensajes gratis' } },
  { code: 'MEDIA1', type: 'media', amount: 1, text: { en: 'One video of your favourite', de: 'Ein Video deines Lieblings', nl: 'Eén video van je favoriet', es: 'Un vídeo de tu favorita' }, actor: true },
  { code: 'FANCLUB30', type: 'actorSubscription', amount: 30, text: { en: '30 days fan club', de: '30 Tage Fanclub', nl: '30 dagen fanclub', es: '30 días de club de fans' }, actor: true },
  { code: 'GIFTS3', type: 'messengerGifts', amount: 3, text: { en: '3 messenger gifts', de: '3 Messenger-Geschenke', nl: '3 messenger-cadeaus', es: '3 regalos del mensajero' } },
  { code: 'LIVESHOW1', type: 'liveShow', amount: 1, text: { en: 'One live show ticket', de: 'Ein Ticket für eine Liveshow', nl: 'Eén ticket voor een liveshow', es: 'Una entrada para un show en directo' } },
  // The spin wheel's bonus code reward grants this code's benefit (server/domain/rewards.ts).
  { code: 'SPIN2', type: 'bonusMoney', amount: 200, text: { en: '2 € from the spin wheel', de: '2 € vom Glücksrad', nl: '2 € van het rad van fortuin', es: '2 € de la ruleta' } },
  { code: 'LIMITED3', type: 'bonusMoney', amount: 200, text: { en: '2 € for the first three', de: '2 € für die ersten drei', nl: '2 € voor de eerste drie', es: '2 € para los tres primeros' }, maxRedemptions: 3 },
  { code: 'EXPIRED10', type: 'bonusMoney', amount: 1000, text: { en: '10 € (expired)', de: '10 € (abgelaufen)', nl: '10 € (verlopen)', es: '10 € (caducado)' }, validFromDays: -60, validUntilDays: -1 },
  { code: 'USEDUP5', type: 'bonusMoney', amount: 500, text: { en: '5 € (used up)', de: '5 € (aufgebraucht)', nl: '5 € (opgebruikt)', es: '5 € (agotado)' }, maxRedemptions: 1, redemptions: 1 },
  { code: 'SCRATCH-AB12-CD34', type: 'bonusMoney', amount: 1000, text: { en: 'Scratch card: 10 €', de: 'Rubbelkarte: 10 €', nl: 'Kraskaart: 10 €', es: 'Rasca y gana: 10 €' }, maxRedemptions: 1 },
  { code: 'SCRATCH-EF56-GH78', type: 'videoVoucher', amount: 2, text: { en: 'Scratch card: 2 free videos', de: 'Rubbelkarte: 2 Gratis-Videos', nl: 'Kraskaart: 2 gratis video\'s', es: 'Rasca y gana: 2 vídeos gratis' }, maxRedemptions: 1 },
  { code: 'SCRATCH-JK90-LM12', type: 'coins', amount: 40, text: { en: 'Scratch card: 40 coins', de: 'Rubbelkarte: 40 Coins', nl: 'Kraskaart: 40 munten', es: 'Rasca y gana: 40 monedas' }, maxRedemptions: 1 },
  // The on-top codes of the welcome bonus tile and the chat trial promo (src/contract/promoCodes.ts);
  // last, so the ids of the codes seeded before them stay as they were (migration 0032).
  { code: 'WELCOMEBONUS', type: 'bonusMoney', amount: 500, text: { en: 'Welcome bonus: 5 € on us', de: 'Willkommensbonus: 5 € geschenkt', nl: 'Welkomstbonus: 5 € van ons', es: 'Bono de bienvenida: 5 € de regalo' }, onTop: true },
  { code: 'CHATTRIAL', type: 'freeMinutes', amount: 3, text: { en: '3 free chat minutes to try', de: '3 Gratis-Chatminuten zum Ausprobieren', nl: '3 gratis chatminuten om te proberen', es: '3 minutos de chat gratis para probar' }, onTop: true },
];

export function generateBonusCodes(
  now: number,
  firstActorId: number,
): { bonusCodes: NewRow<'bonusCodes'>[]; translations: NewRow<'contentTranslations'>[] } {
  const translations = SEEDED_BONUS_CODES.flatMap((spec, index) => translationRows('bonusCode', index + 1, { text: spec.text }));
  const bonusCodes = SEEDED_BONUS_CODES.map((spec, index) => ({
    id: index + 1,
    code: spec.code,
    benefitType: spec.type,
    amount: spec.amount,
    actorId: spec.actor ? firstActorId : null,
    maxRedemptions: spec.maxRedemptions ?? null,
    redemptions: spec.redemptions ?? 0,
    validFrom: now + (spec.validFromDays ?? -30) * DAY,
    validUntil: spec.validUntilDays === undefined ? null : now + spec.validUntilDays * DAY,
    text: spec.text.en,
    isOnTop: spec.onTop ? (1 as const) : (0 as const),
  }));
  return { bonusCodes, translations };
}
