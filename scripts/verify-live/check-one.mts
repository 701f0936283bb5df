/**
 * One part of verify:live on its own, without starting Strapi (the reference app must be installed:
 * npm run strapi:install): `npm run verify:text|verify:types|verify:config [-- <path-substring>]`.
 * - text: UI labels and quoted messages (./ui-text.mts);
 * - types: the type check of the code samples (./type-check.mts);
 * - cli: the CLI reference's flags and every command line of the docs against the CLIs' --help
 *   (./cli.mts, ./command-lines.mts);
 * - since: the "since" versions of src/data/since-entries.json against the npm registry's releases
 *   (./since-check.mts; `-- --all` or `-- <id>…`);
 * - config: boots the reference app with each documented config/<name> sample (./config-boots.mts).
 * Lists every failure with its place and a total per kind; exits 1 when anything failed.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {listPages} from '../content-gates/index.mts';
import {checkCli} from './cli.mts';
import {checkCommandLines} from './command-lines.mts';
import type {Outcome} from './compare.mts';
import {bootConfigSamples} from './config-boots.mts';
import {typeCheckSamples} from './type-check.mts';
import {checkUiTexts} from './ui-text.mts';
import {checkSinceEntries, entriesToCheck} from './since-check.mts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const CHECKS: Record<string, (files: string[]) => Promise<Record<string, Outcome[]>>> = {
  text: async (files) => {
    const {labels, messages, problems} = checkUiTexts(ROOT, files);
    if (problems.length > 0) throw new Error(`malformed quotes:\n${problems.join('\n')}`);
    return {labels, messages};
  },
  types: async (files) => ({types: await typeCheckSamples(ROOT, files)}),
  cli: async (files) => ({CLI: await checkCli(ROOT), command: await checkCommandLines(ROOT, files)}),
  since: async () => ({since: await checkSinceEntries(entriesToCheck(process.argv.slice(3)))}),
  config: async (files) => ({boot: await bootConfigSamples(ROOT, files)}),
};

const [kind, only] = process.argv.slice(2);
const check = CHECKS[kind ?? ''];
if (!check) {
  console.error(`usage: check-one.mts ${Object.keys(CHECKS).join('|')} [path-substring]`);
  process.exit(2);
}
const files = listPages(path.join(ROOT, 'docs')).filter((file) => !only || file.includes(only));
let failures = 0;
for (const [label, outcomes] of Object.entries(await check(files))) {
  const failed = outcomes.filter((o) => o.status === 'failed');
  const excluded = outcomes.filter((o) => o.status === 'excluded').length;
  for (const o of failed) console.log(`${o.example.file}:${o.example.line}\n${o.detail ?? ''}`);
  console.log(`${label}: ${outcomes.length - failed.length - excluded} of ${outcomes.length} verified, ${excluded} excluded, ${failed.length} failed`);
  // The kind's figure in the form of verify:live's closing line, for npm test to append to it.
  console.log(`Proven ${label}: ${outcomes.length - excluded - failed.length}/${outcomes.length}`);
  failures += failed.length;
}
process.exit(failures > 0 ? 1 : 0);
