/**
 * Quoted messages: every line of a fenced block marked `quote` (```text quote) is a message, prompt
 * or log line Strapi prints, and must occur verbatim in the installed @strapi/* packages (and the
 * other Strapi tools the app installs). `<placeholder>` parts of a quote match any text.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Code} from 'mdast';
import {visit} from 'unist-util-visit';
import {parsePage} from '../content-gates/parse.mts';
import {APP_DIR} from './app.mts';
import type {Outcome} from './compare.mts';

const PACKAGE_DIRS = ['node_modules/@strapi', 'node_modules/create-strapi-app'];

function sourceFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name.endsWith('.map') || name.endsWith('.d.ts')) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(c?js|mjs)$/.test(name) ? [full] : [];
  });
}

/** Literal pieces of a quoted line, split at `<placeholders>`. */
export function fragments(quote: string): string[] {
  return quote
    .split(/<[^<>]+>/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Does `text` contain the fragments in order, each within `gap` characters of the previous? */
export function containsInOrder(text: string, parts: string[], gap = 200): boolean {
  if (parts.length === 0) return false;
  let from = text.indexOf(parts[0]);
  while (from !== -1) {
    let end = from + parts[0].length;
    let ok = true;
    for (const part of parts.slice(1)) {
      const next = text.indexOf(part, end);
      if (next === -1 || next - end > gap) {
        ok = false;
        break;
      }
      end = next + part.length;
    }
    if (ok) return true;
    from = text.indexOf(parts[0], from + 1);
  }
  return false;
}

/** Quoted lines of a page: [{line, text}] from ```… quote blocks. */
export function quotedLines(file: string, source: string): Array<{line: number; text: string}> {
  const {tree} = parsePage(file, source);
  const out: Array<{line: number; text: string}> = [];
  visit(tree, 'code', (node: Code) => {
    if (!/(?:^|\s)quote(?=\s|$)/.test(node.meta ?? '')) return;
    node.value.split('\n').forEach((text, index) => {
      if (text.trim() !== '') out.push({line: (node.position?.start.line ?? 0) + 1 + index, text: text.trim()});
    });
  });
  return out;
}

export async function checkQuotes(root: string, files: string[]): Promise<Outcome[]> {
  const quotes = files.flatMap((file) =>
    quotedLines(path.relative(root, file), readFileSync(file, 'utf8')).map((quote) => ({file: path.relative(root, file), ...quote})),
  );
  if (quotes.length === 0) return [];
  const corpus = PACKAGE_DIRS.flatMap((dir) => sourceFiles(path.join(APP_DIR, dir))).map((file) => readFileSync(file, 'utf8'));
  return quotes.map(({file, line, text}) => {
    const parts = fragments(text);
    const found = corpus.some((content) => containsInOrder(content, parts));
    return found
      ? {example: {file, line}, status: 'verified' as const}
      : {example: {file, line}, status: 'failed' as const, detail: `  quoted text not found in the installed Strapi packages: ${text}`};
  });
}
