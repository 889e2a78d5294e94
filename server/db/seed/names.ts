// Invented names for the demo content: actor names built from syllables, nicknames for comment
// authors. No real person's name is used on purpose; the syllables are chosen to read well in
// de, en, nl and es.
import type { Random } from './random.ts';

// biome-ignore format: data table, one row per line
const FIRST_SYLLABLES = [
  'A', 'Be', 'Ca', 'Da', 'E', 'Fe', 'Ga', 'Ha', 'I', 'Ja', 'Ka', 'La', 'Ma', 'Na', 'O', 'Pe',
  'Ra', 'Sa', 'Ta', 'U', 'Va', 'Ya', 'Ze', 'Lu', 'Mi', 'Ni', 'Ro', 'Si', 'Ti', 'Vi', 'Jo', 'Ke',
];
// biome-ignore format: data table, one row per line
const MIDDLE_SYLLABLES = [
  'la', 'li', 'lo', 'ma', 'mi', 'na', 'ni', 'no', 'ra', 're', 'ri', 'ro', 'sa', 'se', 'ta', 'te',
  'va', 've', 'ya', 'za', 'lin', 'mar', 'nel', 'ren', 'sol', 'tan', 'vel', 'dor', 'bel', 'kar',
];
// Every last syllable starts with a consonant and every first syllable ends with a vowel, so
// the parts always join as consonant-vowel pairs ("Ka-li-na", never "Ie-o").
// biome-ignore format: data table, one row per line
const LAST_SYLLABLES = [
  'na', 'ra', 'la', 'lie', 'nie', 'ry', 'ny', 'ssa', 'tte', 'ne', 'ya', 'len', 'ren', 'ris',
  'to', 'lon', 'nix', 'rus', 'ley', 'lina', 'dora', 'lette', 'line', 'mia', 'sha', 'zia', 'nja',
  'rin', 'dy', 'vie',
]
/** Optional second word: many performers use a two-part stage name. */
// biome-ignore format: data table, one row per line
const NAME_SUFFIXES = [
  'Sky', 'Sun', 'Moon', 'Star', 'Wave', 'Leaf', 'Rain', 'Dawn', 'Rose', 'Fox', 'Bee', 'Lake',
  'Snow', 'Belle', 'Joy', 'Dream', 'Pearl', 'Breeze',
];

/** One invented stage name, e.g. "Kalina", "MirelaSky", "Tanessa". */
function actorName(random: Random): string {
  const middleCount = random.weighted([
    [0, 3],
    [1, 5],
    [2, 1],
  ] as const);
  let name = random.pick(FIRST_SYLLABLES);
  for (let i = 0; i < middleCount; i++) name += random.pick(MIDDLE_SYLLABLES);
  name += random.pick(LAST_SYLLABLES);
  if (random.chance(0.3)) name += random.pick(NAME_SUFFIXES);
  return name;
}

/** `count` actor names, unique case-insensitively (actors.name_lower is unique). */
export function uniqueActorNames(random: Random, count: number): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  while (names.length < count) {
    const name = actorName(random);
    const key = name.toLowerCase();
    if (name.length < 3 || name.length > 18 || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

// biome-ignore format: data table, one row per line
const NICK_WORDS = [
  'Sunny', 'Traveller', 'Blue', 'Night', 'Otter', 'Falcon', 'River', 'Maple', 'Pixel', 'Comet',
  'Harbor', 'Cedar', 'Jazz', 'Nomad', 'Polar', 'Meadow', 'Orbit', 'Velvet', 'Tiger', 'Echo',
];

/** A guest nickname for comment authors, e.g. "Comet74". */
export function nickname(random: Random): string {
  return `${random.pick(NICK_WORDS)}${random.pick(NICK_WORDS).toLowerCase().slice(0, random.int(0, 3))}${random.int(1, 99)}`;
}

/** A URL slug: lowercase ASCII words joined by dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
