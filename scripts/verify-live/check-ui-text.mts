/**
 * npm run verify:text [-- <path-substring>]: the label and quote checks of verify:live alone, without
 * starting Strapi (the reference app must be installed: npm run strapi:install). Lists every rejected
 * label and message with its place; exits 1 when there is one.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {listPages} from '../content-gates/index.mts';
import type {Outcome} from './compare.mts';
import {checkUiTexts} from './ui-text.mts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const only = process.argv[2];
const files = listPages(path.join(ROOT, 'docs')).filter((file) => !only || file.includes(only));
const {labels, messages, problems} = checkUiTexts(ROOT, files);
const show = (kind: string, outcomes: Outcome[]) => {
  const failed = outcomes.filter((o) => o.status === 'failed');
  for (const o of failed) console.log(`${o.example.file}:${o.example.line}${o.detail ?? ''}`);
  console.log(`${kind}: ${outcomes.length} total, ${failed.length} failed, ${outcomes.filter((o) => o.status === 'excluded').length} excluded`);
  return failed.length;
};
const failed = show('labels', labels) + show('messages', messages);
for (const problem of problems) console.log(problem);
process.exit(failed + problems.length > 0 ? 1 : 0);
