import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildImportGraph, importCycles, importsAcross, readImportGraph } from './importGraph.ts';

// The rule (docs/decisions.md, one-way layers on the server): rest/ and query/ call domain/,
// domain/ calls db/, nothing imports a layer above it and no two modules import each other at
// run time. A new circle or breach fails here with the modules named.
const root = path.resolve(import.meta.dirname, '../..');
const LOWER_LAYERS = ['server/domain/', 'server/db/'];
const UPPER_LAYERS = ['server/rest/', 'server/query/'];

const inMemory = (files: Record<string, string>, kinds: 'runtime' | 'all' = 'runtime') =>
  buildImportGraph(Object.keys(files), (file) => files[file] ?? '', kinds);

describe('the layers of the code base', () => {
  test('no modules of the server, the app or the service worker import each other at run time', () => {
    const cycles = importCycles(readImportGraph(root, ['server', 'src', 'sw']));
    expect(cycles.map((cycle) => cycle.join(' <-> '))).toEqual([]);
  });

  test('nothing in server/domain or server/db imports a route or query module', () => {
    const graph = readImportGraph(root, ['server'], 'all');
    expect(importsAcross(graph, LOWER_LAYERS, UPPER_LAYERS)).toEqual([]);
  });

  test('the query service imports nothing from the REST routes', () => {
    const graph = readImportGraph(root, ['server'], 'all');
    expect(importsAcross(graph, ['server/query/'], ['server/rest/'])).toEqual([]);
  });
});

describe('the import graph', () => {
  test('three modules importing each other in a ring are one cycle', () => {
    const graph = inMemory({
      'server/domain/a.ts': "import { b } from './b.ts';",
      'server/domain/b.ts': "import { c } from './c';",
      'server/domain/c.ts': "import {\n  a,\n  other,\n} from './a.ts';",
      'server/domain/d.ts': "import { a } from './a.ts';",
    });
    expect(importCycles(graph)).toEqual([['server/domain/a.ts', 'server/domain/b.ts', 'server/domain/c.ts']]);
  });

  test('a re-export and a bare import close a cycle too', () => {
    const graph = inMemory({
      'src/a.ts': "export { b } from './b.ts';",
      'src/b.ts': "import './a.ts';",
    });
    expect(importCycles(graph)).toEqual([['src/a.ts', 'src/b.ts']]);
  });

  test('a type-only import makes no cycle', () => {
    const graph = inMemory({
      'src/a.ts': "import { b } from './b.ts';",
      'src/b.ts': "import type { A } from './a.ts';\nimport { type A2, type A3 } from './a.ts';\nexport type { A4 } from './a.ts';",
    });
    expect(importCycles(graph)).toEqual([]);
  });

  test('an import with one value beside its types still counts', () => {
    const graph = inMemory({
      'src/a.ts': "import { b } from './b.ts';",
      'src/b.ts': "import { a, type A } from './a.ts';",
    });
    expect(importCycles(graph)).toEqual([['src/a.ts', 'src/b.ts']]);
  });

  test('a dynamic import makes no cycle', () => {
    const graph = inMemory({
      'src/a.ts': "import { b } from './b.ts';",
      'src/b.ts': "const a = () => import('./a.ts');",
    });
    expect(importCycles(graph)).toEqual([]);
  });

  test('a domain module importing a route, even for a type, is a breach; the route importing the domain is not', () => {
    const files = {
      'server/domain/wallet.ts': "import { imageUrl } from '../rest/images.ts';",
      'server/db/schema.ts': "import type { Body } from '../query/index.ts';",
      'server/rest/images.ts': "import { credit } from '../domain/wallet.ts';",
      'server/query/index.ts': '',
    };
    expect(importsAcross(inMemory(files, 'all'), LOWER_LAYERS, UPPER_LAYERS)).toEqual([
      'server/db/schema.ts -> server/query/index.ts',
      'server/domain/wallet.ts -> server/rest/images.ts',
    ]);
  });
});
