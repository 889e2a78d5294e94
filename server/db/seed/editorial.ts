// The blog (posts in every category, several per calendar year over three years) and TV
// (series, episodes, a livestream program around `now`).
import { BLOG_CATEGORY } from '../../../src/contract/enums.ts';
import type { NewRow } from '../schema.ts';
import { TRAVEL_PLACES } from './albumTexts.ts';
import { compose, type Localized, translationRows } from './localized.ts';
import { slugify } from './names.ts';
import type { Random } from './random.ts';
import { randomFor } from './random.ts';
import { paragraph, paragraphs } from './texts.ts';
import { DAY, HOUR, MINUTE } from './time.ts';

// biome-ignore format: data table, one row per line
const BLOG_CATEGORIES: readonly NewRow<'blogCategories'>[] = [
  { id: BLOG_CATEGORY.general, slug: 'general', nameDe: 'Allgemein', nameEn: 'General', nameNl: 'Algemeen', nameEs: 'General' },
  { id: BLOG_CATEGORY.event, slug: 'events', nameDe: 'Events', nameEn: 'Events', nameNl: 'Evenementen', nameEs: 'Eventos' },
  { id: BLOG_CATEGORY.live, slug: 'live', nameDe: 'Live', nameEn: 'Live', nameNl: 'Live', nameEs: 'En directo' },
  { id: BLOG_CATEGORY.premiumTv, slug: 'premium-tv', nameDe: 'Premium-TV', nameEn: 'Premium TV', nameNl: 'Premium tv', nameEs: 'TV prémium' },
  { id: BLOG_CATEGORY.freeTv, slug: 'free-tv', nameDe: 'Free-TV', nameEn: 'Free TV', nameNl: 'Gratis tv', nameEs: 'TV gratuita' },
  { id: BLOG_CATEGORY.actions, slug: 'actions', nameDe: 'Aktionen', nameEn: 'Promotions', nameNl: 'Acties', nameEs: 'Promociones' },
  { id: BLOG_CATEGORY.production, slug: 'production', nameDe: 'Produktion', nameEn: 'Production', nameNl: 'Productie', nameEs: 'Producción' },
  { id: BLOG_CATEGORY.news, slug: 'news', nameDe: 'News', nameEn: 'News', nameNl: 'Nieuws', nameEs: 'Noticias' },
  { id: BLOG_CATEGORY.interviews, slug: 'interviews', nameDe: 'Interviews', nameEn: 'Interviews', nameNl: 'Interviews', nameEs: 'Entrevistas' },
  { id: BLOG_CATEGORY.featured, slug: 'featured', nameDe: 'Empfohlen', nameEn: 'Featured', nameNl: 'Uitgelicht', nameEs: 'Destacado' },
];

// Series titles are names and stay as they are; what they are about is read in every language.
// biome-ignore format: data table, one row per line
const TV_SERIES = [
  { key: 'studio-sessions', title: 'Studio Sessions', isPremium: 1, description: { en: 'Performers talk about music, art and what inspires them.', de: 'Darstellerinnen erzählen von Musik, Kunst und dem, was sie inspiriert.', nl: 'Artiesten praten over muziek, kunst en wat hen inspireert.', es: 'Las artistas hablan de música, arte y de lo que las inspira.' } },
  { key: 'city-walks', title: 'City Walks', isPremium: 0, description: { en: 'A stroll through a new city in every episode.', de: 'In jeder Folge ein Bummel durch eine neue Stadt.', nl: 'Elke aflevering een wandeling door een nieuwe stad.', es: 'Un paseo por una ciudad nueva en cada episodio.' } },
  { key: 'kitchen-talk', title: 'Kitchen Talk', isPremium: 0, description: { en: 'Cooking, chatting and tasting with guests.', de: 'Kochen, plaudern und probieren mit Gästen.', nl: 'Koken, kletsen en proeven met gasten.', es: 'Cocinar, charlar y probar platos con invitados.' } },
  { key: 'night-radio', title: 'Night Radio', isPremium: 1, description: { en: 'Late-night conversations and music requests.', de: 'Gespräche spät in der Nacht und Musikwünsche.', nl: 'Gesprekken laat in de nacht en verzoeknummers.', es: 'Conversaciones de madrugada y peticiones musicales.' } },
  { key: 'road-trip-diaries', title: 'Road Trip Diaries', isPremium: 1, description: { en: 'Two friends, one van, many detours.', de: 'Zwei Freundinnen, ein Van, viele Umwege.', nl: 'Twee vriendinnen, één busje, veel omwegen.', es: 'Dos amigas, una furgoneta y muchos desvíos.' } },
  { key: 'fitness-friday', title: 'Fitness Friday', isPremium: 0, description: { en: 'Short workouts to start the weekend.', de: 'Kurze Workouts zum Start ins Wochenende.', nl: 'Korte workouts om het weekend te beginnen.', es: 'Entrenamientos cortos para empezar el fin de semana.' } },
  { key: 'backstage', title: 'Backstage', isPremium: 1, description: { en: 'How our productions come together.', de: 'Wie unsere Produktionen entstehen.', nl: 'Hoe onze producties tot stand komen.', es: 'Cómo nacen nuestras producciones.' } },
  { key: 'weekend-magazine', title: 'Weekend Magazine', isPremium: 0, description: { en: 'News, tips and the best moments of the week.', de: 'News, Tipps und die besten Momente der Woche.', nl: 'Nieuws, tips en de mooiste momenten van de week.', es: 'Noticias, consejos y los mejores momentos de la semana.' } },
] as const;

