/**
 * npm test: every check the project has, in the order CI needs them, with one overlap. Installing
 * the reference Strapi app (npm ci in tests/strapi-app, about three minutes on a new machine) waits
 * mostly on the network and the disk, so it runs in the background from the start while the
 * typecheck, unit tests, content gates and both builds use the CPU; verify:live, which starts the
 * app, runs once both are done. Its output is printed as one block when it finishes, so it does not
 * interleave with the other steps. Stops at the first failing step with its name and exit code.
 */
import {spawn, spawnSync} from 'node:child_process';

const FOREGROUND = ['typecheck', 'test:unit', 'check:content', 'build', 'build:configured', 'report:routes'];
const AFTER_INSTALL = ['verify:live', 'test:e2e'];

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

const install = new Promise<{code: number | null; output: string}>((resolve) => {
  let output = '';
  const child = spawn('npm', ['run', '--silent', 'strapi:install'], {stdio: ['ignore', 'pipe', 'pipe']});
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('error', (error) => resolve({code: 1, output: `${output}\n${error.message}`}));
  child.on('close', (code) => resolve({code, output}));
});
console.log('== npm run strapi:install, in the background');

for (const script of FOREGROUND) run(script);

console.log(`\n== waiting for npm run strapi:install (${elapsed()})`);
const {code, output} = await install;
if (output.trim()) console.log(output.trim());
if (code !== 0) fail(`"npm run strapi:install" failed (exit ${code}): verify:live needs the reference Strapi app`);

for (const script of AFTER_INSTALL) run(script);
console.log(`\nnpm test: every step passed in ${elapsed()}`);
