/**
 * UI labels and quoted messages of a page: what `npm run verify:live` proves against the pinned
 * Strapi packages, and what the status page counts. Two writing conventions (CONTRIBUTING.md):
 *
 * - **Bold inside a step or a table cell is text the admin panel shows** (a button, menu item, tab,
 *   setting, toast), written as the English translation of the admin packages (`en.json`). Names
 *   from the reader's project or the example app are plain text, keys in `code`. A bold
 *   that is not UI text must say why, in a comment right after it: `**Growth**{/* not-ui: plan name *\/}`.
 *   A bold `A > B` or `A → B` is a path of labels, each checked on its own. A bold that opens a list
 *   item and ends with its own period or colon (`- **Rows, not documents.** …`) is a lead-in, not a
 *   label.
 * - **A message Strapi prints** (error, log line, prompt, toast) quoted inline is wrapped in
 *   `<Msg>` around inline code: <Msg>`Invalid key <key>`</Msg>; `<placeholders>` match any text.
 *   `<Msg skip="reason">` excludes one (for instance a Strapi Cloud message, which no package holds);
 *   `<Msg from="cookies">` names the dependency of Strapi that prints it (installed with the
 *   reference app). Fenced blocks marked `quote` (```text quote, or `quote from="vite"`) hold longer
 *   quotes, one message per line.
 *
 * Labels are read on the developer docs and the user guide; the Strapi Cloud dashboard ships in no
 * package, so its labels cannot be proven and are not collected.
 */
import type {Code, Parent, PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';

export type UiText = {
  kind: 'label' | 'message';
  /** The text to find; for a message, `<placeholder>` parts match anything. */
  text: string;
  line: number;
  /** The written reason when the text is excluded from the check. */
  excluded?: string;
  /** For a message printed by a dependency rather than Strapi's own packages: that package's name. */
  from?: string;
};

export type UiTextFigures = {checked: number; total: number};

/** Areas whose bold labels are checked (the Cloud dashboard is not in any Strapi package). */
export const LABEL_AREAS = ['dev-docs', 'user-docs'] as const;

export const MSG_COMPONENT = 'Msg';
const NOT_UI = /^\/\*\s*not-ui:\s*(.+?)\s*\*\/$/s;
const PATH_SEPARATOR = /\s+(?:>|→)\s+/;

function textOf(node: RootContent | PhrasingContent): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'mdxTextExpression') return node.value;
  if ('children' in node) return (node.children as Array<RootContent>).map(textOf).join('');
  return '';
}

/** `- **Lead-in.** text`: the bold opens the list item's first paragraph and ends with `.` or `:`. */
function isLeadIn(node: Parent, index: number, text: string, inListItemStart: boolean): boolean {
  return inListItemStart && index === 0 && node.type === 'paragraph' && /[.:]$/.test(text.trim());
}

function attribute(node: MdxJsxTextElement, name: string): string | undefined {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return found && typeof found.value === 'string' ? found.value : undefined;
}

/** The inline code a `<Msg>` wraps, or an error saying how the element is malformed. */
export function msgText(node: MdxJsxTextElement): {text: string} | {error: string} {
  // A <Msg> parsed as a block holds its code span in a paragraph.
  const own = node.children.length === 1 && (node.children[0] as {type: string}).type === 'paragraph' ? ((node.children[0] as unknown as MdxJsxTextElement).children) : node.children;
  const children = own.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  if (children.length !== 1 || children[0].type !== 'inlineCode' || children[0].value.trim() === '') {
    return {error: '<Msg> must wrap exactly one inline code span: <Msg>`the message`</Msg>'};
  }
  return {text: children[0].value.trim()};
}

/** Labels of one bold run: `A > B` is two labels; trailing `…` and `:` are not part of a label. */
export function splitLabel(bold: string): string[] {
  return bold
    .split(PATH_SEPARATOR)
    .map((part) => part.replace(/\s+/g, ' ').replace(/(?:…|\.\.\.|:)$/, '').trim())
    .filter((part) => part.length > 0);
}

export type UiTextResult = {texts: UiText[]; problems: Array<{line: number; message: string}>};

/**
 * Every label (bold in a list item or table cell, when `labels` is true) and every quoted message
 * (`<Msg>` and `quote` fences) of a parsed page, in source order.
 */
export function collectUiTexts(tree: Root, {labels}: {labels: boolean}): UiTextResult {
  const texts: UiText[] = [];
  const problems: UiTextResult['problems'] = [];
  // `listItemStart`: node is the first paragraph of a list item.
  const walk = (node: Parent, inStepOrCell: boolean, listItemStart = false) => {
    node.children.forEach((child, index) => {
      const line = child.position?.start.line ?? 0;
      if (child.type === 'strong' && labels && inStepOrCell) {
        if (isLeadIn(node, index, textOf(child), listItemStart)) {
          walk(child, inStepOrCell); // messages quoted inside a lead-in still count
          return;
        }
        const next = node.children[index + 1];
        const reason = next?.type === 'mdxTextExpression' ? NOT_UI.exec(next.value.trim())?.[1] : undefined;
        for (const label of splitLabel(textOf(child))) {
          texts.push({kind: 'label', text: label, line, ...(reason ? {excluded: reason} : {})});
        }
        return;
      }
      if (child.type === 'mdxJsxTextElement' && child.name === MSG_COMPONENT) {
        const found = msgText(child);
        if ('error' in found) {
          problems.push({line, message: found.error});
        } else {
          const skip = attribute(child, 'skip');
          const from = attribute(child, 'from');
          texts.push({
            kind: 'message',
            text: found.text,
            line,
            ...(skip !== undefined ? {excluded: skip || 'no reason given'} : {}),
            ...(from ? {from} : {}),
          });
          if (skip === '') problems.push({line, message: '<Msg skip> needs a reason: skip="why this message cannot be checked"'});
        }
        return;
      }
      if (child.type === 'code' && /(?:^|\s)quote(?=\s|$)/.test((child as Code).meta ?? '')) {
        const from = /(?:^|\s)from="([^"]+)"/.exec((child as Code).meta ?? '')?.[1];
        (child as Code).value.split('\n').forEach((text, offset) => {
          if (text.trim() !== '') texts.push({kind: 'message', text: text.trim(), line: line + 1 + offset, ...(from ? {from} : {})});
        });
        return;
      }
      if ('children' in child) {
        const itemStart = node.type === 'listItem' && index === 0 && child.type === 'paragraph';
        walk(child as Parent, inStepOrCell || child.type === 'listItem' || child.type === 'tableCell', itemStart);
      }
    });
  };
  walk(tree, false);
  return {texts, problems};
}

/** Checked and total labels and messages of a page, for the status page. */
export function uiTextFigures(texts: readonly UiText[]): {labels: UiTextFigures; messages: UiTextFigures} {
  const figures = (kind: UiText['kind']) => {
    const all = texts.filter((t) => t.kind === kind);
    return {checked: all.filter((t) => t.excluded === undefined).length, total: all.length};
  };
  return {labels: figures('label'), messages: figures('message')};
}
