/**
 * What the live check (npm run verify:live) proves on one page, counted from its source the way the
 * checks read it: examples run (./count.ts), JS/TS samples type-checked and GraphQL operations
 * validated (./samples.ts), Strapi command lines checked (./command-lines.ts), UI labels and quoted
 * messages found in the packages (./ui-text.ts). The page is parsed once. Shared by the page mark
 * (./remark.ts) and the status page (src/plugins/site-index); CI fails on any mismatch, so on a
 * green build these counts are proofs.
 */
import {parsePage} from '../../../scripts/content-gates/parse.mts';
import {commandLines} from './command-lines';
import {countExamples} from './count';
import {graphqlBlocks, samplesOf} from './samples';
import {collectUiTexts, LABEL_AREAS, uiTextFigures} from './ui-text';

/** Checked (or run) out of all of one kind; the rest are excluded with a written reason. */
export type ExampleFigures = {verified: number; total: number};
export type PageProofs = {
  examples: ExampleFigures;
  /** Code samples type-checked against the pinned Strapi types and GraphQL operations validated. */
  types: ExampleFigures;
  /** Strapi command lines checked against the pinned CLIs' --help. */
  commands: ExampleFigures;
  labels: ExampleFigures;
  messages: ExampleFigures;
};

const figures = (items: ReadonlyArray<{skip?: string}>): ExampleFigures => ({
  verified: items.filter((item) => item.skip === undefined).length,
  total: items.length,
});

/** `file` is the page's path from the site root (`docs/dev-docs/…`). */
export function pageProofs(file: string, source: string): PageProofs {
  const page = parsePage(file, source);
  const {total, excluded} = countExamples(source);
  const area = file.split('/')[1];
  const {labels, messages} = uiTextFigures(collectUiTexts(page.tree, {labels: (LABEL_AREAS as readonly string[]).includes(area)}).texts);
  return {
    examples: {verified: total - excluded, total},
    types: figures([...samplesOf(file, source, page).filter((sample) => !sample.runnable), ...graphqlBlocks(file, source, page)]),
    commands: figures(commandLines(file, source, page)),
    labels: {verified: labels.checked, total: labels.total},
    messages: {verified: messages.checked, total: messages.total},
  };
}
