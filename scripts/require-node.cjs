// Runs before `npm start` and `npm test` (their pre-scripts), under whatever `node` npm found first on PATH.
// Plain old JavaScript on purpose, so an old Node reads it and says what to do instead of failing on node:sqlite.
'use strict';
var required = [22, 12];
var parts = process.versions.node.split('.').map(Number);
var ok = parts[0] > required[0] || (parts[0] === required[0] && parts[1] >= required[1]);
if (!ok) {
  console.error(
    'This project needs Node.js ' + required.join('.') + ' or newer (24 LTS recommended) and found ' + process.version +
      ': run `npm install` in this folder, which installs the project\'s own Node 24 (the `node` dev dependency) for its npm scripts, or install Node 24 yourself.'
  );
  process.exit(1);
}
