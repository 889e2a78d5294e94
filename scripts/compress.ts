// After the client build: a brotli and a gzip copy beside every text asset of dist/, so the
// server sends compressed files without compressing on each request (@fastify/static's
// preCompressed picks the one the browser accepts). Small files stay as they are: the headers
// would cost more than the bytes saved.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
export const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export function compressFolder(dir: string): { files: number; before: number; after: number } {
  let count = 0;
  let before = 0;
  let after = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
    before += body.length;
    after += brotli.length;
  }
  return { files: count, before, after };
}

if (import.meta.main) {
  // the app (dist) and the checkout frame (dist-checkout, served by server/checkout/frameFiles.ts)
  for (const folder of ['dist', 'dist-checkout']) {
    const result = compressFolder(path.join(root, folder));
    console.log(
      `${folder}: compressed ${result.files} files: ${(result.before / 1024).toFixed(0)} KB -> ${(result.after / 1024).toFixed(0)} KB brotli`,
    );
  }
}
