// The editorial texts of the query items of spec part 2 §7.10 that have no table of their own
// (issue 21, point 16): the video collections' titles, the banners' lines and the special events'
// intros and rules, each in the four languages (docs/decisions.md). What they show (the videos,
// the events' dates and prizes, the contests, the shows) is read from the database.
import type { Language } from '../../src/contract/enums.ts';
import type { Localized } from '../db/seed/localized.ts';

export interface CollectionDefinition {
  /** The collection's key (the query's argument and the client's anchor). */
  key: string;
  /** The tag group of the videos it gathers (server/db/seed/texts.ts TAG_GROUPS). */
  tagGroup: string;
  title: Localized;
  description: Localized;
}

/** The video station's collections, in the order they are shown. */
export const COLLECTIONS: readonly CollectionDefinition[] = [
  {
    key: 'travel',
    tagGroup: 'travel',
    title: { en: 'Travel diaries', de: 'Reisetagebücher', nl: 'Reisdagboeken', es: 'Diarios de viaje' },
    description: {
      en: 'Beaches, cities and road trips.',
      de: 'Strände, Städte und Roadtrips.',
      nl: 'Stranden, steden en roadtrips.',
      es: 'Playas, ciudades y viajes por carretera.',
    },
  },
  {
    key: 'fitness',
    tagGroup: 'fitness',
    title: { en: 'Work out together', de: 'Gemeinsam trainieren', nl: 'Samen trainen', es: 'Entrenar juntos' },
    description: {
      en: 'Yoga, running and the gym.',
      de: 'Yoga, Laufen und Fitnessstudio.',
      nl: 'Yoga, hardlopen en de sportschool.',
      es: 'Yoga, correr y el gimnasio.',
    },
  },
  {
    key: 'cooking',
    tagGroup: 'cooking',
    title: { en: 'In the kitchen', de: 'In der Küche', nl: 'In de keuken', es: 'En la cocina' },
    description: {
      en: 'Recipes and cosy evenings.',
      de: 'Rezepte und gemütliche Abende.',
      nl: 'Recepten en gezellige avonden.',
      es: 'Recetas y noches acogedoras.',
    },
  },
  {
    key: 'outdoor',
    tagGroup: 'outdoor',
    title: { en: 'Out in the open', de: 'Unter freiem Himmel', nl: 'In de buitenlucht', es: 'Al aire libre' },
    description: {
      en: 'Hikes, lakes and sunsets.',
      de: 'Wanderungen, Seen und Sonnenuntergänge.',
      nl: 'Wandelingen, meren en zonsondergangen.',
      es: 'Excursiones, lagos y atardeceres.',
    },
  },
  {
    key: 'dance',
    tagGroup: 'dance',
    title: { en: 'Dance moves', de: 'Tanzschritte', nl: 'Danspasjes', es: 'Pasos de baile' },
    description: {
      en: 'Music on, shoes off.',
      de: 'Musik an, Schuhe aus.',
      nl: 'Muziek aan, schoenen uit.',
      es: 'Música puesta, zapatos fuera.',
    },
  },
  {
    key: 'art',
    tagGroup: 'art',
    title: { en: 'Art and craft', de: 'Kunst und Handwerk', nl: 'Kunst en ambacht', es: 'Arte y manualidades' },
    description: {
      en: 'Painting, pottery and photography.',
      de: 'Malen, Töpfern und Fotografie.',
      nl: 'Schilderen, pottenbakken en fotografie.',
      es: 'Pintura, cerámica y fotografía.',
    },
  },
];

/** The banners' lines by kind: a template filled with the item's own (translated) title. */
export const BANNER_TEXTS = {
  event: {
    title: { en: 'Play now: {title}', de: 'Jetzt mitspielen: {title}', nl: 'Speel nu mee: {title}', es: 'Juega ahora: {title}' },
    text: {
      en: 'Try your luck every day until {end}.',
      de: 'Versuch dein Glück jeden Tag bis {end}.',
      nl: 'Waag elke dag je kans tot {end}.',
      es: 'Prueba tu suerte cada día hasta el {end}.',
    },
  },
  contest: {
    title: { en: 'Vote now: {title}', de: 'Jetzt abstimmen: {title}', nl: 'Stem nu: {title}', es: 'Vota ahora: {title}' },
    text: {
      en: 'Voting ends on {end}.',
      de: 'Die Abstimmung endet am {end}.',
      nl: 'Stemmen kan tot {end}.',
      es: 'La votación termina el {end}.',
    },
  },
  show: {
    title: { en: 'Free show: {title}', de: 'Gratis-Show: {title}', nl: 'Gratis show: {title}', es: 'Show gratis: {title}' },
    text: {
      en: 'With {actor}, starting {start}.',
      de: 'Mit {actor}, ab {start}.',
      nl: 'Met {actor}, vanaf {start}.',
      es: 'Con {actor}, a partir del {start}.',
    },
  },
} as const satisfies Record<string, Record<'title' | 'text', Localized>>;