const EPISODE: Localized = { en: 'episode', de: 'Folge', nl: 'aflevering', es: 'episodio' };

const PREMIUM_SERIES = TV_SERIES.filter((series) => series.isPremium === 1);
const FREE_SERIES = TV_SERIES.filter((series) => series.isPremium === 0);

type BlogCategoryId = (typeof BLOG_CATEGORY)[keyof typeof BLOG_CATEGORY];

const L = (en: string, de: string, nl: string, es: string): Localized => ({ en, de, nl, es });

/** A post's title in the four languages; the draws are those the English title always made. */
function blogTitle(random: Random, categoryId: BlogCategoryId, actorName: string, year: number): Localized {
  const a = actorName;
  // biome-ignore format: data table, one title per line in the four languages
  switch (categoryId) {
    case BLOG_CATEGORY.general: return random.pick([
      L(`A look back at ${year}`, `Rückblick auf ${year}`, `Terugblik op ${year}`, `Un repaso a ${year}`),
      L('How to find your favourite performers', 'So findest du deine Lieblingsdarstellerinnen', 'Zo vind je je favoriete artiesten', 'Cómo encontrar a tus artistas favoritas'),
      L('Tips for your first chat', 'Tipps für deinen ersten Chat', 'Tips voor je eerste chat', 'Consejos para tu primer chat'),
      L('Our community guidelines explained', 'Unsere Community-Regeln erklärt', 'Onze communityregels uitgelegd', 'Nuestras normas de la comunidad, explicadas'),
    ]);
    case BLOG_CATEGORY.event: return random.pick([
      L(`Summer meetup ${year}`, `Sommertreffen ${year}`, `Zomerontmoeting ${year}`, `Encuentro de verano ${year}`),
      L(`Autumn festival ${year}`, `Herbstfest ${year}`, `Herfstfestival ${year}`, `Festival de otoño ${year}`),
      L('The big spring party', 'Die große Frühlingsparty', 'Het grote lentefeest', 'La gran fiesta de primavera'),
      L('Winter games night', 'Winterlicher Spieleabend', 'Winterspelletjesavond', 'Noche de juegos de invierno'),
    ]);
    case BLOG_CATEGORY.live: return random.pick([
      L(`Live tonight: ${a}`, `Heute Abend live: ${a}`, `Vanavond live: ${a}`, `Esta noche en directo: ${a}`),
      L(`${a} goes live from the studio`, `${a} live aus dem Studio`, `${a} live vanuit de studio`, `${a} en directo desde el estudio`),
      L('Live special: Q&A marathon', 'Live-Special: Fragen-Marathon', 'Livespecial: vragenmarathon', 'Especial en directo: maratón de preguntas'),
    ]);
    case BLOG_CATEGORY.premiumTv: {
      const series = random.pick(PREMIUM_SERIES).title;
      return random.pick([
        L(`New on premium TV: ${series}`, `Neu im Premium-TV: ${series}`, `Nieuw op premium-tv: ${series}`, `Novedad en TV prémium: ${series}`),
        L('Premium TV: the season finale', 'Premium-TV: das Staffelfinale', 'Premium-tv: de seizoensfinale', 'TV prémium: el final de temporada'),
        L('Premium TV highlights of the month', 'Premium-TV: die Höhepunkte des Monats', 'Premium-tv: hoogtepunten van de maand', 'TV prémium: lo mejor del mes'),
      ]);
    }
    case BLOG_CATEGORY.freeTv: {
      const series = random.pick(FREE_SERIES).title;
      return random.pick([
        L(`Free TV: ${series} is back`, `Free-TV: ${series} ist zurück`, `Gratis tv: ${series} is terug`, `TV gratuita: vuelve ${series}`),
        L('Free TV program for the weekend', 'Free-TV-Programm fürs Wochenende', 'Gratis tv-programma voor het weekend', 'Programación de TV gratuita para el fin de semana'),
        L('Free TV: viewers\' choice', 'Free-TV: Wahl der Zuschauer', 'Gratis tv: keuze van de kijkers', 'TV gratuita: elegido por el público'),
      ]);
    }
    case BLOG_CATEGORY.actions: {
      const off = random.pick([20, 30, 40, 50]);
      return random.pick([
        L(`Weekend action: ${off}% off selected videos`, `Wochenendaktion: ${off} % Rabatt auf ausgewählte Videos`, `Weekendactie: ${off}% korting op geselecteerde video's`, `Oferta de fin de semana: ${off} % de descuento en vídeos seleccionados`),
        L('Double bonus on all top-ups', 'Doppelter Bonus auf alle Aufladungen', 'Dubbele bonus op alle opwaarderingen', 'Bono doble en todas las recargas'),
        L('Free spins for everyone', 'Gratis-Drehungen für alle', 'Gratis draaibeurten voor iedereen', 'Tiradas gratis para todos'),
      ]);
    }
    case BLOG_CATEGORY.production: {
      const place = random.pick(TRAVEL_PLACES);
      return random.pick([
        L(`Behind the scenes in ${place.en}`, `Hinter den Kulissen: ${place.de}`, `Achter de schermen: ${place.nl}`, `Entre bastidores: ${place.es}`),
        L('A day on set', 'Ein Tag am Set', 'Een dag op de set', 'Un día en el plató'),
        L('How we light a studio', 'So leuchten wir ein Studio aus', 'Zo verlichten we een studio', 'Así iluminamos un estudio'),
      ]);
    }
    case BLOG_CATEGORY.news: return random.pick([
      L('Platform news: a faster messenger', 'Neues von uns: ein schnellerer Messenger', 'Platformnieuws: een snellere messenger', 'Novedades: un mensajero más rápido'),
      L('Platform news: new languages', 'Neues von uns: neue Sprachen', 'Platformnieuws: nieuwe talen', 'Novedades: nuevos idiomas'),
      L('Platform news: the new video player', 'Neues von uns: der neue Videoplayer', 'Platformnieuws: de nieuwe videospeler', 'Novedades: el nuevo reproductor de vídeo'),
      L('Platform news: notifications', 'Neues von uns: Benachrichtigungen', 'Platformnieuws: meldingen', 'Novedades: notificaciones'),
    ]);
    case BLOG_CATEGORY.interviews: return random.pick([
      L(`Five questions for ${a}`, `Fünf Fragen an ${a}`, `Vijf vragen voor ${a}`, `Cinco preguntas para ${a}`),
      L(`Meet ${a}`, `Lerne ${a} kennen`, `Maak kennis met ${a}`, `Conoce a ${a}`),
      L(`${a} on travel and music`, `${a} über Reisen und Musik`, `${a} over reizen en muziek`, `${a} habla de viajes y música`),
    ]);
    case BLOG_CATEGORY.featured: return random.pick([
      L(`Featured: ${a}'s travel diary`, `Empfohlen: das Reisetagebuch von ${a}`, `Uitgelicht: het reisdagboek van ${a}`, `Destacado: el diario de viaje de ${a}`),
      L(`Featured: the year with ${a}`, `Empfohlen: das Jahr mit ${a}`, `Uitgelicht: het jaar met ${a}`, `Destacado: el año con ${a}`),
      L('Featured: our favourite clips', 'Empfohlen: unsere Lieblingsclips', 'Uitgelicht: onze favoriete clips', 'Destacado: nuestros clips favoritos'),
    ]);
    default: return L('News from the platform', 'Neues von der Plattform', 'Nieuws van het platform', 'Noticias de la plataforma');
  }
}

