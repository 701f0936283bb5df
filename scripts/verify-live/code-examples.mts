/** Runs the `runnable` code blocks (Document Service, Query Engine) inside a loaded Strapi. */
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {APP_DIR, RUN_DIR, appEnv, seededCopy} from './app.mts';
import {compareJson, formatMismatch, type Outcome} from './compare.mts';
import type {CodeExample} from './extract.mts';

type Result = {id: number; value?: unknown; error?: string};

export async function runCodeExamples(examples: CodeExample[]): Promise<Outcome<CodeExample>[]> {
  const toRun = examples.map((example, id) => ({id, example})).filter(({example}) => !example.skip);
  const outcomes: Outcome<CodeExample>[] = examples.map((example) => ({example, status: 'excluded', detail: example.skip}));
  if (toRun.length === 0) {
    return outcomes;
  }
  const dir = RUN_DIR;
  mkdirSync(dir, {recursive: true});
  const input = path.join(dir, 'code-examples.json');
  const output = path.join(dir, 'code-results.json');
  writeFileSync(input, JSON.stringify(toRun.map(({id, example}) => ({id, code: example.code}))));
  const result = spawnSync(process.execPath, ['scripts/run-code.js', input, output], {
    cwd: APP_DIR,
    env: appEnv({DATABASE_FILENAME: seededCopy('code.db')}),
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (result.status !== 0) {
    throw new Error(`The code examples could not run (exit ${result.status ?? result.signal}):\n${(result.stderr || result.stdout).slice(-3000)}`);
  }
  const results = JSON.parse(readFileSync(output, 'utf8')) as Result[];
  for (const {id, error, value} of results) {
    const example = examples[id];
    if (error !== undefined) {
      outcomes[id] = {example, status: 'failed', detail: `  the example threw: ${error}`};
      continue;
    }
    if (example.output === undefined) {
      outcomes[id] = {example, status: 'verified'};
      continue;
    }
    let documented: unknown;
    try {
      documented = JSON.parse(example.output);
    } catch (parseError) {
      outcomes[id] = {example, status: 'failed', detail: `  the documented output is not JSON: ${(parseError as Error).message}`};
      continue;
    }
    const mismatches = compareJson(documented, value, {partial: example.partial});
    outcomes[id] = mismatches.length === 0
      ? {example, status: 'verified'}
      : {example, status: 'failed', detail: mismatches.map(formatMismatch).join('\n')};
  }
  return outcomes;
}
