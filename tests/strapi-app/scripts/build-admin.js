'use strict';
// `strapi build` for this app: builds the admin panel into dist/build.
// Why not the CLI: `strapi build` looks for a tsconfig.json in this folder *and its ancestors*, finds
// the docs site's own (two levels up), takes this JavaScript app for a TypeScript one and fails while
// compiling it with the site's settings. This calls the same build function with no tsconfig, as the
// CLI does for a JavaScript project that is not nested in a TypeScript one.
const path = require('path');

const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json'));
// Absolute paths: these modules are internal (not in the package's exports), pinned with the app.
const { build } = require(path.join(strapiDir, 'dist/src/node/build.js'));
const { createLogger } = require(path.join(strapiDir, 'dist/src/cli/utils/logger.js'));

build({
  cwd: path.resolve(__dirname, '..'),
  logger: createLogger({ debug: false, silent: false, timestamp: false }),
  tsconfig: undefined,
  bundler: 'vite',
  minify: true,
  sourcemap: false,
  stats: false,
}).catch((error) => {
  console.error(`The admin panel build failed: ${error && error.stack ? error.stack : error}`);
  process.exit(1);
});
