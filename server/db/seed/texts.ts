// Neutral text building blocks for the demo content: titles, descriptions, comments,
// interview answers. Everything here is deliberately everyday and non-explicit (ARCHITECTURE.md
// "Demo content").
import type { Random } from './random.ts';

export const CITIES = [
  { country: 'DE', city: 'Berlin', zip: '10115', lat: 52.52, lng: 13.405 },
  { country: 'DE', city: 'Hamburg', zip: '20095', lat: 53.551, lng: 9.993 },
  { country: 'DE', city: 'Munich', zip: '80331', lat: 48.137, lng: 11.575 },
  { country: 'DE', city: 'Cologne', zip: '50667', lat: 50.937, lng: 6.96 },
  { country: 'DE', city: 'Leipzig', zip: '04109', lat: 51.339, lng: 12.373 },
  { country: 'DE', city: 'Dresden', zip: '01067', lat: 51.05, lng: 13.737 },
  { country: 'DE', city: 'Frankfurt', zip: '60311', lat: 50.11, lng: 8.682 },
  { country: 'DE', city: 'Stuttgart', zip: '70173', lat: 48.775, lng: 9.182 },
  { country: 'DE', city: 'Hanover', zip: '30159', lat: 52.375, lng: 9.732 },
  { country: 'AT', city: 'Vienna', zip: '1010', lat: 48.208, lng: 16.373 },
  { country: 'AT', city: 'Graz', zip: '8010', lat: 47.07, lng: 15.439 },
  { country: 'CH', city: 'Zurich', zip: '8001', lat: 47.376, lng: 8.541 },
  { country: 'CH', city: 'Basel', zip: '4051', lat: 47.559, lng: 7.588 },
  { country: 'NL', city: 'Amsterdam', zip: '1012', lat: 52.367, lng: 4.904 },
  { country: 'NL', city: 'Utrecht', zip: '3511', lat: 52.09, lng: 5.121 },
  { country: 'ES', city: 'Madrid', zip: '28013', lat: 40.417, lng: -3.704 },
  { country: 'ES', city: 'Valencia', zip: '46002', lat: 39.47, lng: -0.376 },
  { country: 'BE', city: 'Antwerp', zip: '2000', lat: 51.219, lng: 4.402 },
  { country: 'PL', city: 'Wroclaw', zip: '50-001', lat: 51.108, lng: 17.038 },
  { country: 'CZ', city: 'Prague', zip: '110 00', lat: 50.075, lng: 14.437 },
] as const;

export const LANGUAGE_OF_COUNTRY: Record<string, string> = {
  DE: 'de', AT: 'de', CH: 'de', NL: 'nl', BE: 'nl', ES: 'es', PL: 'pl', CZ: 'cs',
};

const ABOUT_SENTENCES = [
  'I love long walks by the river and a good cup of coffee afterwards.',
  'Music is my daily companion, from jazz to synth pop.',
  'I am a curious person and always happy to learn something new.',
  'Weekends are for hiking, cooking with friends and board games.',
  'I studied design and still sketch whenever I find a quiet moment.',
  'Travelling is my passion; my next trip is already planned.',
  'I enjoy relaxed conversations and a good laugh.',
  'Yoga in the morning keeps me balanced for the rest of the day.',
  'My favourite season is autumn, with its colours and cosy evenings.',
  'I speak my mind and appreciate honesty.',
  'Cats, plants and a tidy desk make me happy.',
  'I am a night owl and often online late in the evening.',
  'Dancing is how I unwind after a long day.',
  'I collect vinyl records and old postcards.',
];

export function aboutText(random: Random): string {
  return random.sample(ABOUT_SENTENCES, random.int(2, 4)).join(' ');
}

const TITLE_ADJECTIVES = [
  'Sunny', 'Quiet', 'Lazy', 'Golden', 'Rainy', 'Cosy', 'Early', 'Late', 'Bright', 'Calm',
  'Colourful', 'Windy', 'Slow', 'Happy', 'Misty', 'Summer', 'Winter', 'Spring', 'Autumn',
];
const TITLE_NOUNS = [
  'afternoon', 'morning', 'evening', 'weekend', 'walk', 'picnic', 'road trip', 'breakfast',
  'workout', 'dance session', 'studio day', 'city tour', 'beach day', 'garden visit', 'bike ride',
];
const TITLE_PATTERNS = [
  'Sunset on the balcony', 'Morning yoga routine', 'Coffee and conversation', 'Behind the scenes',
  'A day at the lake', 'Kitchen experiments', 'Rooftop views', 'Dance practice',
  'Cosy reading corner', 'Stretching session', 'Painting the living room', 'Garden party',
  'Sunday brunch', 'Evening stroll', 'Studio portraits', 'Flower market finds',
];
export const TRAVEL_PLACES = [
  'Lisbon', 'Vienna', 'Amsterdam', 'Barcelona', 'Prague', 'Copenhagen', 'Rome', 'Seville',
  'Hamburg', 'Lake Garda', 'the Alps', 'the Baltic coast', 'Porto', 'Budapest',
];

