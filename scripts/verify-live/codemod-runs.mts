/**
 * Codemods do what the breaking-change pages say: on each page whose `<BreakingChangeCard>` names a
 * codemod and that shows a Strapi 4 / Strapi 5 pair (`<Side title="Strapi 4…">` then
 * `<Side title="Strapi 5…">`), the Strapi 4 sample is written into a scratch project (at its title's
 * path, or package.json / src/index.js / src/admin/app.jsx by language) and the pinned
 * `@strapi/upgrade codemods run <uid>` runs on it. Then, by what the card says:
 * - `codemod="yes"`: the result equals the Strapi 5 sample (white space, quotes, semicolons and
 *   trailing commas aside; a package.json on the packages it lists);
 * - `codemod="partly"`: the codemod changes the sample (it does part of the job);
 * - `codemod="no"`: the codemod leaves it unchanged.
 * A page can say what the codemod does to this one sample instead, on the Strapi 4 block:
 * `codemod-result="strapi-5"`, `"changed"` or `"unchanged"` (a file the tool does not visit, say).
 */
import {execFile} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {codemodPair} from '../../src/remark/verified-examples/codemod-pairs.ts';
import {APP_DIR, appEnv} from './app.mts';
import type {Outcome} from './compare.mts';

const run = promisify(execFile);
const SCRATCH = path.join(APP_DIR, '.tmp', 'codemod-runs');
const CODEMODS = path.join(APP_DIR, 'node_modules/@strapi/upgrade/resources/codemods/5.0.0');
/** Code as compared: no white space, one quote style, no semicolons, no trailing commas. */
export function normalizeCode(code: string): string {
  return code
    .replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '')
    .replace(/'/g, '"')
    .replace(/[;\s]/g, '')
    .replace(/,([}\])])/g, '$1');
}

/**
 * package.json files are compared on the packages they list: versions are set by the upgrade's other
 * steps (the version bump of every @strapi/* package, later codemods), not by the one checked.
 */
function dependencyNames(json: string): string {
  const pkg = JSON.parse(json) as Record<string, unknown>;
  const names = ['dependencies', 'devDependencies', 'peerDependencies'].map((key) => `${key}:${Object.keys((pkg[key] ?? {}) as object).sort().join(',')}`);
  return names.join(';');
}

function same(target: string, a: string, b: string): boolean {
  if (target.endsWith('.json')) {
    try {
      return dependencyNames(a) === dependencyNames(b);
    } catch {
      return false;
    }
  }
  return normalizeCode(a) === normalizeCode(b);
}

export async function runCodemodPairs(root: string, files: string[]): Promise<Outcome[]> {
  const pairs = files.flatMap((file) => codemodPair(path.relative(root, file), readFileSync(file, 'utf8')) ?? []);
  rmSync(SCRATCH, {recursive: true, force: true});
  const outcomes: Outcome[] = [];
  for (const [index, pair] of pairs.entries()) {
    const example = {file: pair.file, line: pair.line};
    const kind = existsSync(path.join(CODEMODS, `${pair.codemod}.json.ts`)) ? 'json' : 'code';
    const project = path.join(SCRATCH, String(index));
    mkdirSync(path.dirname(path.join(project, pair.target)), {recursive: true});
    if (pair.target !== 'package.json') {
      // A file under admin/ or server/ belongs to a plugin, which the tool scans in those folders.
      const plugin = /^(admin|server)\//.test(pair.target);
      const pkg = {name: 'codemod-check', version: '1.0.0', dependencies: {'@strapi/strapi': '5.54.0'}, ...(plugin ? {strapi: {kind: 'plugin', name: 'my-plugin'}} : {})};
      writeFileSync(path.join(project, 'package.json'), JSON.stringify(pkg, null, 2));
    }
    writeFileSync(path.join(project, pair.target), pair.before);
    try {
      await run(process.execPath, ['node_modules/@strapi/upgrade/bin/upgrade.js', 'codemods', 'run', `5.0.0-${pair.codemod}-${kind}`, '--project-path', project, '--silent'], {
        cwd: APP_DIR,
        env: appEnv(),
        timeout: 120_000,
      });
    } catch (error) {
      outcomes.push({example, status: 'failed', detail: `  @strapi/upgrade codemods run 5.0.0-${pair.codemod}-${kind} failed: ${(error as Error).message.split('\n')[0]}`});
      continue;
    }
    const result = readFileSync(path.join(project, pair.target), 'utf8');
    const changed = pair.target.endsWith('.json')
      ? JSON.stringify(JSON.parse(result)) !== JSON.stringify(JSON.parse(pair.before))
      : normalizeCode(result) !== normalizeCode(pair.before);
    const problem =
      pair.claim === 'yes' && !same(pair.target, result, pair.after)
        ? `the page says the ${pair.codemod} codemod does the job, but on its Strapi 4 sample it gives:\n${result}`
        : pair.claim === 'partly' && !changed
          ? `the page says the ${pair.codemod} codemod does part of the job, but it leaves the Strapi 4 sample unchanged`
          : pair.claim === 'no' && changed
            ? `the page says the ${pair.codemod} codemod does not handle this, but it changes the Strapi 4 sample into:\n${result}`
            : undefined;
    outcomes.push(problem ? {example, status: 'failed', detail: `  ${problem}`} : {example, status: 'verified'});
  }
  return outcomes;
}
