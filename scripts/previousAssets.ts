// The previous build's chunks stay served after a deploy (issue 22, point 6): a tab opened
// before the update still lazy-loads the pages it knows by their old names. `vite build` empties
// dist/, so around it:
//   stash    copies the current build's own assets (dist/.own-assets.json) to dist-previous/;
//   restore  records the new build's own assets, then puts the stashed ones back beside them.
// Only one build back is kept: the restored files are not "own", so the next build drops them.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const places = (root: string) => ({
  assets: path.join(root, 'dist', 'assets'),
  ownList: path.join(root, 'dist', '.own-assets.json'),
  stashDir: path.join(root, 'dist-previous'),
});

/** The hashed assets a build made itself (not the compressed copies, which compress.ts remakes). */
const assetNames = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => !/\.(br|gz)$/.test(name)) : []);

export function stash(root = ROOT): number {
  const { assets, ownList, stashDir } = places(root);
  rmSync(stashDir, { recursive: true, force: true });
  if (!existsSync(assets)) return 0;
  const own = existsSync(ownList) ? (JSON.parse(readFileSync(ownList, 'utf8')) as string[]) : assetNames(assets);
  mkdirSync(stashDir, { recursive: true });
  let count = 0;
  for (const name of own) {
    if (!existsSync(path.join(assets, name))) continue;
    copyFileSync(path.join(assets, name), path.join(stashDir, name));
    count++;
  }
  return count;
}

export function restore(root = ROOT): number {
  const { assets, ownList, stashDir } = places(root);
  const own = assetNames(assets);
  writeFileSync(ownList, JSON.stringify(own));
  let count = 0;
  for (const name of assetNames(stashDir)) {
    if (own.includes(name)) continue;
    copyFileSync(path.join(stashDir, name), path.join(assets, name));
    count++;
  }
  rmSync(stashDir, { recursive: true, force: true });
  return count;
}

if (import.meta.main) {
  const step = process.argv[2];
  if (step === 'stash') console.log(`previous build: ${stash()} assets kept aside`);
  else if (step === 'restore') console.log(`previous build: ${restore()} assets served beside the new ones`);
  else {
    console.error('usage: node scripts/previousAssets.ts stash|restore');
    process.exit(1);
  }
}
