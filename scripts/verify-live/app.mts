/**
 * The reference Strapi app's lifecycle, seen from the docs project: install it (npm ci in its own
 * folder), generate per-run secrets, start it on 127.0.0.1 with a seeded SQLite database, stop it.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {createHash, randomBytes} from 'node:crypto';
import {copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../tests/strapi-app');
/** The Strapi 4 types that the migration guide's Strapi 4 samples are checked against (type-check.mts). */
export const STRAPI4_TYPES_DIR = path.resolve(APP_DIR, '../strapi4-types');
/** The app's port; each port gets its own run folder, so several checks can run side by side. */
export const PORT = Number(process.env.VERIFY_PORT ?? 1337);
export const RUN_DIR = path.join(APP_DIR, '.tmp', `run-${PORT}`);

/** The exact Strapi version the app pins: the one place the site reads it from. */
export function strapiVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(APP_DIR, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return pkg.dependencies['@strapi/strapi'];
}

/** Where node-gyp finds Node's headers, so better-sqlite3 compiles without downloading them. */
function nodeHeadersDir(): string {
  const candidates = [process.env.npm_config_nodedir, path.resolve(path.dirname(process.execPath), '..')];
  for (const dir of candidates) {
    if (dir && existsSync(path.join(dir, 'include/node/node_version.h'))) {
      return dir;
    }
  }
  throw new Error(
    'Node.js headers not found (looked for include/node/node_version.h next to the node binary). ' +
      'better-sqlite3 has to be compiled from source here; install the headers (Debian: apt-get install libnode-dev, ' +
      'or a Node.js build that ships include/) or set npm_config_nodedir.',
  );
}

/** `npm ci` in `dir` unless its installed tree matches its lockfile (a stamp holds the lockfile's digest). */
function installFolder(dir: string, what: string, args: string[], env: () => NodeJS.ProcessEnv, log: (line: string) => void): void {
  const lock = readFileSync(path.join(dir, 'package-lock.json'));
  const digest = createHash('sha256').update(lock).digest('hex');
  const stamp = path.join(dir, 'node_modules/.docs-lock-sha256');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
    return;
  }
  log(`Installing ${what}…`);
  const started = Date.now();
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error', ...args], {cwd: dir, stdio: ['ignore', 'inherit', 'inherit'], env: env()});
  if (result.status !== 0) {
    throw new Error(`npm ci in ${dir} failed (exit ${result.status ?? result.signal}).`);
  }
  writeFileSync(stamp, digest);
  log(`Installed in ${Math.round((Date.now() - started) / 1000)} s.`);
}

/** Install the app's dependencies, and the Strapi 4 types, unless they match their lockfiles. */
export function ensureInstalled(log: (line: string) => void = console.log): void {
  installFolder(APP_DIR, 'the reference Strapi app (npm ci in tests/strapi-app; about 2 minutes)', [], () => ({...process.env, npm_config_nodedir: nodeHeadersDir(), STRAPI_TELEMETRY_DISABLED: 'true'}), log);
  // Types only: no install scripts to run.
  installFolder(STRAPI4_TYPES_DIR, 'the Strapi 4 types (npm ci in tests/strapi4-types; about 30 s)', ['--ignore-scripts'], () => process.env, log);
}

export type Credentials = {
  /** A full-access API token. */
  apiToken: string;
  /** A read-only API token, and a full-access one whose expiration date has passed. */
  readOnlyToken: string;
  expiredToken: string;
  /** A registered end user (Authenticated role); the runner logs it in for auth="user" examples. */
  user: {username: string; email: string; password: string};
  /** The first administrator (super admin); the runner logs it in for auth="admin" examples. */
  admin: {email: string; password: string};
};

export type RunningApp = {url: string; credentials: Credentials; stop: () => Promise<void>};

