// Titles and descriptions of videos and photo albums, in all four languages (issue 20). A title
// is a fixed phrase, a travel diary, a phrase with a part number, or an adjective with a noun;
// the last is built per language with its grammar (German and Dutch adjective endings, Spanish
// order and gender), so "Sunny walk" reads "Sonniger Spaziergang", "Zonnige wandeling",
// "Paseo soleado".
import { capitalize, compose, joinLocalized, type Localized } from './localized.ts';
import type { Random } from './random.ts';

/** German gender, Dutch de/het, Spanish gender of one noun, with the noun in each language. */
interface Noun {
  en: string;
  de: { word: string; gender: 'm' | 'f' | 'n' };
  nl: { word: string; het: boolean };
  es: { word: string; gender: 'm' | 'f' };
}

/** An adjective per language, or (seasons) a word that forms a compound or a complement. */
type Adjective =
  | { en: string; de: string; nl: string; es: readonly [masculine: string, feminine: string] }
  | { en: string; season: { de: string; nl: string; es: string } };

const TITLE_ADJECTIVES: readonly Adjective[] = [
  { en: 'Sunny', de: 'sonnig', nl: 'zonnig', es: ['soleado', 'soleada'] },
  { en: 'Quiet', de: 'ruhig', nl: 'rustig', es: ['tranquilo', 'tranquila'] },
  { en: 'Lazy', de: 'faul', nl: 'lui', es: ['perezoso', 'perezosa'] },
  { en: 'Golden', de: 'golden', nl: 'gouden', es: ['dorado', 'dorada'] },
  { en: 'Rainy', de: 'verregnet', nl: 'regenachtig', es: ['lluvioso', 'lluviosa'] },
  { en: 'Cosy', de: 'gemütlich', nl: 'gezellig', es: ['acogedor', 'acogedora'] },
  { en: 'Early', de: 'früh', nl: 'vroeg', es: ['temprano', 'temprana'] },
  { en: 'Late', de: 'spät', nl: 'laat', es: ['tardío', 'tardía'] },
  { en: 'Bright', de: 'hell', nl: 'helder', es: ['luminoso', 'luminosa'] },
  { en: 'Calm', de: 'still', nl: 'kalm', es: ['sereno', 'serena'] },
  { en: 'Colourful', de: 'bunt', nl: 'kleurrijk', es: ['colorido', 'colorida'] },
  { en: 'Windy', de: 'windig', nl: 'winderig', es: ['ventoso', 'ventosa'] },
  { en: 'Slow', de: 'langsam', nl: 'traag', es: ['lento', 'lenta'] },
  { en: 'Happy', de: 'fröhlich', nl: 'vrolijk', es: ['feliz', 'feliz'] },
  { en: 'Misty', de: 'neblig', nl: 'mistig', es: ['brumoso', 'brumosa'] },
  { en: 'Summer', season: { de: 'Sommer', nl: 'Zomer', es: 'de verano' } },
  { en: 'Winter', season: { de: 'Winter', nl: 'Winter', es: 'de invierno' } },
  { en: 'Spring', season: { de: 'Frühlings', nl: 'Lente', es: 'de primavera' } },
  { en: 'Autumn', season: { de: 'Herbst', nl: 'Herfst', es: 'de otoño' } },
];

