// Messenger gifts (with de/en/nl/es translations), toy controls and daily bonus offers: small
// fixed catalogues, written out rather than generated.
import type { Language, NewRow } from '../schema.ts';

export const GIFT_CATEGORIES: readonly NewRow<'giftCategories'>[] = [
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
    toyControls: TOY_CONTROLS.map((toy, index) => ({ id: index + 1, position: index, ...toy })),
    dailyBonusOffers: DAILY_BONUS_OFFERS.map((offer, index) => ({ id: index + 1, ...offer })),
  };
}

const TOY_CONTROLS = [
  { duration: 5, displayName: 'Short pulse', random: 0, price: 49 },
  { duration: 10, displayName: 'Gentle wave', random: 0, price: 99 },
  { duration: 15, displayName: 'Rising wave', random: 0, price: 149 },
  { duration: 30, displayName: 'Long wave', random: 0, price: 249 },
  { duration: 60, displayName: 'Marathon', random: 0, price: 449 },
  { duration: 20, displayName: 'Random surprise', random: 1, price: 199 },
] as const;

// Offers are stored relative to the current day (-1 yesterday, 0 today, 1 tomorrow), so the
// daily bonus always has three days to show. `effect` is a machine-readable key for the
// bonus logic; offer and conditions are the texts shown.
const DAILY_BONUS_OFFERS: readonly Omit<NewRow<'dailyBonusOffers'>, 'id'>[] = [
  { dayOffset: -1, position: 0, offer: '20% extra credit on every top-up', conditions: 'Top-up of at least 10 €', effect: 'topup_percent:20', quantity: 1, isFree: 0 },
  { dayOffset: -1, position: 1, offer: '3 free messages', conditions: 'One per guest', effect: 'free_messages:3', quantity: 1, isFree: 1 },
  { dayOffset: -1, position: 2, offer: 'Half price on selected videos', conditions: 'Videos marked on sale', effect: 'video_discount_percent:50', quantity: 3, isFree: 0 },
  { dayOffset: 0, position: 0, offer: '5 free chat minutes', conditions: 'For guests with a top-up this month', effect: 'free_minutes:5', quantity: 1, isFree: 1 },
  { dayOffset: 0, position: 1, offer: 'Double loyalty points', conditions: 'On all purchases today', effect: 'loyalty_multiplier:2', quantity: 1, isFree: 0 },
  { dayOffset: 0, position: 2, offer: 'A free photo album', conditions: 'Choose from the photo album of the day', effect: 'photo_voucher:1', quantity: 1, isFree: 1 },
  { dayOffset: 1, position: 0, offer: '10 free spins', conditions: 'On the spin wheel', effect: 'spins:10', quantity: 1, isFree: 1 },
  { dayOffset: 1, position: 1, offer: '15% extra credit on every top-up', conditions: 'Top-up of at least 20 €', effect: 'topup_percent:15', quantity: 1, isFree: 0 },
  { dayOffset: 1, position: 2, offer: 'A free messenger gift', conditions: 'Gift of your choice up to 1.99 €', effect: 'messenger_gift:1', quantity: 1, isFree: 1 },
];
