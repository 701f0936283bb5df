/**
 * npm test: every check the project has, in the order CI needs them, with two overlaps.
 * - Installing the reference Strapi app (npm ci in tests/strapi-app, about three minutes on a new
 *   machine) waits mostly on the network and the disk, so it runs in the background from the start
 *   while the typecheck, unit tests, content gates and both builds use the CPU.
 * - verify:live, which starts the app, then runs beside the e2e suite: it mostly waits on one
 *   single-threaded Strapi process (boots, HTTP round trips, CLI runs), which leaves the machine's
 *   second core to the browsers. The specs that time what a reader waits for run last, on their own
 *   (the `timing` project), long after verify:live has finished.
 * A background step's output is printed as one block when it finishes, so it does not interleave
 * with the other steps. Then the config boots (npm run verify:config), CPU-bound, which would slow the
 * browsers down beside them. Stops at the first failing step with its name and exit code.
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

function run(script: string): void {
  console.log(`\n== npm run ${script} (${elapsed()})`);
  const result = spawnSync('npm', ['run', '--silent', script], {stdio: 'inherit'});
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

console.log(`\n== npm run verify:live, in the background beside the e2e suite (${elapsed()})`);
const verifyStarted = Date.now();
const verify = background('verify:live', ['--no-boots']).then((result) => ({...result, seconds: Math.round((Date.now() - verifyStarted) / 1000)}));
console.log(`\n== npm run test:e2e (${elapsed()})`);
// Spawned without blocking, so the background step's exit is seen as it happens.
const e2e = await new Promise<{status: number | null; signal: NodeJS.Signals | null}>((resolve) => {
  const child = spawn('npm', ['run', '--silent', 'test:e2e'], {stdio: 'inherit'});
  child.on('error', () => resolve({status: 1, signal: null}));
  child.on('close', (status, signal) => resolve({status, signal}));
});
const verified = await verify;
console.log(`\n== npm run verify:live: its output (it took ${verified.seconds} s)`);
if (verified.output.trim()) console.log(verified.output.trim());
if (verified.code !== 0) fail(`"npm run verify:live" failed (exit ${verified.code})`);
if (e2e.status !== 0) fail(`"npm run test:e2e" failed (exit ${e2e.status ?? e2e.signal})`);
// The config boots, CPU-bound (two Strapi loads at a time), once the browsers are done.
console.log(`\n== npm run verify:config (${elapsed()})`);
const boots = spawnSync('npm', ['run', '--silent', 'verify:config'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit']});
process.stdout.write(boots.stdout ?? '');
if (boots.status !== 0) fail(`"npm run verify:config" failed (exit ${boots.status ?? boots.signal})`);
const bootFigure = (boots.stdout ?? '').split('\n').find((line) => line.startsWith('Proven boot: '))?.replace(/^Proven (\w+): /, '$1 ');
// The last line says what the run proved, kind by kind (verify:live's closing line and the boots).
const proven = verified.output.trim().split('\n').reverse().find((line) => line.startsWith('Proven against Strapi'));
console.log(`\nnpm test: every step passed in ${elapsed()}${proven ? `\n${proven}${bootFigure ? `, ${bootFigure}` : ''}` : ''}`);
