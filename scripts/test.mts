/**
 * npm test: every check the project has, in the order CI needs them, with one overlap.
 * - Installing the reference Strapi app (npm ci in tests/strapi-app, about three minutes on a new
 *   machine) waits mostly on the network and the disk, so it runs in the background from the start
 *   while the typecheck, unit tests, content gates and both builds use the CPU.
 * - verify:live (it starts the app) and the config boots (npm run verify:config) then run on their
 *   own, before the e2e suite. They used to run beside the browsers: on a slow 2-core machine the
 *   pair then took 31 min, the e2e suite's two browsers and one Strapi process fighting for two
 *   cores (Strapi's start-up went from 16 s to 105 s, each CLI process from 1 s to 8 s), against
 *   about 20 + 5 min one after the other.
 * Stops at the first failing step with its name and exit code; the last line says what the run proved.
 */
import {spawn, spawnSync} from 'node:child_process';
import {closeSync, mkdtempSync, openSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const FOREGROUND = ['typecheck', 'test:unit', 'check:content', 'build', 'build:configured', 'report:routes'];

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

function fail(message: string): never {
  console.error(`\nnpm test: ${message} (after ${elapsed()})`);
  process.exit(1);
}

/**
 * The builds the tests serve leave out the .gz/.br copies (SKIP_PRECOMPRESS): Brotli at its best
 * quality takes about 30 s of the run, the test server and the JS budgets compress on their own, and
 * the step is tested on its own (tests/unit/post-build.test.ts). `npm run build` (the deploy
 * workflow's) writes them.
 */
const STEP_ENV: Record<string, Record<string, string>> = {build: {SKIP_PRECOMPRESS: '1'}};

function run(script: string): void {
  console.log(`\n== npm run ${script} (${elapsed()})`);
  const result = spawnSync('npm', ['run', '--silent', script], {stdio: 'inherit', env: {...process.env, ...STEP_ENV[script]}});
  if (result.status !== 0) fail(`"npm run ${script}" failed (exit ${result.status ?? result.signal})`);
}

/**
 * Runs an npm script in the background, its output kept for when it ends. The output goes to a file,
 * not a pipe: the foreground steps block this process's event loop, and a full pipe would stall the
 * background step until they end.
 */
function background(script: string, args: string[] = []): Promise<{code: number | null; output: string}> {
  const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'npm-test-')), `${script.replace(/\W/g, '-')}.log`);
  const fd = openSync(logFile, 'w');
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {stdio: ['ignore', fd, fd]});
    const done = (code: number | null, extra = '') => {
      closeSync(fd);
      resolve({code, output: readFileSync(logFile, 'utf8') + extra});
    };
    child.on('error', (error) => done(1, `\n${error.message}`));
    child.on('close', (code) => done(code));
  });
}

const install = background('strapi:install');
console.log('== npm run strapi:install, in the background');

for (const script of FOREGROUND) run(script);

console.log(`\n== waiting for npm run strapi:install (${elapsed()})`);
const {code, output} = await install;
if (output.trim()) console.log(output.trim());
if (code !== 0) fail(`"npm run strapi:install" failed (exit ${code}): verify:live needs the reference Strapi app`);

/** Runs an npm script in the foreground, its output printed as it comes and kept for the closing line. */
function runKept(script: string, args: string[] = []): Promise<string> {
  console.log(`\n== npm run ${script} (${elapsed()})`);
  return new Promise((resolve) => {
    let kept = '';
    const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {stdio: ['ignore', 'pipe', 'inherit']});
    child.stdout.on('data', (chunk: Buffer) => {
      kept += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('error', (error) => fail(`"npm run ${script}" could not start: ${error.message}`));
    child.on('close', (status, signal) => {
      if (status !== 0) fail(`"npm run ${script}" failed (exit ${status ?? signal})`);
      resolve(kept);
    });
  });
}

const verified = await runKept('verify:live', ['--no-boots']);
// The config boots: CPU-bound, two Strapi loads at a time.
const boots = await runKept('verify:config');
run('test:e2e');
const bootFigure = boots.split('\n').find((line) => line.startsWith('Proven boot: '))?.replace(/^Proven (\w+): /, '$1 ');
// The last line says what the run proved, kind by kind (verify:live's closing line and the boots).
const proven = verified.trim().split('\n').reverse().find((line) => line.startsWith('Proven against Strapi'));
console.log(`\nnpm test: every step passed in ${elapsed()}${proven ? `\n${proven}${bootFigure ? `, ${bootFigure}` : ''}` : ''}`);
