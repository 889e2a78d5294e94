// Where the generated demo images are served (/img/:kind/:id/:size.svg, rest/images.ts): the
// URLs the domain puts into actors, albums, blog posts, TV episodes, messages and push
// notifications. Kept here, below the routes that serve them, so the domain never imports a
// route module (docs/decisions.md, one-way layers).
import type { ImageKind } from '../db/seed/palette.ts';

/** Widths a client may ask for (spec part 1 §9: avatar sizes w60 to w1280, games w320/w640/w1280). */
export const IMAGE_WIDTHS = ['w60', 'w120', 'w160', 'w240', 'w320', 'w480', 'w640', 'w960', 'w1280'] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The URL of an image; the API builds preview URLs with it. */
export function imageUrl(kind: ImageKind, id: number, width: ImageWidth = 'w320'): string {
  return `/img/${kind}/${id}/${width}.svg`;
}
