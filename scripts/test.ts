import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm test`: lint + format check (Biome, Knip), typecheck, unit and server tests (vitest),
 * end-to-end tests (Playwright in Chromium). Every stage runs even when an earlier one fails;
 * the last line is the plain total 'N passed, N failed' that CI reads.
 */
const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

// Both halves run even when the first fails, so one run shows every finding.
const lintOk = run('lint + format', 'npm', ['run', 'lint', '--silent']);
const formatOk = run('lint + format', 'npm', ['run', 'format:check', '--silent']);
const typecheckOk = run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
const vitestJson = path.join(reports, 'vitest.json');
const vitestOk = run('unit + server', 'npx', ['vitest', 'run'], { VITEST_JSON: vitestJson });
const playwrightJson = path.join(reports, 'playwright.json');
const e2eOk = run('end-to-end', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON: playwrightJson });

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
  console.log(`vitest: ${v.numPassedTests} passed, ${v.numFailedTests} failed, ${v.numPendingTests} skipped`);
} else if (!vitestOk) failed += 1;
if (existsSync(playwrightJson)) {
  const p = JSON.parse(readFileSync(playwrightJson, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  passed += p.stats.expected + p.stats.flaky;
  failed += p.stats.unexpected;
  skipped += p.stats.skipped;
  console.log(`playwright: ${p.stats.expected + p.stats.flaky} passed, ${p.stats.unexpected} failed, ${p.stats.skipped} skipped`);
} else if (!e2eOk) failed += 1;
if (!lintOk || !formatOk) {
  failed += 1;
  console.log(
    `lint + format: failed (${[lintOk ? '' : 'npm run lint', formatOk ? '' : 'npm run format:check'].filter(Boolean).join(', ')})`,
  );
} else console.log('lint + format: passed');
if (!typecheckOk) {
  failed += 1;
  console.log('typecheck: failed');
} else console.log('typecheck: passed');

const ok = lintOk && formatOk && typecheckOk && vitestOk && e2eOk && failed === 0;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
