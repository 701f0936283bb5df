/**
 * Every Strapi command line of the docs against the pinned CLIs: in each shell block (bash, sh, shell,
 * console, zsh), a line that runs `strapi …` (directly, with npx, yarn, pnpm or `npm run strapi [--]`),
 * `npx @strapi/upgrade …`, `npx @strapi/sdk-plugin …` or create-strapi (`npx create-strapi[-app]`,
 * `npm|yarn|pnpm create strapi`) must name a real command, and every flag it passes must be listed by
 * that command's `--help` in the reference app's installed packages. A block can opt out with
 * `skip-cli="reason"` in its meta; the runner counts it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {commandLines, type CommandLine} from '../../src/remark/verified-examples/command-lines.ts';
import {flagsIn, helpFlags} from './cli.mts';
import type {Outcome} from './compare.mts';
import {helpText} from './help-texts.mts';

/** Command names (with their aliases) listed in the Commands part of a commander `--help` text. */
export function helpCommands(help: string): Map<string, string> {
  const commands = new Map<string, string>();
  const section = help.split(/\n(?=Commands:)/)[1] ?? '';
  for (const text of section.split('\n').slice(1)) {
    const spec = /^\s{2}([\w:|-]+)/.exec(text);
    if (!spec) continue;
    const names = spec[1].split('|');
    for (const name of names) commands.set(name, names[0]);
  }
  return commands;
}

/** The flags of a command line (before a lone `--`), without their values. */
export function usedFlags(args: string[]): string[] {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).filter((arg) => /^--?[a-z]/i.test(arg)).flatMap((arg) => flagsIn(arg.split('=')[0]));
}

export async function checkCommandLines(root: string, files: string[]): Promise<Outcome[]> {
  const lines = files.flatMap((file) => commandLines(path.relative(root, file), readFileSync(file, 'utf8')));
  const help = helpText;

  const check = async (entry: CommandLine): Promise<Outcome> => {
    const example = {file: entry.file, line: entry.line};
    if (entry.skip !== undefined) return {example, status: 'excluded', detail: `  ${entry.text}: ${entry.skip}`};
    try {
      // Walk down the commands the line names (`strapi openapi generate`, `upgrade codemods run`).
      const path: string[] = [];
      let text = await help(entry.tool, path);
      for (const word of entry.args) {
        if (word.startsWith('-')) break;
        const commands = helpCommands(text);
        if (commands.size === 0) break;
        const name = commands.get(word);
        if (name === undefined) {
          // A tool without that command, or a positional argument of a command that has none below it.
          if (path.length === 0 && entry.tool !== 'create-strapi') {
            return {example, status: 'failed', detail: `  ${entry.text}\n  \`${entry.tool}\` has no command "${word}" (commands: ${[...new Set(commands.values())].join(', ')})`};
          }
          break;
        }
        path.push(name);
        text = await help(entry.tool, path);
      }
      const known = helpFlags(text);
      const unknown = usedFlags(entry.args).filter((flag) => !known.has(flag));
      if (unknown.length > 0) {
        return {example, status: 'failed', detail: `  ${entry.text}\n  \`${[entry.tool, ...path].join(' ')} --help\` lists no ${unknown.join(', ')}`};
      }
      return {example, status: 'verified'};
    } catch (error) {
      return {example, status: 'failed', detail: `  ${entry.text}\n  ${(error as Error).message}`};
    }
  };
  const outcomes: Outcome[] = [];
  // Two at a time: a tool other than strapi starts a Node process for each --help.
  for (let index = 0; index < lines.length; index += 2) {
    outcomes.push(...(await Promise.all(lines.slice(index, index + 2).map(check))));
  }
  return outcomes;
}
