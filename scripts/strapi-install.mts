/** npm run strapi:install: install the reference Strapi app's dependencies (skipped when they match its lockfile). */
import {ensureInstalled} from './verify-live/app.mts';

try {
  ensureInstalled();
} catch (error) {
  console.error(`strapi:install: ${(error as Error).message}`);
  process.exit(1);
}
