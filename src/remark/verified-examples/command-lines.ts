/**
 * The Strapi command lines of a page that `npm run verify:live` checks against the pinned CLIs
 * (scripts/verify-live/command-lines.mts), read the same way by the checker and by the status page.
 */
import type {Code} from 'mdast';
import {parsePage, type ParsedPage} from '../../../scripts/content-gates/parse.mts';

const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);

/** The command-line tools checked. */
export type Tool = 'strapi' | 'upgrade' | 'sdk-plugin' | 'create-strapi';

export type CommandLine = {file: string; line: number; text: string; tool: Tool; args: string[]; skip?: string};

/** Split a shell line into words, honouring '…' and "…" quotes (no expansion). */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let current = '';
  let quote: string | undefined;
  let has = false;
  for (const char of line) {
    if (quote) {
      if (char === quote) quote = undefined;
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      has = true;
    } else if (/\s/.test(char)) {
      if (has || current) words.push(current);
      current = '';
      has = false;
    } else {
      current += char;
    }
  }
  if (has || current) words.push(current);
  return words;
}

/** Which tool a command runs, and its arguments; undefined for any other command. */
export function strapiCommand(words: string[]): {tool: Tool; args: string[]} | undefined {
  const w = [...words];
  while (w.length > 0 && /^[A-Z_][A-Z0-9_]*=/.test(w[0])) w.shift(); // VAR=value prefixes
  if (w[0] === 'sudo') w.shift();
  const [first, second, third] = w;
  const dropSeparator = (args: string[]) => (args[0] === '--' ? args.slice(1) : args);
  if (first === 'strapi') return {tool: 'strapi', args: w.slice(1)};
  if ((first === 'npx' || first === 'yarn' || first === 'pnpm') && second === 'strapi') return {tool: 'strapi', args: w.slice(2)};
  if (first === 'npm' && (second === 'run' || second === 'run-script') && third === 'strapi') return {tool: 'strapi', args: dropSeparator(w.slice(3))};
  if (first === 'npx' || (first === 'pnpm' && second === 'dlx')) {
    const index = first === 'npx' ? 1 : 2;
    const pkg = (w[index] ?? '').replace(/(.)@[^@/]*$/, '$1');
    if (pkg === '@strapi/upgrade') return {tool: 'upgrade', args: w.slice(index + 1)};
    if (pkg === '@strapi/sdk-plugin') return {tool: 'sdk-plugin', args: w.slice(index + 1)};
    if (pkg === 'create-strapi' || pkg === 'create-strapi-app') return {tool: 'create-strapi', args: w.slice(index + 1)};
  }
  if ((first === 'npm' || first === 'yarn' || first === 'pnpm') && (second === 'create' || second === 'init') && /^strapi(-app)?(@|$)/.test(third ?? '')) {
    return {tool: 'create-strapi', args: dropSeparator(w.slice(3))};
  }
  return undefined;
}

/** Strapi command lines of one page. */
export function commandLines(file: string, source: string, page: ParsedPage = parsePage(file, source)): CommandLine[] {
  const found: CommandLine[] = [];
  const {codeBlocks} = page;
  for (const code of codeBlocks as Code[]) {
    if (!SHELL_LANGUAGES.has(code.lang ?? '')) continue;
    const skip = /(?:^|\s)skip-cli="([^"]*)"/.exec(code.meta ?? '')?.[1];
    const first = (code.position?.start.line ?? 0) + 1;
    const lines = code.value.split('\n');
    for (let index = 0; index < lines.length; index += 1) {
      const start = index;
      let text = lines[index];
      while (/\\\s*$/.test(text) && index + 1 < lines.length) {
        index += 1;
        text = `${text.replace(/\\\s*$/, ' ')}${lines[index]}`;
      }
      text = text.replace(/^\s*\$\s+/, '').replace(/\s+#.*$/, '').trim();
      if (text === '' || text.startsWith('#')) continue;
      for (const part of text.split(/\s*(?:&&|\|\||;|\|)\s*/)) {
        const command = strapiCommand(shellWords(part));
        if (command) found.push({file, line: first + start, text: part, ...command, ...(skip !== undefined ? {skip: skip || 'no reason given'} : {})});
      }
    }
  }
  return found;
}