export interface EditorialSeed {
  blogCategories: NewRow<'blogCategories'>[];
  blogPosts: NewRow<'blogPosts'>[];
  blogPostActors: NewRow<'blogPostActors'>[];
  tvSeries: NewRow<'tvSeries'>[];
  tvEpisodes: NewRow<'tvEpisodes'>[];
  tvProgram: NewRow<'tvProgram'>[];
  /** TV texts in German, Dutch and Spanish. */
  translations: NewRow<'contentTranslations'>[];
}

interface ActorRef {
  id: number;
  name: string;
}

export function generateEditorial(now: number, actors: readonly ActorRef[]): EditorialSeed {
  const seed: EditorialSeed = {
    blogCategories: [...BLOG_CATEGORIES],
    blogPosts: [],
    blogPostActors: [],
    tvSeries: [],
    tvEpisodes: [],
    tvProgram: [],
    translations: [],
  };
  generateBlog(now, actors, seed);
  generateTv(now, seed);
  return seed;
}

function generateBlog(now: number, actors: readonly ActorRef[], seed: EditorialSeed): void {
  const random = randomFor('blog');
  // Its own stream, so the HTML added later does not reshuffle the posts themselves.
  const htmlRandom = randomFor('blogHtml');
  const currentYear = new Date(now).getUTCFullYear();
  const drafts: { categoryId: BlogCategoryId; publishedAt: number; year: number; order: number }[] = [];
  for (const category of Object.values(BLOG_CATEGORY)) {
    // Three calendar years, so the blog archive by year has posts in each of them.
    for (const year of [currentYear - 2, currentYear - 1, currentYear]) {
      const start = Date.UTC(year, 0, 1);
      const end = Math.max(start, Math.min(Date.UTC(year + 1, 0, 1) - 1, now - HOUR));
      for (let i = random.int(3, 6); i > 0; i--) {
        drafts.push({ categoryId: category, publishedAt: random.int(start, end), year, order: drafts.length });
      }
    }
  }
  drafts.sort((a, b) => a.publishedAt - b.publishedAt || a.order - b.order);
  drafts.forEach((draft, index) => {
    const id = index + 1;
    const related = random.sample(actors, random.int(0, 3));
    const title = blogTitle(random, draft.categoryId, related[0]?.name ?? random.pick(actors).name, draft.year);
    const body = paragraphs(random, random.int(3, 5));
    const teaser = paragraph(random);
    const html = blogHtml(htmlRandom, id, title, body);
    seed.blogPosts.push({
      id,
      categoryId: draft.categoryId,
      // The address stays the English one in every language.
      slug: `${slugify(title.en)}-${id}`,
      title: title.en,
      teaser: teaser.en,
      body: body.en,
      html: html.en,
      publishedAt: draft.publishedAt,
    });
    seed.translations.push(...translationRows('blogPost', id, { title, teaser, html }));
    for (const actor of related) seed.blogPostActors.push({ blogPostId: id, actorId: actor.id });
  });
}