// biome-ignore format: data table, one row per line
const TITLE_NOUNS: readonly Noun[] = [
  { en: 'afternoon', de: { word: 'Nachmittag', gender: 'm' }, nl: { word: 'middag', het: false }, es: { word: 'tarde', gender: 'f' } },
  { en: 'morning', de: { word: 'Morgen', gender: 'm' }, nl: { word: 'ochtend', het: false }, es: { word: 'mañana', gender: 'f' } },
  { en: 'evening', de: { word: 'Abend', gender: 'm' }, nl: { word: 'avond', het: false }, es: { word: 'velada', gender: 'f' } },
  { en: 'weekend', de: { word: 'Wochenende', gender: 'n' }, nl: { word: 'weekend', het: true }, es: { word: 'fin de semana', gender: 'm' } },
  { en: 'walk', de: { word: 'Spaziergang', gender: 'm' }, nl: { word: 'wandeling', het: false }, es: { word: 'paseo', gender: 'm' } },
  { en: 'picnic', de: { word: 'Picknick', gender: 'n' }, nl: { word: 'picknick', het: false }, es: { word: 'pícnic', gender: 'm' } },
  { en: 'road trip', de: { word: 'Roadtrip', gender: 'm' }, nl: { word: 'roadtrip', het: false }, es: { word: 'viaje en coche', gender: 'm' } },
  { en: 'breakfast', de: { word: 'Frühstück', gender: 'n' }, nl: { word: 'ontbijt', het: true }, es: { word: 'desayuno', gender: 'm' } },
  { en: 'workout', de: { word: 'Training', gender: 'n' }, nl: { word: 'training', het: false }, es: { word: 'entrenamiento', gender: 'm' } },
  { en: 'dance session', de: { word: 'Tanzstunde', gender: 'f' }, nl: { word: 'dansles', het: false }, es: { word: 'sesión de baile', gender: 'f' } },
  { en: 'studio day', de: { word: 'Studiotag', gender: 'm' }, nl: { word: 'studiodag', het: false }, es: { word: 'día de estudio', gender: 'm' } },
  { en: 'city tour', de: { word: 'Stadtrundgang', gender: 'm' }, nl: { word: 'stadswandeling', het: false }, es: { word: 'recorrido por la ciudad', gender: 'm' } },
  { en: 'beach day', de: { word: 'Strandtag', gender: 'm' }, nl: { word: 'stranddag', het: false }, es: { word: 'día de playa', gender: 'm' } },
  { en: 'garden visit', de: { word: 'Gartenbesuch', gender: 'm' }, nl: { word: 'tuinbezoek', het: true }, es: { word: 'visita al jardín', gender: 'f' } },
  { en: 'bike ride', de: { word: 'Radtour', gender: 'f' }, nl: { word: 'fietstocht', het: false }, es: { word: 'paseo en bici', gender: 'm' } },
];

const GERMAN_ENDING = { m: 'er', f: 'e', n: 'es' } as const;

/** "Sunny walk" in the four languages. */
function adjectiveWithNoun(adjective: Adjective, noun: Noun): Localized {
  if ('season' in adjective) {
    return {
      en: `${adjective.en} ${noun.en}`,
      de: `${adjective.season.de}${noun.de.word.toLocaleLowerCase('de')}`,
      nl: `${adjective.season.nl}${noun.nl.word}`,
      es: capitalize(`${noun.es.word} ${adjective.season.es}`),
    };
  }
  // German strong ending without article; Dutch -e except before a het-word without article.
  const dutch = noun.nl.het || adjective.nl === 'gouden' ? adjective.nl : dutchInflected(adjective.nl);
  return {
    en: `${adjective.en} ${noun.en}`,
    de: `${capitalize(adjective.de)}${GERMAN_ENDING[noun.de.gender]} ${noun.de.word}`,
    nl: capitalize(`${dutch} ${noun.nl.word}`),
    es: capitalize(`${noun.es.word} ${adjective.es[noun.es.gender === 'm' ? 0 : 1]}`),
  };
}

/** The inflected Dutch adjective (-e; a long vowel written double loses one: laat, late). */
function dutchInflected(adjective: string): string {
  const special: Record<string, string> = { lui: 'luie', laat: 'late', traag: 'trage', kalm: 'kalme' };
  return special[adjective] ?? `${adjective}e`;
}

