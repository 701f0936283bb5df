/**
 * Documented configuration boots: every code block titled `config/<name>.js` or `.ts` of the developer
 * docs is put in place in a copy of the reference app (TypeScript compiled to CommonJS, as a
 * TypeScript project's build does), and Strapi loads that app (`tests/strapi-app/scripts/boot-config.js`:
 * `createStrapi().load()`, no admin, no HTTP) and stops. Files of different names are booted together,
 * one sample each; a batch that fails is booted again one file at a time, so each failure has its page
 * and line. Strapi 4 samples are left out (counted); `skip-boot="reason"` excludes one.
 * Loads run in two long-lived processes (BootWorker: 0.6 s a load instead of 3.5 s); a failure there
 * is only reported once a new process (boot-config.js) fails the same way.
 */
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import {cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {createRequire} from 'node:module';
import ts from 'typescript';
import {configSamples, samplesOf, type ConfigSample, type Sample} from '../../src/remark/verified-examples/samples.ts';
import {APP_DIR, appEnv} from './app.mts';
import type {Outcome} from './compare.mts';

const run = promisify(execFile);
const SCRATCH = path.join(APP_DIR, '.tmp', 'config-boots', String(process.pid));
/** The config files of its page that a config file requires (`require('./cron-tasks')`), in its language. */
export function companionsOf(sample: ConfigSample, all: readonly ConfigSample[]): ConfigSample[] {
  const out: ConfigSample[] = [];
  for (const match of sample.code.matchAll(/(?:require\(|from\s+)\s*['"]\.\/([\w-]+)['"]/g)) {
    const companion = all.find((other) => other.file === sample.file && other.name === match[1] && other.lang === sample.lang);
    if (companion && companion !== sample && !out.includes(companion)) out.push(companion);
  }
  return out;
}

/**
 * A batch's files and the files of their pages that they require. Batches are built so that no
 * other sample of a required name is in the batch (a JavaScript `server.js` of one page requiring
 * the TypeScript `cron-tasks` of another fails for a reason neither page has).
 */
function withCompanions(files: ConfigSample[], all: readonly ConfigSample[]): ConfigSample[] {
  const out = [...files];
  for (const sample of files) for (const companion of companionsOf(sample, all)) if (!out.includes(companion)) out.push(companion);
  return out;
}

/**
 * Every sample in one batch at most, one file of each name per batch: a sample also takes the names
 * of the files it requires, so a batch never holds a sample named like another one's companion.
 * Samples are placed round by round (the first of each name, then the second...), each in the first
 * batch where its names are free.
 */
export function batchesOf(byName: ReadonlyMap<string, ConfigSample[]>, all: readonly ConfigSample[]): ConfigSample[][] {
  const batches: {samples: ConfigSample[]; names: Set<string>}[] = [];
  const rounds = Math.max(0, ...[...byName.values()].map((list) => list.length));
  for (let round = 0; round < rounds; round += 1) {
    for (const list of byName.values()) {
      const sample = list[round];
      if (!sample) continue;
      const names = [sample.name, ...companionsOf(sample, all).map((companion) => companion.name)];
      let batch = batches.find((candidate) => names.every((name) => !candidate.names.has(name)));
      if (!batch) batches.push((batch = {samples: [], names: new Set()}));
      batch.samples.push(sample);
      for (const name of names) batch.names.add(name);
    }
  }
  return batches.map((batch) => batch.samples);
}

/**
 * The project files of the page that a config sample names and that the page shows in the same
 * language: the middlewares of `global::<name>` (with the page's `src/errors/` files they import) and
 * any `./src/…` path it resolves.
 */
function sourceCompanions(sample: ConfigSample, pageSamples: readonly Sample[]): Sample[] {
  const sameLanguage = pageSamples.filter((other) => other.lang.startsWith(sample.lang) && other.target.startsWith('src/'));
  const wanted = new Set<string>();
  const stem = (target: string) => target.replace(/\.[jt]sx?$/, '');
  for (const match of sample.code.matchAll(/['"]global::([\w-]+)['"]/g)) {
    wanted.add(`src/middlewares/${match[1]}`);
    for (const other of sameLanguage) if (other.target.startsWith('src/errors/')) wanted.add(stem(other.target));
  }
  for (const match of sample.code.matchAll(/['"]\.\/(src\/[\w./-]+?)(?:\.[jt]s)?['"]/g)) wanted.add(match[1]);
  return sameLanguage.filter((other) => wanted.has(stem(other.target)));
}

const toCommonJs = (sample: Sample) => sample.lang.startsWith('ts')
  ? ts.transpileModule(sample.code, {compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true}}).outputText
  : sample.code;

const appRequire = createRequire(path.join(APP_DIR, 'package.json'));

/**
 * What a config file evaluates to, as text: the value it exports (called with Strapi's own `env`
 * helper when it is a function), functions and regular expressions by their source. Two samples with
 * the same value load Strapi the same way, so one boot proves both: most pages show a file twice, in
 * JavaScript and in TypeScript. Undefined when the file cannot be evaluated alone (it requires a file
 * of its page, say): such a sample is booted on its own.
 */
function configValue(sample: ConfigSample): string | undefined {
  try {
    const module = {exports: {} as unknown};
    const require = (id: string) => {
      if (id.startsWith('.')) throw new Error(`requires ${id}`);
      return appRequire(id);
    };
    new Function('module', 'exports', 'require', '__dirname', '__filename', toCommonJs(sample))(module, module.exports, require, path.join(APP_DIR, 'config'), path.join(APP_DIR, 'config', `${sample.name}.js`));
    let value = module.exports as {default?: unknown} | ((...args: unknown[]) => unknown);
    if (value && typeof value === 'object' && 'default' in value && (value as {__esModule?: boolean}).__esModule) value = value.default as typeof value;
    const loaded = typeof value === 'function' ? value({env: appRequire('@strapi/utils').env}) : value;
    return JSON.stringify(loaded, (_key, item: unknown) =>
      typeof item === 'function' || item instanceof RegExp ? `[source] ${String(item)}` : item === undefined ? '[undefined]' : item,
    );
  } catch {
    return undefined;
  }
}

/** A copy of the reference app with these config files (and the project files they name) in place. */
function appCopy(dir: string, files: ConfigSample[], sources: Sample[] = []): void {
  rmSync(dir, {recursive: true, force: true, maxRetries: 5});
  mkdirSync(dir, {recursive: true});
  // Strapi's update notifier (on unless a sample's server config turns it off) would ask the npm
  // registry for a newer version and write the answer here after the load, while the copy may be
  // removed: a check made just now keeps it off the network (core/dist/utils/update-notifier).
  writeFileSync(path.join(dir, '.strapi-updater.json'), JSON.stringify({lastUpdateCheck: Date.now(), lastNotification: Date.now()}));
  for (const entry of ['node_modules', 'database', 'data', ...(sources.length ? [] : ['src'])]) symlinkSync(path.join(APP_DIR, entry), path.join(dir, entry));
  if (sources.length) cpSync(path.join(APP_DIR, 'src'), path.join(dir, 'src'), {recursive: true});
  cpSync(path.join(APP_DIR, 'package.json'), path.join(dir, 'package.json'));
  cpSync(path.join(APP_DIR, 'config'), path.join(dir, 'config'), {recursive: true});
  for (const sample of files) {
    for (const ext of ['.js', '.ts']) rmSync(path.join(dir, 'config', `${sample.name}${ext}`), {force: true});
    writeFileSync(path.join(dir, 'config', `${sample.name}.js`), toCommonJs(sample));
    // A public folder moved elsewhere (`dirs.public`), created with its uploads folder as the page says.
    const moved = /public:\s*(?:env\(\s*['"]\w+['"],\s*)?['"]\.\/([\w-]+)['"]/.exec(sample.code);
    if (sample.name === 'server' && moved) mkdirSync(path.join(dir, moved[1], 'uploads'), {recursive: true});
  }
  for (const source of sources) {
    const target = path.join(dir, source.target.replace(/\.[jt]sx?$/, '.js'));
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, toCommonJs(source));
  }
}

/**
 * A database the app has already synced its schema into: each boot starts from a copy of it, so
 * Strapi only checks the schema instead of creating every table (about 2.5 s less per boot).
 */
let template: Promise<string> | undefined;
function templateDatabase(): Promise<string> {
  template ??= (async () => {
    const dir = path.join(SCRATCH, 'template');
    appCopy(dir, []);
    const error = await boot(dir, false);
    if (error !== undefined) throw new Error(`The reference app does not boot with its own config: ${error}`);
    return path.join(dir, 'boot.db');
  })();
  return template;
}

async function boot(dir: string, fromTemplate = true): Promise<string | undefined> {
  if (fromTemplate) cpSync(await templateDatabase(), path.join(dir, 'boot.db'));
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

/**
 * A process that loads app copies one after another (tests/strapi-app/scripts/boot-configs.js):
 * Strapi's modules stay loaded, so a load takes about 0.6 s instead of the 3.5 s of a new process.
 * Anything but a clean load in it is checked again in a new process (boot), which alone decides
 * that a sample fails: state an earlier load left behind can slow a run down, never fail a sample.
 */
class BootWorker {
  private child: ChildProcess | undefined;
  private output = '';
  private waiting: ((result: string | undefined) => void) | undefined;

  private start(): ChildProcess {
    const child = spawn(process.execPath, [path.join(APP_DIR, 'scripts', 'boot-configs.js')], {cwd: APP_DIR, env: appEnv({}), stdio: ['pipe', 'pipe', 'ignore']});
    child.stdout!.on('data', (chunk: Buffer) => {
      this.output += chunk.toString();
      const match = /^BOOT-RESULT (.*)$/m.exec(this.output);
      if (!match) return;
      this.output = this.output.slice(match.index + match[0].length);
      const result = JSON.parse(match[1]) as {ok?: true; error?: string};
      this.settle(result.ok ? undefined : (result.error ?? 'unknown error'));
    });
    child.on('exit', () => {
      if (this.child === child) this.child = undefined;
      this.settle('the loading process exited');
    });
    return child;
  }

  private settle(result: string | undefined): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.(result);
  }

  /** Loads the copy in `dir` (its database copied from the template first); undefined when Strapi loads. */
  async boot(dir: string): Promise<string | undefined> {
    cpSync(await templateDatabase(), path.join(dir, 'boot.db'));
    this.child ??= this.start();
    this.output = '';
    const child = this.child;
    const result = new Promise<string | undefined>((resolve) => {
      this.waiting = resolve;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      this.settle('did not load within 120 s');
    }, 120_000);
    child.stdin!.write(`${JSON.stringify({dir, database: path.join(dir, 'boot.db')})}\n`);
    try {
      return await result;
    } finally {
      clearTimeout(timer);
    }
  }

  stop(): void {
    this.child?.stdin?.end();
    this.child = undefined;
  }
}

export async function bootConfigSamples(root: string, files: string[]): Promise<Outcome[]> {
  const pageSamples = new Map<string, Sample[]>();
  const samples = files.flatMap((file) => {
    const relative = path.relative(root, file);
    const source = readFileSync(file, 'utf8');
    const found = configSamples(relative, source);
    if (found.length) pageSamples.set(relative, samplesOf(relative, source));
    return found;
  });
  const sourcesOf = (batch: ConfigSample[]) => batch.flatMap((sample) => sourceCompanions(sample, pageSamples.get(sample.file) ?? []));
  const outcomes = new Map<ConfigSample, Outcome>();
  const byName = new Map<string, ConfigSample[]>();
  // Samples that evaluate to the same value (with the same page files) share one boot.
  const twins = new Map<ConfigSample, ConfigSample[]>();
  const byValue = new Map<string, ConfigSample>();
  for (const sample of samples) {
    const reason = sample.skip ?? sample.skipBoot;
    if (reason !== undefined) {
      outcomes.set(sample, {example: {file: sample.file, line: sample.line}, status: 'excluded', detail: `  ${reason}`});
      continue;
    }
    const value = configValue(sample);
    const key = value === undefined ? undefined : JSON.stringify([sample.name, value, sourcesOf([sample]).map((source) => toCommonJs(source))]);
    const first = key === undefined ? undefined : byValue.get(key);
    if (first) {
      twins.get(first)!.push(sample);
      continue;
    }
    if (key !== undefined) byValue.set(key, sample);
    twins.set(sample, []);
    byName.set(sample.name, [...(byName.get(sample.name) ?? []), sample]);
  }
  const batches = batchesOf(byName, samples);
  let slot = 0;
  const loads = {worker: 0, again: 0};
  // A batch that fails is split in two until each failure has its own file: one wrong sample in a
  // batch of 16 costs 8 boots, not 16.
  const check = async (worker: BootWorker, batch: ConfigSample[], dir = path.join(SCRATCH, String(slot++))): Promise<void> => {
    appCopy(dir, withCompanions(batch, samples), sourcesOf(batch));
    // Loaded in the worker; a failure there is confirmed (or not) in a new process.
    loads.worker += 1;
    const inWorker = await worker.boot(dir);
    if (inWorker !== undefined) loads.again += 1;
    const error = inWorker === undefined ? undefined : await boot(dir);
    if (error === undefined) {
      for (const sample of batch) outcomes.set(sample, {example: {file: sample.file, line: sample.line}, status: 'verified'});
    } else if (batch.length === 1) {
      const [sample] = batch;
      outcomes.set(sample, {example: {file: sample.file, line: sample.line}, status: 'failed', detail: `  Strapi does not load with this config/${sample.name}: ${error}`});
    } else {
      const half = Math.ceil(batch.length / 2);
      await check(worker, batch.slice(0, half), dir);
      await check(worker, batch.slice(half), dir);
    }
  };
  // Two workers, one boot each at a time (2 cores).
  const queue = [...batches];
  const work = async () => {
    const worker = new BootWorker();
    try {
      for (let batch = queue.shift(); batch; batch = queue.shift()) await check(worker, batch);
    } finally {
      worker.stop();
    }
  };
  await Promise.all([work(), work()]);
  console.log(`boot: ${loads.worker} loads in two long-lived processes, ${loads.again} of them loaded again in a new process after failing there`);
  rmSync(SCRATCH, {recursive: true, force: true, maxRetries: 5});
  for (const [sample, same] of twins) {
    const outcome = outcomes.get(sample)!;
    for (const twin of same) {
      outcomes.set(twin, {...outcome, example: {file: twin.file, line: twin.line}, detail: outcome.detail?.replace(/^ {2}/, `  (same value as ${sample.file}:${sample.line}) `)});
    }
  }
  return samples.map((sample) => outcomes.get(sample)!);
}
