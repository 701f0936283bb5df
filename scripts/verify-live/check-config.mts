/**
 * npm run verify:config [-- <path-substring>]: boots the reference app with each documented
 * config/<name> sample in place (./config-boots.mts). Not part of verify:live yet: see the README
 * (several samples need services or packages the reference app does not have, and the run takes
 * minutes). Lists every sample Strapi does not load with; exits 1 when there is one.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {listPages} from '../content-gates/index.mts';
import {bootConfigSamples} from './config-boots.mts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const only = process.argv[2];
const files = listPages(path.join(ROOT, 'docs')).filter((file) => !only || file.includes(only));
const outcomes = await bootConfigSamples(ROOT, files);
const failed = outcomes.filter((o) => o.status === 'failed');
for (const o of failed) console.log(`${o.example.file}:${o.example.line}\n${o.detail ?? ''}`);
const excluded = outcomes.filter((o) => o.status === 'excluded').length;
console.log(`config: ${outcomes.length - failed.length - excluded} of ${outcomes.length} samples boot, ${excluded} excluded, ${failed.length} failed`);
process.exit(failed.length > 0 ? 1 : 0);
