import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The ledger of the screen test's known open problems (tests/e2e/screens.known/, one file per
 * test, a line per problem kind and route). The screen test fails on any problem that is not in
 * it, so nothing new gets in, and says which lines no longer happen, so the ledger only shrinks.
 * Issue 20 is done when the ledger is empty. SCREENS_UPDATE_LEDGER=1 rewrites a test's file from
 * what it saw (review the diff: a line may only go away, never be added without a reason).
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

/** The problems of test `name` that its ledger file does not list (each kind once). */
export function unknownProblems(name: string, problems: string[]): string[] {
  const file = path.join(LEDGER_DIR, `${name}.txt`);
  const seen = [...new Set(problems.map(problemKind))].sort();
  if (process.env.SCREENS_UPDATE_LEDGER) {
    mkdirSync(LEDGER_DIR, { recursive: true });
    writeFileSync(file, seen.length ? `${seen.join('\n')}\n` : '');
    return [];
  }
  const known = new Set(existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
  const gone = [...known].filter((line) => !seen.includes(line));
  if (gone.length) console.log(`${name}: no longer seen, take out of tests/e2e/screens.known/${name}.txt:\n  ${gone.join('\n  ')}`);
  if (known.size) console.log(`${name}: ${known.size - gone.length} known open problem(s) in the ledger (issue 20)`);
  const unknown = new Set(seen.filter((line) => !known.has(line)));
  return problems.filter((problem) => unknown.has(problemKind(problem)));
}
