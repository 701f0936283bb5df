'use strict';
// Loads a copy of the reference app whose config folder is the one given, the way `strapi start`
// loads a JavaScript project, then stops it: `node scripts/boot-config.js <appCopyDir>`.
// Exit 0 when Strapi loads; otherwise the error is printed on the last line of stderr.
const fs = require('fs');
const path = require('path');
const { createStrapi } = require('@strapi/strapi');

async function main() {
  const appDir = path.resolve(process.argv[2]);
  fs.mkdirSync(path.join(appDir, 'public', 'uploads'), { recursive: true });
  const app = createStrapi({ appDir, distDir: appDir, autoReload: false, serveAdminPanel: false });
  await app.load();
  await app.destroy();
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`\nBOOT-ERROR ${String(error && error.message ? error.message : error).split('\n')[0]}\n`);
    process.exit(1);
  },
);
