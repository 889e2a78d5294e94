// The web app manifest per language (PWA issue): /manifest/{lang}.webmanifest, with the start
// address, the shortcuts (messenger, favourite cams, videos) and the texts in that language, so
// an app installed from a German page opens on German pages. The app points its
// <link rel="manifest"> at the manifest of the language it shows (src/app/manifestLink.ts).
// The texts live here because a manifest is read by the browser, not by our pages.
// Discreet mode (issue 22, point 4) has a second manifest per language,
// /manifest/{lang}.discreet.webmanifest: a neutral name and icon, no shortcuts, neutral colours,
// so the home screen and the task switcher say nothing about what the app is. Same id: it is
// the same app, named otherwise.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildPath } from '../src/app/routes.ts';
import { LANGUAGES, type Language } from '../src/contract/enums.ts';

const THEME_COLOR = '#1a1020';

interface ManifestTexts {
  description: string;
  messenger: string;
  favoriteCams: string;
  videos: string;
}

const MANIFEST_TEXTS: Record<Language, ManifestTexts> = {
  en: {
    description: 'Live cams, videos and photo albums of independent performers.',
    messenger: 'Messenger',
    favoriteCams: 'Favorite cams',
    videos: 'Videos',
  },
  de: {
    description: 'Live-Cams, Videos und Fotoalben unabhängiger Darstellerinnen und Darsteller.',
    messenger: 'Messenger',
    favoriteCams: 'Lieblings-Cams',
    videos: 'Videos',
  },
  nl: {
    description: "Livecams, video's en fotoalbums van onafhankelijke performers.",
    messenger: 'Messenger',
    favoriteCams: 'Favoriete cams',
    videos: "Video's",
  },
  es: {
    description: 'Cámaras en directo, vídeos y álbumes de fotos de artistas independientes.',
    messenger: 'Mensajes',
    favoriteCams: 'Cams favoritas',
    videos: 'Vídeos',
  },
};

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
];

/** The neutral name of the app in discreet mode: a word that fits its document icon. */
const DISCREET_NAMES: Record<Language, string> = { en: 'Reader', de: 'Leser', nl: 'Lezer', es: 'Lector' };
const DISCREET_COLOR = '#4a5868';

const DISCREET_ICONS = ICONS.filter((icon) => icon.src.startsWith('/icons/')).map((icon) => ({
  ...icon,
  src: icon.src.replace('/icons/', '/icons/neutral-'),
}));

function discreetManifestFor(language: Language) {
  const name = DISCREET_NAMES[language];
  return {
    id: '/',
    name,
    short_name: name,
    lang: language,
    start_url: buildPath('home', {}, language),
    scope: '/',
    display: 'standalone',
    background_color: DISCREET_COLOR,
    theme_color: DISCREET_COLOR,
    icons: DISCREET_ICONS,
  };
}

function manifestFor(language: Language) {
  const texts = MANIFEST_TEXTS[language];
  const shortcut = (name: string, url: string) => ({
    name,
    short_name: name,
    url,
    icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
  });
  return {
    id: '/',
    name: 'Glimmer',
    short_name: 'Glimmer',
    description: texts.description,
    lang: language,
    start_url: buildPath('home', {}, language),
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: ICONS,
    shortcuts: [
      shortcut(texts.messenger, buildPath('messenger', {}, language)),
      shortcut(texts.favoriteCams, buildPath('myFavoriteCams', {}, language)),
      shortcut(texts.videos, buildPath('videos', {}, language)),
    ],
  };
}

export async function manifestRoutes(app: FastifyInstance): Promise<void> {
  const files = new Map(
    LANGUAGES.flatMap((language) => [
      [`${language}.webmanifest`, JSON.stringify(manifestFor(language))],
      [`${language}.discreet.webmanifest`, JSON.stringify(discreetManifestFor(language))],
    ]),
  );
  const tags = new Map([...files].map(([file, body]) => [file, `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`]));
  app.get<{ Params: { file: string } }>('/manifest/:file', async (request, reply) => {
    const body = files.get(request.params.file);
    if (body === undefined)
      return reply
        .status(404)
        .type('application/json')
        .send({ success: false, error: { code: 'NOT_FOUND', message: 'No such manifest.' } });
    // Like the shell and sw.js: asked again each time, so a deploy's new name, icons or
    // shortcuts reach installed apps at once (the ETag's 304 keeps it cheap).
    const tag = tags.get(request.params.file)!;
    reply.header('Cache-Control', 'no-cache').header('ETag', tag);
    if (request.headers['if-none-match'] === tag) return reply.status(304).send();
    return reply.type('application/manifest+json').send(body);
  });
}
