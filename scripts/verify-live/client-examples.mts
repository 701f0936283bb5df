/**
 * Front-end samples run against the reference app: every JavaScript block of the docs titled
 * `<name>.mjs` that imports `@strapi/client` is written into the app's folder (so the installed
 * @strapi/client 1.6.2 resolves) and run with Node, its `http://localhost:1337` pointed at the running
 * app and `STRAPI_TOKEN` set to a full-access API token, `READER_PASSWORD` to the seeded end user's
 * password, in a folder that also holds the example data's images (`data/media`). It must exit 0; when the next code block of the page is a ```text block, it is the output
 * the page promises, and stdout must equal it line by line. `skip-run="reason"` excludes a block.
 */
import {execFile} from 'node:child_process';
import {copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import type {Code} from 'mdast';
import {parsePage} from '../content-gates/parse.mts';
import {APP_DIR, type RunningApp} from './app.mts';
import type {Outcome} from './compare.mts';

const run = promisify(execFile);
const SCRATCH = path.join(APP_DIR, '.tmp', 'client-examples');
const MEDIA = path.join(APP_DIR, 'data', 'media');

export type ClientExample = {file: string; line: number; name: string; code: string; output?: string; skip?: string};

/**
 * The runnable scripts of a page: `js` blocks titled `<name>.mjs` that import a module matching
 * `imports`, each with the ```text block that follows it as the output it promises.
 */
export function scriptSamples(file: string, source: string, imports: RegExp): ClientExample[] {
  // No block can import the package if the page never names it: skip parsing (most pages).
  if (!imports.test(source)) return [];
  const blocks = parsePage(file, source).codeBlocks as Code[];
  return blocks.flatMap((code, index) => {
    const name = /(?:^|\s)title="([\w./-]+\.mjs)"/.exec(code.meta ?? '')?.[1];
    if (code.lang !== 'js' || !name || !imports.test(code.value)) return [];
    const next = blocks[index + 1];
    const skip = /(?:^|\s)skip-run="([^"]*)"/.exec(code.meta ?? '')?.[1];
    return [
      {
        file,
        line: (code.position?.start.line ?? 0) + 1,
        name,
        code: code.value,
        ...(next?.lang === 'text' ? {output: next.value} : {}),
        ...(skip !== undefined ? {skip: skip || 'no reason given'} : {}),
      },
    ];
  });
}

export function clientExamples(file: string, source: string): ClientExample[] {
  return scriptSamples(file, source, /from\s+['"]@strapi\/client['"]/);
}

const lines = (text: string) => text.trim().split('\n').map((line) => line.trimEnd());

/**
 * Runs one page script with Node (`http://localhost:1337` pointed at the app): it must exit 0 and,
 * when the page shows its output, print exactly that.
 */
export async function runScriptSample(example: ClientExample, script: string, appUrl: string, options: {cwd: string; env: NodeJS.ProcessEnv}): Promise<Outcome> {
  const where = {file: example.file, line: example.line};
  if (example.skip !== undefined) return {example: where, status: 'excluded', detail: `  ${example.name}: ${example.skip}`};
  mkdirSync(path.dirname(script), {recursive: true});
  writeFileSync(script, example.code.replaceAll('http://localhost:1337', appUrl));
  try {
    const {stdout} = await run(process.execPath, [script], {cwd: options.cwd, timeout: 60_000, env: options.env});
    if (example.output !== undefined && lines(stdout).join('\n') !== lines(example.output).join('\n')) {
      return {
        example: where,
        status: 'failed',
        detail: `  ${example.name} printed:\n${lines(stdout).map((l) => `    ${l}`).join('\n')}\n  the page says:\n${lines(example.output).map((l) => `    ${l}`).join('\n')}`,
      };
    }
    return {example: where, status: 'verified'};
  } catch (error) {
    const failed = error as Error & {stderr?: string};
    // Node prints the minified line of the bundle that threw: keep the readable lines.
    const reason = (failed.stderr || failed.message).split('\n').filter((line) => line.trim() !== '' && line.length < 300).slice(0, 6);
    return {example: where, status: 'failed', detail: `  ${example.name} failed:\n    ${reason.join('\n    ')}`};
  }
}

export async function runClientExamples(root: string, files: string[], app: RunningApp): Promise<Outcome[]> {
  const examples = files.flatMap((file) => clientExamples(path.relative(root, file), readFileSync(file, 'utf8')));
  rmSync(SCRATCH, {recursive: true, force: true});
  const outcomes: Outcome[] = [];
  for (const [index, example] of examples.entries()) {
    const script = path.join(SCRATCH, String(index), path.basename(example.name));
    if (example.skip === undefined) {
      mkdirSync(path.dirname(script), {recursive: true});
      for (const image of readdirSync(MEDIA)) copyFileSync(path.join(MEDIA, image), path.join(path.dirname(script), image));
    }
    outcomes.push(
      await runScriptSample(example, script, app.url, {
        cwd: path.dirname(script),
        env: {...process.env, STRAPI_TOKEN: app.credentials.apiToken, READER_PASSWORD: app.credentials.user.password, STRAPI_URL: `${app.url}/api`},
      }),
    );
  }
  return outcomes;
}
