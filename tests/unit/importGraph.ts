import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The import graph of our own code, for the layering test (importLayers.test.ts). Only static
 * relative imports count. For cycles only the run-time ones do: `import type` and an import whose
 * every name is `type X` are erased by the compiler, and a dynamic `import()` runs after every
 * module has loaded, so neither can start a module before the modules it needs (the harm a cycle
 * does). For layers every import counts, types too: a domain module that needs a route's type
 * depends on the route all the same.
 */
export type ImportGraph = Map<string, string[]>;

const sourceExtensions = ['.ts', '.tsx'];

// `import … from '…'` and `export … from '…'`; the clause holds names, braces, commas, `*`
// and `as`, never `;`, `(` or `=`, so a match cannot run on into code.
const fromClause = /^[ \t]*(import|export)\s+([\w$\s{},*]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const sideEffectImport = /^[ \t]*import\s*['"]([^'"]+)['"]/gm;

/** Which imports make an edge: those loaded at run time (cycles), or every one (layers: a type is a dependency too). */
export type ImportKinds = 'runtime' | 'all';

/** The relative specifiers a source file imports: at run time, or with its type-only imports too. */
function relativeImports(source: string, kinds: ImportKinds = 'runtime'): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(fromClause)) {
    const clause = (match[2] ?? '').replace(/\s+/g, ' ').trim();
    if (kinds === 'all' || !isTypeOnly(clause)) specifiers.push(match[3] ?? '');
  }
  for (const match of source.matchAll(sideEffectImport)) specifiers.push(match[1] ?? '');
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

function isTypeOnly(clause: string): boolean {
  if (clause.startsWith('type ')) return true;
  const braces = /^\{(.*)\}$/.exec(clause);
  if (!braces) return false;
  const names = (braces[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/** Every .ts/.tsx file under the given folders, as paths relative to root with `/`. */
function sourceFiles(root: string, folders: string[]): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder))) {
      const relative = `${folder}/${entry}`;
      if (statSync(path.join(root, relative)).isDirectory()) walk(relative);
      else if (sourceExtensions.some((extension) => entry.endsWith(extension))) files.push(relative);
    }
  };
  for (const folder of folders) walk(folder);
  return files.sort();
}

/** The graph over the given files; an import of a file outside the set (a .css, a .po) is dropped. */
export function buildImportGraph(files: string[], read: (file: string) => string, kinds: ImportKinds = 'runtime'): ImportGraph {
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const targets = relativeImports(read(file), kinds)
      .map((specifier) => resolveImport(file, specifier, known))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

function resolveImport(from: string, specifier: string, known: Set<string>): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [
    base,
    ...sourceExtensions.map((extension) => base + extension),
    ...sourceExtensions.map((extension) => `${base}/index${extension}`),
  ];
  return candidates.find((candidate) => known.has(candidate)) ?? null;
}

export function readImportGraph(root: string, folders: string[], kinds: ImportKinds = 'runtime'): ImportGraph {
  return buildImportGraph(sourceFiles(root, folders), (file) => readFileSync(path.join(root, file), 'utf8'), kinds);
}

/**
 * The import cycles: Tarjan's strongly connected components with more than one module, plus
 * a module that imports itself. Each cycle is sorted so the report reads the same every run.
 */
export function importCycles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** Each import from a module under `lower` of a module under one of `upper` (a layer breach). */
export function importsAcross(graph: ImportGraph, lower: string[], upper: string[]): string[] {
  const breaches: string[] = [];
  for (const [file, targets] of graph) {
    if (!lower.some((folder) => file.startsWith(folder))) continue;
    for (const target of targets) if (upper.some((folder) => target.startsWith(folder))) breaches.push(`${file} -> ${target}`);
  }
  return breaches.sort();
}
