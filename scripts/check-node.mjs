// Runs before npm start / test / bench: the code is TypeScript run by Node's own type
// stripping, which needs Node 22 or newer. Say so clearly instead of failing on a syntax error.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `Glimmer needs Node.js 22 or newer; this is ${process.versions.node}.\n` +
      'Install Node 24 LTS, for example from the npm registry:\n' +
      '  npm install --prefix /opt/node24 node@24 && export PATH=/opt/node24/node_modules/node/bin:$PATH\n' +
      'then run `npm install` again (native modules are built for the Node that installs them).',
  );
  process.exit(1);
}