export function albumTitle(random: Random): string {
  const kind = random.int(0, 9);
  if (kind < 4) return random.pick(TITLE_PATTERNS);
  if (kind < 6) return `Travel diary: ${random.pick(TRAVEL_PLACES)}`;
  if (kind < 7) return `${random.pick(TITLE_PATTERNS)} (part ${random.int(2, 4)})`;
  return `${random.pick(TITLE_ADJECTIVES)} ${random.pick(TITLE_NOUNS)}`;
}

const DESCRIPTION_SENTENCES = [
  'A relaxed moment captured on a beautiful day.',
  'Filmed in natural light with a little help from a friend.',
  'Thank you for all your wishes, this one is for you.',
  'Lots of colour, good music and a smile.',
  'A small glimpse into my everyday life.',
  'We tried something new and had a lot of fun.',
  'Shot in one take, just as it happened.',
  'Enjoy the view and let me know what you think.',
  'My favourite outfit of the season.',
  'A calm start into the weekend.',
];

export function albumDescription(random: Random): string {
  return random.sample(DESCRIPTION_SENTENCES, random.int(1, 3)).join(' ');
}

/** Tag groups of /videos/tag/{tagGroup}; 'asmr' feeds the global search's asmr section. */
export const TAG_GROUPS = [
  'lifestyle', 'travel', 'fitness', 'cooking', 'asmr', 'outdoor', 'music', 'dance', 'fashion',
  'behind the scenes', 'art', 'home',
] as const;

const COMMENTS = [
  'Lovely colours!', 'Great atmosphere.', 'Thanks for sharing.', 'The view is amazing.',
  'Looking forward to the next one.', 'What a nice idea.', 'This made my day.',
  'Beautiful light in this one.', 'So relaxing to watch.', 'Where was this taken?',
  'Really well done.', 'Love the music choice.', 'Such good vibes.', 'Very creative!',
];

export function commentText(random: Random): string {
  return random.pick(COMMENTS);
}

export const INTERVIEW_QUESTIONS = [
  { question: 'How would you describe yourself in three words?', answers: ['Curious, cheerful, honest.', 'Calm, creative, loyal.', 'Spontaneous, warm, funny.'] },
  { question: 'What do you do on a perfect Sunday?', answers: ['Sleep in, then brunch with friends.', 'A long walk and a good book.', 'Cooking something new and watching films.'] },
  { question: 'Which place would you like to travel to next?', answers: ['Japan, for the food and the gardens.', 'Iceland, I want to see the northern lights.', 'A road trip through Portugal.'] },
  { question: 'What music is playing in your room right now?', answers: ['Mostly indie pop.', 'Old soul records.', 'Whatever my playlist shuffles to.'] },
  { question: 'What makes a chat great for you?', answers: ['Humour and good manners.', 'When we both forget the time.', 'Genuine curiosity.'] },
  { question: 'Your favourite food?', answers: ['Homemade pasta.', 'Anything with avocado.', 'My grandmother\'s apple cake.'] },
  { question: 'What is your hidden talent?', answers: ['I can juggle.', 'I draw portraits in minutes.', 'I know every word of old musicals.'] },
] as const;

export const CHAT_SHOW_TITLES = [
  'Q&A evening', 'Cooking along', 'Dance workshop', 'Travel stories', 'Guitar session',
  'Games night', 'Morning stretch together', 'Movie quiz', 'Karaoke hour', 'Art class',
] as const;

export const HEAT_MAP_MEMOS = [
  'Usually online in the evenings.', 'Mostly online around lunchtime.',
  'Online late at night on weekends.', 'Early bird: mornings are best.',
  'Online most afternoons.', 'Irregular times; pin me to get notified.',
] as const;

const FEED_TEXTS = [
  'New week, new plans. What are you up to?', 'Just back from a long walk, feeling great.',
  'Thank you for 1,000 followers!', 'Trying a new recipe tonight, wish me luck.',
  'Which colour should I pick for the new studio wall?', 'Rainy day, perfect for a movie.',
  'Had so much fun in yesterday\'s show.', 'A little preview of what is coming next week.',
  'Good morning from the balcony!', 'Who else loves autumn?',
] as const;

export function feedText(random: Random): string {
  return random.pick(FEED_TEXTS);
}

const PARAGRAPH_SENTENCES = [
  'We are happy to share some news with you today.',
  'Many of you asked for it, and now it is here.',
  'The team worked for weeks to make this possible.',
  'As always, we look forward to your feedback.',
  'The schedule is online now, and everyone is welcome to join.',
  'Our performers prepared something special for the occasion.',
  'Take a look behind the scenes and meet the people who make it happen.',
  'The highlights are collected in the gallery below.',
  'Tickets and details are available on the event page.',
  'Thank you for being part of our community.',
  'We visited the studio and asked a few questions.',
  'There is plenty to discover, from new series to live events.',
];

export function paragraph(random: Random): string {
  return random.sample(PARAGRAPH_SENTENCES, random.int(3, 5)).join(' ');
}

export function paragraphs(random: Random, count: number): string {
  return Array.from({ length: count }, () => paragraph(random)).join('\n\n');
}
