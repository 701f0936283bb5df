/**
 * Remark plugin: completes every `<Screenshot name="…" alt="…" />` of a page from
 * src/data/screenshots.json, which `npm run screenshots` writes: the image URL, the dark-mode
 * variant when there is one, the width and height (no layout shift), and eager loading for a
 * picture near the top of the page (the others load lazily). The build fails, naming the page and
 * line, on an unknown shot, a missing or too-short alt text, or a shot used on another page than
 * the one the manifest gives it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

export type ShotSize = {page: string; width: number; height: number; dark: boolean};

export const SIZES_FILE = path.join(__dirname, '../data/screenshots.json');
const DOCS_DIR = path.join(__dirname, '../../docs');
/** A picture among the first few blocks of a page is likely on screen at once: load it eagerly. */
const EAGER_WITHIN = 4;
export const MIN_ALT_LENGTH = 30;

export function readSizes(file = SIZES_FILE): Record<string, ShotSize> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ShotSize>;
}

function attribute(node: MdxJsxFlowElement, name: string): string | undefined {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

function set(node: MdxJsxFlowElement, name: string, value: string): void {
  node.attributes = node.attributes.filter((a) => !(a.type === 'mdxJsxAttribute' && a.name === name));
  node.attributes.push({type: 'mdxJsxAttribute', name, value});
}

export default function remarkScreenshots({sizes = readSizes()}: {sizes?: Record<string, ShotSize>} = {}) {
  return (tree: Root, file: {path?: string}) => {
    const page = file.path ? path.relative(DOCS_DIR, file.path).replace(/\.mdx?$/, '') : undefined;
    let seen = 0;
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
      if (node.name !== 'Screenshot') return;
      const where = `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
      const name = attribute(node, 'name');
      const shot = name === undefined ? undefined : sizes[name];
      if (name === undefined || shot === undefined) {
        throw new Error(`${where}: <Screenshot name="${name ?? ''}"> is not in src/data/screenshots.json (add it to scripts/screenshots/manifest.mts and run npm run screenshots)`);
      }
      const alt = attribute(node, 'alt')?.trim() ?? '';
      if (alt.length < MIN_ALT_LENGTH) {
        throw new Error(`${where}: <Screenshot name="${name}"> needs an alt text of ${MIN_ALT_LENGTH}+ characters saying what the picture shows`);
      }
      if (page !== undefined && page !== shot.page) {
        throw new Error(`${where}: the manifest gives "${name}" to ${shot.page}, not to ${page}`);
      }
      set(node, 'src', `/img/screenshots/${name}.webp`);
      if (shot.dark) set(node, 'srcDark', `/img/screenshots/${name}-dark.webp`);
      set(node, 'width', String(shot.width));
      set(node, 'height', String(shot.height));
      const topLevel = parent === tree && index !== undefined && index < EAGER_WITHIN;
      set(node, 'loading', seen === 0 && topLevel ? 'eager' : 'lazy');
      seen += 1;
    });
  };
}
