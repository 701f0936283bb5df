/**
 * Draws Mermaid diagrams at build time, in headless Chromium (mermaid-isomorphic), once per color
 * mode. The SVG files land in a cache folder keyed by a hash of the diagram, the Mermaid version and
 * the theme settings, so a rebuild only draws diagrams that changed. Pages then show them as plain
 * images: no reader downloads the Mermaid runtime.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {MermaidConfig} from 'mermaid';

export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** Mermaid's theme per color mode, and the font its text is measured with. */
const MERMAID_CONFIG: Record<ColorMode, MermaidConfig> = {
  light: {theme: 'neutral'},
  dark: {theme: 'dark'},
};
// Arial on readers' machines; Liberation Sans (same metrics) on the Linux machines that draw them.
const FONT_FAMILY = 'arial, "Liberation Sans", helvetica, sans-serif';

export type DiagramFile = {file: string; width: number; height: number};
export type RenderedDiagram = Record<ColorMode, DiagramFile>;
export type DiagramRenderer = (source: string) => Promise<RenderedDiagram>;

type RenderOutput = {svg: string; width: number; height: number};
type Draw = (source: string, mode: ColorMode, id: string) => Promise<RenderOutput>;

const mermaidVersion = (): string => {
  const require = createRequire(__filename);
  return (require('mermaid/package.json') as {version: string}).version;
};

/**
 * Make Mermaid's SVG stand alone as an image: a fixed intrinsic size instead of width="100%" and
 * an inline max-width, so <img> gets the diagram's natural size.
 */
export function asStandaloneSvg(svg: string, width: number, height: number): string {
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  return svg.replace(/^<svg\b[^>]*>/, (tag) =>
    tag
      .replace(/\swidth="[^"]*"/, '')
      .replace(/\sheight="[^"]*"/, '')
      .replace(/\sstyle="[^"]*"/, '')
      .replace(/^<svg/, `<svg width="${w}" height="${h}"`),
  );
}

/**
 * Runs at most `limit` calls at a time, the others wait their turn. The bundler compiles every page
 * at once, and mermaid-isomorphic opens a browser page per call: without a limit, ~180 pages opened
 * together on a 2-core machine time out.
 */
export function limitConcurrency<A extends unknown[], R>(limit: number, run: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async (...args) => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await run(...args);
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

/** Diagrams drawn at the same time. */
const DRAW_CONCURRENCY = 4;

/** Launch-on-demand drawing through mermaid-isomorphic (it closes the browser when idle). */
function chromiumDraw(executablePath: string | undefined, args: string[]): Draw {
  let renderer: Promise<(diagrams: string[], options: object) => Promise<PromiseSettledResult<RenderOutput>[]>>;
  return limitConcurrency(DRAW_CONCURRENCY, async (source: string, mode: ColorMode, id: string) => {
    // Node's own require (it loads this ES module since Node 20.19): the config loader's
    // transpiled import() would load it as CommonJS and fail.
    renderer ??= Promise.resolve(
      (createRequire(__filename)('mermaid-isomorphic') as typeof import('mermaid-isomorphic')).createMermaidRenderer({
        launchOptions: {executablePath, args},
      }),
    );
    const render = await renderer;
    let settled: PromiseSettledResult<RenderOutput>[];
    try {
      settled = await render([source], {
        prefix: id,
        mermaidConfig: {...MERMAID_CONFIG[mode], fontFamily: FONT_FAMILY},
      });
    } catch (error) {
      throw new Error(
        `Mermaid diagrams are drawn at build time in Chromium, which could not be used (${(error as Error).message.split('\n')[0]}). ` +
          'Install it with `bash scripts/install-browser.sh`, or point CHROMIUM_PATH at a Chromium or Chrome binary.',
      );
    }
    const [result] = settled;
    if (result.status === 'rejected') {
      throw new Error(`Mermaid could not draw this diagram: ${String((result.reason as Error)?.message ?? result.reason)}`);
    }
    return result.value;
  });
}

export function createDiagramRenderer({
  cacheDir,
  chromiumPath,
  chromiumArgs,
  draw = chromiumDraw(chromiumPath, chromiumArgs),
}: {
  cacheDir: string;
  chromiumPath: string | undefined;
  chromiumArgs: string[];
  draw?: Draw;
}): DiagramRenderer {
  const settings = JSON.stringify({version: mermaidVersion(), MERMAID_CONFIG, FONT_FAMILY});
  // The client and server compilations both compile each page: draw each diagram once.
  const pending = new Map<string, Promise<RenderedDiagram>>();
  mkdirSync(cacheDir, {recursive: true});

  async function renderOne(source: string, key: string): Promise<RenderedDiagram> {
    const sizesFile = path.join(cacheDir, `${key}.json`);
    const fileOf = (mode: ColorMode) => path.join(cacheDir, `diagram-${key}-${mode}.svg`);
    const withFiles = (sizes: Record<ColorMode, {width: number; height: number}>) =>
      Object.fromEntries(COLOR_MODES.map((mode) => [mode, {file: fileOf(mode), ...sizes[mode]}])) as RenderedDiagram;
    if (existsSync(sizesFile) && COLOR_MODES.every((mode) => existsSync(fileOf(mode)))) {
      return withFiles(JSON.parse(readFileSync(sizesFile, 'utf8')));
    }
    const sizes = {} as Record<ColorMode, {width: number; height: number}>;
    for (const mode of COLOR_MODES) {
      const {svg, width, height} = await draw(source, mode, `d${key}-${mode}`);
      writeFileSync(fileOf(mode), asStandaloneSvg(svg, width, height));
      sizes[mode] = {width: Math.ceil(width), height: Math.ceil(height)};
    }
    writeFileSync(sizesFile, JSON.stringify(sizes));
    return withFiles(sizes);
  }

  return (source) => {
    const key = createHash('sha256').update(settings).update('\0').update(source).digest('hex').slice(0, 16);
    let result = pending.get(key);
    if (result === undefined) {
      result = renderOne(source, key);
      pending.set(key, result);
    }
    return result;
  };
}
