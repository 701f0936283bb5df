/**
 * The CLI reference (docs/dev-docs/cli.mdx) against the real CLI: for every `## \`strapi <command>\``
 * section with an options table, every documented flag must exist in `strapi <command> --help`, and
 * every flag in `--help` must be documented or listed, with a reason, in cli-exclusions.json.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Outcome} from './compare.mts';
import {helpText} from './help-texts.mts';

export type CliSection = {command: string; line: number; flags: Set<string>};

const PAGE = 'docs/dev-docs/cli.mdx';

/** Long and short flag names in a piece of text: `--no-watch-admin`, `-d`. */
export function flagsIn(text: string): string[] {
  return [...text.matchAll(/(?<![\w-])(--?[a-z][\w-]*)/gi)].map((match) => match[1]);
}

/** Sections of the CLI page that document a command's options. */
export function cliSections(source: string): CliSection[] {
  const sections: CliSection[] = [];
  let current: CliSection | undefined;
  source.split('\n').forEach((text, index) => {
    // `strapi <command>` or `strapi <command> <subcommand>` (e.g. `strapi openapi generate`).
    const heading = /^##\s+`strapi ([\w:-]+(?: [a-z][\w:-]*)*)[^`]*`/.exec(text);
    if (heading) {
      current = {command: heading[1], line: index + 1, flags: new Set()};
      sections.push(current);
      return;
    }
    if (/^##\s/.test(text)) {
      current = undefined;
      return;
    }
    const row = /^\|\s*(`-[^|]*)\|/.exec(text);
    if (current && row) {
      for (const flag of flagsIn(row[1].replace(/<[^>]*>|\[[^\]]*\]/g, ''))) current.flags.add(flag);
    }
  });
  return sections.filter((section) => section.flags.size > 0);
}

/** Flags listed in the Options part of a commander `--help` text. */
export function helpFlags(help: string): Set<string> {
  const options = help.split(/\n(?=Options:)/)[1] ?? '';
  const flags = new Set<string>();
  for (const text of options.split('\n').slice(1)) {
    const spec = /^\s+(-[^\s,]+(?:,\s*-[^\s,]+)*)/.exec(text);
    if (spec) for (const flag of flagsIn(spec[1])) flags.add(flag);
  }
  return flags;
}

type Exclusions = Record<string, Record<string, string>>;

export async function checkCli(root: string): Promise<Outcome[]> {
  const source = readFileSync(path.join(root, PAGE), 'utf8');
  const exclusions = JSON.parse(readFileSync(path.join(root, 'scripts/verify-live/cli-exclusions.json'), 'utf8')) as Exclusions;
  const outcomes: Outcome[] = [];
  for (const section of cliSections(source)) {
    const example = {file: PAGE, line: section.line};
    let help: string;
    try {
      help = await helpText('strapi', section.command.split(' '));
    } catch (error) {
      outcomes.push({example, status: 'failed', detail: `  \`strapi ${section.command} --help\` failed: ${(error as Error).message}`});
      continue;
    }
    const real = helpFlags(help);
    const excluded = {...exclusions['*'], ...exclusions[section.command]};
    const missing = [...section.flags].filter((flag) => !real.has(flag));
    const undocumented = [...real].filter((flag) => !section.flags.has(flag) && !(flag in excluded));
    const details = [
      ...missing.map((flag) => `  strapi ${section.command}: the page documents ${flag}, which --help does not list`),
      ...undocumented.map((flag) => `  strapi ${section.command}: --help lists ${flag}, which the page does not document (document it or exclude it with a reason)`),
    ];
    outcomes.push(details.length ? {example, status: 'failed', detail: details.join('\n')} : {example, status: 'verified'});
  }
  return outcomes;
}
