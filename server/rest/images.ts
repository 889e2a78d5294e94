// Abstract generated images for the demo content (ARCHITECTURE.md "Demo content"): every actor
// preview, album cover, picture, gift, blog, TV and feed image is an SVG of gradients and
// geometric shapes derived from its kind and id only, so the same URL always gives the same
// bytes and can be cached forever. Nothing figurative is ever drawn.
//
// Which id each kind takes: actor = actors.id (preview), album = albums.id (cover), picture =
// pictures.id (photos, video stills, sedcard pictures), gift = gifts.id, blog = blog_posts.id,
// tv = tv_episodes.id (series use their own tv_series.id), feed = feed_posts.id (clip poster)
// or feed_photos.id (photo). Where two tables share a kind, equal ids share their art; the
// image carries no meaning, so that is harmless.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswer } from '../../src/contract/errors.ts';
import type { ImageKind } from '../db/seed/palette.ts';
import { imageSeed, paletteFor } from '../db/seed/palette.ts';
import { createRandom } from '../db/seed/random.ts';
import { IMAGE_WIDTHS, type ImageWidth } from '../domain/imageUrls.ts';
import { matching, oneOf, openObject } from '../schemas/json.ts';

export const IMAGE_KINDS = ['actor', 'album', 'picture', 'gift', 'blog', 'tv', 'feed', 'message'] as const satisfies readonly ImageKind[];

/** Aspect ratio (width : height) per kind: portrait previews, 16:9 covers, square gifts. */
const ASPECT: Record<ImageKind, readonly [number, number]> = {
  actor: [3, 4],
  album: [16, 9],
  picture: [4, 3],
  gift: [1, 1],
  blog: [16, 9],
  tv: [16, 9],
  feed: [4, 5],
  /** Media in messenger messages (their previews). */
  message: [4, 3],
};
/** Gifts without a size in the URL (/img/gift/:id.svg) are icons of this width. */
const GIFT_DEFAULT_WIDTH: ImageWidth = 'w120';
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
const ID_PATTERN = '^[1-9][0-9]{0,9}$';

/** Renders the SVG of one image. Pure: the same arguments always give the same string. */
export function renderImage(kind: ImageKind, id: number, width: ImageWidth): string {
  const random = createRandom(imageSeed(kind, id));
  const [c0, c1, c2, c3] = paletteFor(kind, id);
  const [aw, ah] = ASPECT[kind];
  // Drawn in a small coordinate space (longer side 100 units) and scaled by the viewer, so the
  // file stays small whatever size is asked for.
  const vw = aw >= ah ? 100 : Math.round((100 * aw) / ah);
  const vh = aw >= ah ? Math.round((100 * ah) / aw) : 100;
  const pixelWidth = Number(width.slice(1));
  const pixelHeight = Math.round((pixelWidth * ah) / aw);
  const n = (value: number) => Math.round(value * 10) / 10;
  const angle = random.int(0, 3) * 45;
  const shapes: string[] = [];
  const colors = [c1, c2, c3, c0];
  for (let i = 0, count = random.int(3, 6); i < count; i++) {
    const fill = colors[i % colors.length];
    const opacity = n(0.2 + random.next() * 0.45);
    const x = n(random.next() * vw);
    const y = n(random.next() * vh);
    const size = n((0.15 + random.next() * 0.45) * Math.min(vw, vh));
    switch (random.int(0, 2)) {
      case 0:
        shapes.push(`<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" fill-opacity="${opacity}"/>`);
        break;
      case 1:
        shapes.push(
          `<rect x="${n(x - size / 2)}" y="${n(y - size / 2)}" width="${size}" height="${size}" rx="${n(size / 6)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${random.int(0, 89)} ${x} ${y})"/>`,
        );
        break;
      default:
        shapes.push(
          `<polygon points="${x},${n(y - size)} ${n(x + size)},${n(y + size)} ${n(x - size)},${n(y + size)}" fill="${fill}" fill-opacity="${opacity}"/>`,
        );
    }
  }
  // A few rings: enough structure to tell tiles apart at a glance.
  const ringX = n(vw * (0.3 + random.next() * 0.4));
  const ringY = n(vh * (0.3 + random.next() * 0.4));
  const ringR = n(Math.min(vw, vh) * (0.18 + random.next() * 0.12));
  const rings = [1, 1.6, 2.2]
    .map(
      (k) =>
        `<circle cx="${ringX}" cy="${ringY}" r="${n(ringR * k)}" fill="none" stroke="${c2}" stroke-opacity="${n(0.5 / k)}" stroke-width=".8"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${vw} ${vh}">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c3}"/></linearGradient></defs>` +
    `<rect width="${vw}" height="${vh}" fill="url(#g)"/>${shapes.join('')}${rings}</svg>`
  );
}

const sized = { params: openObject({ kind: oneOf(...IMAGE_KINDS), id: matching(ID_PATTERN), size: oneOf(...IMAGE_WIDTHS) }) };
const gift = { params: openObject({ id: matching(ID_PATTERN) }) };

/**
 * The params as the handler sees them: with attachValidation it also runs for params that failed
 * the schema (to answer its own message), so they are the raw text, not the schema's type.
 */
interface SizedParams {
  kind: string;
  id: string;
  size: string;
}

function badParamsMessage(params: Partial<SizedParams>): string {
  if (params.kind !== undefined && !(IMAGE_KINDS as readonly string[]).includes(params.kind)) {
    return `Unknown image kind "${params.kind}"; expected one of ${IMAGE_KINDS.join(', ')}.`;
  }
  if (params.id === undefined || !new RegExp(ID_PATTERN).test(params.id)) {
    return `Image id must be a positive integer, got "${params.id ?? ''}".`;
  }
  return `Unknown image size "${params.size ?? ''}"; expected one of ${IMAGE_WIDTHS.join(', ')}.`;
}

function sendImage(request: FastifyRequest, reply: FastifyReply, kind: ImageKind, id: number, width: ImageWidth) {
  const etag = `"${kind}-${id}-${width}-v1"`;
  reply.header('Cache-Control', CACHE_FOREVER).header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('X-Content-Type-Options', 'nosniff')
    .type('image/svg+xml; charset=utf-8')
    .send(renderImage(kind, id, width));
}

/** Registers GET /img/:kind/:id/:size.svg and GET /img/gift/:id.svg. */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: SizedParams }>(
    '/img/:kind/:id/:size.svg',
    {
      attachValidation: true,
      schema: sized,
    },
    async (request, reply) => {
      // Our own message rather than the validator's, so a client sees which part is wrong.
      if (request.validationError) {
        return reply.status(400).send(errorAnswer('BAD_REQUEST', badParamsMessage(request.params)));
      }
      const { kind, id, size } = request.params;
      return sendImage(request, reply, kind as ImageKind, Number(id), size as ImageWidth);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/img/gift/:id.svg',
    {
      attachValidation: true,
      schema: gift,
    },
    async (request, reply) => {
      if (request.validationError) {
        return reply.status(400).send(errorAnswer('BAD_REQUEST', badParamsMessage({ kind: 'gift', id: request.params.id })));
      }
      return sendImage(request, reply, 'gift', Number(request.params.id), GIFT_DEFAULT_WIDTH);
    },
  );
}
