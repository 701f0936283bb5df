/**
 * npm run verify:types [-- <path-substring>]: the type check of verify:live alone (./type-check.mts),
 * without starting Strapi (the reference app must be installed: npm run strapi:install). Lists every
 * sample that does not type-check, with its errors; exits 1 when there is one.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {listPages} from '../content-gates/index.mts';
import {typeCheckSamples} from './type-check.mts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const only = process.argv[2];
const files = listPages(path.join(ROOT, 'docs')).filter((file) => !only || file.includes(only));
const outcomes = await typeCheckSamples(ROOT, files);
const failed = outcomes.filter((o) => o.status === 'failed');
for (const o of failed) console.log(`${o.example.file}:${o.example.line}\n${o.detail ?? ''}`);
const excluded = outcomes.filter((o) => o.status === 'excluded').length;
console.log(`types: ${outcomes.length - failed.length - excluded} of ${outcomes.length} samples type-check, ${excluded} excluded, ${failed.length} failed`);
process.exit(failed.length > 0 ? 1 : 0);
