/**
 * Sidebars are written by hand as the full reading order of an area, then
 * filtered so they only list pages that exist: a sidebar may describe pages
 * that are still being written without breaking the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

export type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

export type SidebarBadge = 'new' | 'updated';

/** A doc id, or a doc with extra presentation options. */
export type DocEntry = string | {id: string; label?: string; badge?: SidebarBadge};

export type CategoryEntry = {
  label: string;
  /** Doc shown when the category label is clicked (its landing page). */
  link?: string;
  items: Entry[];
  collapsed?: boolean;
};

export type LinkEntry = {href: string; label: string};

export type Entry = DocEntry | CategoryEntry | LinkEntry;

export type DocExists = (id: string) => boolean;

/** Does a doc with this id exist as `<id>.md(x)` or `<id>/index.md(x)` under `dir`? */
export function docExistsIn(dir: string): DocExists {
  return (id) =>
    ['.mdx', '.md', '/index.mdx', '/index.md'].some((suffix) =>
      fs.existsSync(path.join(dir, `${id}${suffix}`)),
    );
}

function isCategory(entry: Entry): entry is CategoryEntry {
  return typeof entry === 'object' && 'items' in entry;
}

function isLink(entry: Entry): entry is LinkEntry {
  return typeof entry === 'object' && 'href' in entry;
}

function docItem(entry: DocEntry): SidebarItemConfig {
  if (typeof entry === 'string') {
    return {type: 'doc', id: entry};
  }
  return {
    type: 'doc',
    id: entry.id,
    ...(entry.label ? {label: entry.label} : {}),
    // The badge is drawn by CSS from the class name (src/css/custom.css).
    ...(entry.badge ? {className: `sidebar-badge--${entry.badge}`, customProps: {badge: entry.badge}} : {}),
  };
}

/** Keep the entries whose pages exist; drop categories left empty. */
export function defineSidebar(entries: Entry[], exists: DocExists): SidebarItemConfig[] {
  const result: SidebarItemConfig[] = [];
  for (const entry of entries) {
    if (isLink(entry)) {
      result.push({type: 'link', href: entry.href, label: entry.label});
    } else if (isCategory(entry)) {
      const items = defineSidebar(entry.items, exists);
      const linkExists = entry.link !== undefined && exists(entry.link);
      if (items.length === 0 && !linkExists) {
        continue;
      }
      if (items.length === 0 && entry.link !== undefined) {
        result.push({type: 'doc', id: entry.link, label: entry.label});
        continue;
      }
      result.push({
        type: 'category',
        label: entry.label,
        collapsed: entry.collapsed ?? true,
        ...(linkExists && entry.link ? {link: {type: 'doc', id: entry.link}} : {}),
        items,
      });
    } else if (exists(typeof entry === 'string' ? entry : entry.id)) {
      result.push(docItem(entry));
    }
  }
  return result;
}

/** Build an area's sidebar from its entries, checked against `docs/<area>/`. */
export function areaSidebar(area: string, entries: Entry[]): SidebarItemConfig[] {
  return defineSidebar(entries, docExistsIn(path.join(__dirname, '..', 'docs', area)));
}

/** Every doc id an entry list mentions, category landing pages included. */
export function docIds(entries: Entry[]): string[] {
  return entries.flatMap((entry) => {
    if (typeof entry === 'string') return [entry];
    if (isLink(entry)) return [];
    if (isCategory(entry)) return [...(entry.link ? [entry.link] : []), ...docIds(entry.items)];
    return [entry.id];
  });
}
