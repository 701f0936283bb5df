/**
 * UI labels and quoted messages against the installed Strapi packages (conventions in
 * src/remark/verified-examples/ui-text.ts and CONTRIBUTING.md):
 *
 * - a **label** must be an English string of the admin: a value of an `en.json` translation file of
 *   an @strapi/* package (`{placeholders}` match any text), a `defaultMessage` whose id no en.json has
 *   (react-intl shows it then), or a `displayName` the packages register (permissions, plugins,
 *   settings sections). Case and white space are ignored, nothing else.
 * - a **message** (`<Msg>` or a line of a ```text quote block) must occur verbatim in the installed
 *   @strapi/* or create-strapi-app code or translations (`<placeholders>` match any text), or in the
 *   dependency it names (`from="cookies"`), installed with the reference app. A text found only as a
 *   `defaultMessage` in code fails when en.json translates its id: the English UI shows the translation.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parsePage} from '../content-gates/parse.mts';
import {APP_DIR} from './app.mts';
import type {Outcome} from './compare.mts';
import {collectUiTexts, LABEL_AREAS, type UiText} from '../../src/remark/verified-examples/ui-text.ts';

const PACKAGE_DIRS = ['node_modules/@strapi', 'node_modules/create-strapi-app'];

function walkFiles(dir: string, keep: (name: string) => boolean): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name.endsWith('.map') || name.endsWith('.d.ts')) return [];
    if (statSync(full).isDirectory()) return walkFiles(full, keep);
    return keep(name) ? [full] : [];
  });
}

/** Package files are read once per run: the label strings and the quote corpus share them. */
const packageFiles = new Map<string, string>();
function readPackageFile(file: string): string {
  let content = packageFiles.get(file);
  if (content === undefined) {
    content = readFileSync(file, 'utf8');
    packageFiles.set(file, content);
  }
  return content;
}

