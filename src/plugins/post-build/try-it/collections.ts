/**
 * The reference app's collection types (tests/strapi-app/src/api/<name>/content-types/<name>/schema.json),
 * by plural API name: the routes `@strapi/client`'s collection managers can send.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const APP_API_DIR = 'tests/strapi-app/src/api';

export function appCollections(siteDir: string): Set<string> {
  return collectionsOf(appContentTypes(siteDir));
}

/** The plural API names of content-types already read. */
export function collectionsOf(types: ReadonlyMap<string, ContentType>): Set<string> {
  return new Set([...types.values()].map((type) => type.pluralName));
}

export type Attribute = {type: string; relation?: string; target?: string};

/** A collection type of the app: what the GraphQL samples (./graphql.ts) need of its schema. */
export type ContentType = {
  uid: string;
  singularName: string;
  pluralName: string;
  draftAndPublish: boolean;
  localized: boolean;
  attributes: Record<string, Attribute>;
};

/** The app's collection types by uid (`api::article.article`). */
export function appContentTypes(siteDir: string): Map<string, ContentType> {
  const apiDir = path.join(siteDir, APP_API_DIR);
  const out = new Map<string, ContentType>();
  if (!existsSync(apiDir)) throw new Error(`${APP_API_DIR} is missing: the request samples need the reference app's content-types`);
  for (const api of readdirSync(apiDir)) {
    const typesDir = path.join(apiDir, api, 'content-types');
    if (!existsSync(typesDir)) continue;
    for (const name of readdirSync(typesDir)) {
      const schemaFile = path.join(typesDir, name, 'schema.json');
      if (!existsSync(schemaFile)) continue;
      const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as {
        kind?: string;
        info?: {singularName?: string; pluralName?: string};
        options?: {draftAndPublish?: boolean};
        pluginOptions?: {i18n?: {localized?: boolean}};
        attributes?: Record<string, Attribute>;
      };
      if (schema.kind !== 'collectionType' || !schema.info?.pluralName || !schema.info.singularName) continue;
      const uid = `api::${api}.${name}`;
      out.set(uid, {
        uid,
        singularName: schema.info.singularName,
        pluralName: schema.info.pluralName,
        draftAndPublish: schema.options?.draftAndPublish === true,
        localized: schema.pluginOptions?.i18n?.localized === true,
        attributes: schema.attributes ?? {},
      });
    }
  }
  return out;
}
