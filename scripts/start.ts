import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start`: builds the client and the checkout frame when their sources changed since the
 * last build (a fingerprint of every input file's path, size and mtime is kept in
 * dist/.build-stamp), then starts the server.
 */
const root = path.resolve(import.meta.dirname, '..');
const clientInputs = [
  'src',
  'sw',
  'public',
  'locales',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
  'server/checkout/frame',
  'vite.checkout.config.ts',
];
/** What a finished build leaves behind: the app shell and the checkout frame's page. */
const builtOutputs = ['dist/index.html', 'dist-checkout/index.html'];

function fingerprint(): string {
  const hash = createHash('sha256');
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const name of readdirSync(p).sort()) visit(path.join(p, name));
    } else {
      hash.update(`${path.relative(root, p)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  for (const input of clientInputs) visit(path.join(root, input));
  return hash.digest('hex');
}

export function buildClientIfNeeded(): void {
  const stampFile = path.join(root, 'dist', '.build-stamp');
  const wanted = fingerprint();
  const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (have === wanted && builtOutputs.every((file) => existsSync(path.join(root, file)))) return;
  console.log('Building the client (sources changed since the last build)...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The client build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, fingerprint());
}

if (import.meta.main) {
  buildClientIfNeeded();
  await import('../server/main.ts');
}
