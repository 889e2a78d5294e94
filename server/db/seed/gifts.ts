// Messenger gifts (with de/en/nl/es translations), toy controls and daily bonus offers: small
// fixed catalogues, written out rather than generated.
import type { Language, NewRow } from '../schema.ts';
import { type Localized, translationRows } from './localized.ts';

const GIFT_CATEGORIES: readonly NewRow<'giftCategories'>[] = [
  { id: 1, slug: 'flowers', position: 0 },
  { id: 2, slug: 'sweets', position: 1 },
  { id: 3, slug: 'drinks', position: 2 },
  { id: 4, slug: 'specials', position: 3 },
];

interface GiftDefinition {
  categoryId: number;
  /** Cents. */
  price: number;
  vip?: boolean;
  active?: boolean;
  names: Record<Language, string>;
}

const GIFTS: readonly GiftDefinition[] = [
  { categoryId: 1, price: 99, names: { en: 'Rose', de: 'Rose', nl: 'Roos', es: 'Rosa' } },
  { categoryId: 1, price: 299, names: { en: 'Bouquet', de: 'Blumenstrauß', nl: 'Boeket', es: 'Ramo de flores' } },
  { categoryId: 1, price: 199, names: { en: 'Sunflower', de: 'Sonnenblume', nl: 'Zonnebloem', es: 'Girasol' } },
  { categoryId: 1, price: 149, names: { en: 'Tulip', de: 'Tulpe', nl: 'Tulp', es: 'Tulipán' } },
  { categoryId: 2, price: 149, names: { en: 'Chocolate', de: 'Schokolade', nl: 'Chocolade', es: 'Chocolate' } },
  { categoryId: 2, price: 199, names: { en: 'Cupcake', de: 'Cupcake', nl: 'Cupcake', es: 'Magdalena' } },
  { categoryId: 2, price: 99, names: { en: 'Lollipop', de: 'Lolli', nl: 'Lolly', es: 'Piruleta' } },
  { categoryId: 2, price: 499, names: { en: 'Birthday cake', de: 'Geburtstagstorte', nl: 'Verjaardagstaart', es: 'Tarta de cumpleaños' } },
  { categoryId: 3, price: 149, names: { en: 'Coffee', de: 'Kaffee', nl: 'Koffie', es: 'Café' } },
  { categoryId: 3, price: 249, names: { en: 'Lemonade', de: 'Limonade', nl: 'Limonade', es: 'Limonada' } },
  { categoryId: 3, price: 399, names: { en: 'Sparkling toast', de: 'Prickelnder Toast', nl: 'Bubbeltoost', es: 'Brindis espumoso' } },
  { categoryId: 3, price: 199, names: { en: 'Hot cocoa', de: 'Heiße Schokolade', nl: 'Warme chocolademelk', es: 'Chocolate caliente' } },
  { categoryId: 4, price: 299, names: { en: 'Teddy bear', de: 'Teddybär', nl: 'Teddybeer', es: 'Osito de peluche' } },
  { categoryId: 4, price: 199, names: { en: 'Heart', de: 'Herz', nl: 'Hart', es: 'Corazón' } },
  { categoryId: 4, price: 99, names: { en: 'Star', de: 'Stern', nl: 'Ster', es: 'Estrella' } },
  { categoryId: 4, price: 999, vip: true, names: { en: 'Crown', de: 'Krone', nl: 'Kroon', es: 'Corona' } },
  { categoryId: 4, price: 1999, vip: true, names: { en: 'Diamond', de: 'Diamant', nl: 'Diamant', es: 'Diamante' } },
  { categoryId: 4, price: 599, active: false, names: { en: 'Snowman', de: 'Schneemann', nl: 'Sneeuwpop', es: 'Muñeco de nieve' } },
];

const GIFT_DESCRIPTION: Record<Language, (name: string) => string> = {
  en: (name) => `Send a ${name.toLowerCase()} as a little sign of appreciation.`,
  de: (name) => `Verschenke: ${name} – eine kleine Aufmerksamkeit.`,
  nl: (name) => `Stuur een ${name.toLowerCase()} als kleine attentie.`,
  es: (name) => `Envía: ${name}, un pequeño detalle.`,
};

const LANGUAGES: readonly Language[] = ['de', 'en', 'nl', 'es'];

