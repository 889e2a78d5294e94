import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import config from '../../lingui.config.ts';

// A message renders as its raw id ("bFzk2e", with the console warning "Uncompiled message
// detected") when the catalog it was extracted into is not loaded. The main catalog is always
// loaded; the lazy ones (placeholders, later) load only where a hook asks for them. So a module
// may hand its messages to a module of another catalog only through a hook that loads its own
// catalog first (`useRouteTitles`), never as plain values (issue 20).

const root = path.resolve(import.meta.dirname, '../..');
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
const expand = (entry: string) => entry.replace('<rootDir>/', '');
const inside = (file: string, folders: readonly string[]) => folders.some((folder) => file === folder || file.startsWith(`${folder}/`));

/** The catalog a source file's messages are extracted into (lingui.config.ts), by its path. */
function catalogOf(file: string): string {
  for (const catalog of config.catalogs ?? []) {
    const include = (catalog.include ?? []).map(expand);
    const exclude = (catalog.exclude ?? []).map(expand);
    if (inside(file, include) && !inside(file, exclude)) return expand(catalog.path);
  }
  return 'none';
}
const MAIN = 'locales/{locale}';

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const child = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(child);
    return /\.tsx?$/.test(entry.name) ? [child] : [];
  });
}

const hasMessages = (file: string) => /from '@lingui\/(core|react)\/macro'/.test(readFileSync(path.join(root, file), 'utf8'));

test('no module uses the messages of a lazy catalog without loading it', () => {
  const offences: string[] = [];
  for (const file of sourceFiles('src')) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const match of source.matchAll(/import\s+(?!type\b)([^;]*?)\s+from\s+'(\.[^']+)'/g)) {
      const target = rel(path.resolve(root, path.dirname(file), match[2]!));
      if (!existsSync(path.join(root, target))) continue;
      const targetCatalog = catalogOf(target);
      if (targetCatalog === MAIN || targetCatalog === catalogOf(file) || !hasMessages(target)) continue;
      const names = [...match[1]!.matchAll(/(?:^|[\s{,])(?!type\s)([A-Za-z_$][\w$]*)\s*(?=[,}]|$)/g)].map((m) => m[1]!);
      const plain = names.filter((name) => !/^use[A-Z]/.test(name));
      if (plain.length > 0) offences.push(`${file} imports ${plain.join(', ')} from ${target} (catalog ${targetCatalog})`);
    }
  }
  expect(offences).toEqual([]);
});
