// Colour palettes of the abstract generated images (server/rest/images.ts). Seeded rows keep
// the palette index and its first colour (actors.preview_color) so a client can paint a
// placeholder of the right tone before the image arrives.
import { hashString } from './random.ts';

const PALETTES: readonly (readonly [string, string, string, string])[] = [
  ['#ff7e5f', '#feb47b', '#ffd3a5', '#6a3093'],
  ['#43cea2', '#185a9d', '#a8e6cf', '#0b3d5c'],
  ['#c471f5', '#fa71cd', '#fbc2eb', '#3a1c71'],
  ['#f7971e', '#ffd200', '#fff1a8', '#8e2de2'],
  ['#00c6ff', '#0072ff', '#a1e3ff', '#10245c'],
  ['#ee0979', '#ff6a00', '#ffc3a0', '#3d0c2b'],
  ['#56ab2f', '#a8e063', '#e0f5b9', '#1e3d12'],
  ['#614385', '#516395', '#b8c6ff', '#1b1340'],
  ['#e96443', '#904e95', '#f6c1b0', '#2b1433'],
  ['#1d976c', '#93f9b9', '#d8ffe6', '#0f3b2c'],
  ['#ff5f6d', '#ffc371', '#ffe4c4', '#4a1020'],
  ['#2193b0', '#6dd5ed', '#d6f5ff', '#0a2f3d'],
];

/** Image kinds; each has its own id space. */
export type ImageKind = 'actor' | 'album' | 'picture' | 'gift' | 'blog' | 'tv' | 'feed' | 'message';

/** The seed of one image: the same kind and id always give the same picture. */
export function imageSeed(kind: ImageKind, id: number): number {
  return hashString(`${kind}:${id}`);
}

export function paletteIndexFor(kind: ImageKind, id: number): number {
  return imageSeed(kind, id) % PALETTES.length;
}

export function paletteFor(kind: ImageKind, id: number): readonly [string, string, string, string] {
  return PALETTES[paletteIndexFor(kind, id)] ?? PALETTES[0]!;
}