export interface GiftSeed {
  giftCategories: NewRow<'giftCategories'>[];
  gifts: NewRow<'gifts'>[];
  giftTranslations: NewRow<'giftTranslations'>[];
  toyControls: NewRow<'toyControls'>[];
  dailyBonusOffers: NewRow<'dailyBonusOffers'>[];
  /** Toy and offer texts in German, Dutch and Spanish. */
  translations: NewRow<'contentTranslations'>[];
}

export function generateGifts(): GiftSeed {
  const gifts: NewRow<'gifts'>[] = [];
  const giftTranslations: NewRow<'giftTranslations'>[] = [];
  GIFTS.forEach((gift, index) => {
    const id = index + 1;
    gifts.push({
      id,
      categoryId: gift.categoryId,
      name: gift.names.en,
      priceValue: gift.price,
      priceCurrency: 'EUR',
      imageUrl: `/img/gift/${id}.svg`,
      active: gift.active === false ? 0 : 1,
      vip: gift.vip ? 1 : 0,
      position: index,
    });
    for (const language of LANGUAGES) {
      const name = gift.names[language];
      giftTranslations.push({ giftId: id, language, name, value: GIFT_DESCRIPTION[language](name) });
    }
  });
  return {
    giftCategories: [...GIFT_CATEGORIES],
    gifts,
    giftTranslations,
    toyControls: TOY_CONTROLS.map((toy, index) => ({ id: index + 1, position: index, ...toy, displayName: toy.displayName.en })),
    dailyBonusOffers: DAILY_BONUS_OFFERS.map((offer, index) => ({
      id: index + 1,
      minAmountCents: 0,
      conditionRule: null,
      ...offer,
      offer: offer.offer.en,
      conditions: offer.conditions.en,
    })),
    translations: [
      ...TOY_CONTROLS.flatMap((toy, index) => translationRows('toyControl', index + 1, { displayName: toy.displayName })),
      ...DAILY_BONUS_OFFERS.flatMap((offer, index) =>
        translationRows('dailyBonusOffer', index + 1, { offer: offer.offer, conditions: offer.conditions }),
      ),
    ],
  };
}

// biome-ignore format: data table, one row per line
const TOY_CONTROLS: readonly { duration: number; displayName: Localized; random: 0 | 1; price: number }[] = [
  { duration: 5, displayName: { en: 'Short pulse', de: 'Kurzer Impuls', nl: 'Korte puls', es: 'Pulso corto' }, random: 0, price: 49 },
  { duration: 10, displayName: { en: 'Gentle wave', de: 'Sanfte Welle', nl: 'Zachte golf', es: 'Ola suave' }, random: 0, price: 99 },
  { duration: 15, displayName: { en: 'Rising wave', de: 'Steigende Welle', nl: 'Stijgende golf', es: 'Ola creciente' }, random: 0, price: 149 },
  { duration: 30, displayName: { en: 'Long wave', de: 'Lange Welle', nl: 'Lange golf', es: 'Ola larga' }, random: 0, price: 249 },
  { duration: 60, displayName: { en: 'Marathon', de: 'Marathon', nl: 'Marathon', es: 'Maratón' }, random: 0, price: 449 },
  { duration: 20, displayName: { en: 'Random surprise', de: 'Zufallsüberraschung', nl: 'Willekeurige verrassing', es: 'Sorpresa aleatoria' }, random: 1, price: 199 },
];

type OfferText = { offer: Localized; conditions: Localized };

/**
 * A top-up offer: its effect (topup_percent), the least top-up it needs and both texts built from
 * the same two numbers, so what the guest reads is what the server grants (issue 21).
 */
function topUpOffer(percent: number, minAmountCents: number) {
  const euros = minAmountCents / 100;
  return {
    effect: `topup_percent:${percent}`,
    minAmountCents,
    quantity: 1,
    isFree: 0 as const,
    offer: {
      en: `${percent}% extra credit on every top-up`,
      de: `${percent} % Extraguthaben auf jede Aufladung`,
      nl: `${percent}% extra tegoed bij elke opwaardering`,
      es: `${percent} % de saldo extra en cada recarga`,
    },
    conditions: {
      en: `Top-up of at least ${euros} €`,
      de: `Aufladung ab ${euros} €`,
      nl: `Opwaardering van minstens ${euros} €`,
      es: `Recarga de al menos ${euros} €`,
    },
  };
}

