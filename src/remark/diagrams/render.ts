/**
 * Gives each Mermaid diagram its light and dark drawing. Drawings are committed in src/data/diagrams
 * (./store.ts), keyed by a hash of the diagram, the Mermaid version and the theme settings, so a build
 * reads them and needs no browser. Only a diagram without a drawing is drawn, in headless Chromium
 * (mermaid-isomorphic), once per color mode, and written there to be committed; with no Chromium the
 * build fails and says how to draw it. Pages show plain images: no reader downloads the Mermaid runtime.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {MermaidConfig} from 'mermaid';
import {resolveChromiumPath} from '../../../config/chromium';
import {COLOR_MODES, type ColorMode, type DiagramSizes, drawingFile, hasDrawing, readSizes, shown, type SizesManifest, writeSizes} from './store';

export {COLOR_MODES, type ColorMode} from './store';

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
/** A Chromium binary, undefined for Playwright's own browser, or a function that finds one when needed. */
export type ChromiumPath = string | undefined | (() => string | undefined);

/**
 * How to load mermaid-isomorphic, an ES module. The default, Node's own require (it loads ES modules
 * since Node 20.19), suits the site config, whose loader would turn an import() into a require of its
 * own and load the module as CommonJS. Under tsx it is the other way round (its require hook rewrites
 * the module and breaks its import.meta.resolve): scripts pass their native import().
 */
export type LoadMermaidIsomorphic = () => Promise<typeof import('mermaid-isomorphic')>;
const requireMermaidIsomorphic: LoadMermaidIsomorphic = async () =>
  createRequire(__filename)('mermaid-isomorphic') as typeof import('mermaid-isomorphic');

type RenderOutput = {svg: string; width: number; height: number};
type Draw = (source: string, mode: ColorMode, id: string) => Promise<RenderOutput>;

let settings: string | undefined;

/**
 * The key of a diagram: its drawing changes with its source, the Mermaid version and the theme
 * settings, so a Mermaid upgrade or a theme change asks for every diagram to be drawn again.
 */
export function diagramKey(source: string): string {
  settings ??= JSON.stringify({
    version: (createRequire(__filename)('mermaid/package.json') as {version: string}).version,
    MERMAID_CONFIG,
    FONT_FAMILY,
  });
  return createHash('sha256').update(settings).update('\0').update(source).digest('hex').slice(0, 16);
}

/**
 * config/chromium.ts's lookup (CHROMIUM_PATH, else Playwright's browser, else Debian's). Playwright
 * is loaded here, when a diagram must be drawn, not when the site config loads: a build whose
 * diagrams are all committed never touches it.
 */
export function findChromium(envPath: string | undefined): string | undefined {
  return resolveChromiumPath(envPath, () =>
    (createRequire(__filename)('@playwright/test') as typeof import('@playwright/test')).chromium.executablePath(),
  );
}

/** Why nothing can be drawn, and how to get the drawings anyway. */
const noChromium = (reason: string) =>
  new Error(
    `New or changed Mermaid diagrams are drawn at build time in Chromium, which ${reason}. ` +
      'Draw them with `npm run diagrams` on a machine with Chromium (`bash scripts/install-browser.sh` installs it, ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary), then commit the files it writes.',
  );

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

/**
 * Launch-on-demand drawing through mermaid-isomorphic (it closes the browser when idle). Chromium is
 * looked up, and mermaid-isomorphic (which imports Playwright) loaded, at the first diagram to draw.
 */
function chromiumDraw(chromiumPath: ChromiumPath, args: string[], load: LoadMermaidIsomorphic): Draw {
  type Renderer = (diagrams: string[], options: object) => Promise<Array<PromiseSettledResult<RenderOutput>>>;
  let renderer: Promise<Renderer> | undefined;
  let batches = 0;
  const drawBatch = (mode: ColorMode) =>
    batchCalls<{source: string; id: string}, RenderOutput>(async (items) => {
      renderer ??= Promise.resolve().then(async () => {
        const executablePath = typeof chromiumPath === 'function' ? chromiumPath() : chromiumPath;
        if (executablePath !== undefined && !existsSync(executablePath)) {
          throw noChromium(`is not available here (${executablePath} does not exist)`);
        }
        return (await load()).createMermaidRenderer({launchOptions: {executablePath, args}}) as Renderer;
      });
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
        throw noChromium(`could not be used (${(error as Error).message.split('\n')[0]})`);
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
  drawingsDir,
  chromiumPath,
  chromiumArgs,
  loadMermaidIsomorphic = requireMermaidIsomorphic,
  draw = chromiumDraw(chromiumPath, chromiumArgs, loadMermaidIsomorphic),
  report = (message) => console.warn(message),
}: {
  /** The folder of drawings (src/data/diagrams for the site): read first, written when a diagram is drawn. */
  drawingsDir: string;
  chromiumPath: ChromiumPath;
  chromiumArgs: string[];
  loadMermaidIsomorphic?: LoadMermaidIsomorphic;
  draw?: Draw;
  /** Told how many diagrams were drawn, once the drawing in progress is done. */
  report?: (message: string) => void;
}): DiagramRenderer {
  // The client and server compilations both compile each page: draw each diagram once.
  const pending = new Map<string, Promise<RenderedDiagram>>();
  // Read at the first diagram (a damaged file then fails the pages that need it, with their names).
  let sizes: SizesManifest | undefined;
  let drawing = 0;
  let drawn = 0;

  const withFiles = (key: string, size: DiagramSizes) =>
    Object.fromEntries(COLOR_MODES.map((mode) => [mode, {file: drawingFile(drawingsDir, key, mode), ...size[mode]}])) as RenderedDiagram;

  async function drawOne(source: string, key: string, known: SizesManifest): Promise<RenderedDiagram> {
    drawing += 1;
    try {
      const svgs = {} as Record<ColorMode, string>;
      const size = {} as DiagramSizes;
      for (const mode of COLOR_MODES) {
        const {svg, width, height} = await draw(source, mode, `d${key}-${mode}`);
        svgs[mode] = asStandaloneSvg(svg, width, height);
        size[mode] = {width: Math.ceil(width), height: Math.ceil(height)};
      }
      // Both files, then the sizes: a key is complete (./store.ts hasDrawing) only once all three are there.
      mkdirSync(drawingsDir, {recursive: true});
      for (const mode of COLOR_MODES) writeFileSync(drawingFile(drawingsDir, key, mode), svgs[mode]);
      known[key] = size;
      writeSizes(drawingsDir, known);
      drawn += 1;
      return withFiles(key, size);
    } catch (error) {
      throw new Error(`this Mermaid diagram has no drawing in ${shown(drawingsDir)} (key ${key}) and could not be drawn: ${(error as Error).message}`);
    } finally {
      drawing -= 1;
      if (drawing === 0 && drawn > 0) {
        report(`${drawn} diagram(s) drawn into ${shown(drawingsDir)}: commit them`);
        drawn = 0;
      }
    }
  }

  async function renderOne(source: string, key: string): Promise<RenderedDiagram> {
    sizes ??= readSizes(drawingsDir);
    if (hasDrawing(drawingsDir, sizes, key)) return withFiles(key, sizes[key]);
    return drawOne(source, key, sizes);
  }

  return (source) => {
    const key = diagramKey(source);
    let result = pending.get(key);
    if (result === undefined) {
      result = renderOne(source, key);
      pending.set(key, result);
    }
    return result;
  };
}
