'use strict';
// Starts the reference app on HOST:PORT. With SEED_OUTPUT set, it first loads the seed dataset
// into the (empty) database and writes the generated credentials to that JSON file.
const fs = require('fs');
const { loadApp } = require('./load');
const { seed } = require('./seed');

async function main() {
  const app = await loadApp({
    serveAdminPanel: process.env.SERVE_ADMIN === 'true',
    autoReload: process.env.AUTO_RELOAD === 'true',
  });
  if (process.env.SEED_OUTPUT) {
    const credentials = await seed(app);
    fs.writeFileSync(process.env.SEED_OUTPUT, JSON.stringify(credentials, null, 2));
    if (process.env.SEED_SNAPSHOT) {
      // A consistent copy of the seeded database, so later runs can start from it without seeding.
      await app.db.connection.raw('VACUUM INTO ?', [process.env.SEED_SNAPSHOT]);
    }
  }
  await app.start();
}

main().catch((error) => {
  console.error(`The reference Strapi app failed to start: ${error && error.stack ? error.stack : error}`);
  process.exit(1);
});
