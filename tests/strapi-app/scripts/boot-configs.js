'use strict';
// Loads copies of the reference app one after another in this process, the way boot-config.js
// loads one: `node scripts/boot-configs.js`, then one JSON line per copy on stdin,
// {"dir": "<appCopyDir>", "database": "<file>"}, answered by one line on stdout among Strapi's log
// lines: BOOT-RESULT {"ok": true} or BOOT-RESULT {"error": "<first line of the error>"}.
// Strapi's modules stay loaded between copies, so a load takes about 0.6 s instead of 3.5 s for a new
// process. The copy's own files (config, src) are read afresh: they are dropped from the module cache
// before each load. The caller boots a failing copy again in a fresh process (boot-config.js) before it
// reports a failure, so state left by an earlier load can never be the cause of one.
const fs = require('fs');
const path = require('path');
const readline = require('readline');
const { createStrapi } = require('@strapi/strapi');

const answer = (value) => process.stdout.write(`\nBOOT-RESULT ${JSON.stringify(value)}\n`);

async function load({ dir, database }) {
  const appDir = path.resolve(dir);
  for (const file of Object.keys(require.cache)) {
    if (file.startsWith(`${appDir}${path.sep}`)) delete require.cache[file];
  }
  process.env.DATABASE_FILENAME = database;
  process.chdir(appDir);
  fs.mkdirSync(path.join(appDir, 'public', 'uploads'), { recursive: true });
  const app = createStrapi({ appDir, distDir: appDir, autoReload: false, serveAdminPanel: false });
  try {
    await app.load();
  } finally {
    await app.destroy().catch(() => undefined);
  }
}

const lines = readline.createInterface({ input: process.stdin });
let queue = Promise.resolve();
lines.on('line', (line) => {
  queue = queue.then(async () => {
    try {
      await load(JSON.parse(line));
      answer({ ok: true });
    } catch (error) {
      answer({ error: String(error && error.message ? error.message : error).split('\n')[0] });
    }
  });
});
lines.on('close', () => queue.then(() => process.exit(0)));
