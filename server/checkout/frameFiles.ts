// The built checkout frame (Vite, base /frame/, in CHECKOUT_DIR) with the headers that keep it
// safe to embed: only the app's origins may frame it (CSP frame-ancestors), it loads nothing
// from elsewhere, and its address never leaks as a referrer (a reset link carries a code).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

const HASHED_ASSET = /-[A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|svg|png|webp)$/;
const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/**
 * The build's brotli or gzip copy of a file (scripts/compress.ts) that the browser accepts, or
 * null. The frame's script is about 300 KB as built and under 100 KB compressed: on a slow
 * phone network that is a second of the frame's first load (issue 23).
 */
function compressedCopy(file: string, acceptEncoding: string | undefined): { file: string; encoding: 'br' | 'gzip' } | null {
  const accepted = new Set((acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase()));
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (accepted.has(encoding) && existsSync(`${file}${suffix}`)) return { file: `${file}${suffix}`, encoding };
  }
  return null;
}

/** Escapes a value for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The frame's Content-Security-Policy: its own origin only, embeddable by the app's origins. */
function frameContentSecurityPolicy(appOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    // Its stylesheet only: no inline <style> or style attributes (React style props use the CSSOM).
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    `frame-ancestors ${appOrigins.join(' ')}`,
  ].join('; ');
}

/** index.html with the app origins the frame may talk to, in a meta tag before </head>. */
function injectAppOrigins(html: string, appOrigins: readonly string[]): string {
  const meta = `<meta name="checkout-app-origins" content="${escapeAttribute(appOrigins.join(','))}">`;
  return html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : `${meta}${html}`;
}

export async function frameFiles(checkout: FastifyInstance): Promise<void> {
  const root = path.resolve(checkout.config.checkoutDir);
  let indexHtml: string | null = null;
  // Read when first asked for (and until found), so a frame built after the start is served.
  const loadIndex = (): string | null => {
    if (indexHtml === null) {
      const file = path.join(root, 'index.html');
      if (existsSync(file)) indexHtml = injectAppOrigins(readFileSync(file, 'utf8'), checkout.config.appOrigins);
    }
    return indexHtml;
  };

  checkout.addHook('onSend', async (_request, reply) => {
    reply.header('Content-Security-Policy', frameContentSecurityPolicy(checkout.config.appOrigins));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
  });

  const notBuilt = (reply: FastifyReply) =>
    reply
      .status(503)
      .header('Cache-Control', 'no-cache')
      .type('text/plain')
      .send('The checkout frame is not built yet: run `npm run build` (npm start does it for you).');

  const sendIndex = (reply: FastifyReply) => {
    const html = loadIndex();
    if (html === null) return notBuilt(reply);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  checkout.get('/frame', (_request, reply) => reply.redirect('/frame/', 301));
  checkout.get('/frame/', (_request, reply) => sendIndex(reply));
  checkout.get<{ Params: { '*': string } }>('/frame/*', (request, reply) => {
    const relative = request.params['*'];
    if (relative === '' || relative === 'index.html') return sendIndex(reply);
    const file = path.resolve(root, relative);
    // Only files inside the frame's folder, never a path climbing out of it.
    if (!file.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      if (loadIndex() === null) return notBuilt(reply);
      return reply.status(404).type('text/plain').send('Not found');
    }
    const extension = path.extname(file).toLowerCase();
    reply.header('Cache-Control', HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    reply.type(MIME[extension] ?? 'application/octet-stream');
    const compressed = compressedCopy(file, request.headers['accept-encoding']);
    if (compressed) reply.header('Content-Encoding', compressed.encoding);
    if (compressed || existsSync(`${file}.gz`)) reply.header('Vary', 'Accept-Encoding');
    return reply.send(readFileSync(compressed?.file ?? file));
  });
}
