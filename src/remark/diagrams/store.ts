/**
 * The folder of committed drawings (src/data/diagrams): for each diagram key, `diagram-<key>-light.svg`
 * and `diagram-<key>-dark.svg`, plus one `sizes.json` with every key's width and height per color mode
 * (the page needs them and reading them from the SVG would mean parsing it). They are data in the
 * repository, not a cache, so that a build (the deploy workflow has no browser) reads them and only a
 * new or changed diagram needs Chromium. `npm run diagrams` keeps the folder in step with docs/.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export type Size = {width: number; height: number};
export type DiagramSizes = Record<ColorMode, Size>;
/** sizes.json: diagram key -> size per color mode. */
export type SizesManifest = Record<string, DiagramSizes>;

export const SIZES_FILE = 'sizes.json';
/** Files of the folder that are not drawings. */
const OTHER_FILES = new Set([SIZES_FILE, 'README.md']);
const KEY = /^[0-9a-f]{16}$/;
const DRAWING = /^diagram-([0-9a-f]{16})-(light|dark)\.svg$/;

/** A path as the person running the build or script would type it: relative inside the working folder. */
export function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative || '.';
}

export const drawingName = (key: string, mode: ColorMode): string => `diagram-${key}-${mode}.svg`;
export const drawingFile = (dir: string, key: string, mode: ColorMode): string => path.join(dir, drawingName(key, mode));

const isSize = (value: unknown): value is Size =>
  typeof value === 'object' &&
  value !== null &&
  ['width', 'height'].every((side) => {
    const n = (value as Record<string, unknown>)[side];
    return typeof n === 'number' && Number.isFinite(n) && n > 0;
  });

/** sizes.json of the folder ({} when there is none yet); a damaged file is an error that says what to do. */
export function readSizes(dir: string): SizesManifest {
  const file = path.join(dir, SIZES_FILE);
  if (!existsSync(file)) return {};
  const fix = 'restore it with git, or delete it and run `npm run diagrams` to draw the diagrams again';
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${shown(file)} is not valid JSON (${(error as Error).message}): ${fix}.`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${shown(file)} must be an object of diagram keys: ${fix}.`);
  }
  for (const [key, sizes] of Object.entries(data)) {
    const valid =
      KEY.test(key) &&
      typeof sizes === 'object' &&
      sizes !== null &&
      COLOR_MODES.every((mode) => isSize((sizes as Record<string, unknown>)[mode]));
    if (!valid) {
      throw new Error(
        `${shown(file)}: the entry "${key}" is not a 16-hex-digit key with {"light": {"width", "height"}, "dark": {…}} in pixels: ${fix}.`,
      );
    }
  }
  return data as SizesManifest;
}

/**
 * Write sizes.json sorted by key, one key a line (short diffs when a diagram changes), through a
 * temporary file so that an interrupted build never leaves half a file.
 */
export function writeSizes(dir: string, sizes: SizesManifest): void {
  mkdirSync(dir, {recursive: true});
  const lines = Object.keys(sizes)
    .sort()
    .map((key) => `  ${JSON.stringify(key)}: ${JSON.stringify({light: sizes[key].light, dark: sizes[key].dark})}`);
  const file = path.join(dir, SIZES_FILE);
  writeFileSync(`${file}.tmp`, lines.length === 0 ? '{}\n' : `{\n${lines.join(',\n')}\n}\n`);
  renameSync(`${file}.tmp`, file);
}

/** Whether a key has everything the build needs: both SVG files and its sizes. */
export function hasDrawing(dir: string, sizes: SizesManifest, key: string): boolean {
  return Object.hasOwn(sizes, key) && COLOR_MODES.every((mode) => existsSync(drawingFile(dir, key, mode)));
}

/** How the folder differs from the diagrams of docs/: each list names files (and sizes.json entries). */
export type FolderState = {
  /** Keys in use that lack an SVG or their sizes. */
  missing: string[];
  /** Drawings and sizes.json entries of keys no diagram uses any more. */
  orphans: Array<{file: string; key: string}>;
  /** Files that are none of the above: the folder holds drawings only. */
  unexpected: string[];
};

export function folderState(dir: string, usedKeys: ReadonlySet<string>): FolderState {
  const sizes = readSizes(dir);
  const files = existsSync(dir) ? readdirSync(dir).sort() : [];
  const orphans: FolderState['orphans'] = [];
  const unexpected: string[] = [];
  for (const file of files) {
    const key = DRAWING.exec(file)?.[1];
    if (key !== undefined) {
      if (!usedKeys.has(key)) orphans.push({file, key});
    } else if (!OTHER_FILES.has(file)) {
      unexpected.push(file);
    }
  }
  for (const key of Object.keys(sizes).sort()) {
    if (!usedKeys.has(key)) orphans.push({file: `${SIZES_FILE} entry "${key}"`, key});
  }
  const missing = [...usedKeys].filter((key) => !hasDrawing(dir, sizes, key)).sort();
  return {missing, orphans, unexpected};
}

/** Delete the drawings and sizes.json entries of keys no diagram uses; returns what went. */
export function deleteOrphans(dir: string, usedKeys: ReadonlySet<string>): FolderState['orphans'] {
  const {orphans} = folderState(dir, usedKeys);
  if (orphans.length === 0) return [];
  for (const {file} of orphans) {
    if (DRAWING.test(file)) rmSync(path.join(dir, file));
  }
  const sizes = readSizes(dir);
  const kept = Object.fromEntries(Object.entries(sizes).filter(([key]) => usedKeys.has(key)));
  if (Object.keys(kept).length !== Object.keys(sizes).length) writeSizes(dir, kept);
  return orphans;
}
