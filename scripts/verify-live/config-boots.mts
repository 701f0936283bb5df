/**
 * Documented configuration boots: every code block titled `config/<name>.js` or `.ts` of the developer
 * docs is put in place in a copy of the reference app (TypeScript compiled to CommonJS, as a
 * TypeScript project's build does), and Strapi loads that app (`tests/strapi-app/scripts/boot-config.js`:
 * `createStrapi().load()`, no admin, no HTTP) and stops. Files of different names are booted together,
 * one sample each; a batch that fails is booted again one file at a time, so each failure has its page
 * and line. Strapi 4 samples are left out (counted); `skip-boot="reason"` excludes one.
 */
import {execFile} from 'node:child_process';
import {cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import ts from 'typescript';
import {samplesOf, type Sample} from '../../src/plugins/verified-examples/samples.ts';
import {APP_DIR, appEnv} from './app.mts';
import type {Outcome} from './compare.mts';

const run = promisify(execFile);
const SCRATCH = path.join(APP_DIR, '.tmp', 'config-boots', String(process.pid));
const CONFIG_FILE = /^config\/([\w-]+)\.(js|ts)$/;

type ConfigSample = Sample & {name: string; skipBoot?: string};

export function configSamples(file: string, source: string): ConfigSample[] {
  return samplesOf(file, source).flatMap((sample) => {
    const match = CONFIG_FILE.exec(sample.target);
    if (!match || sample.fragment) return [];
    const skipBoot = /(?:^|\s)skip-boot="([^"]*)"/.exec(sample.meta)?.[1];
    return [{...sample, name: match[1], ...(skipBoot !== undefined ? {skipBoot: skipBoot || 'no reason given'} : {})}];
  });
}

/**
 * A config file may require another one of its page (`require('./cron-tasks')`): that one joins it,
 * in the same language, unless the batch already has a file of that name.
 */
function withCompanions(files: ConfigSample[], all: readonly ConfigSample[]): ConfigSample[] {
  const out = [...files];
  for (const sample of files) {
    for (const match of sample.code.matchAll(/(?:require\(|from\s+)\s*['"]\.\/([\w-]+)['"]/g)) {
      if (out.some((other) => other.name === match[1])) continue;
      const companion = all.find((other) => other.file === sample.file && other.name === match[1] && other.lang === sample.lang);
      if (companion) out.push(companion);
    }
  }
  return out;
}

/** A copy of the reference app with these config files in place. */
function appCopy(dir: string, files: ConfigSample[]): void {
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  for (const entry of ['node_modules', 'src', 'database', 'data']) symlinkSync(path.join(APP_DIR, entry), path.join(dir, entry));
  cpSync(path.join(APP_DIR, 'package.json'), path.join(dir, 'package.json'));
  cpSync(path.join(APP_DIR, 'config'), path.join(dir, 'config'), {recursive: true});
  for (const sample of files) {
    for (const ext of ['.js', '.ts']) rmSync(path.join(dir, 'config', `${sample.name}${ext}`), {force: true});
    const code = sample.lang === 'ts'
      ? ts.transpileModule(sample.code, {compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true}}).outputText
      : sample.code;
    writeFileSync(path.join(dir, 'config', `${sample.name}.js`), code);
  }
}

async function boot(dir: string): Promise<string | undefined> {
  try {
    await run(process.execPath, [path.join(APP_DIR, 'scripts', 'boot-config.js'), dir], {
      cwd: dir,
      env: appEnv({DATABASE_FILENAME: path.join(dir, 'boot.db')}),
      timeout: 120_000,
    });
    return undefined;
  } catch (error) {
    const failed = error as Error & {stderr?: string};
    return /BOOT-ERROR (.*)/.exec(failed.stderr ?? '')?.[1] ?? failed.message.split('\n')[0];
  }
}

export async function bootConfigSamples(root: string, files: string[]): Promise<Outcome[]> {
  const samples = files.flatMap((file) => configSamples(path.relative(root, file), readFileSync(file, 'utf8')));
  const outcomes = new Map<ConfigSample, Outcome>();
  const byName = new Map<string, ConfigSample[]>();
  for (const sample of samples) {
    const reason = sample.skip ?? sample.skipBoot;
    if (reason !== undefined) {
      outcomes.set(sample, {example: {file: sample.file, line: sample.line}, status: 'excluded', detail: `  ${reason}`});
      continue;
    }
    byName.set(sample.name, [...(byName.get(sample.name) ?? []), sample]);
  }
  const rounds = Math.max(0, ...[...byName.values()].map((list) => list.length));
  const batches = Array.from({length: rounds}, (_, round) => [...byName.values()].flatMap((list) => list[round] ?? []));
  let slot = 0;
  const check = async (batch: ConfigSample[]) => {
    const dir = path.join(SCRATCH, String(slot++));
    appCopy(dir, withCompanions(batch, samples));
    if ((await boot(dir)) === undefined) {
      for (const sample of batch) outcomes.set(sample, {example: {file: sample.file, line: sample.line}, status: 'verified'});
      return;
    }
    for (const sample of batch) {
      appCopy(dir, withCompanions([sample], samples));
      const error = await boot(dir);
      outcomes.set(sample, error === undefined
        ? {example: {file: sample.file, line: sample.line}, status: 'verified'}
        : {example: {file: sample.file, line: sample.line}, status: 'failed', detail: `  Strapi does not load with this config/${sample.name}: ${error}`});
    }
  };
  // Two boots at a time (2 cores).
  for (let index = 0; index < batches.length; index += 2) await Promise.all(batches.slice(index, index + 2).map(check));
  rmSync(SCRATCH, {recursive: true, force: true});
  return samples.map((sample) => outcomes.get(sample)!);
}