// biome-ignore format: data table, one row per line
const TITLE_PATTERNS: readonly Localized[] = [
  { en: 'Sunset on the balcony', de: 'Sonnenuntergang auf dem Balkon', nl: 'Zonsondergang op het balkon', es: 'Atardecer en el balcón' },
  { en: 'Morning yoga routine', de: 'Yoga am Morgen', nl: 'Ochtendyoga', es: 'Rutina de yoga matutina' },
  { en: 'Coffee and conversation', de: 'Kaffee und Gespräche', nl: 'Koffie en een goed gesprek', es: 'Café y conversación' },
  { en: 'Behind the scenes', de: 'Hinter den Kulissen', nl: 'Achter de schermen', es: 'Entre bastidores' },
  { en: 'A day at the lake', de: 'Ein Tag am See', nl: 'Een dag aan het meer', es: 'Un día en el lago' },
  { en: 'Kitchen experiments', de: 'Experimente in der Küche', nl: 'Keukenexperimenten', es: 'Experimentos en la cocina' },
  { en: 'Rooftop views', de: 'Aussicht vom Dach', nl: 'Uitzicht vanaf het dak', es: 'Vistas desde la azotea' },
  { en: 'Dance practice', de: 'Tanztraining', nl: 'Dansoefening', es: 'Ensayo de baile' },
  { en: 'Cosy reading corner', de: 'Gemütliche Leseecke', nl: 'Gezellige leeshoek', es: 'Rincón de lectura acogedor' },
  { en: 'Stretching session', de: 'Dehnübungen', nl: 'Rekoefeningen', es: 'Sesión de estiramientos' },
  { en: 'Painting the living room', de: 'Wir streichen das Wohnzimmer', nl: 'De woonkamer schilderen', es: 'Pintando el salón' },
  { en: 'Garden party', de: 'Gartenparty', nl: 'Tuinfeest', es: 'Fiesta en el jardín' },
  { en: 'Sunday brunch', de: 'Sonntagsbrunch', nl: 'Zondagsbrunch', es: 'Brunch de domingo' },
  { en: 'Evening stroll', de: 'Abendspaziergang', nl: 'Avondwandeling', es: 'Paseo al atardecer' },
  { en: 'Studio portraits', de: 'Porträts im Studio', nl: 'Studioportretten', es: 'Retratos de estudio' },
  { en: 'Flower market finds', de: 'Fundstücke vom Blumenmarkt', nl: 'Vondsten van de bloemenmarkt', es: 'Hallazgos del mercado de flores' },
];

/** Travel destinations; the English names also make blog titles. */
export const TRAVEL_PLACES: readonly Localized[] = [
  { en: 'Lisbon', de: 'Lissabon', nl: 'Lissabon', es: 'Lisboa' },
  { en: 'Vienna', de: 'Wien', nl: 'Wenen', es: 'Viena' },
  { en: 'Amsterdam', de: 'Amsterdam', nl: 'Amsterdam', es: 'Ámsterdam' },
  { en: 'Barcelona', de: 'Barcelona', nl: 'Barcelona', es: 'Barcelona' },
  { en: 'Prague', de: 'Prag', nl: 'Praag', es: 'Praga' },
  { en: 'Copenhagen', de: 'Kopenhagen', nl: 'Kopenhagen', es: 'Copenhague' },
  { en: 'Rome', de: 'Rom', nl: 'Rome', es: 'Roma' },
  { en: 'Seville', de: 'Sevilla', nl: 'Sevilla', es: 'Sevilla' },
  { en: 'Hamburg', de: 'Hamburg', nl: 'Hamburg', es: 'Hamburgo' },
  { en: 'Lake Garda', de: 'Gardasee', nl: 'Gardameer', es: 'Lago de Garda' },
  { en: 'the Alps', de: 'die Alpen', nl: 'de Alpen', es: 'los Alpes' },
  { en: 'the Baltic coast', de: 'die Ostseeküste', nl: 'de Oostzeekust', es: 'la costa báltica' },
  { en: 'Porto', de: 'Porto', nl: 'Porto', es: 'Oporto' },
  { en: 'Budapest', de: 'Budapest', nl: 'Boedapest', es: 'Budapest' },
];

