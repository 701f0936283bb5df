/**
 * The `--help` texts of the command-line tools installed in the reference app, each read once per run
 * and shared by the CLI reference check (cli.mts) and the command-line check (command-lines.mts).
 *
 * Every `strapi` command's help comes from one Node process: it builds Strapi's commander program with
 * `createCLI` (the function `bin/strapi.js` runs) and prints each command's `helpInformation()`, which
 * is what `--help` prints. One `strapi … --help` process per command loads the whole CLI each time:
 * 57 s for the docs' commands on an idle 2-core machine, over 8 minutes beside the e2e suite's
 * browsers, against about 3 s for all of them in one process. A command the program does not know
 * (or a tool other than `strapi`) is asked by running the tool with `--help`, as before.
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import type {Tool} from '../../src/remark/verified-examples/command-lines.ts';
import {APP_DIR, appEnv} from './app.mts';

const run = promisify(execFile);

/** The command-line tools we check, with the script that runs each in the reference app. */
export const TOOLS: Record<Tool, string> = {
  strapi: 'node_modules/@strapi/strapi/bin/strapi.js',
  upgrade: 'node_modules/@strapi/upgrade/bin/upgrade.js',
  'sdk-plugin': 'node_modules/@strapi/sdk-plugin/bin/strapi-plugin.js',
  'create-strapi': 'node_modules/create-strapi-app/bin/index.js',
};

/** Prints, as JSON, `{ "<command path>": help text }` for every command and alias of the strapi CLI. */
const ALL_STRAPI_HELPS = `
const path = require('node:path');
const {createCLI} = require(path.resolve('node_modules/@strapi/strapi/dist/cli.js'));
createCLI(['node', 'strapi']).then((program) => {
  program.name('strapi');
  const texts = {};
  const walk = (command, names) => {
    texts[names.join(' ')] = command.helpInformation();
    for (const sub of command.commands) {
      for (const name of [sub.name().split(' ')[0], ...sub.aliases()]) walk(sub, [...names, name]);
    }
  };
  walk(program, []);
  process.stdout.write(JSON.stringify(texts));
});
`;

let strapiHelps: Promise<Record<string, string>> | undefined;
const helps = new Map<string, Promise<string>>();

function helpProcess(tool: Tool, command: string[]): Promise<string> {
  return run(process.execPath, [TOOLS[tool], ...command, '--help'], {cwd: APP_DIR, env: appEnv(), timeout: 60_000}).then(
    ({stdout}) => stdout,
    (error: Error & {stdout?: string}) => {
      // Some tools print their help and exit non-zero; keep what they printed.
      if (error.stdout && /Usage:/.test(error.stdout)) return error.stdout;
      throw new Error(`\`${tool} ${[...command, '--help'].join(' ')}\` failed: ${error.message.split('\n')[0]}`);
    },
  );
}

/** What `<tool> <command…> --help` prints in the reference app. */
export function helpText(tool: Tool, command: string[]): Promise<string> {
  const key = [tool, ...command].join(' ');
  if (!helps.has(key)) {
    if (tool === 'strapi') {
      strapiHelps ??= run(process.execPath, ['-e', ALL_STRAPI_HELPS], {cwd: APP_DIR, env: appEnv(), timeout: 120_000, maxBuffer: 16 * 1024 * 1024}).then(
        ({stdout}) => JSON.parse(stdout) as Record<string, string>,
        (error: Error) => {
          throw new Error(`reading the strapi CLI's help texts failed: ${error.message.split('\n')[0]}`);
        },
      );
      helps.set(
        key,
        strapiHelps.then((texts) => texts[command.join(' ')] ?? helpProcess(tool, command)),
      );
    } else {
      helps.set(key, helpProcess(tool, command));
    }
  }
  return helps.get(key)!;
}