const BLOG_HEADINGS: readonly Localized[] = [
  { en: 'What happened', de: 'Was passiert ist', nl: 'Wat er gebeurde', es: 'Qué pasó' },
  { en: 'Behind the scenes', de: 'Hinter den Kulissen', nl: 'Achter de schermen', es: 'Entre bastidores' },
  { en: 'What comes next', de: 'Wie es weitergeht', nl: 'Wat er komt', es: 'Lo que viene' },
  { en: 'In short', de: 'Kurz gesagt', nl: 'In het kort', es: 'En resumen' },
  { en: 'A closer look', de: 'Genauer hingeschaut', nl: 'Van dichterbij', es: 'Una mirada más de cerca' },
  { en: 'Good to know', de: 'Gut zu wissen', nl: 'Goed om te weten', es: 'Conviene saber' },
];

/**
 * A post page's HTML in the four languages: the plain-text paragraphs with two subheadings and
 * one or two abstract images (/img/blog/...), as an editor would write it. The server sanitizes
 * it on the way out.
 */
function blogHtml(random: Random, id: number, title: Localized, body: Localized): Localized {
  const headings = random.sample(BLOG_HEADINGS, 2);
  const closing = paragraph(random);
  const secondFigure = random.chance(0.5);
  return compose((language) => {
    const parts = body[language].split('\n\n').map((text) => `<p>${escapeText(text)}</p>`);
    parts.splice(1, 0, `<h2>${headings[0]![language]}</h2>`);
    parts.splice(1, 0, figure(id, 'w640', title[language]));
    parts.push(`<h3>${headings[1]![language]}</h3>`, `<p>${escapeText(closing[language])}</p>`);
    if (secondFigure) parts.push(figure(id, 'w960', title[language]));
    return parts.join('\n');
  });
}

