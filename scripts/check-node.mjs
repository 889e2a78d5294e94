// Runs before npm start / test / bench: the code is TypeScript run by Node's own type
// stripping, which needs Node 22 or newer. npm scripts run the project's own Node 24 (the `node`
// dev dependency, first on their PATH); this only speaks when that is missing, e.g. a script
// started outside npm or an install that skipped the `node` package.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `Glimmer needs Node.js 22 or newer; this is ${process.versions.node}.\n` +
      'Run it through npm (`npm start`, `npm test`): `npm install` brings Node 24 as the `node` dev dependency.\n' +
      'Or install Node 24 LTS yourself, for example from the npm registry:\n' +
      '  npm install --prefix /opt/node24 node@24 && export PATH=/opt/node24/node_modules/node/bin:$PATH',
  );
  process.exit(1);
}