/** The special events' intros and rules (the events with a page of their own, and any other). */
export const EVENT_TEXTS: Readonly<Record<string, { intro: Localized; rules: readonly Localized[] }>> = {
  easter: {
    intro: {
      en: "Find today's hidden eggs: each one you find gives you coins.",
      de: 'Finde die heute versteckten Eier: Jedes gefundene Ei bringt dir Coins.',
      nl: 'Vind de eieren die vandaag verstopt zijn: elk gevonden ei levert munten op.',
      es: 'Encuentra los huevos escondidos hoy: cada uno que encuentres te da monedas.',
    },
    rules: [
      {
        en: 'New eggs are hidden every day.',
        de: 'Jeden Tag werden neue Eier versteckt.',
        nl: 'Elke dag worden er nieuwe eieren verstopt.',
        es: 'Cada día se esconden huevos nuevos.',
      },
      {
        en: 'Each egg can be collected once.',
        de: 'Jedes Ei kann einmal gesammelt werden.',
        nl: 'Elk ei kan één keer worden verzameld.',
        es: 'Cada huevo se puede recoger una vez.',
      },
    ],
  },
  'advent-calendar': {
    intro: {
      en: 'Open one door a day and take its surprise.',
      de: 'Öffne jeden Tag ein Türchen und hol dir seine Überraschung.',
      nl: 'Open elke dag een deurtje en pak de verrassing.',
      es: 'Abre una puerta cada día y llévate su sorpresa.',
    },
    rules: [
      {
        en: "Today's door opens from midnight.",
        de: 'Das Türchen des Tages öffnet ab Mitternacht.',
        nl: 'Het deurtje van vandaag gaat om middernacht open.',
        es: 'La puerta de hoy se abre a medianoche.',
      },
      {
        en: 'Doors of past days stay closed.',
        de: 'Türchen vergangener Tage bleiben zu.',
        nl: 'Deurtjes van eerdere dagen blijven dicht.',
        es: 'Las puertas de días pasados siguen cerradas.',
      },
    ],
  },
  goldrush: {
    intro: {
      en: 'Dig for gold every day: each try brings up a reward.',
      de: 'Grab jeden Tag nach Gold: Jeder Versuch bringt eine Belohnung.',
      nl: 'Graaf elke dag naar goud: elke poging levert een beloning op.',
      es: 'Busca oro cada día: cada intento trae una recompensa.',
    },
    rules: [
      {
        en: 'Your tries renew every day at midnight.',
        de: 'Deine Versuche erneuern sich täglich um Mitternacht.',
        nl: 'Je pogingen worden elke dag om middernacht vernieuwd.',
        es: 'Tus intentos se renuevan cada día a medianoche.',
      },
      {
        en: 'Rewards go straight to your account.',
        de: 'Belohnungen gehen direkt auf dein Konto.',
        nl: 'Beloningen gaan direct naar je account.',
        es: 'Las recompensas van directamente a tu cuenta.',
      },
    ],
  },
  'wet-and-wild': {
    intro: {
      en: 'Make a splash: every try wins something.',
      de: 'Mach Wellen: Jeder Versuch gewinnt etwas.',
      nl: 'Maak een plons: elke poging wint iets.',
      es: 'Haz olas: cada intento gana algo.',
    },
    rules: [
      {
        en: 'Your tries renew every day at midnight.',
        de: 'Deine Versuche erneuern sich täglich um Mitternacht.',
        nl: 'Je pogingen worden elke dag om middernacht vernieuwd.',
        es: 'Tus intentos se renuevan cada día a medianoche.',
      },
      {
        en: 'Rewards go straight to your account.',
        de: 'Belohnungen gehen direkt auf dein Konto.',
        nl: 'Beloningen gaan direct naar je account.',
        es: 'Las recompensas van directamente a tu cuenta.',
      },
    ],
  },
};

/** The intro of an event without texts of its own. */
export const DEFAULT_EVENT_TEXTS = {
  intro: {
    en: 'Take part while the event runs and collect rewards.',
    de: 'Mach mit, solange die Aktion läuft, und sammle Belohnungen.',
    nl: 'Doe mee zolang het evenement loopt en verzamel beloningen.',
    es: 'Participa mientras dure el evento y consigue recompensas.',
  },
  rules: [] as readonly Localized[],
};

/** A template's text in a language with its {placeholders} filled. */
export function fill(template: Localized, language: Language, values: Record<string, string>): string {
  return template[language].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
