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
 * Gathers single calls into batches: at most one batch runs at a time, and every call made while it
 * runs waits for the next one (the first waits `collectMs` for its companions). The bundler compiles
 * every page at once; each batch costs one browser page and one load of Mermaid's 3 MB script,
 * however many diagrams it draws. (One page per diagram made Mermaid the bulk of a clean build:
 * about 200 s of 240 s on a 2-core machine, for ~100 diagrams in two colour modes.)
 */
export function batchCalls<I, O>(
  runBatch: (items: I[]) => Promise<Array<PromiseSettledResult<O>>>,
  {maxBatch = 64, collectMs = 50}: {maxBatch?: number; collectMs?: number} = {},
): (item: I) => Promise<O> {
  type Waiting = {item: I; resolve: (value: O) => void; reject: (reason: unknown) => void};
  const queue: Waiting[] = [];
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function flush(): Promise<void> {
    timer = undefined;
    if (running || queue.length === 0) return;
    running = true;
    const batch = queue.splice(0, maxBatch);
    try {
      const settled = await runBatch(batch.map(({item}) => item));
      batch.forEach(({resolve, reject}, index) => {
        const result = settled[index];
        if (result === undefined) reject(new Error('the batch returned fewer results than it was given'));
        else if (result.status === 'fulfilled') resolve(result.value);
        else reject(result.reason);
      });
    } catch (error) {
      for (const {reject} of batch) reject(error);
    } finally {
      running = false;
      if (queue.length > 0) void flush();
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({item, resolve, reject});
      if (!running && timer === undefined) timer = setTimeout(() => void flush(), collectMs);
    });
}

/** Replace Mermaid's element id (and the ids derived from it) with another one. */
export function renameSvgId(svg: string, from: string, to: string): string {
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return svg.replace(new RegExp(`${escaped}(?![0-9])`, 'g'), to);
}

/** Launch-on-demand drawing through mermaid-isomorphic (it closes the browser when idle). */
function chromiumDraw(executablePath: string | undefined, args: string[]): Draw {
  type Renderer = (diagrams: string[], options: object) => Promise<Array<PromiseSettledResult<RenderOutput>>>;
  let renderer: Promise<Renderer> | undefined;
  let batches = 0;
  const drawBatch = (mode: ColorMode) =>
    batchCalls<{source: string; id: string}, RenderOutput>(async (items) => {
      // Node's own require (it loads this ES module since Node 20.19): the config loader's
      // transpiled import() would load it as CommonJS and fail.
      renderer ??= Promise.resolve(
        (createRequire(__filename)('mermaid-isomorphic') as typeof import('mermaid-isomorphic')).createMermaidRenderer({
          launchOptions: {executablePath, args},
        }) as Renderer,
      );
      const render = await renderer;
      batches += 1;
      const prefix = `mermaid-batch${batches}`;
      let settled: Array<PromiseSettledResult<RenderOutput>>;
      try {
        settled = await render(
          items.map(({source}) => source),
          {prefix, mermaidConfig: {...MERMAID_CONFIG[mode], fontFamily: FONT_FAMILY}},
        );
      } catch (error) {
        throw new Error(
          `Mermaid diagrams are drawn at build time in Chromium, which could not be used (${(error as Error).message.split('\n')[0]}). ` +
            'Install it with `bash scripts/install-browser.sh`, or point CHROMIUM_PATH at a Chromium or Chrome binary.',
        );
      }
      return settled.map((result, index): PromiseSettledResult<RenderOutput> => {
        if (result.status === 'rejected') {
          const reason = String((result.reason as Error)?.message ?? result.reason);
          return {status: 'rejected', reason: new Error(`Mermaid could not draw this diagram: ${reason}`)};
        }
        // Ids that depend on the diagram only, not on the batch it was drawn in.
        const svg = renameSvgId(result.value.svg, `${prefix}-${index}`, items[index].id);
        return {status: 'fulfilled', value: {...result.value, svg}};
      });
    });
  const byMode = {light: drawBatch('light'), dark: drawBatch('dark')};
  return (source, mode, id) => byMode[mode]({source, id});
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
