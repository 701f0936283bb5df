/** Build-time only (reads a file): the Strapi version the docs' examples are verified against. */
import fs from 'node:fs';
import path from 'node:path';
import {pinnedStrapiVersion} from '../src/remark/verified-examples/count';

/** The version the reference app pins in tests/strapi-app/package.json: the one place it is set. */
export const STRAPI_VERIFIED_VERSION = pinnedStrapiVersion(
  fs.readFileSync(path.join(__dirname, '..', 'tests', 'strapi-app', 'package.json'), 'utf8'),
);
