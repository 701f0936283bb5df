/**
 * Remark plugin: links to pages that are planned but not written yet.
 *
 * The sidebars list every page of the site's route contract, written or not
 * (sidebars/entries/*). A link from one page to a planned page that does not
 * exist yet is rendered as plain text instead of failing the build; once the
 * target page lands, the same link becomes a real, build-checked link.
 * Links to anything that is not a planned page are left alone, so a typo
 * still fails the build as a broken link.
 */
import fs from 'node:fs';
import path from 'node:path';

export type PlannedLinksOptions = {
  /** The site's `docs/` folder. */
  docsDir: string;
  /** Planned doc ids per area folder, e.g. {'dev-docs': ['api/rest', …]}. */
  planned: Record<string, readonly string[]>;
};

type Node = {type: string; url?: string; children?: Node[]};
type VFileLike = {path?: string; history?: string[]};

const DOC_EXTENSIONS = ['.mdx', '.md', '/index.mdx', '/index.md'];

function docFileExists(docsDir: string, area: string, id: string): boolean {
  return DOC_EXTENSIONS.some((ext) => fs.existsSync(path.join(docsDir, area, `${id}${ext}`)));
}

/** The area and doc id a link points at, when it points at a doc of this site. */
export function linkTarget(
  url: string,
  sourceFile: string,
  docsDir: string,
): {area: string; id: string} | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('#')) {
    return undefined;
  }
  const withoutHash = url.split('#')[0].split('?')[0];
  let relative: string;
  if (withoutHash.startsWith('/')) {
    relative = withoutHash.replace(/^\/+|\/+$/g, '');
  } else if (/\.mdx?$/.test(withoutHash)) {
    const absolute = path.resolve(path.dirname(sourceFile), withoutHash);
    relative = path.relative(docsDir, absolute).split(path.sep).join('/');
    if (relative.startsWith('..')) {
      return undefined;
    }
  } else {
    return undefined;
  }
  const [area, ...rest] = relative.replace(/\.mdx?$/, '').replace(/\/index$/, '').split('/');
  return rest.length === 0 ? undefined : {area, id: rest.join('/')};
}

export function isPlannedButMissing(
  url: string,
  sourceFile: string,
  {docsDir, planned}: PlannedLinksOptions,
): boolean {
  const target = linkTarget(url, sourceFile, docsDir);
  if (target === undefined || !planned[target.area]?.includes(target.id)) {
    return false;
  }
  return !docFileExists(docsDir, target.area, target.id);
}

function unwrap(node: Node, shouldUnwrap: (url: string) => boolean): void {
  if (!node.children) {
    return;
  }
  node.children = node.children.flatMap((child) => {
    unwrap(child, shouldUnwrap);
    if (child.type === 'link' && child.url !== undefined && shouldUnwrap(child.url)) {
      return child.children ?? [];
    }
    return [child];
  });
}

export default function remarkPlannedLinks(options: PlannedLinksOptions) {
  return (tree: Node, file: VFileLike): void => {
    const source = file.path ?? file.history?.at(-1);
    if (source === undefined) {
      return;
    }
    unwrap(tree, (url) => isPlannedButMissing(url, source, options));
  };
}
