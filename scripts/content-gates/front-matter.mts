import yaml from 'js-yaml';
import type {ParsedPage, Problem} from './parse.mts';

export const ALLOWED_KEYS = [
  'title',
  'description',
  'sidebar_label',
  'tags',
  'keywords',
  'displayed_sidebar',
  'status',
  'unlisted',
  'hide_table_of_contents',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'pagination_prev',
  'pagination_next',
  'image',
] as const;

export const PAGE_STATUSES = ['draft', 'review', 'ready'] as const;
export const TITLE_MAX = 70;
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;

/** Tag keys declared in docs/tags.yml. */
export function readTagKeys(source: string): Set<string> {
  const data = yaml.load(source);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error('docs/tags.yml must map tag keys to {label, description}.');
  }
  return new Set(Object.keys(data));
}

/** Check a page's front matter against the schema. Partials (`_name.mdx`) need none. */
export function checkFrontMatter(file: string, page: ParsedPage, tags: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const report = (line: number, message: string) => problems.push({file, line, message});
  if (page.frontMatter === undefined) {
    report(1, 'front matter is missing: every page needs a title and a description');
    return problems;
  }
  const start = page.frontMatter.position?.start.line ?? 1;
  const lines = page.frontMatter.value.split('\n');
  const lineOf = (key: string) => {
    const index = lines.findIndex((line) => line.startsWith(`${key}:`));
    return start + 1 + Math.max(index, 0);
  };
  let data: unknown;
  try {
    data = yaml.load(page.frontMatter.value);
  } catch (error) {
    report(start, `front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
    return problems;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    report(start, 'front matter must be a YAML mapping');
    return problems;
  }
  const fields = data as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (!(ALLOWED_KEYS as readonly string[]).includes(key)) {
      report(lineOf(key), `unknown front matter key "${key}" (allowed: ${ALLOWED_KEYS.join(', ')})`);
    }
  }
  const {title, description, status} = fields;
  if (typeof title !== 'string' || title.trim() === '') {
    report(lineOf('title'), '"title" is required');
  } else if (title.length > TITLE_MAX) {
    report(lineOf('title'), `"title" has ${title.length} characters; at most ${TITLE_MAX}`);
  }
  if (typeof description !== 'string' || description.trim() === '') {
    report(lineOf('description'), '"description" is required');
  } else if (description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX) {
    report(
      lineOf('description'),
      `"description" has ${description.length} characters; it needs ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX}`,
    );
  }
  if (status !== undefined && !(PAGE_STATUSES as readonly unknown[]).includes(status)) {
    report(lineOf('status'), `"status" must be one of ${PAGE_STATUSES.join(', ')}`);
  }
  if (fields.tags !== undefined) {
    if (!Array.isArray(fields.tags)) {
      report(lineOf('tags'), '"tags" must be a list of tag keys');
    } else {
      for (const tag of fields.tags) {
        if (typeof tag !== 'string' || !tags.has(tag)) {
          report(lineOf('tags'), `tag "${String(tag)}" is not declared in docs/tags.yml`);
        }
      }
    }
  }
  return problems;
}