/** Per-run secrets: generated every time, never written to the repository. */
function secrets(): Record<string, string> {
  const key = () => randomBytes(16).toString('base64');
  return {
    APP_KEYS: [key(), key(), key(), key()].join(','),
    API_TOKEN_SALT: key(),
    ADMIN_JWT_SECRET: key(),
    JWT_SECRET: key(),
    TRANSFER_TOKEN_SALT: key(),
    ENCRYPTION_KEY: key(),
  };
}

const RUN_SECRETS = secrets();

export function appEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...RUN_SECRETS,
    // Development mode, as `strapi develop` runs for readers trying examples locally. (In production,
    // the generated users-permissions session config marks the refresh cookie `secure`, so a login
    // over plain HTTP fails with 500 "Cannot send secure cookie over unencrypted connection".)
    NODE_ENV: 'development',
    STRAPI_TELEMETRY_DISABLED: 'true',
    FLAG_NPS: 'false',
    FLAG_PROMOTE_EE: 'false',
    BROWSER: 'none',
    ...extra,
  };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number, logs: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The reference Strapi app exited with code ${child.exitCode} before it was ready.\n${logs()}`);
    }
    try {
      const response = await fetch(`${url}/_health`);
      if (response.status === 204) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The reference Strapi app did not answer ${url}/_health within ${timeoutMs / 1000} s.\n${logs()}`);
}

const SEEDED_DB = path.join(RUN_DIR, 'seeded.db');
const CREDENTIALS = path.join(RUN_DIR, 'credentials.json');
let seededThisRun = false;

/** A fresh copy of this run's seeded database under .tmp, for a process of its own; returns its path relative to the app. */
export function seededCopy(name: string): string {
  if (!seededThisRun) {
    throw new Error('The reference app has not been seeded in this run yet (start it with startApp first).');
  }
  const target = path.join(RUN_DIR, name);
  copyFileSync(SEEDED_DB, target);
  return path.relative(APP_DIR, target);
}

/**
 * Start the app on 127.0.0.1:port. `fresh: true` seeds a new database (and keeps a pristine copy);
 * otherwise the database is reset to that pristine copy, so every start sees the same data.
 */
export async function startApp({
  port = PORT,
  fresh = false,
  // Seeding a fresh database beside the e2e suite's browsers took 89 s on a slow 2-core machine.
  timeoutMs = 240_000,
  env: extraEnv = {},
}: {port?: number; fresh?: boolean; timeoutMs?: number; env?: Record<string, string>} = {}): Promise<RunningApp> {
  mkdirSync(RUN_DIR, {recursive: true});
  // One database file per port: the next app can start while the one before still serves.
  const dbFile = path.join(RUN_DIR, port === PORT ? 'data.db' : `data-${port}.db`);
  rmSync(dbFile, {force: true});
  rmSync(`${dbFile}-wal`, {force: true});
  rmSync(`${dbFile}-shm`, {force: true});
  // Secrets are per process, so a snapshot from an earlier run (other salts) is never reused.
  const seed = fresh || !seededThisRun;
  if (seed) {
    rmSync(SEEDED_DB, {force: true});
  } else {
    copyFileSync(SEEDED_DB, dbFile);
  }
  const url = `http://127.0.0.1:${port}`;
  const env = appEnv({
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_FILENAME: path.relative(APP_DIR, dbFile),
    ...(seed ? {SEED_OUTPUT: CREDENTIALS, SEED_SNAPSHOT: SEEDED_DB} : {}),
    ...extraEnv,
  });
  let output = '';
  const child = spawn(process.execPath, ['scripts/serve.js'], {cwd: APP_DIR, env, stdio: ['ignore', 'pipe', 'pipe']});
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const logs = () => `--- last lines of the app's output ---\n${output.split('\n').slice(-40).join('\n')}`;
  await waitForHealth(url, child, timeoutMs, logs);
  const credentials = JSON.parse(readFileSync(CREDENTIALS, 'utf8')) as Credentials;
  seededThisRun = true;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  return {url, credentials, stop};
}