/** Literal pieces of a quoted line, split at `<placeholders>`. */
export function fragments(quote: string): string[] {
  return quote
    .split(/<[^<>]+>/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/**
 * Where `text` contains the fragments in order, each within `gap` characters of the previous: the
 * start offset of every such match.
 */
export function matchesInOrder(text: string, parts: string[], gap = 200): number[] {
  const found: number[] = [];
  if (parts.length === 0) return found;
  for (let from = text.indexOf(parts[0]); from !== -1; from = text.indexOf(parts[0], from + 1)) {
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
    if (ok) found.push(from);
  }
  return found;
}

export function containsInOrder(text: string, parts: string[], gap = 200): boolean {
  return matchesInOrder(text, parts, gap).length > 0;
}

/** Is the match at `offset` the value of a `defaultMessage` (a fallback the English UI never shows)? */
export function isDefaultMessage(text: string, offset: number): boolean {
  return /defaultMessage\s*:\s*["'`]$/.test(text.slice(Math.max(0, offset - 40), offset));
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The admin's English strings: en.json values, and `displayName`s registered in code. */
export type UiStrings = {exact: Set<string>; patterns: RegExp[]; values: string[]};

const emptyStrings = (): UiStrings => ({exact: new Set(), patterns: [], values: []});

/**
 * `defaultMessage`s of translation ids that no en.json has: react-intl shows the default text then,
 * so it is what the English admin displays. `{id: 'x', defaultMessage: 'Text'}` in compiled code, the id
 * possibly wrapped in a plugin's `getTrad('x')`; en.json keys may carry a plugin prefix (`plugin.x`).
 */
export function untranslatedDefaults(code: string, keys: ReadonlySet<string>, keySuffixes: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const pair = /id:\s*(?:[\w.]+\()?\s*(["'])([\w.:-]+)\1\s*\)?\s*,\s*defaultMessage:\s*(["'])((?:\\.|(?!\3).)*)\3/g;
  for (const match of code.matchAll(pair)) {
    const id = match[2];
    if (keys.has(id) || keySuffixes.has(id)) continue;
    found.push(match[4].replace(/\\(.)/g, '$1'));
  }
  return found;
}

/** A translation with `{placeholders}` (ICU) as a pattern; plain strings stay exact. */
export function addUiString(strings: UiStrings, value: string): void {
  // Rich-text tags of a translation (`Create <bold>{locale}</bold> locale`) are markup, not text.
  const text = normalize(value.replace(/<\/?[a-z][\w-]*>/gi, ''));
  if (text === '') return;
  strings.values.push(value);
  if (!text.includes('{')) {
    strings.exact.add(text);
    return;
  }
  // Replace each top-level {…} group (ICU argument, plural, select) by "any text".
  let pattern = '';
  let depth = 0;
  for (const char of text) {
    if (char === '{') {
      if (depth === 0) pattern += '.+?';
      depth += 1;
    } else if (char === '}') {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0) {
      pattern += char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  // A translation that is mostly placeholders ("{name}", "{number}%") would match any label.
  const literal = pattern.replace(/\.\+\?/g, '').replace(/\\/g, '');
  if ((literal.match(/\p{L}/gu) ?? []).length < 3) return;
  strings.patterns.push(new RegExp(`^${pattern}$`));
}

export function isUiString(strings: UiStrings, label: string): boolean {
  const text = normalize(label);
  return strings.exact.has(text) || strings.patterns.some((pattern) => pattern.test(text));
}

/**
 * Every en.json translation of the installed @strapi/* packages, their `displayName`s, and the
 * default texts the admin shows for ids that en.json lacks (`untranslated`, also accepted as UI text).
 */
export function loadUiStrings(appDir = APP_DIR): UiStrings & {untranslated: UiStrings} {
  const strings: UiStrings = emptyStrings();
  const untranslated = emptyStrings();
  const keys = new Set<string>();
  const require = createRequire(path.join(appDir, 'package.json'));
  const root = path.join(appDir, 'node_modules/@strapi');
  const translations = walkFiles(root, (name) => name === 'en.json.js');
  if (translations.length === 0) throw new Error(`no en.json translations found under ${root}: is the reference app installed?`);
  for (const file of translations) {
    // `module.exports = {…}`, or one named export per key with the whole object as `default`.
    const loaded = require(file) as Record<string, unknown> & {default?: unknown};
    const values = typeof loaded.default === 'object' && loaded.default !== null ? (loaded.default as Record<string, unknown>) : loaded;
    for (const [key, value] of Object.entries(values)) {
      if (typeof value !== 'string') continue;
      addUiString(strings, value);
      keys.add(key);
    }
  }
  // A prefixed key (`content-manager.x`, `plugin::x`) also answers for the id `x` a plugin writes.
  const suffixes = new Set([...keys].flatMap((key) => key.split(/[.:]/).map((_, index, parts) => parts.slice(index).join('.'))));
  for (const file of walkFiles(root, (name) => /\.(c?js)$/.test(name))) {
    const code = readPackageFile(file);
    for (const match of code.matchAll(/displayName\s*:\s*(["'])([^"'\n]{2,80})\1/g)) {
      addUiString(strings, match[2]);
    }
    if (code.includes('defaultMessage')) for (const text of untranslatedDefaults(code, keys, suffixes)) addUiString(untranslated, text);
  }
  return {...strings, untranslated};
}

export type UiTextOutcomes = {labels: Outcome[]; messages: Outcome[]; problems: string[]};

/** Check every label and message of the pages against the installed packages. */
export function checkUiTexts(root: string, files: string[]): UiTextOutcomes {
  const labels: Array<UiText & {file: string}> = [];
  const messages: Array<UiText & {file: string}> = [];
  const problems: string[] = [];
  for (const file of files) {
    const relative = path.relative(root, file);
    const area = relative.split(path.sep)[1];
    const {texts, problems: found} = collectUiTexts(parsePage(relative, readFileSync(file, 'utf8')).tree, {
      labels: (LABEL_AREAS as readonly string[]).includes(area),
    });
    problems.push(...found.map((p) => `${relative}:${p.line}: ${p.message}`));
    for (const text of texts) (text.kind === 'label' ? labels : messages).push({file: relative, ...text});
  }
  const strings = loadUiStrings();
  const code = (dir: string) => walkFiles(path.join(APP_DIR, dir), (name) => /\.(c?js|mjs|ts)$/.test(name)).map(readPackageFile);
  const corpus = [...PACKAGE_DIRS.flatMap(code), strings.values.join('\n')];
  const dependencies = new Map<string, string[]>();
  const corpusOf = (from: string | undefined): string[] | undefined => {
    if (from === undefined) return corpus;
    if (!/^(@[a-z0-9-]+\/)?[a-z0-9._-]+$/.test(from)) return undefined;
    if (!dependencies.has(from)) dependencies.set(from, code(path.join('node_modules', from)));
    const found = dependencies.get(from)!;
    return found.length > 0 ? found : undefined;
  };

  const labelOutcomes = labels.map(({file, line, text, excluded}): Outcome => {
    const example = {file, line};
    if (excluded !== undefined) return {example, status: 'excluded', detail: `  **${text}**: ${excluded}`};
    return isUiString(strings, text) || isUiString(strings.untranslated, text)
      ? {example, status: 'verified'}
      : {example, status: 'failed', detail: `  UI label not found in the admin's English translations: **${text}**`};
  });
  const messageOutcomes = messages.map(({file, line, text, excluded, from}): Outcome => {
    const example = {file, line};
    if (excluded !== undefined) return {example, status: 'excluded', detail: `  ${text}: ${excluded}`};
    const sources = corpusOf(from);
    if (sources === undefined) {
      return {example, status: 'failed', detail: `  from="${from}" names no package installed in the reference app (${text})`};
    }
    const parts = fragments(text);
    let onlyDefault = false;
    for (const content of sources) {
      const offsets = matchesInOrder(content, parts);
      if (offsets.some((offset) => !isDefaultMessage(content, offset))) return {example, status: 'verified'};
      onlyDefault ||= offsets.length > 0;
    }
    if (onlyDefault && isUiString(strings.untranslated, text)) return {example, status: 'verified'};
    return {
      example,
      status: 'failed',
      detail: onlyDefault
        ? `  quoted text is only a defaultMessage in the code; quote the English translation (en.json) the admin shows instead: ${text}`
        : `  quoted text not found in ${from ?? 'the installed Strapi packages'}: ${text}`,
    };
  });
  return {labels: labelOutcomes, messages: messageOutcomes, problems};
}