const TRAVEL_DIARY: Localized = { en: 'Travel diary', de: 'Reisetagebuch', nl: 'Reisdagboek', es: 'Diario de viaje' };
const PART: Localized = { en: 'part', de: 'Teil', nl: 'deel', es: 'parte' };

export function albumTitle(random: Random): Localized {
  const kind = random.int(0, 9);
  if (kind < 4) return random.pick(TITLE_PATTERNS);
  if (kind < 6) {
    const place = random.pick(TRAVEL_PLACES);
    return compose((language) => `${TRAVEL_DIARY[language]}: ${place[language]}`);
  }
  if (kind < 7) {
    const pattern = random.pick(TITLE_PATTERNS);
    const part = random.int(2, 4);
    return compose((language) => `${pattern[language]} (${PART[language]} ${part})`);
  }
  return adjectiveWithNoun(random.pick(TITLE_ADJECTIVES), random.pick(TITLE_NOUNS));
}

// biome-ignore format: data table, one row per line
const DESCRIPTION_SENTENCES: readonly Localized[] = [
  { en: 'A relaxed moment captured on a beautiful day.', de: 'Ein entspannter Moment an einem schönen Tag.', nl: 'Een ontspannen moment op een mooie dag.', es: 'Un momento relajado en un día precioso.' },
  { en: 'Filmed in natural light with a little help from a friend.', de: 'Bei Tageslicht gefilmt, mit etwas Hilfe von einer Freundin.', nl: 'Gefilmd bij daglicht, met wat hulp van een vriendin.', es: 'Grabado con luz natural y un poco de ayuda de una amiga.' },
  { en: 'Thank you for all your wishes, this one is for you.', de: 'Danke für all eure Wünsche, das hier ist für euch.', nl: 'Bedankt voor al jullie wensen, deze is voor jullie.', es: 'Gracias por todos vuestros deseos, este es para vosotros.' },
  { en: 'Lots of colour, good music and a smile.', de: 'Viel Farbe, gute Musik und ein Lächeln.', nl: 'Veel kleur, goede muziek en een glimlach.', es: 'Mucho color, buena música y una sonrisa.' },
  { en: 'A small glimpse into my everyday life.', de: 'Ein kleiner Einblick in meinen Alltag.', nl: 'Een kleine blik op mijn dagelijks leven.', es: 'Un pequeño vistazo a mi día a día.' },
  { en: 'We tried something new and had a lot of fun.', de: 'Wir haben etwas Neues ausprobiert und viel Spaß gehabt.', nl: 'We probeerden iets nieuws en hadden veel plezier.', es: 'Probamos algo nuevo y nos divertimos mucho.' },
  { en: 'Shot in one take, just as it happened.', de: 'In einem Durchgang gedreht, genau so, wie es passiert ist.', nl: 'In één keer opgenomen, precies zoals het gebeurde.', es: 'Grabado en una sola toma, tal como pasó.' },
  { en: 'Enjoy the view and let me know what you think.', de: 'Genieß die Aussicht und sag mir, wie es dir gefällt.', nl: 'Geniet van het uitzicht en laat me weten wat je ervan vindt.', es: 'Disfruta de las vistas y dime qué te parece.' },
  { en: 'My favourite outfit of the season.', de: 'Mein Lieblingsoutfit der Saison.', nl: 'Mijn favoriete outfit van het seizoen.', es: 'Mi conjunto favorito de la temporada.' },
  { en: 'A calm start into the weekend.', de: 'Ein ruhiger Start ins Wochenende.', nl: 'Een rustig begin van het weekend.', es: 'Un comienzo tranquilo del fin de semana.' },
];

export function albumDescription(random: Random): Localized {
  return joinLocalized(random.sample(DESCRIPTION_SENTENCES, random.int(1, 3)), ' ');
}
