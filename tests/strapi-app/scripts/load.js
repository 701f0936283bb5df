'use strict';
// Loads the reference app in this process (no HTTP server yet), the way Strapi's own
// `strapi start` does for a JavaScript project: the app folder is also the dist folder.
const fs = require('fs');
const path = require('path');
const { createStrapi } = require('@strapi/strapi');

const appDir = path.resolve(__dirname, '..');

async function loadApp({ serveAdminPanel = false, autoReload = false } = {}) {
  // The local upload provider refuses to register without its folder, and git keeps no empty
  // folders: a fresh clone has no public/uploads until something creates it.
  fs.mkdirSync(path.join(appDir, 'public', 'uploads'), { recursive: true });
  // autoReload is what `strapi develop` sets: the Content-type Builder then offers editing (pictures of
  // it need that); nothing here saves a content type, so no restart is ever asked for.
  const app = createStrapi({ appDir, distDir: appDir, autoReload, serveAdminPanel });
  await app.load();
  return app;
}

module.exports = { appDir, loadApp };