function figure(id: number, width: 'w640' | 'w960', title: string): string {
  const pixels = Number(width.slice(1));
  return `<figure><img src="/img/blog/${id}/${width}.svg" alt="${escapeText(title)}" width="${pixels}" height="${Math.round((pixels * 9) / 16)}"><figcaption>${escapeText(title)}</figcaption></figure>`;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function generateTv(now: number, seed: EditorialSeed): void {
  const random = randomFor('tv');
  type Episode = NewRow<'tvEpisodes'> & { texts: { title: Localized; description: Localized } };
  const episodesBySeries = new Map<number, Episode[]>();
  TV_SERIES.forEach((series, index) => {
    const seriesId = index + 1;
    seed.tvSeries.push({ id: seriesId, position: index, ...series, description: series.description.en });
    seed.translations.push(...translationRows('tvSeries', seriesId, { description: series.description }));
    const episodes: Episode[] = [];
    const count = random.int(6, 18);
    for (let number = 1; number <= count; number++) {
      const texts = { title: compose((language) => `${series.title}, ${EPISODE[language]} ${number}`), description: paragraph(random) };
      episodes.push({
        id: 0,
        seriesId,
        texts,
        title: texts.title.en,
        description: texts.description.en,
        duration: random.pick([15, 20, 25, 30, 45, 60]) * 60,
        // Episodes spread over two years, oldest first.
        publishedAt: now - Math.round(((count - number + 1) / count) * 720 * DAY) + random.int(0, 5 * DAY),
      });
    }
    episodesBySeries.set(seriesId, episodes);
  });
  const allEpisodes = [...episodesBySeries.values()].flat().sort((a, b) => a.publishedAt - b.publishedAt || a.seriesId - b.seriesId);
  allEpisodes.forEach((episode, index) => {
    episode.id = index + 1;
    episode.publishedAt = Math.min(episode.publishedAt, now - HOUR);
  });
  seed.tvEpisodes = allEpisodes.map(({ texts, ...episode }) => {
    seed.translations.push(...translationRows('tvEpisode', episode.id!, texts));
    return episode;
  });

  // The livestream program: a day back and a week ahead, per channel, slot after slot.
  for (const channel of ['free', 'premium'] as const) {
    const pool = allEpisodes.filter((episode) => {
      const series = seed.tvSeries.find((s) => s.id === episode.seriesId);
      return (series?.isPremium === 1) === (channel === 'premium');
    });
    let startsAt = Math.floor(now / HOUR) * HOUR - DAY;
    const until = now + 7 * DAY;
    while (startsAt < until) {
      const episode = random.pick(pool);
      const slotMinutes = Math.max(30, Math.ceil(episode.duration / 60 / 15) * 15);
      const id = seed.tvProgram.length + 1;
      seed.translations.push(...translationRows('tvProgram', id, { title: episode.texts.title }));
      seed.tvProgram.push({
        id,
        channel,
        episodeId: episode.id ?? null,
        title: episode.title,
        startsAt,
        endsAt: startsAt + slotMinutes * MINUTE,
      });
      startsAt += slotMinutes * MINUTE;
    }
  }
}