// Offers are stored relative to the current day (-1 yesterday, 0 today, 1 tomorrow), so the
// daily bonus always has three days to show. `effect` is a machine-readable key for the
// bonus logic; offer and conditions are the texts shown.
// biome-ignore format: data table, one row per line
const DAILY_BONUS_OFFERS: readonly (Omit<NewRow<'dailyBonusOffers'>, 'id' | 'offer' | 'conditions'> & OfferText)[] = [
  { dayOffset: -1, position: 0, ...topUpOffer(20, 1000) },
  {
    dayOffset: -1, position: 1, effect: 'free_messages:3', quantity: 1, isFree: 1, conditionRule: 'oncePerGuest',
    offer: { en: '3 free messages', de: '3 Gratis-Nachrichten', nl: '3 gratis berichten', es: '3 mensajes gratis' },
    conditions: { en: 'One per guest', de: 'Einmal pro Gast', nl: 'Eén per gast', es: 'Uno por invitado' },
  },
  {
    dayOffset: -1, position: 2, effect: 'video_discount_percent:50', quantity: 3, isFree: 0,
    offer: { en: 'Half price on selected videos', de: 'Halber Preis für ausgewählte Videos', nl: 'Halve prijs op geselecteerde video\'s', es: 'Mitad de precio en vídeos seleccionados' },
    conditions: { en: 'Videos marked on sale', de: 'Als Angebot markierte Videos', nl: 'Video\'s gemarkeerd als aanbieding', es: 'Vídeos marcados en oferta' },
  },
  {
    dayOffset: 0, position: 0, effect: 'free_minutes:5', quantity: 1, isFree: 1, conditionRule: 'topUpThisMonth',
    offer: { en: '5 free chat minutes', de: '5 Gratis-Chatminuten', nl: '5 gratis chatminuten', es: '5 minutos de chat gratis' },
    conditions: { en: 'For guests with a top-up this month', de: 'Für Gäste mit einer Aufladung in diesem Monat', nl: 'Voor gasten die deze maand hebben opgewaardeerd', es: 'Para invitados con una recarga este mes' },
  },
  {
    dayOffset: 0, position: 1, effect: 'loyalty_multiplier:2', quantity: 1, isFree: 0,
    offer: { en: 'Double loyalty points', de: 'Doppelte Treuepunkte', nl: 'Dubbele loyaliteitspunten', es: 'Puntos de fidelidad dobles' },
    conditions: { en: 'On all purchases today', de: 'Auf alle Käufe heute', nl: 'Op alle aankopen vandaag', es: 'En todas las compras de hoy' },
  },
  {
    dayOffset: 0, position: 2, effect: 'photo_voucher:1', quantity: 1, isFree: 1,
    offer: { en: 'A free photo album', de: 'Ein Gratis-Fotoalbum', nl: 'Een gratis fotoalbum', es: 'Un álbum de fotos gratis' },
    conditions: { en: 'Choose from the photo album of the day', de: 'Wähle aus dem Fotoalbum des Tages', nl: 'Kies uit het fotoalbum van de dag', es: 'Elige entre el álbum de fotos del día' },
  },
  {
    dayOffset: 1, position: 0, effect: 'spins:10', quantity: 1, isFree: 1,
    offer: { en: '10 free spins', de: '10 Gratis-Drehungen', nl: '10 gratis draaibeurten', es: '10 tiradas gratis' },
    conditions: { en: 'On the spin wheel', de: 'Am Glücksrad', nl: 'Op het rad van fortuin', es: 'En la ruleta' },
  },
  { dayOffset: 1, position: 1, ...topUpOffer(15, 2000) },
  {
    dayOffset: 1, position: 2, effect: 'messenger_gift:1', quantity: 1, isFree: 1,
    offer: { en: 'A free messenger gift', de: 'Ein Gratis-Geschenk im Messenger', nl: 'Een gratis cadeau in de messenger', es: 'Un regalo gratis en el mensajero' },
    conditions: { en: 'Gift of your choice up to 1.99 €', de: 'Geschenk deiner Wahl bis 1,99 €', nl: 'Cadeau naar keuze tot 1,99 €', es: 'Regalo a elegir de hasta 1,99 €' },
  },
];
