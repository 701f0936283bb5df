/**
 * npm run strapi:start — the reference app for writers: installs it if needed, seeds a fresh
 * database with the docs' example data and serves the REST API on http://127.0.0.1:1337 until
 * Ctrl+C, printing an API token so any documented request can be tried as it is.
 */
import {ensureInstalled, startApp, strapiVersion} from './app.mts';

async function main() {
  ensureInstalled();
  const app = await startApp({fresh: true});
  const {apiToken, user} = app.credentials;
  console.log(`Strapi ${strapiVersion()} (reference app, seeded) is running at ${app.url}

  API token (full access, this run only): ${apiToken}
  End user: ${user.email} / ${user.password}

Try: curl -g -H "Authorization: Bearer ${apiToken}" "${app.url}/api/articles?fields[0]=title"
The admin panel is not built by this command. Stop with Ctrl+C.`);
  const shutdown = async () => {
    await app.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(`strapi:start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
