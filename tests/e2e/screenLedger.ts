import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The ledger of the screen test's known open problems (tests/e2e/screens.known/: a file per test
 * as a run saw it, a line per route and problem kind; `#` starts a comment). A problem is known
 * when any file lists its route and kind: whether a page shifts while it loads depends on when
 * its data arrives, so one run's combination of language, size and guest state is not the next
 * run's. The screen test fails on any problem whose route and kind no file lists, so nothing new
 * gets in. Issue 20 is done when the ledger is empty. SCREENS_UPDATE_LEDGER=1 rewrites each
 * test's file from what it saw (review the diff: a line may only go away, never be added without
 * a reason).
 */
const LEDGER_DIR = path.resolve(import.meta.dirname, 'screens.known');

/** A problem's kind, without the numbers and nodes that change from run to run. */
export function problemKind(problem: string): string {
  const [where, ...rest] = problem.split(': ');
  const text = rest.join(': ');
  const kinds: [RegExp, (m: RegExpExecArray) => string][] = [
    [/^status (\S+)/, (m) => `status ${m[1]}`],
    [/^its page did not show/, () => 'page not shown'],
    [/^html lang/, () => 'html lang'],
    [/^page is \d+ px wide/, () => 'horizontal overflow'],
    [/^raw message id "([^"]+)"/, (m) => `raw message id ${m[1]}`],
    [/^(en|de|nl|es) \(/, (m) => `${m[1]} text`],
    [/^layout shift/, () => 'layout shift'],
    [/^axe (\w+) ([\w-]+)/, (m) => `axe ${m[2]}`],
    [/^console error/, () => 'console error'],
    [/^uncompiled message/, () => 'uncompiled message'],
    [/^page error/, () => 'page error'],
  ];
  for (const [pattern, name] of kinds) {
    const match = pattern.exec(text);
    if (match) return `${where}: ${name(match)}`;
  }
  return `${where}: ${text}`;
}

/** Every route-and-kind line of the ledger's files. */
function knownLines(): Set<string> {
  const lines = new Set<string>();
  if (!existsSync(LEDGER_DIR)) return lines;
  for (const file of readdirSync(LEDGER_DIR)) {
    for (const line of readFileSync(path.join(LEDGER_DIR, file), 'utf8').split('\n')) {
      const entry = line.replace(/#.*$/, '').trim();
      if (entry) lines.add(entry);
    }
  }
  return lines;
}

/** The problems of test `name` whose route and kind the ledger does not list. */
export function unknownProblems(name: string, problems: string[]): string[] {
  const seen = [...new Set(problems.map(problemKind))].sort();
  if (process.env.SCREENS_UPDATE_LEDGER) {
    mkdirSync(LEDGER_DIR, { recursive: true });
    writeFileSync(path.join(LEDGER_DIR, `${name}.txt`), seen.length ? `${seen.join('\n')}\n` : '');
    return [];
  }
  const known = knownLines();
  if (seen.length) console.log(`${name}: ${seen.filter((line) => known.has(line)).length} known open problem(s) seen (tests/e2e/screens.known/, issue 20)`);
  const unknown = new Set(seen.filter((line) => !known.has(line)));
  return problems.filter((problem) => unknown.has(problemKind(problem)));
}
