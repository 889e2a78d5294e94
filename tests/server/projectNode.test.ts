import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 20 point 7: on a machine whose own Node is older than 22 (Debian 12 and 13 ship 18 and
// 20), every npm script still runs the project's Node 24: the `node` package is a dev dependency
// and npm puts node_modules/.bin first on a script's PATH.
const root = path.resolve(import.meta.dirname, '../..');
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};

/** The machine's own Node and npm (Debian's) when it has them: the case the rule is for. */
const systemBin = ['/usr/bin/node', '/usr/bin/npm'].every((file) => existsSync(file)) ? '/usr/bin' : path.dirname(process.execPath);

describe("the project's own Node", () => {
  it('is a dev dependency of Node 24, allowed to run its install script', () => {
    expect(packageJson.devDependencies.node).toMatch(/^\^24\./);
    expect(packageJson.allowScripts?.node).toBe(true);
  });

  it("is the Node an npm script runs, whatever Node is first on the caller's PATH", () => {
    const systemNode = spawnSync(path.join(systemBin, 'node'), ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
    const script = spawnSync('npm', ['exec', '--offline', '--', 'node', '-p', 'process.versions.node'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${systemBin}:/bin` },
    });
    expect(script.status, script.stderr).toBe(0);
    const major = Number(script.stdout.trim().split('.')[0]);
    expect(major, `npm scripts run Node ${script.stdout.trim()} (the machine's own is ${systemNode})`).toBe(24);
  });

  it('loads the native SQLite driver under that Node', () => {
    const loaded = spawnSync(
      'npm',
      ['exec', '--offline', '--', 'node', '-e', "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${systemBin}:/bin` },
      },
    );
    expect(loaded.status, loaded.stderr).toBe(0);
  });
});
