'use strict';
// Loads the reference app in this process (no HTTP server yet), the way Strapi's own
// `strapi start` does for a JavaScript project: the app folder is also the dist folder.
const path = require('path');
const { createStrapi } = require('@strapi/strapi');

const appDir = path.resolve(__dirname, '..');

async function loadApp({ serveAdminPanel = false } = {}) {
  const app = createStrapi({ appDir, distDir: appDir, autoReload: false, serveAdminPanel });
  await app.load();
  return app;
}

module.exports = { appDir, loadApp };
