// Generated SEO texts of an actor (seo/getActorSeoContent, the served HTML of actor pages):
// title, description and a short text per language, for the profile or one tag group of
// videos. Pure: built from the actor row only, so the shell can cache it cheaply.
import type { SeoContent } from '../../src/contract/entities/actor.ts';
import type { Language } from '../../src/contract/enums.ts';
import type { Actor as ActorRow } from '../db/schema.ts';

interface Words {
  profile: (name: string, age: number) => string;
  tagTitle: (name: string, tagGroup: string) => string;
  description: (name: string, age: number, city: string) => string;
  tagDescription: (name: string, tagGroup: string) => string;
}

const WORDS: Record<Language, Words> = {
  en: {
    profile: (name, age) => `${name} (${age}) live on cam: profile, videos and pictures`,
    tagTitle: (name, tag) => `${name}: ${tag} videos`,
    description: (name, age, city) =>
      `Chat live with ${name}, ${age}${city ? ` from ${city}` : ''}. Watch her videos, browse her pictures and pin her as a favourite.`,
    tagDescription: (name, tag) => `All ${tag} videos of ${name}: watch the previews and chat with ${name} live.`,
  },
  de: {
    profile: (name, age) => `${name} (${age}) live vor der Cam: Profil, Videos und Bilder`,
    tagTitle: (name, tag) => `${name}: ${tag} Videos`,
    description: (name, age, city) =>
      `Chatte live mit ${name}, ${age}${city ? ` aus ${city}` : ''}. Sieh ihre Videos, blättere durch ihre Bilder und merke sie dir als Favoritin.`,
    tagDescription: (name, tag) => `Alle ${tag} Videos von ${name}: Vorschauen ansehen und live mit ${name} chatten.`,
  },
  nl: {
    profile: (name, age) => `${name} (${age}) live op cam: profiel, video's en foto's`,
    tagTitle: (name, tag) => `${name}: ${tag} video's`,
    description: (name, age, city) =>
      `Chat live met ${name}, ${age}${city ? ` uit ${city}` : ''}. Bekijk haar video's en foto's en bewaar haar als favoriet.`,
    tagDescription: (name, tag) => `Alle ${tag} video's van ${name}: bekijk de previews en chat live met ${name}.`,
  },
  es: {
    profile: (name, age) => `${name} (${age}) en directo por webcam: perfil, vídeos y fotos`,
    tagTitle: (name, tag) => `${name}: vídeos de ${tag}`,
    description: (name, age, city) =>
      `Chatea en directo con ${name}, ${age}${city ? ` de ${city}` : ''}. Mira sus vídeos, sus fotos y guárdala como favorita.`,
    tagDescription: (name, tag) => `Todos los vídeos de ${tag} de ${name}: mira los avances y chatea en directo con ${name}.`,
  },
};

/** Search engines cut descriptions near 160 characters. */
const DESCRIPTION_MAX = 160;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The profile's texts (tagGroup null) or those of one tag group of the actor's videos. */
export function seoContentOf(
  actor: Pick<ActorRow, 'name' | 'age' | 'city' | 'about'>,
  tagGroup: string | null,
  language: Language,
): SeoContent {
  const words = WORDS[language];
  const title = tagGroup ? words.tagTitle(actor.name, tagGroup) : words.profile(actor.name, actor.age);
  const description = clip(
    tagGroup ? words.tagDescription(actor.name, tagGroup) : words.description(actor.name, actor.age, actor.city),
    DESCRIPTION_MAX,
  );
  const text = actor.about ? `${description} ${actor.about}` : description;
  return { title, description, text };
}
