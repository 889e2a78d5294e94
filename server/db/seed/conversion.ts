// Contest heads per language, incentives, teasers and a survey (issue 11; spec part 1 §4 Incentives, part 2 §7.6). The
// demo incentives show on the contest pages only, so the rest of the site
// stays as it is; each names the dialog its button opens (content.modal) and the numbers the
// dialog shows: the texts themselves are the app's, in every language.
import type { NewRow } from '../schema.ts';
import { DAY } from './time.ts';

export interface ConversionSeed {
  contestTranslations: NewRow<'contestTranslations'>[];
  incentives: NewRow<'incentives'>[];
  teasers: NewRow<'teasers'>[];
  surveys: NewRow<'surveys'>[];
}

// biome-ignore format: data table, one row per line
const INCENTIVES: readonly Omit<NewRow<'incentives'>, 'id' | 'startsAt' | 'endsAt'>[] = [
  // Two of one region: the higher priority shows.
  { region: 'banner', type: 'specialTopUp', event: 'pageLoad', uniqueGroup: 'special-top-up', priority: 2, countdownSeconds: 2 * 3600, closable: 1, routeName: 'contests', audience: 'all', content: JSON.stringify({ modal: 'specialTopUp', bonusPercent: 20 }) },
  { region: 'banner', type: 'vip30', event: 'pageLoad', uniqueGroup: 'vip30', priority: 1, countdownSeconds: null, closable: 1, routeName: 'contests', audience: 'all', content: JSON.stringify({ modal: 'vip30' }) },
  { region: 'banner', type: 'onboarding', event: 'pageLoad', uniqueGroup: 'onboarding', priority: 0, countdownSeconds: null, closable: 1, routeName: 'contest', audience: 'all', content: JSON.stringify({ modal: 'onboarding' }) },
  { region: 'banner', type: 'tagReward', event: 'pageLoad', uniqueGroup: 'tag-reward', priority: 0, countdownSeconds: null, closable: 1, routeName: 'contest', audience: 'loggedIn', content: JSON.stringify({ modal: 'tag-reward-basic', bonusCents: 100 }) },
  { region: 'corner', type: 'vxcoinInfo', event: 'pageLoad', uniqueGroup: null, priority: 0, countdownSeconds: null, closable: 0, routeName: 'contest', audience: 'all', content: JSON.stringify({ modal: 'vxcoin-info' }) },
  // Loaded by their events: low balance, an album's buy button, a video preview's end (a sign-up
  // offer: for guests without an account only, issue 20).
  { region: 'banner', type: 'refill', event: 'balance', uniqueGroup: 'refill', priority: 1, countdownSeconds: 900, closable: 1, routeName: null, audience: 'loggedIn', content: JSON.stringify({ modal: 'specialTopUp', bonusPercent: 10 }) },
  { region: 'album', type: 'buyImageAlbum', event: 'buyImageAlbum', uniqueGroup: null, priority: 0, countdownSeconds: null, closable: 1, routeName: null, audience: 'all', content: JSON.stringify({ modal: 'vxcoin-info' }) },
  { region: 'player', type: 'videoPreviewEnd', event: 'videoPreviewEnd', uniqueGroup: null, priority: 0, countdownSeconds: null, closable: 1, routeName: null, audience: 'anonymous', content: JSON.stringify({ modal: 'vxmodelsites-conversion' }) },
];

// The heads of the seeded contests (engagement.ts, ids 1-8 in order) in German, Dutch, Spanish.
const CONTEST_TITLES: readonly { de: string; nl: string; es: string }[] = [
  { de: 'Schönstes Urlaubsfoto', nl: 'Mooiste vakantiefoto', es: 'La mejor foto de vacaciones' },
  { de: 'Sommerfarben', nl: 'Zomerkleuren', es: 'Colores de verano' },
  { de: 'Herbstspaziergang', nl: 'Herfstwandeling', es: 'Paseo de otoño' },
  { de: 'Gemütlicher Winterabend', nl: 'Gezellige winteravond', es: 'Tarde acogedora de invierno' },
  { de: 'Frühling in der Stadt', nl: 'Lente in de stad', es: 'Primavera en la ciudad' },
  { de: 'Bestes Workout-Video', nl: 'Beste workoutvideo', es: 'El mejor vídeo de entrenamiento' },
  { de: 'Küchen-Challenge', nl: 'Keukenuitdaging', es: 'Reto en la cocina' },
  { de: 'Haustiere und Freunde', nl: 'Huisdieren en vrienden', es: 'Mascotas y amigos' },
];
// biome-ignore format: data table, one row per line
const CONTEST_TEXT = {
  de: (title: string) => `Zeig uns deinen Beitrag zu „${title}“. Gäste stimmen für ihre Favoriten ab; jeder Gast hat fünf Stimmen pro Wettbewerb.`,
  nl: (title: string) => `Laat ons je inzending voor "${title}" zien. Gasten stemmen op hun favorieten; elke gast heeft vijf stemmen per wedstrijd.`,
  es: (title: string) => `Muéstranos tu participación en «${title}». Los invitados votan por sus favoritas; cada invitado tiene cinco votos por concurso.`,
} as const;

export function generateConversion(now: number): ConversionSeed {
  const startsAt = now - 30 * DAY;
  const endsAt = now + 3650 * DAY;
  return {
    contestTranslations: CONTEST_TITLES.flatMap((titles, index) =>
      (['de', 'nl', 'es'] as const).map((language) => ({
        contestId: index + 1,
        language,
        title: titles[language],
        description: CONTEST_TEXT[language](titles[language]),
      })),
    ),
    incentives: INCENTIVES.map((incentive, index) => ({ id: index + 1, ...incentive, startsAt, endsAt })),
    teasers: [
      { id: 1, routeName: 'contests', region: 'top', position: 0, content: JSON.stringify({ kind: 'dailyBonus' }) },
      { id: 2, routeName: 'contest', region: 'top', position: 0, content: JSON.stringify({ kind: 'contests' }) },
    ],
    surveys: [{ id: 1, question: 'contestPages', options: JSON.stringify(['great', 'good', 'poor']), isActive: 1 }],
  };
}
