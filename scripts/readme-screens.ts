import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm run screens:readme`: copies the README's screenshots (home, an actor, a video, the
 * messenger and the checkout, on a phone and a desktop) from the screen test's output
 * (test-results/screens/, written by tests/e2e/screens.spec.ts) to docs/screens/.
 * Run the screen test first: `npx playwright test tests/e2e/screens.spec.ts -g " en "`.
 */
const root = path.resolve(import.meta.dirname, '..');
const from = path.join(root, 'test-results', 'screens', 'logged-in');
const to = path.join(root, 'docs', 'screens');
const SCREENS = { home: 'home', actor: 'actorProfile', video: 'actorAlbum', messenger: 'messenger', checkout: 'checkout' } as const;

mkdirSync(to, { recursive: true });
let missing = 0;
for (const viewport of ['phone', 'desktop']) {
  for (const [name, file] of Object.entries(SCREENS)) {
    const source = path.join(from, viewport, 'en', `${file}.png`);
    if (!existsSync(source)) {
      console.error(`missing ${path.relative(root, source)}: run the screen test first`);
      missing += 1;
      continue;
    }
    copyFileSync(source, path.join(to, `${viewport}-${name}.png`));
    console.log(`docs/screens/${viewport}-${name}.png`);
  }
}
process.exit(missing ? 1 : 0);
