/**
 * The reference app's collection types (tests/strapi-app/src/api/<name>/content-types/<name>/schema.json),
 * by plural API name: the routes `@strapi/client`'s collection managers can send.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const APP_API_DIR = 'tests/strapi-app/src/api';

export function appCollections(siteDir: string): Set<string> {
  const apiDir = path.join(siteDir, APP_API_DIR);
  const out = new Set<string>();
  if (!existsSync(apiDir)) throw new Error(`${APP_API_DIR} is missing: the request samples need the reference app's content-types`);
  for (const api of readdirSync(apiDir)) {
    const typesDir = path.join(apiDir, api, 'content-types');
    if (!existsSync(typesDir)) continue;
    for (const type of readdirSync(typesDir)) {
      const schemaFile = path.join(typesDir, type, 'schema.json');
      if (!existsSync(schemaFile)) continue;
      const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as {kind?: string; info?: {pluralName?: string}};
      if (schema.kind === 'collectionType' && schema.info?.pluralName) out.add(schema.info.pluralName);
    }
  }
  return out;
}
